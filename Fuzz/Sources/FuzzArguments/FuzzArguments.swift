import Foundation
import Segue

@testable import SegueCLI

/// A scene standing in for a catalog's (the gallery is not a product of Segue): the parse and
/// the commands' `validate()` look scene ids up by name.
private struct SampleScene: StageScene {
  let id = "sample-push"
  let duration = 0.5
  @MainActor func makeStage(device: Device) -> Stage { Stage(device: device) }
}

nonisolated(unsafe) private let catalog = try? SceneCatalog(
  scenes: [SampleScene()], app: nil, toolName: "segue")

/// One input: an argument vector, arguments separated by NUL or newline bytes, parsed by the
/// tool's root command and validated, never run. A rejected vector must give the one-line
/// message the tool prints (`SegueCommand.main` prints the first line; it must not be empty).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let buffer = UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count)
  let arguments = buffer.split(
    omittingEmptySubsequences: false, whereSeparator: { $0 == 0 || $0 == 10 }
  ).map { String(decoding: $0, as: UTF8.self) }
  guard let catalog else { fatalError("the sample catalog must be valid") }
  SceneCatalog.$current.withValue(catalog) {
    do {
      _ = try SegueTool.parseAsRoot(arguments)
    } catch {
      // The message first, the status only when the message is empty: each builds the
      // parser's help for the command (a third of the time when both were asked every time).
      let message = SegueTool.message(for: error)
      let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
      if firstLine.trimmingCharacters(in: .whitespaces).isEmpty,
        SegueTool.exitCode(for: error) != .success  // --help and --version are not errors
      {
        fatalError("a rejected command line must give a message, got: \(message.debugDescription)")
      }
    }
  }
  return 0
}
