import Foundation
import SegueAnimation
import SegueGeometry

/// An animation of one property through a list of values or along a path
/// (`CAKeyframeAnimation`).
@preconcurrency @MainActor
open class KeyframeAnimation: PropertyAnimation {
  /// The keyframe values, checked against the property's type when added.
  public var values: [Any]?
  /// A path for point properties ("position"); when set, `values` is ignored.
  public var path: Path?
  /// When each value is reached, 0…1 of the duration, one per value; nil spaces them evenly.
  public var keyTimes: [Double]?
  /// The pacing of each segment between values (one fewer than the values).
  public var timingFunctions: [MediaTimingFunction]?
  /// How values in between keyframes are computed.
  public var calculationMode: CalculationMode = .linear
  /// Whether an object moving along `path` turns to follow its tangent.
  public var rotationMode: RotationMode?

  /// How a layer moving along a path is rotated (`CAAnimationRotationMode`).
  public enum RotationMode: String, Sendable {
    /// Rotate to the path's tangent.
    case rotateAuto
    /// Rotate to the tangent plus half a turn.
    case rotateAutoReverse
  }

  public required init() { super.init() }

  public required init(copying other: Animation) {
    super.init(copying: other)
    if let other = other as? KeyframeAnimation {
      values = other.values
      path = other.path
      keyTimes = other.keyTimes
      timingFunctions = other.timingFunctions
      calculationMode = other.calculationMode
      rotationMode = other.rotationMode
    }
  }

  override func makeEvaluator(for layer: Layer) -> any AnimationEvaluator {
    let property = resolvedProperty(for: layer)
    if let path {
      guard let pointProperty = property.pointProperty else {
        preconditionFailure(
          "a keyframe path can only animate a point property, not '\(property.name)'")
      }
      return PathKeyframeEvaluator(
        property: pointProperty, track: PathTrack(path: path),
        curve: .timingFunction(timingFunction),
        timingFunctions: timingFunctions,
        paced: calculationMode == .paced || calculationMode == .cubicPaced,
        rotationMode: rotationMode)
    }
    return property.keyframeEvaluator(self)
  }
}

extension KeyframeEvaluator {
  /// The evaluator of `animation`, its values converted to the property's type.
  @MainActor
  convenience init(property: LayerProperty<Value>, animation: KeyframeAnimation) {
    let name = property.name
    let values: [Value] = (animation.values ?? []).enumerated().map { index, value in
      guard
        let converted = convertAnimationValue(
          value, to: Value.self, keyPath: name, role: "values[\(index)]")
      else {
        preconditionFailure("values[\(index)] of the keyframe animation of '\(name)' is nil")
      }
      return converted
    }
    precondition(!values.isEmpty, "keyframe animation of '\(name)' has no values")
    let lengths = KeyframeDistance.segmentLengths(values)
    let schedule = KeyframeSchedule(
      valueCount: values.count, keyTimes: animation.keyTimes,
      timingFunctions: animation.timingFunctions,
      calculationMode: animation.calculationMode, segmentLengths: lengths)
    self.init(
      property: property, values: values, schedule: schedule,
      curve: .timingFunction(animation.timingFunction),
      isCubic: animation.calculationMode == .cubic || animation.calculationMode == .cubicPaced,
      isAdditive: animation.isAdditive)
  }
}

/// Distances between consecutive keyframe values, for paced timing. Types without a natural
/// distance (colours, transforms, paths) count every segment as length 1, which paces them
/// evenly.
enum KeyframeDistance {
  static func segmentLengths<Value>(_ values: [Value]) -> [Double] {
    guard values.count > 1 else { return [] }
    return (1..<values.count).map { distance(values[$0 - 1], values[$0]) }
  }

  private static func distance<Value>(_ a: Value, _ b: Value) -> Double {
    switch (a, b) {
    case (let a as CGFloat, let b as CGFloat): Double(abs(b - a))
    case (let a as Float, let b as Float): Double(abs(b - a))
    case (let a as Double, let b as Double): abs(b - a)
    case (let a as CGPoint, let b as CGPoint): Double(hypot(b.x - a.x, b.y - a.y))
    case (let a as CGSize, let b as CGSize): Double(hypot(b.width - a.width, b.height - a.height))
    default: 1
    }
  }
}

/// Evaluates keyframe values.
final class KeyframeEvaluator<Value: Interpolatable>: AnimationEvaluator {
  let property: LayerProperty<Value>
  let values: [Value]
  let schedule: KeyframeSchedule
  let curve: ProgressCurve
  let isCubic: Bool
  let isAdditive: Bool

  init(
    property: LayerProperty<Value>, values: [Value], schedule: KeyframeSchedule,
    curve: ProgressCurve,
    isCubic: Bool, isAdditive: Bool
  ) {
    self.property = property
    self.values = values
    self.schedule = schedule
    self.curve = curve
    self.isCubic = isCubic
    self.isAdditive = isAdditive
  }

  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {
    let progress = curve.progress(sample, simpleDuration: timing.simpleDuration)
    var value: Value
    if self.values.count == 1 {
      value = self.values[0]
    } else {
      let (index, fraction) = schedule.segment(at: progress)
      let i = min(max(index, 0), self.values.count - 2)
      if index >= self.values.count - 1 {
        // The schedule names the last value itself (discrete timing's final span).
        value = self.values[self.values.count - 1]
      } else if isCubic {
        value = catmullRom(i, fraction)
      } else {
        value = self.values[i].interpolated(to: self.values[i + 1], fraction: fraction)
      }
    }
    if isAdditive, let add = property.add {
      value = add(property.get(values), value)
    }
    property.set(&values, value)
  }

  /// Uniform Catmull-Rom through values[i] and values[i+1], written with linear blends only
  /// (Barry and Goldman's pyramid), so it works for any interpolatable type. End segments
  /// repeat their end values.
  private func catmullRom(_ i: Int, _ t: Double) -> Value {
    let p0 = values[max(i - 1, 0)]
    let p1 = values[i]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, values.count - 1)]
    let a1 = p0.interpolated(to: p1, fraction: t + 1)
    let a2 = p1.interpolated(to: p2, fraction: t)
    let a3 = p2.interpolated(to: p3, fraction: t - 1)
    let b1 = a1.interpolated(to: a2, fraction: (t + 1) / 2)
    let b2 = a2.interpolated(to: a3, fraction: t / 2)
    return b1.interpolated(to: b2, fraction: t)
  }
}
