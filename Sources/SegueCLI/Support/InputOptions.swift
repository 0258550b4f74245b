import ArgumentParser
import Foundation
import Segue

/// The `--input FILE` option of the commands that render: a JSON input script replayed on the
/// scene's window from the start of the transition.
struct InputOptions: ParsableArguments {
  @Option(
    help: """
      A JSON input script to replay on the scene's window from time 0, e.g. \
      {"steps": [{"tap": {"at": [361, 91], "time": 0.1}}]} (steps: tap, press, drag).
      """)
  var input: String?

  /// The script, decoded and checked; nil without `--input`.
  func script() throws -> InputScript? {
    guard let input else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: input))
    } catch {
      throw CLIError("cannot read input script \(input): \(error.localizedDescription)")
    }
    let script: InputScript
    do {
      script = try JSONDecoder().decode(InputScript.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let location = Self.syntaxErrorLocation(in: data)
      {
        throw CLIError("input script \(input): not valid JSON: \(location)")
      }
      throw CLIError("input script \(input): \(Self.describe(error))")
    }
    do {
      try script.validate()
    } catch {
      let line = error.step.flatMap { Self.lineOfStep($0, in: data) }.map { ", line \($0)" }
      throw CLIError("input script \(input)\(line ?? ""): \(error)")
    }
    return script
  }

  /// The line (from 1) where element `index` of the top-level object's "steps" array starts,
  /// found by scanning the JSON text (the decoder keeps no positions); nil if not found.
  static func lineOfStep(_ index: Int, in data: Data) -> Int? {
    let bytes = [UInt8](data)
    var depth = 0
    var inString = false
    var escaped = false
    var stringStart = 0
    var lastKey: ArraySlice<UInt8> = []
    var stepsDepth: Int?  // the depth inside the steps array, once entered
    var element = 0
    var awaitingElement = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          lastKey = bytes[(stringStart + 1)..<offset]
        }
        continue
      }
      if awaitingElement, !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) {
        awaitingElement = false
        if element == index {
          return bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        stringStart = offset
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if byte == UInt8(ascii: "["), stepsDepth == nil, depth == 2,
          lastKey.elementsEqual("steps".utf8)
        {
          stepsDepth = depth
          awaitingElement = true
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == stepsDepth { return nil }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == stepsDepth {
          element += 1
          awaitingElement = true
        }
      default:
        break
      }
    }
    return nil
  }

  /// Where JSON syntax breaks, as "line L, column C: what", from `JSONSerialization` (whose
  /// errors give the character offset that `JSONDecoder`'s do not).
  static func syntaxErrorLocation(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data)
      return nil
    } catch {
      let text = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
      guard let offset = characterOffset(in: text) else { return text }
      let before = data.prefix(offset)
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
      return "line \(line), column \(column): \(text)"
    }
  }

  /// The number after the first "character " that has one, in a JSONSerialization message
  /// ("… around character 46."). Scanned by hand: a regex literal is compiled anew at each
  /// call, 8% of the `--input` fuzzer's time.
  static func characterOffset(in text: String) -> Int? {
    var rest = text[...]
    while let found = rest.range(of: "character ") {
      rest = rest[found.upperBound...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty { return Int(digits) }
    }
    return nil
  }

  /// A decoding error as one line: where in the file, and what was wrong.
  static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.hasPrefix(".")
        ? String(text.dropFirst()) : (text.isEmpty ? "the top level" : text)
    }
    func oneLine(_ text: String) -> String {
      text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
    switch error {
    case .dataCorrupted(let context):
      let underlying =
        (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
      return
        "not valid JSON at \(path(context.codingPath)): \(oneLine(underlying ?? context.debugDescription))"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context.codingPath)): \(oneLine(context.debugDescription))"
    @unknown default:
      return oneLine("\(error)")
    }
  }
}
