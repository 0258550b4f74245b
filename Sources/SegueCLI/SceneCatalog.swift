import Foundation
import Segue

/// The scenes a run of the tool knows, set around the run by `SegueCommand.main` (a task-local,
/// so that the commands, which ArgumentParser makes, find them without global state).
struct SceneCatalog: Sendable {
  /// The catalog of the running tool (an empty one outside `SegueCommand.main`).
  @TaskLocal static var current = SceneCatalog(unchecked: [], app: nil, toolName: "segue")

  /// The scenes, in the order they were given.
  let scenes: [any StageScene]
  /// The live scene `play` opens without an id, if any.
  let app: (any StageScene)?
  /// The tool's name, as messages and help show it.
  let toolName: String

  /// A catalog of `scenes`; throws when two share an id or an id is not lowercase letters,
  /// digits and hyphens (ids become command-line arguments and file names).
  init(scenes: [any StageScene], app: (any StageScene)?, toolName: String) throws {
    var seen: Set<String> = []
    for scene in scenes + (app.map { [$0] } ?? []) {
      guard Self.isValidID(scene.id) else {
        throw CLIError(
          "scene id '\(scene.id)' must be lowercase letters, digits and hyphens, e.g. card-open")
      }
      guard seen.insert(scene.id).inserted else {
        throw CLIError("two scenes have the id '\(scene.id)'; ids must be unique")
      }
      guard scene.duration.isFinite, scene.duration >= 0 else {
        throw CLIError("scene '\(scene.id)' has duration \(scene.duration); it must be ≥ 0 s")
      }
    }
    self.init(unchecked: scenes, app: app, toolName: toolName)
  }

  private init(unchecked scenes: [any StageScene], app: (any StageScene)?, toolName: String) {
    self.scenes = scenes
    self.app = app
    self.toolName = toolName
  }

  static func isValidID(_ id: String) -> Bool {
    !id.isEmpty && !id.hasPrefix("-")
      && id.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// The scenes with a transition (duration > 0): what `demo` records and `bench` times.
  var transitions: [any StageScene] { scenes.filter { $0.duration > 0 } }

  /// The scene with `id`, or an error listing the known ids.
  func scene(_ id: String) throws -> any StageScene {
    if let scene = scenes.first(where: { $0.id == id }) ?? app.flatMap({ $0.id == id ? $0 : nil }) {
      return scene
    }
    let known = scenes.map(\.id).joined(separator: ", ")
    throw CLIError(
      "unknown scene '\(id)'; run '\(toolName) list' (known: \(known.isEmpty ? "none" : known))")
  }

  /// The scene with `id` that has a transition to render or record, or an error saying it is
  /// live.
  func transition(_ id: String) throws -> any StageScene {
    let scene = try scene(id)
    guard scene.duration > 0 else {
      throw CLIError(
        "scene '\(id)' is live (no transition of its own); open it with '\(toolName) play \(id)'")
    }
    return scene
  }
}
