import Foundation
import SegueGeometry
import SegueUI
import Testing

@testable import SegueGallery

/// Every scripted drag of the gallery moves like a finger: sampled frame by frame where the
/// stage's window has its fingers, the velocity never jumps (no stall-and-lunge into a release
/// run, no full-speed reversal).
@MainActor
@Suite("Gallery: scripted fingers")
struct ScriptedFingerTests {
  /// The frame rate the fingers are sampled at, hertz.
  static let frameRate: Double = 60
  /// The largest change of a finger's velocity from one frame to the next, points per second
  /// (15 000 pt/s²: a brisk drag; the old profile stepped 300–1 400 pt/s in one frame).
  static let maximumVelocityStep: CGFloat = 250

  /// The velocity steps of `entry`'s fingers, frame to frame, in points per second; nil when
  /// no finger moved for three frames running.
  private func velocitySteps(of entry: GalleryEntry) -> [CGFloat] {
    let stage = entry.makeStage(device: entry.device)
    let frames = Int((entry.duration * Self.frameRate).rounded(.up))
    var positions: [CGPoint?] = []
    for frame in 0...frames {
      stage.advance(to: Double(frame) / Self.frameRate)
      let touches = stage.window.touchLocations
      positions.append(touches.count == 1 ? touches[0] : nil)
    }
    var steps: [CGFloat] = []
    for index in 2..<positions.count {
      guard let a = positions[index - 2], let b = positions[index - 1], let c = positions[index]
      else { continue }
      let rate = CGFloat(Self.frameRate)
      let before = CGVector(dx: (b.x - a.x) * rate, dy: (b.y - a.y) * rate)
      let after = CGVector(dx: (c.x - b.x) * rate, dy: (c.y - b.y) * rate)
      steps.append(hypot(after.dx - before.dx, after.dy - before.dy))
    }
    return steps
  }

  /// The entries whose script drags a finger.
  static let draggedEntries = [
    "ping-pop-interactive", "ping-pop-cancelled", "panel-present-grabbed", "menu-present",
    "menu-present-cancelled", "menu-dismiss", "card-open-interactive", "sheet-dismiss-swipe",
    "sheet-detents", "sheet-modal-refused",
  ]

  @Test(arguments: Gallery.entries.map(\.id))
  func everyScriptedDragKeepsItsVelocityContinuous(_ id: String) throws {
    let entry = try #require(Gallery.entry(id: id))
    let steps = velocitySteps(of: entry)
    if Self.draggedEntries.contains(id) {
      #expect(steps.count > 10, "the finger moved for a while")
    }
    let largest = steps.max() ?? 0
    #expect(largest <= Self.maximumVelocityStep, "\(id): \(Int(largest)) pt/s in one frame")
  }
}
