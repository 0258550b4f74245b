import Foundation
import SegueAnimation
import SegueGeometry

/// An animatable property resolved from its key path, with everything an animation needs made
/// while its value type is still known.
///
/// The registry builds one per declared key path (`AnimatableKeyPath`), once. Because the evaluators are
/// created here, in code the compiler specializes for the concrete value type, evaluating a
/// frame runs specialized code: no generic metadata look-ups, no key-path projections (the
/// first design, generic evaluators reached through an existential, spent most of a frame in
/// the runtime's metadata caches).
@MainActor
struct ResolvedProperty {
  let name: String
  /// The property's value in some layer values, as `Any` (an implicit action's `fromValue`).
  let erasedValue: (LayerValues) -> Any
  /// Writes a value given as `Any` into some layer values (`setValue(_:forKeyPath:)`).
  let setErasedValue: (inout LayerValues, Any) -> Void
  /// Builds the evaluator of a from/to/by animation of this property.
  let basicEvaluator: (BasicAnimation) -> any AnimationEvaluator
  /// Builds the evaluator of a keyframe animation of this property.
  let keyframeEvaluator: (KeyframeAnimation) -> any AnimationEvaluator
  /// The property itself when it holds points (for keyframe paths), else nil.
  let pointProperty: LayerProperty<CGPoint>?
  /// A concretely typed setter for numbers and points, which `Track` calls directly.
  private(set) var fastSetter: FastSetter?

  /// A setter written as a closure literal of a concrete type (stored in a generic
  /// `LayerProperty`, the same closure is reached through a reabstraction thunk instead).
  enum FastSetter {
    case cgFloat(CGFloatSetter)
    case float(FloatSetter)
    case point(PointSetter)
  }

  /// The property `keyPath` declares, with its direct setter for numbers and points.
  init<Value: Interpolatable>(_ keyPath: AnimatableKeyPath<Value>) {
    self.init(keyPath.property)
    fastSetter = keyPath.fastSetter
  }

  /// The track of a from/to animation of this property: inline when both ends are given, the
  /// animation is neither additive nor cumulative and the property has a fast setter.
  func basicTrack(_ animation: BasicAnimation) -> Track {
    if let fastSetter, !animation.isAdditive, !animation.isCumulative, animation.byValue == nil,
      let fromValue = animation.fromValue, let toValue = animation.toValue
    {
      let curve = animation.progressCurve()
      switch fastSetter {
      case .cgFloat(let set):
        if let from = convertAnimationValue(
          fromValue, to: CGFloat.self, keyPath: name, role: "fromValue"),
          let to = convertAnimationValue(toValue, to: CGFloat.self, keyPath: name, role: "toValue")
        {
          return .fast(.cgFloat(from: from, to: to, set: set), curve: curve)
        }
      case .float(let set):
        if let from = convertAnimationValue(
          fromValue, to: Float.self, keyPath: name, role: "fromValue"),
          let to = convertAnimationValue(toValue, to: Float.self, keyPath: name, role: "toValue")
        {
          return .fast(.float(from: from, to: to, set: set), curve: curve)
        }
      case .point(let set):
        if let from = convertAnimationValue(
          fromValue, to: CGPoint.self, keyPath: name, role: "fromValue"),
          let to = convertAnimationValue(toValue, to: CGPoint.self, keyPath: name, role: "toValue")
        {
          return .fast(.point(from: from, to: to, set: set), curve: curve)
        }
      }
    }
    return .general(basicEvaluator(animation))
  }

  // Pre-specialized for every value type the registry uses, so the closures below are built
  // from specialized code even where the optimizer would not specialize the call itself.
  @_specialize(exported:false,where Value == CGFloat)
  @_specialize(exported:false,where Value == Float)
  @_specialize(exported:false,where Value == CGPoint)
  @_specialize(exported:false,where Value == CGSize)
  @_specialize(exported:false,where Value == CGRect)
  @_specialize(exported:false,where Value == Color)
  @_specialize(exported:false,where Value == Path)
  @_specialize(exported:false,where Value == Transform3D)
  init<Value: Interpolatable>(_ property: LayerProperty<Value>) {
    name = property.name
    erasedValue = { property.get($0) }
    setErasedValue = { values, value in
      if let typed = convertAnimationValue(
        value, to: Value.self, keyPath: property.name, role: "value")
      {
        property.set(&values, typed)
      }
    }
    basicEvaluator = { animation in
      let evaluator = BasicEvaluator(property: property, animation: animation)
      return ClosureEvaluator { evaluator.apply(to: &$0, sample: $1, timing: $2) }
    }
    keyframeEvaluator = { animation in
      let evaluator = KeyframeEvaluator(property: property, animation: animation)
      return ClosureEvaluator { evaluator.apply(to: &$0, sample: $1, timing: $2) }
    }
    pointProperty = property as? LayerProperty<CGPoint>
    fastSetter = nil
  }
}

/// An evaluator that calls a closure made in specialized code.
struct ClosureEvaluator: AnimationEvaluator {
  let body: (inout LayerValues, TimingSample, MediaTimingParameters) -> Void

  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {
    body(&values, sample, timing)
  }
}
