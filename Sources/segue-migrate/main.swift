// `segue-migrate`: rewrites the Objective-C-only lines of iOS sources for Segue on Linux.
// `segue migrate` runs this executable (it is built apart so that `segue` never builds
// swift-syntax). Exit status: 0 nothing left, 1 lines left or files not migrated, 2 bad usage.
import Foundation
import SegueMigrate

let usage = """
  usage: segue-migrate [--write] PATH...

  Rewrites the Objective-C-only lines of the Swift files under PATH (@objc, #selector,
  @objc optional requirements, @objc dynamic, @IBAction/@IBOutlet) so that they compile on
  Linux against SegueUIKit and unchanged on iOS: each goes under #if canImport(ObjectiveC),
  with Segue's method reference (Self.tapped) under #else. Prints a unified diff; changes
  files only with --write. Lines it cannot rewrite are listed as path:line: reason.
  Exit status: 0 nothing left, 1 something left (listed), 2 bad usage.
  """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
let write = arguments.contains("--write")
arguments.removeAll { $0 == "--write" }
if arguments.isEmpty || arguments.contains(where: { $0.hasPrefix("-") }) {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
for path in arguments where !FileManager.default.fileExists(atPath: path) {
  FileHandle.standardError.write(Data("segue-migrate: no such file or folder: \(path)\n".utf8))
  exit(2)
}
let outcome = FolderMigration(paths: arguments, write: write).run()
print(outcome.diff, terminator: "")
var report = outcome.left.map(\.description) + outcome.failures
let verb = write ? "migrated" : "would migrate"
report.append(
  "segue-migrate: \(verb) \(outcome.changedFiles.count) file(s); "
    + "\(outcome.left.count + outcome.failures.count) line(s) left")
FileHandle.standardError.write(Data((report.joined(separator: "\n") + "\n").utf8))
exit(outcome.leftAnything ? 1 : 0)
