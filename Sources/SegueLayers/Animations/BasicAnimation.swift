import Foundation
import SegueAnimation
import SegueGeometry

/// An animation of one property between two values (`CABasicAnimation`).
///
/// Which values define it follows Core Animation: from+to, from+by, by+to, or one of them
/// with the property's current presentation value as the other end. Values are given as `Any`
/// for ports (`anim.fromValue = path`) and checked against the property's type when the
/// animation is added; the typed initialiser checks them at compile time instead.
@preconcurrency @MainActor
open class BasicAnimation: PropertyAnimation {
  /// The start value.
  public var fromValue: Any?
  /// The end value.
  public var toValue: Any?
  /// The change relative to the start (or to the end, with `toValue`).
  public var byValue: Any?

  public required init() { super.init() }

  /// Creates a typed animation of `keyPath` from `from` to `to`.
  public convenience init<Value: Interpolatable>(
    keyPath: AnimatableKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    self.init(keyPath: keyPath.rawValue)
    fromValue = from
    toValue = to
    byValue = by
  }

  public required init(copying other: Animation) {
    super.init(copying: other)
    if let other = other as? BasicAnimation {
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
    }
  }

  /// The curve that maps time to progress; springs override it.
  func progressCurve() -> ProgressCurve {
    .timingFunction(timingFunction)
  }

  override func makeEvaluator(for layer: Layer) -> any AnimationEvaluator {
    resolvedProperty(for: layer).basicEvaluator(self)
  }

  override func makeTrack(for layer: Layer) -> Track {
    resolvedProperty(for: layer).basicTrack(self)
  }
}

extension BasicEvaluator {
  /// The evaluator of `animation`, its values converted to the property's type.
  @MainActor
  convenience init(property: LayerProperty<Value>, animation: BasicAnimation) {
    let keyPath = property.name
    let by: Value? = convertAnimationValue(
      animation.byValue, to: Value.self, keyPath: keyPath, role: "byValue")
    precondition(
      by == nil || property.add != nil,
      "byValue cannot be used with '\(keyPath)': \(Value.self) values cannot be added")
    precondition(
      !(animation.isAdditive || animation.isCumulative) || property.add != nil,
      "'\(keyPath)' animates \(Value.self) values, which cannot be additive or cumulative")
    self.init(
      property: property,
      from: convertAnimationValue(
        animation.fromValue, to: Value.self, keyPath: keyPath, role: "fromValue"),
      to: convertAnimationValue(
        animation.toValue, to: Value.self, keyPath: keyPath, role: "toValue"),
      by: by, isAdditive: animation.isAdditive, isCumulative: animation.isCumulative,
      curve: animation.progressCurve())
  }
}
