import ArgumentParser
import Foundation

/// Entry point: parses the command line and reports any error as one line on stderr.
@main
enum SegueMain {
  static func main() {
    do {
      var command = try Segue.parseAsRoot()
      try command.run()
    } catch {
      let code = Segue.exitCode(for: error)
      if code == .success {
        // --help and --version come through here: they are not errors, print them whole.
        print(Segue.fullMessage(for: error))
      } else {
        let message =
          Segue.message(for: error)
          .split(separator: "\n").first.map(String.init) ?? "unknown error"
        FileHandle.standardError.write(Data("segue: \(message)\n".utf8))
      }
      exit(code.rawValue)
    }
  }
}

/// The `segue` command: watch, render, record and measure UIKit-style transitions.
struct Segue: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Render, record and benchmark UIKit-style view-controller transitions on Linux.",
    subcommands: [
      ListCommand.self, RenderCommand.self, RecordCommand.self, DemoCommand.self, BenchCommand.self,
      PlayCommand.self,
    ])
}

/// A problem a person can act on, reported as one line.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
