import Foundation

/// A transition (or a live app) that hosts can build on a stage: what the `segue` tool
/// renders, records, plays, benches and puts in its gallery page, and what
/// `expectTransition(of:)` snapshots — the gallery's entries and a user's own alike.
///
/// ```swift
/// struct CardOpen: StageScene {
///   let id = "card-open"
///   let duration = 1.0
///   func makeStage(device: Device) -> Stage {
///     let list = ListViewController()
///     let stage = Stage(device: device, rootViewController: list)
///     list.open(row: 0)                  // the transition starts at time 0
///     return stage
///   }
/// }
/// ```
///
/// A scene's description is plain data (`Sendable`, readable anywhere); building its stage
/// happens on the main actor, as UIKit code runs.
public protocol StageScene: Sendable {
  /// A short identifier for command lines and file names, e.g. "card-open": lowercase
  /// letters, digits and hyphens.
  var id: String { get }
  /// A human title (default: the id).
  var title: String { get }
  /// One sentence on what the scene shows (default: empty).
  var summary: String { get }
  /// How long the transition runs from time 0, seconds (> 0); 0 for a live scene with no
  /// transition of its own (an app that a person drives in the window).
  var duration: Double { get }
  /// Where the scene comes from, shown beside it in lists and on the gallery page, e.g. the
  /// article a transition is ported from (default: nil).
  var origin: String? { get }
  /// The device the scene is shown on unless a host is told otherwise (default iPhone 15 Pro).
  var device: Device { get }
  /// Input replayed on the stage's window from time 0, after `makeStage` (window coordinates;
  /// default none). Scenes whose input depends on their layout play it from `makeStage` with
  /// `Stage.play(_:)` instead.
  var input: InputScript? { get }
  /// For a live scene (an app), a person's tour of it, not played unless asked for: `segue
  /// bench play-session` replays it frame by frame to measure what a window's frames cost
  /// (default none).
  var session: ScriptedSession? { get }

  /// Builds the UI on a stage for `device` (held portrait or landscape) and starts the
  /// transition; the host then advances the stage (`Stage.advance(to:)`). The transition
  /// starts at the stage's time when this returns: 0, or later for a scene that runs its stage
  /// to set it up first (presents the screen its transition starts from, say, with
  /// `runUntilIdle()`); hosts read it as `Stage.sceneStartTime`.
  @MainActor func makeStage(device: Device) -> Stage
}

extension StageScene {
  public var title: String { id }
  public var summary: String { "" }
  public var origin: String? { nil }
  public var device: Device { .iPhone15Pro }
  public var input: InputScript? { nil }
  public var session: ScriptedSession? { nil }

  /// The time from the transition's start at `progress` (0…1) through it, seconds.
  public func time(atProgress progress: Double) -> Double {
    precondition(
      progress.isFinite && (0...1).contains(progress), "progress must be in 0…1, got \(progress)")
    return progress * duration
  }

  /// The time of `stage` (made by `makeStartedStage`) at `progress` (0…1) through the
  /// transition: its `sceneStartTime` plus `time(atProgress:)`.
  @preconcurrency @MainActor
  public func time(atProgress progress: Double, on stage: Stage) -> Double {
    stage.sceneStartTime + time(atProgress: progress)
  }

  /// Builds the scene's stage on `device` (default the scene's own) with its `input` playing
  /// from the transition's start and the frame there run: the transition has started and
  /// nothing has moved yet. The stage's `sceneStartTime` is its time when `makeStage` returned.
  @preconcurrency @MainActor
  public func makeStartedStage(device: Device? = nil) -> Stage {
    let stage = makeStage(device: device ?? self.device)
    stage.sceneStartTime = stage.time
    if let input { stage.play(input) }
    stage.advance(by: 0)
    return stage
  }
}

/// A scripted tour of a live scene: the input, on the scene's own device, and how long until
/// its last transition has settled.
public struct ScriptedSession: Sendable, Hashable {
  /// The input, from the started stage's time (window coordinates of the scene's `device`).
  public var script: InputScript
  /// Seconds from the start until everything the script starts has settled: at least the
  /// script's own duration.
  public var duration: Double

  /// A session of `script` lasting `duration` seconds; a duration shorter than the script's
  /// (or not a number) is the script's.
  public init(script: InputScript, duration: Double) {
    self.script = script
    self.duration = duration.isFinite ? max(duration, script.duration) : script.duration
  }
}
