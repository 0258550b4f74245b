import Foundation
import SegueAnimation
import SegueGeometry

/// An animatable property resolved from its key path, with everything an animation needs made
/// while its value type is still known.
///
/// The registry builds one per key path from a typed `LayerProperty`. Because the evaluators are
/// created here, in code the compiler specializes for the concrete value type, evaluating a
/// frame runs specialized code: no generic metadata look-ups, no key-path projections (the
/// first design, generic evaluators reached through an existential, spent most of a frame in
/// the runtime's metadata caches).
@MainActor
struct ResolvedProperty {
  let name: String
  /// The property's value in some layer values, as `Any` (an implicit action's `fromValue`).
  let erasedValue: (LayerValues) -> Any
  /// Builds the evaluator of a from/to/by animation of this property.
  let basicEvaluator: (BasicAnimation) -> any AnimationEvaluator
  /// Builds the evaluator of a keyframe animation of this property.
  let keyframeEvaluator: (KeyframeAnimation) -> any AnimationEvaluator
  /// The property itself when it holds points (for keyframe paths), else nil.
  let pointProperty: LayerProperty<CGPoint>?

  // Pre-specialized for every value type the registry uses, so the closures below are built
  // from specialized code even where the optimizer would not specialize the call itself.
  @_specialize(exported: false, where Value == CGFloat)
  @_specialize(exported: false, where Value == Float)
  @_specialize(exported: false, where Value == CGPoint)
  @_specialize(exported: false, where Value == CGSize)
  @_specialize(exported: false, where Value == CGRect)
  @_specialize(exported: false, where Value == Color)
  @_specialize(exported: false, where Value == Path)
  @_specialize(exported: false, where Value == Transform3D)
  init<Value: Interpolatable>(_ property: LayerProperty<Value>) {
    name = property.name
    erasedValue = { property.get($0) }
    basicEvaluator = { animation in
      let evaluator = BasicEvaluator(property: property, animation: animation)
      return ClosureEvaluator { evaluator.apply(to: &$0, sample: $1, timing: $2) }
    }
    keyframeEvaluator = { animation in
      let evaluator = KeyframeEvaluator(property: property, animation: animation)
      return ClosureEvaluator { evaluator.apply(to: &$0, sample: $1, timing: $2) }
    }
    pointProperty = property as? LayerProperty<CGPoint>
  }
}

/// An evaluator that calls a closure made in specialized code.
struct ClosureEvaluator: AnimationEvaluator {
  let body: (inout LayerValues, TimingSample, MediaTimingParameters) -> Void

  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {
    body(&values, sample, timing)
  }
}
