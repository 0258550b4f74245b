import Foundation
import SegueAnimation
import SegueLayers
import SegueTesting
import Testing

@testable import SegueMotion

/// The jump criterion against closed forms: motions whose every value is known, with and
/// without a deliberate step.
@MainActor
@Suite("Jumps against closed forms")
struct JumpCriterionTests {
  @Test func aLinearRampIsRecordedAsItsClosedFormAndHasNoJump() throws {
    let (stage, square) = MotionFixtures.stage { _, square in
      MotionFixtures.ramp(square, from: 50, to: 350, duration: 1)
    }
    let recording = MotionRecording.record(stage, duration: 1)
    let track = try #require(recording.orderedTracks.first { $0.label.contains("square") })
    // The recorder reads the tree at each sample: x(t) = 50 + 300 t, to the tree's rounding.
    for (index, time) in recording.times.enumerated() where index % 24 == 0 {
      let sample = try #require(track.samples[index])
      expectClose(
        Double(sample.position.x),
        MotionFixtures.rampValue(from: 50, to: 350, duration: 1, at: time), tolerance: 1e-3,
        "x at \(time) s")
    }
    _ = square
    #expect(MotionAnalysis(recording: recording).jumps().isEmpty)
  }

  @Test func anUnderdampedSpringFollowsItsAnalyticSolutionAndHasNoJump() throws {
    let (mass, stiffness, damping) = (1.0, 300.0, 10.0)
    let (stage, _) = MotionFixtures.stage { _, square in
      let spring = SpringAnimation(keyPath: "position.x")
      spring.fromValue = CGFloat(50)
      spring.toValue = CGFloat(350)
      spring.mass = mass
      spring.stiffness = stiffness
      spring.damping = damping
      spring.duration = spring.settlingDuration
      square.position.x = 350
      square.add(spring, forKey: "spring")
    }
    let recording = MotionRecording.record(stage, duration: 1)
    let track = try #require(recording.orderedTracks.first { $0.label.contains("square") })
    for (index, time) in recording.times.enumerated() where index % 12 == 0 && time < 1 {
      let expected =
        50 + 300
        * MotionFixtures.springStep(mass: mass, stiffness: stiffness, damping: damping, at: time)
      expectClose(
        Double(try #require(track.samples[index]).position.x), expected, tolerance: 1e-2,
        "x at \(time) s")
    }
    // It overshoots (ζ ≈ 0.29) and moves up to ~14 pt a sample: still no jump.
    #expect(MotionAnalysis(recording: recording).jumps().isEmpty)
  }

  @Test func aDeliberate40PointStepIsOneJumpAtItsTimeAndFrame() throws {
    // x = 50 + 300 t until 0.5 s, then 240 + 300 (t − 0.5): a 40 pt step at 0.5 s.
    let (stage, _) = MotionFixtures.stage { _, square in
      MotionFixtures.ramp(square, from: 50, to: 200, duration: 0.5)
      MotionFixtures.ramp(square, from: 240, to: 390, duration: 0.5, delay: 0.5)
    }
    let recording = MotionRecording.record(stage, duration: 1)
    let jumps = MotionAnalysis(recording: recording).jumps()
    try #require(jumps.count == 1, "\(jumps.map(\.line))")
    let jump = jumps[0]
    #expect(jump.layer.contains("\"square\""))
    expectClose(jump.time, 0.5, tolerance: 1e-9)
    #expect(jump.frame == 15)
    // 40 pt of step plus the ramp's own 300 pt/s × 1/240 s.
    #expect(
      jump.detail.hasPrefix("position.x jumped 41.2 pt")
        || jump.detail.hasPrefix("position.x jumped 41.3 pt"))
  }

  @Test func aStepUnderTheFloorIsNoJump() throws {
    // A 1.5 pt step on a still layer: far above its neighbours (0), but under the 2 pt floor.
    let (stage, _) = MotionFixtures.stage { _, square in
      MotionFixtures.ramp(square, from: 50, to: 50, duration: 0.5)
      MotionFixtures.ramp(square, from: 51.5, to: 51.5, duration: 0.5, delay: 0.5)
    }
    let recording = MotionRecording.record(stage, duration: 1)
    #expect(MotionAnalysis(recording: recording).jumps().isEmpty)
  }

  @Test func aStepThereAndBackIsTwoJumps() throws {
    // 40 pt away for one sample (1/240 s), then back: neither step hides the other.
    let (stage, _) = MotionFixtures.stage { _, square in
      MotionFixtures.ramp(square, from: 50, to: 50, duration: 1)
      MotionFixtures.ramp(square, from: 90, to: 90, duration: 1.0 / 240, delay: 0.5)
      square.position.x = 50
    }
    let recording = MotionRecording.record(stage, duration: 1)
    let jumps = MotionAnalysis(recording: recording).jumps()
    #expect(jumps.map(\.time).map { ($0 * 240).rounded() } == [120, 121])
  }

  @Test func inputDeliveredAt60HertzIsAStaircaseNotAJump() {
    // Steps of 10 pt every 4th sample (input once a 60 Hz frame): the local step is the riser,
    // from the first one on.
    let steps: [Double?] = [nil] + (1..<200).map { $0 % 4 == 0 ? 10 : 0 }
    for index in steps.indices where steps[index] == 10 {
      #expect(MotionAnalysis.localStep(steps, around: index) == 10, "riser at \(index)")
    }
  }

  @Test func inputDeliveredAt30HertzIsAStaircaseAfterItsFirstStep() {
    // Every 8th sample: within the motion a window holds two risers; the first riser after
    // rest (and the last before the end) has only one beside it, so it is judged against rest
    // (a documented limit).
    let steps: [Double?] = [nil] + (1..<200).map { $0 % 8 == 0 ? 10 : 0 }
    for index in 9..<190 where steps[index] == 10 {
      #expect(MotionAnalysis.localStep(steps, around: index) == 10, "riser at \(index)")
    }
    #expect(MotionAnalysis.localStep(steps, around: 8) == 0)
  }
}
