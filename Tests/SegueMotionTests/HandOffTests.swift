import Foundation
import SegueTesting
import Testing

@testable import SegueMotion

/// Velocity breaks against motions written in closed form: a layer dragged at a known speed
/// until the finger lets go at 0.5 s, then moving on at another known speed.
@Suite("Velocity breaks at hand-offs, on closed forms")
struct HandOffTests {
  /// A recording of one 100 pt square at x(t): dragged (one finger down) before `release`,
  /// animated after, sampled at 240 Hz for 1 s.
  private func recording(release: Double = 0.5, x: (Double) -> Double) -> MotionRecording {
    let interval = 1.0 / 240
    let times = (0...240).map { Double($0) * interval }
    let samples = times.map { time -> LayerSample? in
      LayerSample(
        parent: nil, isMask: false, paintOrder: 0, treeOrder: 0,
        screenFrame: CGRect(x: x(time) - 50, y: 300, width: 100, height: 100),
        position: CGPoint(x: x(time), y: 350), size: CGSize(width: 100, height: 100),
        anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: [1, 0, 0, 1, 0, 0], opacity: 1,
        isHidden: false, isShown: true, meetsWindow: true, isInsideClip: false, cornerRadius: 0,
        draws: true, shapeHash: 0, mask: nil)
    }
    let track = LayerTrack(
      id: 1, label: "View \"card\" #1", type: "View", isCopy: false, samples: samples)
    return MotionRecording(
      times: times, sampleInterval: interval, duration: 1, tracks: [1: track],
      fingers: times.map { $0 < release - 1e-9 ? 1 : 0 },
      window: CGRect(x: 0, y: 0, width: 1000, height: 800), end: .init())
  }

  @Test func theSameVelocityOnBothSidesIsNoBreak() {
    // x = 100 + 800 t throughout: the animation takes over at the finger's 800 pt/s.
    #expect(MotionAnalysis(recording: recording { 100 + 800 * $0 }).velocityBreaks().isEmpty)
  }

  @Test func aSpringLeavingAtTheFingersVelocityIsNoBreak() {
    // After the release, a critically damped spring (ω = 20/s) towards x = 600 that starts
    // at the finger's position (500) and velocity (800 pt/s): x = 600 + (A + Bτ) e^(−ωτ) with
    // A = 500 − 600 and B = 800 + ωA (so that x'(0) = B − ωA = 800).
    let omega = 20.0
    let a = 500.0 - 600
    let b = 800 + omega * a
    let motion = recording { t in
      t < 0.5 ? 100 + 800 * t : 600 + (a + b * (t - 0.5)) * exp(-omega * (t - 0.5))
    }
    #expect(MotionAnalysis(recording: motion).velocityBreaks().isEmpty)
  }

  @Test func anAnimationStartingAtRestAfterAFastDragIsABreak() throws {
    // 800 pt/s under the finger, then a linear 100 pt/s: a break of 700 pt/s at 0.5 s.
    let motion = recording { t in t < 0.5 ? 100 + 800 * t : 500 + 100 * (t - 0.5) }
    let breaks = MotionAnalysis(recording: motion).velocityBreaks()
    try #require(breaks.count == 1)
    expectClose(breaks[0].time, 0.5, tolerance: 1e-9)
    #expect(breaks[0].frame == 15)
    #expect(
      breaks[0].detail.hasPrefix(
        "moved at (800, 0) pt/s as the finger let go, then at (100, 0) pt/s"))
    #expect(breaks[0].detail.hasSuffix("a break of 700 pt/s"))
  }

  @Test func aTapThatStartsAnAnimationHandsNothingOver() {
    // Still under the finger, then moving at 400 pt/s: nothing followed the finger.
    let motion = recording { t in t < 0.5 ? 100 : 100 + 400 * (t - 0.5) }
    #expect(MotionAnalysis(recording: motion).velocityBreaks().isEmpty)
  }
}
