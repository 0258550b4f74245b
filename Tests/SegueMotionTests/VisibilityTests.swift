import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueMotion

@MainActor
@Suite("Flashes, hand-overs, z-order and leftovers on plain layers")
struct VisibilityTests {
  /// A square that is transparent except for `shown` seconds from 0.4 s.
  private func flashing(for shown: Double) -> MotionReport {
    let (stage, _) = MotionFixtures.stage { _, square in
      square.opacity = 0
      let flash = BasicAnimation(keyPath: "opacity")
      flash.fromValue = Float(1)
      flash.toValue = Float(1)
      flash.duration = shown
      flash.beginTime = square.convertTime(square.context?.currentTime ?? 0, from: nil) + 0.4
      square.add(flash, forKey: "flash")
    }
    return MotionLint.lint(stage, duration: 1)
  }

  @Test func aLayerSeenForOne60HzFrameIsAFlash() throws {
    let findings = flashing(for: 1.0 / 60).findings
    let flash = try #require(findings.first { $0.kind == .flash })
    expectClose(flash.time, 0.4, tolerance: 1e-9)
    #expect(flash.frame == 12)
    #expect(flash.detail.contains("seen for only 17 ms"))
  }

  @Test func aLayerSeenForATenthOfASecondIsNoFlash() {
    #expect(!flashing(for: 0.1).findings.contains { $0.kind == .flash })
  }

  @Test func overlappingLayersSwappingOrderAreAZOrderChange() throws {
    let (stage, _) = MotionFixtures.stage { stage, square in
      let other = Layer()
      other.name = "other"
      other.backgroundColor = Color(red: 0, green: 0, blue: 1)
      other.frame = CGRect(x: 50, y: 350, width: 100, height: 100)
      other.zPosition = 1
      stage.window.layer.addSublayer(other)
      let rise = BasicAnimation(keyPath: "zPosition")
      rise.fromValue = CGFloat(0)
      rise.toValue = CGFloat(2)
      rise.duration = 1
      rise.timingFunction = MediaTimingFunction.linear
      square.zPosition = 2
      square.add(rise, forKey: "rise")
    }
    let changes = MotionLint.lint(stage, duration: 1).findings.filter { $0.kind == .zOrderChange }
    try #require(changes.count == 1, "\(changes.map { $0.line })")
    #expect(changes[0].layer.contains("\"square\""))
    #expect(changes[0].detail.contains("\"other\""))
    // zPosition passes 1 at 0.5 s; the sample after it paints the square in front.
    #expect(abs(changes[0].time - 0.5) <= 1.0 / 240 + 1e-9)
  }

  @Test func leftoversAreReported() {
    let (stage, _) = MotionFixtures.stage { stage, square in
      let mask = Layer()
      mask.backgroundColor = Color(white: 0)
      mask.frame = square.bounds
      square.mask = mask
      let wipe = BasicAnimation(keyPath: "bounds.size")
      wipe.fromValue = CGSize(width: 0, height: 100)
      wipe.toValue = CGSize(width: 100, height: 100)
      wipe.duration = 0.3
      mask.add(wipe, forKey: "wipe")
      let frozen = BasicAnimation(keyPath: "opacity")
      frozen.fromValue = Float(1)
      frozen.toValue = Float(0.5)
      frozen.duration = 0.2
      frozen.fillMode = .forwards
      frozen.isRemovedOnCompletion = false
      square.add(frozen, forKey: "fade")
      let paused = Layer()
      paused.name = "paused"
      paused.speed = 0
      stage.window.layer.addSublayer(paused)
    }
    let details = MotionLint.lint(stage, duration: 0.5).findings.filter { $0.kind == .leftover }
      .map(\.detail)
    #expect(
      details.contains { $0.contains("a mask that moved or changed shape during the transition") })
    #expect(
      details.contains { $0.contains("animations still attached") && $0.contains("\"fade\"") })
    #expect(details.contains { $0.contains("left paused (speed 0): Layer \"paused\"") })
  }

  @Test func aCleanRampHasACleanReport() {
    let (stage, _) = MotionFixtures.stage { _, square in
      MotionFixtures.ramp(square, from: 50, to: 350, duration: 1)
    }
    let report = MotionLint.lint(stage, duration: 1)
    #expect(report.isClean, "\(report.text)")
    #expect(!report.hasErrors)
  }

  // MARK: Hand-overs from a layer that follows a finger

  // The square moves 10 pt at each 60 Hz input (x = 50 + 10 k for k = ⌊60 t⌋, a step
  // function) and at 0.5 s is hidden as a copy appears where the next input put it, or
  // somewhere else.

  /// The lint of the hand-over, the copy `offset` points right of the square's place at 0.5 s
  /// (x = 350).
  private func handOver(copyOffset offset: CGFloat) -> MotionReport {
    let (stage, _) = MotionFixtures.stage { stage, square in
      let input = KeyframeAnimation(keyPath: "position.x")
      input.calculationMode = .discrete
      input.values = (0...30).map { CGFloat(50 + 10 * $0) }
      input.keyTimes = (0...30).map { Double($0) / 30 }
      input.duration = 0.5
      square.position.x = 350
      square.add(input, forKey: "input")
      // Seen until 0.5 s.
      square.opacity = 0
      square.add(Self.holdOpacity(1, until: 0.5), forKey: "seen")
      let copy = Layer()
      copy.name = "copy"
      copy.backgroundColor = Color(red: 1, green: 0, blue: 0)
      copy.frame = CGRect(x: 300 + offset, y: 350, width: 100, height: 100)
      stage.window.layer.addSublayer(copy)
      // Not seen until 0.5 s.
      copy.add(Self.holdOpacity(0, until: 0.5), forKey: "unseen")
    }
    return MotionLint.lint(stage, duration: 1)
  }

  /// An animation holding opacity at `value` from now until `until` seconds.
  private static func holdOpacity(_ value: Float, until: Double) -> BasicAnimation {
    let hold = BasicAnimation(keyPath: "opacity")
    hold.fromValue = value
    hold.toValue = value
    hold.duration = until
    return hold
  }

  @Test func aCopyWhereTheFingersNextStepPutsTheOriginalIsNoJump() {
    // Last seen at x = 340 (k = 29), the copy at 350: one input step (10 pt) on, where the
    // original's last 240 Hz step was 0.
    let report = handOver(copyOffset: 0)
    #expect(!report.findings.contains { $0.detail.contains("took over") }, "\(report.text)")
  }

  @Test func aCopyFurtherThanAnInputStepIsAJump() throws {
    let report = handOver(copyOffset: 15)
    let jump = try #require(report.findings.first { $0.detail.contains("took over") })
    #expect(jump.kind == .jump && jump.detail.contains("25.0 pt away"))
    #expect(abs(jump.time - 0.5) < 1e-9, "\(jump.time)")
  }
}
