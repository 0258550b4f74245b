import Foundation
import SegueAnimation
import SegueGeometry

/// A path prepared for moving a point along it: one polyline per path element, with lengths.
struct PathTrack {
  /// The points of each drawing element's segment (move elements start a new piece).
  private(set) var segments: [[CGPoint]] = []
  /// The length of each segment, points.
  private(set) var lengths: [Double] = []

  init(path: Path) {
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let to):
        current = to
        subpathStart = to
      case .line(let to):
        append([current, to])
        current = to
      case .quadCurve(let to, let control):
        append(
          Self.sample(count: 16) { t in
            let u = 1 - t
            return CGPoint(
              x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
              y: u * u * current.y + 2 * u * t * control.y + t * t * to.y)
          })
        current = to
      case .curve(let to, let c1, let c2):
        append(
          Self.sample(count: 24) { t in
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(
              x: a * current.x + b * c1.x + c * c2.x + d * to.x,
              y: a * current.y + b * c1.y + c * c2.y + d * to.y)
          })
        current = to
      case .closeSubpath:
        if current != subpathStart { append([current, subpathStart]) }
        current = subpathStart
      }
    }
    if segments.isEmpty { append([current, current]) }
  }

  private static func sample(count: Int, _ point: (CGFloat) -> CGPoint) -> [CGPoint] {
    (0...count).map { point(CGFloat($0) / CGFloat(count)) }
  }

  private mutating func append(_ points: [CGPoint]) {
    segments.append(points)
    lengths.append(Self.length(points))
  }

  private static func length(_ points: [CGPoint]) -> Double {
    zip(points, points.dropFirst()).reduce(0) {
      $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y))
    }
  }

  /// The point and tangent angle (radians) at `fraction` 0…1 of segment `index`'s length.
  func point(segment index: Int, fraction: Double) -> (CGPoint, CGFloat) {
    let points = segments[index]
    let target = lengths[index] * min(max(fraction, 0), 1)
    var walked = 0.0
    for (a, b) in zip(points, points.dropFirst()) {
      let piece = Double(hypot(b.x - a.x, b.y - a.y))
      if walked + piece >= target, piece > 0 {
        let t = CGFloat((target - walked) / piece)
        return (
          CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), atan2(b.y - a.y, b.x - a.x)
        )
      }
      walked += piece
    }
    let last = points[points.count - 1]
    let before = points[max(points.count - 2, 0)]
    return (last, atan2(last.y - before.y, last.x - before.x))
  }
}

/// Moves a point property along a path; each path element is one keyframe segment (Core
/// Animation's rule), or, paced, the whole path at constant speed.
struct PathKeyframeEvaluator: AnimationEvaluator {
  let property: LayerProperty<CGPoint>
  let track: PathTrack
  let curve: ProgressCurve
  let timingFunctions: [MediaTimingFunction]?
  let paced: Bool
  let rotationMode: KeyframeAnimation.RotationMode?

  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {
    let progress = curve.progress(sample, simpleDuration: timing.simpleDuration)
    let schedule = KeyframeSchedule(
      valueCount: track.segments.count + 1, keyTimes: nil,
      timingFunctions: paced ? nil : timingFunctions,
      calculationMode: paced ? .paced : .linear, segmentLengths: track.lengths)
    let (rawIndex, fraction) = schedule.segment(at: progress)
    let index = min(max(rawIndex, 0), track.segments.count - 1)
    let (point, angle) = track.point(segment: index, fraction: fraction)
    property.set(&values, point)
    if let rotationMode {
      let turn: CGFloat = rotationMode == .rotateAutoReverse ? .pi : 0
      values.transform = Transform3D(rotationAngle: angle + turn, x: 0, y: 0, z: 1)
        .concatenating(values.transform)
    }
  }
}
