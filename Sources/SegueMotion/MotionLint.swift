import Foundation
import SegueUI

/// The motion lint: runs a transition at `MotionCriteria.sampleRate` and reports its jumps,
/// flashes, z-order changes, velocity breaks at hand-offs, content ending off screen, and what
/// it leaves behind (see `MotionAnalysis` and `MotionCriteria`). What `segue lint` and
/// `expectSmoothMotion` run.
///
/// ```swift
/// let (report, _) = MotionLint.lint(CardOpen())
/// print(report.text)
/// ```
public enum MotionLint {
  /// Builds `scene`'s stage on `device` (default its own), records its transition and
  /// reports, applying the scene's declared discontinuities (`DiscontinuityDeclaring`) and
  /// `allowing`. Returns the recording too (for a timeline).
  @MainActor
  public static func lint(
    _ scene: any StageScene, device: Device? = nil, allowing: [IntendedDiscontinuity] = []
  ) -> (report: MotionReport, recording: MotionRecording) {
    precondition(scene.duration > 0, "scene '\(scene.id)' is live: it has no transition to lint")
    let stage = scene.makeStartedStage(device: device)
    let declared = (scene as? any DiscontinuityDeclaring)?.intendedDiscontinuities ?? []
    let recording = MotionRecording.record(stage, duration: scene.duration)
    return (report(of: recording, scene: scene.id, allowing: declared + allowing), recording)
  }

  /// Records `stage` from now for `duration` seconds and until it settles, and reports. With
  /// `start`, the stage is sampled as it is first, then `start` begins the transition (see
  /// `MotionRecording.record`), so that its very first frame is judged too.
  @MainActor
  public static func lint(
    _ stage: Stage, duration: Double, allowing: [IntendedDiscontinuity] = [],
    start: (() -> Void)? = nil
  ) -> MotionReport {
    report(
      of: MotionRecording.record(stage, duration: duration, start: start), scene: nil,
      allowing: allowing)
  }

  /// The report of `recording`.
  public static func report(
    of recording: MotionRecording, scene: String?, allowing: [IntendedDiscontinuity]
  ) -> MotionReport {
    MotionReport(
      scene: scene, duration: recording.duration,
      sampleRate: recording.sampleInterval > 0 ? 1 / recording.sampleInterval : 0,
      samples: recording.times.count, findings: MotionAnalysis(recording: recording).findings,
      declarations: allowing)
  }
}
