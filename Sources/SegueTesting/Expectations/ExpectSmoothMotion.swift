import Foundation
// Re-exported so that a test file declaring `IntendedDiscontinuity`s needs only
// `import SegueTesting`, as for everything else it asserts with.
@_exported import SegueMotion
import SegueUI
import Testing

/// Runs `scene`'s transition through the motion lint (`MotionLint`: 240 Hz samples of the
/// presentation tree, no rendering) and reports each finding that neither the scene
/// (`DiscontinuityDeclaring`) nor `allowing` declares intended — jumps, flashes, z-order
/// changes, velocity breaks at hand-offs, content ending off screen, leftovers — as one
/// failure naming the layer, the time and the 30 fps frame to look at; and each declaration
/// that matched nothing, as stale.
///
/// ```swift
/// @Test func theOpeningMovesSmoothly() {
///   expectSmoothMotion(of: CardOpen())
/// }
/// ```
@MainActor
public func expectSmoothMotion(
  of scene: any StageScene, device: Device? = nil, allowing: [IntendedDiscontinuity] = [],
  file: StaticString = #filePath, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard scene.duration > 0 else {
    reportIssue(
      "expectSmoothMotion: scene '\(scene.id)' is live (duration 0): it has no transition",
      file: file, line: line, sourceLocation: sourceLocation)
    return
  }
  let (report, _) = MotionLint.lint(scene, device: device, allowing: allowing)
  reportFaults(of: report, file: file, line: line, sourceLocation: sourceLocation)
}

/// Runs `stage` from now for `duration` seconds (> 0) and until it settles through the motion
/// lint, and reports every finding not declared in `allowing` as a failure (see
/// `expectSmoothMotion(of:device:allowing:)` for scenes).
///
/// `start` does what begins the transition (a call, `stage.tap(at:)`); the stage is sampled
/// before it, so a jump in the transition's first frame is caught. Without `start`, start the
/// transition before the call.
@MainActor
public func expectSmoothMotion(
  of stage: Stage, duration: Double, allowing: [IntendedDiscontinuity] = [],
  file: StaticString = #filePath, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation, start: (() -> Void)? = nil
) {
  guard duration.isFinite, duration > 0 else {
    reportIssue(
      "expectSmoothMotion: a transition lasts > 0 s, got \(duration)", file: file, line: line,
      sourceLocation: sourceLocation)
    return
  }
  let report = MotionLint.lint(stage, duration: duration, allowing: allowing, start: start)
  reportFaults(of: report, file: file, line: line, sourceLocation: sourceLocation)
}

private func reportFaults(
  of report: MotionReport, file: StaticString, line: UInt, sourceLocation: SourceLocation
) {
  let subject = report.scene.map { "'\($0)'" } ?? "the transition"
  for finding in report.faults {
    reportIssue(
      "expectSmoothMotion of \(subject): \(finding.line)", file: file, line: line,
      sourceLocation: sourceLocation)
  }
  for declaration in report.unmatchedDeclarations {
    reportIssue(
      "expectSmoothMotion of \(subject): the declared \(declaration.kind.rawValue)"
        + "\(declaration.layer.map { " on \"\($0)\"" } ?? "") matches no finding; remove it "
        + "(reason given: \(declaration.reason))",
      file: file, line: line, sourceLocation: sourceLocation)
  }
}
