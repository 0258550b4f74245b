import Foundation
import SegueGeometry
import SegueUI
import Testing

/// The progress points a transition's key frames are taken at unless a test says otherwise:
/// 0, 25, 50, 75 and 100 % of its duration.
public let keyFrameProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

/// Checks what `stage` shows now against the calling test's snapshots `name`: the frame at
/// `scale` pixels per point (default 1, which keeps references small; the device's own scale
/// is `stage.device.scale`) as `<test>.<name>.png`, within `tolerance` per channel, and the
/// presentation tree as `<test>.<name>.json`, exactly.
///
/// A frame the renderer cannot draw is one failure naming the error.
@MainActor
public func expectSnapshot(
  of stage: Stage, named name: String, scale: Int = 1, tolerance: UInt8 = 0,
  file: StaticString = #filePath, function: String = #function, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshot(
    of: StageFrame(stage: stage, scale: scale), named: name, tolerance: tolerance, file: file,
    function: function, line: line, sourceLocation: sourceLocation)
}

/// Starts a transition on `stage` with `start` and checks its frames at `progress` (fractions
/// of its duration, ascending, 0…1) against the calling test's snapshots `<name>-p0`,
/// `<name>-p25`… (`p0`, `p25`… without a name), PNG and presentation tree each.
///
/// `start` does what begins the transition — a call, `stage.tap(at:)`, `stage.play(_:)`; the
/// frame that picks it up runs next. The duration is `duration` when given, else that of the
/// view-controller transition that `start` began (its coordinator's `transitionDuration`);
/// with neither, the test fails saying so. Time is counted from the stage's time when `start`
/// returned.
@MainActor
public func expectTransition(
  of stage: Stage, at progress: [Double] = keyFrameProgress, named name: String? = nil,
  duration: Double? = nil, scale: Int = 1, tolerance: UInt8 = 0,
  file: StaticString = #filePath, function: String = #function, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation, start: () -> Void
) {
  start()
  stage.advance(by: 0)
  let origin = stage.time
  guard let length = duration ?? stage.runningTransitionCoordinator?.transitionDuration else {
    reportIssue(
      "expectTransition: no view-controller transition is running after `start`; start one, "
        + "or pass `duration:` for animations of your own",
      file: file, line: line, sourceLocation: sourceLocation)
    return
  }
  expectFrames(
    of: stage, at: progress, named: name, time: { origin + $0 * length }, scale: scale,
    tolerance: tolerance, file: file, function: function, line: line,
    sourceLocation: sourceLocation)
}

/// Builds `scene`'s stage on `device` (default the scene's own) and checks its frames at
/// `progress` (fractions of `scene.duration`, ascending) against the calling test's snapshots
/// `<name>-p0`, `<name>-p25`… (`p0`, `p25`… without a name), PNG and presentation tree each.
@MainActor
public func expectTransition(
  of scene: some StageScene, at progress: [Double] = keyFrameProgress, device: Device? = nil,
  named name: String? = nil, scale: Int = 1, tolerance: UInt8 = 0,
  file: StaticString = #filePath, function: String = #function, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let stage = scene.makeStartedStage(device: device)
  expectFrames(
    of: stage, at: progress, named: name, time: { scene.time(atProgress: $0, on: stage) },
    scale: scale, tolerance: tolerance, file: file, function: function, line: line,
    sourceLocation: sourceLocation)
}

@MainActor
private func expectFrames(
  of stage: Stage, at progress: [Double], named name: String?, time: (Double) -> Double,
  scale: Int, tolerance: UInt8, file: StaticString, function: String, line: UInt,
  sourceLocation: SourceLocation
) {
  guard progress.allSatisfy({ $0.isFinite && (0...1).contains($0) }),
    zip(progress, progress.dropFirst()).allSatisfy({ $0 < $1 })
  else {
    reportIssue(
      "expectTransition: progress points must ascend within 0…1, got \(progress)", file: file,
      line: line, sourceLocation: sourceLocation)
    return
  }
  for point in progress {
    stage.advance(to: max(time(point), stage.time))
    let label = "p\(Int((point * 100).rounded()))"
    expectSnapshot(
      of: stage, named: name.map { "\($0)-\(label)" } ?? label, scale: scale,
      tolerance: tolerance, file: file, function: function, line: line,
      sourceLocation: sourceLocation)
  }
}

/// A stage's frame at a scale, as a snapshot subject.
@MainActor
private struct StageFrame: SnapshotSubject {
  let stage: Stage
  let scale: Int

  func snapshotImage() throws -> Bitmap { try stage.render(scale: scale) }
  func snapshotText() throws -> String { stage.presentationTree() }
}
