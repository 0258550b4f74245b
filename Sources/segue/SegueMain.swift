import ArgumentParser
import CCairo
import Foundation

/// Entry point: parses the command line and reports any error as one line on stderr.
@main
enum SegueMain {
  static func main() {
    keepFrameSizedAllocations()
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

/// Keeps freed frame-sized buffers in the heap instead of returning them to the system.
///
/// A frame at 3× is 12 MiB, and Cairo allocates a surface of that size for every translucent
/// group it composites. By default glibc maps such a buffer anew and unmaps it when freed, so
/// every frame pays a page fault per 4 KiB touched (about 3,000 for one group). Raising the
/// mapping and trimming thresholds above a frame's size lets freed buffers be reused.
private func keepFrameSizedAllocations() {
  _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
  _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
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
