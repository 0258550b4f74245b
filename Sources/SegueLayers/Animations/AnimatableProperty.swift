import Foundation
import SegueGeometry

/// A typed name of an animatable layer property, for animations checked at compile time.
///
/// `BasicAnimation(keyPath: .position, from: a, to: b)` accepts only `CGPoint`s; the string
/// spelling `BasicAnimation(keyPath: "position")` of Core Animation remains for ports.
public struct AnimatableKeyPath<Value: Interpolatable>: Sendable, Hashable {
  /// The Core Animation key path string, e.g. "transform.rotation.z".
  public let rawValue: String

  init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

extension AnimatableKeyPath where Value == CGRect {
  public static var bounds: Self { .init("bounds") }
}
extension AnimatableKeyPath where Value == CGPoint {
  public static var position: Self { .init("position") }
  public static var anchorPoint: Self { .init("anchorPoint") }
  public static var boundsOrigin: Self { .init("bounds.origin") }
  public static var startPoint: Self { .init("startPoint") }
  public static var endPoint: Self { .init("endPoint") }
}
extension AnimatableKeyPath where Value == CGSize {
  public static var boundsSize: Self { .init("bounds.size") }
  public static var shadowOffset: Self { .init("shadowOffset") }
  public static var transformTranslation: Self { .init("transform.translation") }
}
extension AnimatableKeyPath where Value == CGFloat {
  public static var positionX: Self { .init("position.x") }
  public static var positionY: Self { .init("position.y") }
  public static var zPosition: Self { .init("zPosition") }
  public static var cornerRadius: Self { .init("cornerRadius") }
  public static var borderWidth: Self { .init("borderWidth") }
  public static var shadowRadius: Self { .init("shadowRadius") }
  public static var lineWidth: Self { .init("lineWidth") }
  public static var strokeStart: Self { .init("strokeStart") }
  public static var strokeEnd: Self { .init("strokeEnd") }
  public static var lineDashPhase: Self { .init("lineDashPhase") }
  public static var miterLimit: Self { .init("miterLimit") }
  public static var fontSize: Self { .init("fontSize") }
  public static var transformScale: Self { .init("transform.scale") }
  public static var transformScaleX: Self { .init("transform.scale.x") }
  public static var transformScaleY: Self { .init("transform.scale.y") }
  public static var transformRotationX: Self { .init("transform.rotation.x") }
  public static var transformRotationY: Self { .init("transform.rotation.y") }
  public static var transformRotationZ: Self { .init("transform.rotation.z") }
  public static var transformTranslationX: Self { .init("transform.translation.x") }
  public static var transformTranslationY: Self { .init("transform.translation.y") }
  public static var transformTranslationZ: Self { .init("transform.translation.z") }
}
extension AnimatableKeyPath where Value == Float {
  public static var opacity: Self { .init("opacity") }
  public static var shadowOpacity: Self { .init("shadowOpacity") }
}
extension AnimatableKeyPath where Value == Transform3D {
  public static var transform: Self { .init("transform") }
  public static var sublayerTransform: Self { .init("sublayerTransform") }
}
extension AnimatableKeyPath where Value == Color {
  public static var backgroundColor: Self { .init("backgroundColor") }
  public static var borderColor: Self { .init("borderColor") }
  public static var shadowColor: Self { .init("shadowColor") }
  public static var fillColor: Self { .init("fillColor") }
  public static var strokeColor: Self { .init("strokeColor") }
  public static var foregroundColor: Self { .init("foregroundColor") }
}
extension AnimatableKeyPath where Value == Path {
  public static var path: Self { .init("path") }
  public static var shadowPath: Self { .init("shadowPath") }
}

/// How one property is read from and written to `LayerValues`, with its value arithmetic.
/// Built once per key path; animations hold it typed, so evaluating a frame casts nothing.
struct LayerProperty<Value: Interpolatable> {
  let name: String
  let get: (LayerValues) -> Value
  let set: (inout LayerValues, Value) -> Void
  /// Core Animation's additive arithmetic, for `byValue`, `isAdditive` and `isCumulative`;
  /// nil for types without it (paths).
  let add: ((Value, Value) -> Value)?
  let subtract: ((Value, Value) -> Value)?
}

extension LayerProperty {
  init(_ name: String, _ keyPath: WritableKeyPath<LayerValues, Value>)
  where Value: AdditiveInterpolatable {
    self.init(
      name: name, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 },
      add: { $0.adding($1) }, subtract: { $0.subtracting($1) })
  }

  init(
    additive name: String, get: @escaping (LayerValues) -> Value,
    set: @escaping (inout LayerValues, Value) -> Void
  ) where Value: AdditiveInterpolatable {
    self.init(
      name: name, get: get, set: set, add: { $0.adding($1) }, subtract: { $0.subtracting($1) })
  }
}

/// Type-erased access to the registry, so string key paths can be resolved at run time.
enum PropertyRegistry {
  /// Resolves a Core Animation key path to a typed property, or nil when the key path is not
  /// animatable.
  static func property(named name: String) -> (any TypedLayerProperty)? {
    switch name {
    case "bounds": LayerProperty<CGRect>("bounds", \.bounds)
    case "bounds.origin": LayerProperty<CGPoint>("bounds.origin", \.bounds.origin)
    case "bounds.size": LayerProperty<CGSize>("bounds.size", \.bounds.size)
    case "bounds.size.width": LayerProperty<CGFloat>("bounds.size.width", \.bounds.size.width)
    case "bounds.size.height": LayerProperty<CGFloat>("bounds.size.height", \.bounds.size.height)
    case "position": LayerProperty<CGPoint>("position", \.position)
    case "position.x": LayerProperty<CGFloat>("position.x", \.position.x)
    case "position.y": LayerProperty<CGFloat>("position.y", \.position.y)
    case "zPosition": LayerProperty<CGFloat>("zPosition", \.zPosition)
    case "anchorPoint": LayerProperty<CGPoint>("anchorPoint", \.anchorPoint)
    case "anchorPointZ": LayerProperty<CGFloat>("anchorPointZ", \.anchorPointZ)
    case "transform": LayerProperty<Transform3D>("transform", \.transform)
    case "sublayerTransform": LayerProperty<Transform3D>("sublayerTransform", \.sublayerTransform)
    case "opacity": LayerProperty<Float>("opacity", \.opacity)
    case "cornerRadius": LayerProperty<CGFloat>("cornerRadius", \.cornerRadius)
    case "borderWidth": LayerProperty<CGFloat>("borderWidth", \.borderWidth)
    case "shadowOpacity": LayerProperty<Float>("shadowOpacity", \.shadowOpacity)
    case "shadowRadius": LayerProperty<CGFloat>("shadowRadius", \.shadowRadius)
    case "shadowOffset": LayerProperty<CGSize>("shadowOffset", \.shadowOffset)
    case "backgroundColor": colorProperty(name, \.backgroundColor)
    case "borderColor": colorProperty(name, \.borderColor)
    case "shadowColor": colorProperty(name, \.shadowColor)
    case "shadowPath": pathProperty(name, \.shadowPath)
    case "path": pathProperty(name, \.shape.path)
    case "fillColor": colorProperty(name, \.shape.fillColor)
    case "strokeColor": colorProperty(name, \.shape.strokeColor)
    case "lineWidth": LayerProperty<CGFloat>("lineWidth", \.shape.lineWidth)
    case "miterLimit": LayerProperty<CGFloat>("miterLimit", \.shape.miterLimit)
    case "lineDashPhase": LayerProperty<CGFloat>("lineDashPhase", \.shape.lineDashPhase)
    case "strokeStart": LayerProperty<CGFloat>("strokeStart", \.shape.strokeStart)
    case "strokeEnd": LayerProperty<CGFloat>("strokeEnd", \.shape.strokeEnd)
    case "fontSize": LayerProperty<CGFloat>("fontSize", \.text.fontSize)
    case "foregroundColor": colorProperty(name, \.text.foregroundColor)
    case "startPoint": LayerProperty<CGPoint>("startPoint", \.gradient.startPoint)
    case "endPoint": LayerProperty<CGPoint>("endPoint", \.gradient.endPoint)
    default: TransformComponent(keyPath: name).map(transformComponentProperty)
    }
  }

  /// Every key path `property(named:)` resolves, for error messages and documentation.
  static let knownNames: [String] = [
    "bounds", "bounds.origin", "bounds.size", "bounds.size.width", "bounds.size.height",
    "position", "position.x", "position.y", "zPosition", "anchorPoint", "anchorPointZ",
    "transform", "sublayerTransform", "opacity", "cornerRadius", "borderWidth", "shadowOpacity",
    "shadowRadius", "shadowOffset", "backgroundColor", "borderColor", "shadowColor", "shadowPath",
    "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart",
    "strokeEnd", "fontSize", "foregroundColor", "startPoint", "endPoint",
  ] + TransformComponent.allKeyPaths

  /// A colour property whose model value may be nil: nil reads as clear, so animating from no
  /// colour fades in.
  private static func colorProperty(_ name: String, _ keyPath: WritableKeyPath<LayerValues, Color?>)
    -> LayerProperty<Color>
  {
    LayerProperty(
      name: name, get: { $0[keyPath: keyPath] ?? Color(white: 0, alpha: 0) },
      set: { $0[keyPath: keyPath] = $1 }, add: nil, subtract: nil)
  }

  /// A path property whose model value may be nil: nil reads as the empty path, which cannot
  /// be interpolated with a non-empty one and so switches at the half-way point (see `Path`).
  private static func pathProperty(_ name: String, _ keyPath: WritableKeyPath<LayerValues, Path?>)
    -> LayerProperty<Path>
  {
    LayerProperty(
      name: name, get: { $0[keyPath: keyPath] ?? Path() },
      set: { $0[keyPath: keyPath] = $1.isEmpty ? nil : $1 }, add: nil, subtract: nil)
  }

  private static func transformComponentProperty(_ component: TransformComponent) -> any TypedLayerProperty {
    if component.isVector {
      return LayerProperty<CGSize>(
        additive: component.keyPath,
        get: { CGSize(width: component.read(from: $0.transform, axis: 0), height: component.read(from: $0.transform, axis: 1)) },
        set: { values, size in
          values.transform = component.write(size.width, into: values.transform, axis: 0)
          values.transform = component.write(size.height, into: values.transform, axis: 1)
        })
    }
    return LayerProperty<CGFloat>(
      additive: component.keyPath,
      get: { component.read(from: $0.transform, axis: nil) },
      set: { $0.transform = component.write($1, into: $0.transform, axis: nil) })
  }
}
