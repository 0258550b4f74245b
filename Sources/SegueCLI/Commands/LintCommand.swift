import ArgumentParser
import Foundation
import Segue
import SegueMotion

/// `lint`: the motion lint of a scene's transition (`MotionLint`): jumps, flashes, z-order
/// changes, velocity breaks at hand-offs, content ending off screen and leftovers, each with
/// the frame of `record --fps 30` to look at. Exits 1 when it finds an error that the scene
/// does not declare intended.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Find jumps, flashes, velocity breaks and leftovers in a scene's transition.",
    discussion: """
      Samples the transition at 240 Hz (the presentation tree, no rendering) and prints one \
      line per finding with its time and the frame of '\(SceneCatalog.current.toolName) record \
      ID --out frames/' (30 fps) to look at. Exit status 1 when there is an error the scene does \
      not declare intended.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The scene id (see 'list').")
  var id: String

  @Option(help: "text (default: one finding a line) or json (for tools).")
  var format: Format = .text

  @OptionGroup var render: RenderOptions

  func run() throws {
    let scene = try SceneCatalog.current.transition(id)
    let device = try render.resolvedDevice(for: scene)
    let report = MainActor.assumeIsolated { MotionLint.lint(scene, device: device).report }
    print(format == .json ? report.json : report.text, terminator: "")
    if report.hasErrors { throw ExitCode.failure }
  }
}
