import ArgumentParser
import CMalloc
import Foundation
import Segue

/// The `segue` tool over any scenes: a user's package gets its own `segue` — render, record,
/// play, bench, demo and the gallery page for its own transitions — in a few lines:
///
/// ```swift
/// import SegueCLI
///
/// @main
/// struct Tool {
///   static func main() {
///     SegueCommand.main(scenes: [CardOpen(), CardClose()])
///   }
/// }
/// ```
public enum SegueCommand {
  /// Parses the command line, runs the command over `scenes` (and `app`, the live scene
  /// `play` opens without an id), and exits: status 0 on success, otherwise one line on
  /// stderr naming the tool and what went wrong. The scenes' ids must be unique and made of
  /// lowercase letters, digits and hyphens (a catalog that breaks this is itself reported).
  public static func main(
    scenes: [any StageScene], app: (any StageScene)? = nil,
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> Never {
    keepFrameSizedAllocations()
    PeakMemoryReport.installIfAsked()
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "segue").lastPathComponent
    // SIGINT and SIGTERM stop the encoder, remove unfinished output and exit with 130 / 143.
    Interruption.handleSignals(toolName: name)
    let catalog: SceneCatalog
    do {
      catalog = try SceneCatalog(scenes: scenes, app: app, toolName: name)
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      exit(ExitCode.failure.rawValue)
    }
    SceneCatalog.$current.withValue(catalog) {
      do {
        var command = try SegueTool.parseAsRoot(arguments)
        // The stages a command makes start in its `--appearance`.
        let style = (command as? any ChoosesAppearance)?.chrome.appearance.style ?? .light
        try MainActor.assumeIsolated {
          try Stage.making(userInterfaceStyle: style) { try command.run() }
        }
      } catch {
        // An error caused by an interruption is not reported: the handler says so and exits.
        Interruption.parkIfInterrupted()
        let code = SegueTool.exitCode(for: error)
        if error is ExitCode, code != .success {
          // A command that has said what went wrong (`lint`'s findings) only sets the status.
          exit(code.rawValue)
        } else if code == .success {
          // --help and --version come through here: they are not errors, print them whole.
          print(SegueTool.fullMessage(for: error))
        } else {
          let message =
            SegueTool.message(for: error)
            .split(separator: "\n").first.map(String.init) ?? "unknown error"
          FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        }
        exit(code.rawValue)
      }
    }
    exit(ExitCode.success.rawValue)
  }
}

/// Keeps freed frame-sized buffers in the heap instead of returning them to the system.
///
/// A frame at 3× is 12 MiB, and Cairo allocates a surface of that size for every translucent
/// group it composites. By default glibc maps such a buffer anew and unmaps it when freed, so
/// every frame pays a page fault per 4 KiB touched (about 3,000 for one group). Raising the
/// mapping and trimming thresholds above a frame's size lets freed buffers be reused.
///
/// One arena for every thread: glibc gives each thread that allocates at once an arena of its
/// own, made of heaps of at most 64 MiB, mapped when needed and unmapped when emptied, so the
/// frames and key frames (12 MiB each) that export workers allocate and free were mapped and
/// faulted in anew over and over. With the one heap they reuse each other's memory (issue 17,
/// `segue demo` of the bench's four scenes on two threads: 110,000 → 55,000 page faults,
/// 1.98 → 1.93 s, peak 330 → 255 MiB; the CPU time in user code unchanged, so the allocator's
/// lock costs nothing measurable: small blocks come from each thread's cache).
private func keepFrameSizedAllocations() {
  _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
  _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
  _ = mallopt(M_ARENA_MAX, 1)
}

/// The root command: render, record and measure UIKit-style transitions.
struct SegueTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: SceneCatalog.current.toolName,
    abstract: "Render, record, play and benchmark UIKit-style view-controller transitions.",
    subcommands: [
      ListCommand.self, RenderCommand.self, RecordCommand.self, DemoCommand.self, BenchCommand.self,
      PlayCommand.self, LintCommand.self, MigrateCommand.self,
    ])
}

/// A problem a person can act on, reported as one line.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
