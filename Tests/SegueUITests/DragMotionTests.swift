import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A scripted drag's finger moves like a finger: its velocity never jumps, it slows into a
/// reversal, and a pan still reads exactly the release velocity asked for.
@MainActor
@Suite("Scripted drags: a finger's motion")
struct DragMotionTests {
  /// The largest change of the finger's velocity between two consecutive digitizer samples
  /// (1/120 s), points per second: 15 000 pt/s² (Segue's bound for a brisk drag).
  static let maximumVelocityStep: CGFloat = 125

  /// The finger's velocities between consecutive move samples of `step`, points per second.
  private func velocities(_ step: InputScript.Step) -> [CGVector] {
    let moves = InputScript([step]).samples().filter { $0.phase != .up }
    return zip(moves, moves.dropFirst()).compactMap { a, b in
      let dt = b.time - a.time
      guard dt > 1e-9 else { return nil }
      return CGVector(
        dx: (b.point.x - a.point.x) / CGFloat(dt), dy: (b.point.y - a.point.y) / CGFloat(dt))
    }
  }

  private func largestStep(_ velocities: [CGVector]) -> CGFloat {
    zip(velocities, velocities.dropFirst()).map { hypot($1.dx - $0.dx, $1.dy - $0.dy) }.max() ?? 0
  }

  nonisolated static let drags: [InputScript.Step] = [
    .drag(
      path: [CGPoint(x: 20, y: 300), CGPoint(x: 256, y: 300)], time: 0, duration: 0.5,
      easing: .easeInOut, releaseVelocity: CGPoint(x: 600, y: 0)),
    .drag(
      path: [CGPoint(x: 20, y: 300), CGPoint(x: 177, y: 300), CGPoint(x: 79, y: 300)], time: 0,
      duration: 0.5, easing: .easeInOut, releaseVelocity: CGPoint(x: -400, y: 0)),
    .drag(
      path: [CGPoint(x: 300, y: 100), CGPoint(x: 100, y: 400)], time: 0.1, duration: 0.6,
      easing: .easeInOut, releaseVelocity: nil),
    // A short path thrown fast: the finger rests, then accelerates.
    .drag(
      path: [CGPoint(x: 343, y: 400), CGPoint(x: 383, y: 400)], time: 0, duration: 0.25,
      easing: .easeInOut, releaseVelocity: CGPoint(x: 300, y: 0)),
  ]

  @Test(arguments: drags)
  func theVelocityNeverJumps(_ drag: InputScript.Step) {
    let velocities = velocities(drag)
    #expect(!velocities.isEmpty)
    #expect(largestStep(velocities) <= Self.maximumVelocityStep)
  }

  @Test func aReversalComesToRestAndTheReleaseRunIsReachedSmoothly() {
    let velocities = velocities(Self.drags[1])
    // The finger turns: somewhere its speed is (almost) zero between going right and left.
    let firstLeft = velocities.firstIndex { $0.dx < 0 } ?? 0
    #expect(firstLeft > 0 && abs(velocities[firstLeft - 1].dx) < 40)
    #expect(abs(velocities[firstLeft].dx) < 40)
    #expect(velocities.suffix(10).allSatisfy { abs($0.dx + 400) < 1e-6 }, "the release run")
  }

  @Test func theFingerPassesThroughEveryWaypointAndLiftsAtTheEnd() {
    let samples = InputScript([Self.drags[1]]).samples()
    #expect(samples.first?.point == CGPoint(x: 20, y: 300))
    #expect(samples.last?.phase == .up && samples.last?.point == CGPoint(x: 79, y: 300))
    let farthest = samples.map(\.point.x).max() ?? 0
    #expect(abs(farthest - 177) < 0.5, "turns at the waypoint, \(farthest)")
  }

  @Test(arguments: [
    CGPoint(x: 600, y: 0), CGPoint(x: 600, y: -50), CGPoint(x: -400, y: 0),
    CGPoint(x: 2000, y: 0), CGPoint(x: 10, y: 0),
  ])
  func aPanReadsTheReleaseVelocityAskedFor(_ asked: CGPoint) {
    let host = WindowHost()
    let view = View(frame: host.window.bounds)
    host.window.addSubview(view)
    var velocity: CGPoint?
    let pan = PanGestureRecognizer()
    // Weakly: the view keeps the recognizer, which keeps this action.
    pan.addAction { [weak view] recognizer in
      if recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer {
        velocity = pan.velocity(in: view)
      }
    }
    view.addGestureRecognizer(pan)
    host.window.schedule(
      InputScript([
        .drag(
          path: [CGPoint(x: 20, y: 300), CGPoint(x: 140, y: 320), CGPoint(x: 250, y: 300)],
          time: 0, duration: 0.5, easing: .easeInOut, releaseVelocity: asked)
      ]), startingAt: 0)
    for frame in 1...40 { host.advance(to: Double(frame) / 60) }
    let read = velocity ?? .zero
    #expect(abs(read.x - asked.x) < 1e-6 && abs(read.y - asked.y) < 1e-6, "\(read)")
  }
}
