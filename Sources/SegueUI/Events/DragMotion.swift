import Foundation
import SegueGeometry

// Design note — how a scripted finger moves.
// A drag is a chain of segments between the waypoints of its path, each a quintic Hermite
// curve: it starts and ends at given positions and velocities with zero acceleration, so the
// finger's position, velocity and acceleration are continuous where segments join. Between two
// points at rest it is the minimum-jerk movement (Flash & Hogan, 1985), the profile of a
// reaching hand.
// Invariants:
// - The finger goes down at the first waypoint, at the speed the easing starts with (0 for
//   `.easeIn`/`.easeInOut`), and passes every waypoint.
// - Segments share the time as the square roots of their lengths (equal peak accelerations).
// - It slows into turns: at an interior waypoint its speed is the path's local speed scaled
//   by cos(turn angle), so a reversal (or any turn of 90° or more) comes to rest there.
// - With a release velocity v, the last `InputScript.releaseRunDuration` seconds (at most half
//   the drag) are a straight run at exactly v ending at the last point (what a pan's
//   least-squares velocity window sees, so it reads v), and the segment before it arrives at
//   v: the finger reaches its release speed smoothly rather than jumping to it.
// - A segment that would have to move backwards to reach a fast release speed from rest in
//   the time it has (its mean speed below `minimumMeanSpeedRatio` × the speed it arrives at)
//   first holds the finger still, then moves in the time a feasible movement needs: a finger
//   that flicks rests, then accelerates.
// Rejected: easing the progress along the whole polyline with a timing function, as before.
// The finger then slows almost to rest at the end of the eased part and jumps to the release
// speed, and turns at full speed at a reversal: a 600 pt/s step within one frame.

/// The motion of one scripted drag's finger: its position at each time (see the note above).
struct DragMotion {
  /// The lowest mean speed of a segment that starts at rest, as a fraction of the speed it
  /// arrives at, for which the quintic never moves backwards (0.4), with a margin (0.5).
  static let minimumMeanSpeedRatio: CGFloat = 0.5

  private struct Segment {
    var start: Double
    var duration: Double
    var from: CGPoint
    var to: CGPoint
    var fromVelocity: CGVector
    var toVelocity: CGVector

    func point(at time: Double) -> CGPoint {
      guard duration > 0 else { return to }
      let u = CGFloat(min(max((time - start) / duration, 0), 1))
      let u3 = u * u * u
      let u4 = u3 * u
      let u5 = u4 * u
      let h0 = 1 - 10 * u3 + 15 * u4 - 6 * u5
      let h1 = u - 6 * u3 + 8 * u4 - 3 * u5
      let h4 = -4 * u3 + 7 * u4 - 3 * u5
      let h5 = 10 * u3 - 15 * u4 + 6 * u5
      let t = CGFloat(duration)
      return CGPoint(
        x: h0 * from.x + h1 * t * fromVelocity.dx + h4 * t * toVelocity.dx + h5 * to.x,
        y: h0 * from.y + h1 * t * fromVelocity.dy + h4 * t * toVelocity.dy + h5 * to.y)
    }
  }

  private let segments: [Segment]
  /// Where the finger goes down.
  let start: CGPoint
  /// Where the finger lifts.
  let end: CGPoint
  /// How long the finger moves, seconds.
  let duration: Double

  /// The motion along `path` over `duration` seconds, starting and (without a release
  /// velocity) ending at the speeds `easing` gives, or ending with a run at `releaseVelocity`
  /// (points per second).
  init(
    path: [CGPoint], duration: Double, easing: InputScript.Easing, releaseVelocity: CGPoint?
  ) {
    precondition(!path.isEmpty, "InputScript.drag: the path needs at least one point")
    precondition(duration > 0, "InputScript.drag: the duration must be > 0 s, got \(duration)")
    let end = path[path.count - 1]
    let run = releaseVelocity == nil ? 0 : min(InputScript.releaseRunDuration, duration / 2)
    let release = CGVector(dx: releaseVelocity?.x ?? 0, dy: releaseVelocity?.y ?? 0)
    let runStart = CGPoint(
      x: end.x - release.dx * CGFloat(run), y: end.y - release.dy * CGFloat(run))
    var waypoints: [CGPoint] = []
    for point in releaseVelocity == nil ? path : path.dropLast() + [runStart]
    where waypoints.last != point {
      waypoints.append(point)
    }
    let approach = duration - run
    var segments = Self.segments(
      through: waypoints, duration: approach, easing: easing,
      finalVelocity: releaseVelocity == nil ? nil : release)
    if run > 0 {
      segments.append(
        Segment(
          start: approach, duration: run, from: runStart, to: end, fromVelocity: release,
          toVelocity: release))
    }
    self.segments = segments
    self.start = waypoints[0]
    self.end = end
    self.duration = duration
  }

  /// The finger's position `time` seconds after it went down (clamped to the motion).
  func point(at time: Double) -> CGPoint {
    guard let segment = segments.last(where: { $0.start <= time }) ?? segments.first else {
      return time <= 0 ? start : end
    }
    return segment.point(at: time)
  }

  /// The segments through `waypoints` over `duration`, arriving at `finalVelocity` (else at
  /// the easing's end speed).
  private static func segments(
    through waypoints: [CGPoint], duration: Double, easing: InputScript.Easing,
    finalVelocity: CGVector?
  ) -> [Segment] {
    let lengths = zip(waypoints, waypoints.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
    let total = lengths.reduce(0, +)
    guard total > 0, duration > 0 else {
      // Nothing to travel: the finger stays at its point.
      return [
        Segment(
          start: 0, duration: duration, from: waypoints[0], to: waypoints[0],
          fromVelocity: CGVector(dx: 0, dy: 0), toVelocity: CGVector(dx: 0, dy: 0))
      ]
    }
    // Each segment's share of the time goes as the square root of its length: segments then
    // need about the same peak acceleration (a minimum-jerk movement over L in T peaks at
    // 5.77 L / T²), so a short way back after a reversal is not a lunge.
    let roots = lengths.map { Double($0).squareRoot() }
    let rootTotal = roots.reduce(0, +)
    let durations = roots.map { $0 / rootTotal * duration }
    let meanSpeed = total / CGFloat(duration)
    func direction(_ index: Int) -> CGVector {
      let a = waypoints[index]
      let b = waypoints[index + 1]
      return CGVector(dx: (b.x - a.x) / lengths[index], dy: (b.y - a.y) / lengths[index])
    }
    var velocities: [CGVector] = []
    let first = direction(0)
    let startSpeed = easing.startSlope * meanSpeed
    velocities.append(CGVector(dx: first.dx * startSpeed, dy: first.dy * startSpeed))
    for index in 1..<waypoints.count - 1 {
      let incoming = direction(index - 1)
      let outgoing = direction(index)
      let turn = max(0, incoming.dx * outgoing.dx + incoming.dy * outgoing.dy)
      // The mean of the neighbouring segments' velocities, slowed by the turn.
      let before = lengths[index - 1] / CGFloat(durations[index - 1])
      let after = lengths[index] / CGFloat(durations[index])
      velocities.append(
        CGVector(
          dx: (incoming.dx * before + outgoing.dx * after) / 2 * turn,
          dy: (incoming.dy * before + outgoing.dy * after) / 2 * turn))
    }
    if let finalVelocity {
      velocities.append(finalVelocity)
    } else {
      let last = direction(waypoints.count - 2)
      let endSpeed = easing.endSlope * meanSpeed
      velocities.append(CGVector(dx: last.dx * endSpeed, dy: last.dy * endSpeed))
    }
    var segments: [Segment] = []
    var time = 0.0
    for index in 0..<lengths.count {
      let from = velocities[index]
      let to = velocities[index + 1]
      var moving = durations[index]
      // A segment from rest must not be too slow for the speed it arrives at (see the note).
      let arriving = to.dx * direction(index).dx + to.dy * direction(index).dy
      if from.dx == 0, from.dy == 0, arriving > 0 {
        moving = min(moving, Double(lengths[index] / (minimumMeanSpeedRatio * arriving)))
      }
      if moving < durations[index] {
        segments.append(
          Segment(
            start: time, duration: durations[index] - moving, from: waypoints[index],
            to: waypoints[index], fromVelocity: CGVector(dx: 0, dy: 0),
            toVelocity: CGVector(dx: 0, dy: 0)))
      }
      segments.append(
        Segment(
          start: time + durations[index] - moving, duration: moving, from: waypoints[index],
          to: waypoints[index + 1], fromVelocity: from, toVelocity: to))
      time += durations[index]
    }
    return segments
  }
}

extension InputScript.Easing {
  /// The finger's speed when it goes down, in mean speeds of the drag: the timing curve's
  /// slope at its start (Core Animation's ease-out leaves at 1 / 0.58).
  var startSlope: CGFloat {
    switch self {
    case .linear: 1
    case .easeIn, .easeInOut: 0
    case .easeOut: 1 / 0.58
    }
  }

  /// The finger's speed when it lifts without a release velocity, in mean speeds of the drag:
  /// the timing curve's slope at its end.
  var endSlope: CGFloat {
    switch self {
    case .linear: 1
    case .easeIn: 1 / 0.58
    case .easeOut, .easeInOut: 0
    }
  }
}
