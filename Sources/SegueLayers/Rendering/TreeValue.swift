import Foundation

/// A JSON value whose object keys keep the order they were written in: what a presentation
/// tree is encoded to (`TreeValueEncoder`) before it is written as JSON or as text.
///
/// Foundation's `JSONEncoder` either sorts keys alphabetically or leaves their order to a
/// dictionary; a tree reads best with its keys in a fixed, meaningful order (identity, place
/// on screen, geometry, appearance, children), the same in every file.
enum TreeValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([TreeValue])
  case object([Member])

  /// One key and its value.
  struct Member: Sendable, Hashable {
    var key: String
    var value: TreeValue
  }

  /// The value as compact JSON on one line (`{"a": 1, "b": [2, 3]}`); with `quotesKeys`
  /// false, keys are written bare (`{a: 1}`), as the text form does.
  func compact(quotesKeys: Bool = true) -> String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let value): Self.format(value)
    case .string(let value): Self.quoted(value)
    case .array(let values):
      "[" + values.map { $0.compact(quotesKeys: quotesKeys) }.joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map {
          (quotesKeys ? Self.quoted($0.key) : $0.key) + ": "
            + $0.value.compact(quotesKeys: quotesKeys)
        }.joined(separator: ", ") + "}"
    }
  }

  /// A number as JSON: integral values without a fraction, others as Swift's shortest
  /// round-tripping form; -0 as 0. (The tree never holds a value that is not finite.)
  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `string` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// so that it always stays on one line.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
          + String(control.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
