import Foundation
import SegueGeometry

/// An animatable layer property: its Core Animation key path and how it is read from and
/// written to `LayerValues`, declared once (AnimatableKeyPath+Declarations.swift).
///
/// Everything else derives from the declaration: typed animations name it
/// (`BasicAnimation(keyPath: .position, from: a, to: b)` accepts only `CGPoint`s), the registry
/// that resolves Core Animation's string spelling (`BasicAnimation(keyPath: "position")`) for
/// ports, the list of animatable key paths in error messages, the implicit actions, and the
/// layer's setters (`Layer.setModel(_:_:)`), which take the declaration instead of repeating
/// its key.
///
/// `@unchecked Sendable`: the accessors are closure literals that capture nothing, or a
/// `TransformComponent` (a Sendable value); they never touch shared state.
public struct AnimatableKeyPath<Value: Interpolatable>: @unchecked Sendable, Hashable {
  /// The Core Animation key path string, e.g. "transform.rotation.z".
  public let rawValue: String
  /// How the property is read, written and added.
  let property: LayerProperty<Value>
  /// A setter of a concrete type for numbers and points, which animation tracks call directly.
  let fastSetter: ResolvedProperty.FastSetter?

  private init(property: LayerProperty<Value>, fastSetter: ResolvedProperty.FastSetter?) {
    rawValue = property.name
    self.property = property
    self.fastSetter = fastSetter
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

extension AnimatableKeyPath where Value: AdditiveInterpolatable {
  /// A property whose values Core Animation can add (`byValue`, additive, cumulative).
  init(
    additive name: String, get: @escaping (LayerValues) -> Value,
    set: @escaping (inout LayerValues, Value) -> Void
  ) {
    self.init(property: LayerProperty(additive: name, get: get, set: set), fastSetter: nil)
  }
}

extension AnimatableKeyPath where Value == CGFloat {
  /// A number property, with the setter tracks call without a reabstraction thunk.
  init(_ name: String, get: @escaping (LayerValues) -> CGFloat, set: @escaping CGFloatSetter) {
    self.init(
      property: LayerProperty(additive: name, get: get, set: set), fastSetter: .cgFloat(set))
  }

  /// One scalar component of the transform ("transform.rotation.z").
  init(component name: String) {
    guard let component = TransformComponent(keyPath: name), !component.isVector else {
      preconditionFailure("'\(name)' is not a scalar transform component")
    }
    self.init(name, get: { component.read(from: $0.transform, axis: nil) }, set: component.setter)
  }
}

extension AnimatableKeyPath where Value == Float {
  /// A `Float` property (opacities), with a direct setter.
  init(_ name: String, get: @escaping (LayerValues) -> Float, set: @escaping FloatSetter) {
    self.init(property: LayerProperty(additive: name, get: get, set: set), fastSetter: .float(set))
  }
}

extension AnimatableKeyPath where Value == CGPoint {
  /// A point property, with a direct setter.
  init(_ name: String, get: @escaping (LayerValues) -> CGPoint, set: @escaping PointSetter) {
    self.init(property: LayerProperty(additive: name, get: get, set: set), fastSetter: .point(set))
  }
}

extension AnimatableKeyPath where Value == CGSize {
  /// "transform.translation": the (x, y) translation as one vector.
  init(translationComponent name: String) {
    guard let component = TransformComponent(keyPath: name), component.isVector else {
      preconditionFailure("'\(name)' is not a vector transform component")
    }
    self.init(
      additive: name,
      get: {
        CGSize(
          width: component.read(from: $0.transform, axis: 0),
          height: component.read(from: $0.transform, axis: 1))
      },
      set: { values, size in
        values.transform = component.write(size.width, into: values.transform, axis: 0)
        values.transform = component.write(size.height, into: values.transform, axis: 1)
      })
  }
}

extension AnimatableKeyPath where Value == Color {
  /// A colour property whose model value may be nil: nil reads as clear, so animating from no
  /// colour fades in.
  init(
    optional name: String, get: @escaping (LayerValues) -> Color?,
    set: @escaping (inout LayerValues, Color?) -> Void
  ) {
    self.init(
      property: LayerProperty(
        name: name, get: { get($0) ?? Color(white: 0, alpha: 0) }, set: { set(&$0, $1) },
        add: nil, subtract: nil),
      fastSetter: nil)
  }
}

extension AnimatableKeyPath where Value == Path {
  /// A path property whose model value may be nil: nil reads as the empty path, which cannot
  /// be interpolated with a non-empty one and so switches at the half-way point (see `Path`).
  init(
    optional name: String, get: @escaping (LayerValues) -> Path?,
    set: @escaping (inout LayerValues, Path?) -> Void
  ) {
    self.init(
      property: LayerProperty(
        name: name, get: { get($0) ?? Path() }, set: { set(&$0, $1.isEmpty ? nil : $1) },
        add: nil, subtract: nil),
      fastSetter: nil)
  }
}

/// How one property is read from and written to `LayerValues`, with its value arithmetic.
/// Animations hold it typed, so evaluating a frame casts nothing.
struct LayerProperty<Value: Interpolatable> {
  let name: String
  let get: (LayerValues) -> Value
  let set: (inout LayerValues, Value) -> Void
  /// Core Animation's additive arithmetic, for `byValue`, `isAdditive` and `isCumulative`;
  /// nil for types without it (colours, paths).
  let add: ((Value, Value) -> Value)?
  let subtract: ((Value, Value) -> Value)?
}

extension LayerProperty {
  init(
    additive name: String, get: @escaping (LayerValues) -> Value,
    set: @escaping (inout LayerValues, Value) -> Void
  ) where Value: AdditiveInterpolatable {
    self.init(
      name: name, get: get, set: set, add: { $0.adding($1) }, subtract: { $0.subtracting($1) })
  }
}
