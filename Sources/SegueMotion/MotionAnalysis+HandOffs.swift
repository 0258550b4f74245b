import Foundation

// Velocity breaks at hand-offs. When the last finger lets go, whatever it was dragging is
// taken over by an animation (a percent-driven transition finishing, a spring, a property
// animator continuing). For each layer whose own values move before the release (it follows
// the finger), the lint compares its velocity on screen over `releaseWindow` before the
// release (long enough to average input delivered once a 60 Hz frame) with its velocity over
// `handOffWindow` after it. A break is a difference above both `velocityBreakFloor` and `velocityBreakRatio` of the
// faster of the two. Layers that only ride on a moving superlayer are left to it.

extension MotionAnalysis {
  /// Every velocity break at a release of the fingers.
  func velocityBreaks() -> [MotionFinding] {
    let interval = recording.sampleInterval
    guard interval > 0 else { return [] }
    let before = max(1, Int((MotionCriteria.releaseWindow / interval).rounded()))
    let after = max(1, Int((MotionCriteria.handOffWindow / interval).rounded()))
    var found: [(finding: MotionFinding, treeOrder: Int)] = []
    let fingers = recording.fingers
    for release in fingers.indices.dropFirst()
    where fingers[release - 1] > 0 && fingers[release] == 0 && release - before >= 0
      && release + after < fingers.count
    {
      var driven: Set<Int> = []
      for track in recording.orderedTracks {
        guard let start = track.samples[release - before], let end = track.samples[release + after],
          let atRelease = track.samples[release], start.isShown, end.isShown,
          start.parent == end.parent, Self.ownValuesMove(start, atRelease),
          let from = start.screenFrame, let at = atRelease.screenFrame, let to = end.screenFrame
        else { continue }
        driven.insert(track.id)
        // A layer riding on a driven superlayer is the superlayer's finding.
        if let parent = atRelease.parent, driven.contains(parent) { continue }
        let dragged = Velocity(
          dx: (at.midX - from.midX) / (Double(before) * interval),
          dy: (at.midY - from.midY) / (Double(before) * interval))
        let animated = Velocity(
          dx: (to.midX - at.midX) / (Double(after) * interval),
          dy: (to.midY - at.midY) / (Double(after) * interval))
        let change = hypot(animated.dx - dragged.dx, animated.dy - dragged.dy)
        let faster = max(hypot(dragged.dx, dragged.dy), hypot(animated.dx, animated.dy))
        guard change > MotionCriteria.velocityBreakFloor,
          change > MotionCriteria.velocityBreakRatio * faster
        else { continue }
        found.append(
          (
            finding(
              .velocityBreak, .warning, track: track, at: release,
              "moved at \(Self.describe(dragged)) as the finger let go, then at "
                + "\(Self.describe(animated)) under the animation that took over: a break of "
                + String(format: "%.0f pt/s", change)), atRelease.treeOrder
          ))
      }
    }
    return Self.grouped(found)
  }

  /// Whether a layer's own position, size or transform changes between two samples: before
  /// the release, whether it follows the finger (a tap that starts an animation hands nothing
  /// over).
  private static func ownValuesMove(_ x: LayerSample, _ y: LayerSample) -> Bool {
    abs(x.position.x - y.position.x) > 0.5 || abs(x.position.y - y.position.y) > 0.5
      || abs(x.size.width - y.size.width) > 0.5 || abs(x.size.height - y.size.height) > 0.5
      || cornerDisplacement(from: x, to: y) > 0.5
  }

  /// A velocity on screen, points per second.
  private struct Velocity {
    var dx: Double
    var dy: Double
  }

  private static func describe(_ velocity: Velocity) -> String {
    String(format: "(%.0f, %.0f) pt/s", velocity.dx, velocity.dy)
  }
}
