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
  public static var curlTime: Self { .init("curlTime") }
  public static var blurRadius: Self { .init("blurRadius") }
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
  init(
    additive name: String, get: @escaping (LayerValues) -> Value,
    set: @escaping (inout LayerValues, Value) -> Void
  ) where Value: AdditiveInterpolatable {
    self.init(
      name: name, get: get, set: set, add: { $0.adding($1) }, subtract: { $0.subtracting($1) })
  }
}

/// Type-erased access to the registry, so string key paths can be resolved at run time.
@MainActor
enum PropertyRegistry {
  /// Resolves a Core Animation key path to a typed property, or nil when the key path is not
  /// animatable.
  static func property(named name: String) -> ResolvedProperty? {
    switch name {
    case "bounds":
      ResolvedProperty(
        LayerProperty<CGRect>(additive: "bounds", get: { $0.bounds }, set: { $0.bounds = $1 }))
    case "bounds.origin":
      ResolvedProperty.point(
        "bounds.origin", get: { $0.bounds.origin }, set: { $0.bounds.origin = $1 })
    case "bounds.size":
      ResolvedProperty(
        LayerProperty<CGSize>(
          additive: "bounds.size", get: { $0.bounds.size }, set: { $0.bounds.size = $1 }))
    case "bounds.size.width":
      ResolvedProperty.cgFloat(
        "bounds.size.width", get: { $0.bounds.size.width }, set: { $0.bounds.size.width = $1 })
    case "bounds.size.height":
      ResolvedProperty.cgFloat(
        "bounds.size.height", get: { $0.bounds.size.height }, set: { $0.bounds.size.height = $1 })
    case "position":
      ResolvedProperty.point("position", get: { $0.position }, set: { $0.position = $1 })
    case "position.x":
      ResolvedProperty.cgFloat("position.x", get: { $0.position.x }, set: { $0.position.x = $1 })
    case "position.y":
      ResolvedProperty.cgFloat("position.y", get: { $0.position.y }, set: { $0.position.y = $1 })
    case "zPosition":
      ResolvedProperty.cgFloat("zPosition", get: { $0.zPosition }, set: { $0.zPosition = $1 })
    case "anchorPoint":
      ResolvedProperty.point("anchorPoint", get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 })
    case "anchorPointZ":
      ResolvedProperty.cgFloat(
        "anchorPointZ", get: { $0.anchorPointZ }, set: { $0.anchorPointZ = $1 })
    case "transform":
      ResolvedProperty(
        LayerProperty<Transform3D>(
          additive: "transform", get: { $0.transform }, set: { $0.transform = $1 }))
    case "sublayerTransform":
      ResolvedProperty(
        LayerProperty<Transform3D>(
          additive: "sublayerTransform", get: { $0.sublayerTransform },
          set: { $0.sublayerTransform = $1 }))
    case "opacity": ResolvedProperty.float("opacity", get: { $0.opacity }, set: { $0.opacity = $1 })
    case "cornerRadius":
      ResolvedProperty.cgFloat(
        "cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
    case "borderWidth":
      ResolvedProperty.cgFloat("borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 })
    case "shadowOpacity":
      ResolvedProperty.float(
        "shadowOpacity", get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 })
    case "shadowRadius":
      ResolvedProperty.cgFloat(
        "shadowRadius", get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 })
    case "curlTime":
      ResolvedProperty.cgFloat("curlTime", get: { $0.curlTime }, set: { $0.curlTime = $1 })
    case "blurRadius":
      ResolvedProperty.cgFloat(
        "blurRadius", get: { $0.backdropBlurRadius },
        set: { $0.backdropBlurRadius = max($1, 0) })
    case "shadowOffset":
      ResolvedProperty(
        LayerProperty<CGSize>(
          additive: "shadowOffset", get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 }))
    case "backgroundColor":
      colorProperty(name, get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 })
    case "borderColor": colorProperty(name, get: { $0.borderColor }, set: { $0.borderColor = $1 })
    case "shadowColor": colorProperty(name, get: { $0.shadowColor }, set: { $0.shadowColor = $1 })
    case "shadowPath": pathProperty(name, get: { $0.shadowPath }, set: { $0.shadowPath = $1 })
    case "path": pathProperty(name, get: { $0.shape.path }, set: { $0.shape.path = $1 })
    case "fillColor":
      colorProperty(name, get: { $0.shape.fillColor }, set: { $0.shape.fillColor = $1 })
    case "strokeColor":
      colorProperty(name, get: { $0.shape.strokeColor }, set: { $0.shape.strokeColor = $1 })
    case "lineWidth":
      ResolvedProperty.cgFloat(
        "lineWidth", get: { $0.shape.lineWidth }, set: { $0.shape.lineWidth = $1 })
    case "miterLimit":
      ResolvedProperty.cgFloat(
        "miterLimit", get: { $0.shape.miterLimit }, set: { $0.shape.miterLimit = $1 })
    case "lineDashPhase":
      ResolvedProperty.cgFloat(
        "lineDashPhase", get: { $0.shape.lineDashPhase }, set: { $0.shape.lineDashPhase = $1 })
    case "strokeStart":
      ResolvedProperty.cgFloat(
        "strokeStart", get: { $0.shape.strokeStart }, set: { $0.shape.strokeStart = $1 })
    case "strokeEnd":
      ResolvedProperty.cgFloat(
        "strokeEnd", get: { $0.shape.strokeEnd }, set: { $0.shape.strokeEnd = $1 })
    case "fontSize":
      ResolvedProperty.cgFloat(
        "fontSize", get: { $0.text.fontSize }, set: { $0.text.fontSize = $1 })
    case "foregroundColor":
      colorProperty(name, get: { $0.text.foregroundColor }, set: { $0.text.foregroundColor = $1 })
    case "startPoint":
      ResolvedProperty.point(
        "startPoint", get: { $0.gradient.startPoint }, set: { $0.gradient.startPoint = $1 })
    case "endPoint":
      ResolvedProperty.point(
        "endPoint", get: { $0.gradient.endPoint }, set: { $0.gradient.endPoint = $1 })
    default: TransformComponent(keyPath: name).map(transformComponentProperty)
    }
  }

  /// Every key path `property(named:)` resolves, for error messages and documentation.
  static let knownNames: [String] =
    [
      "bounds", "bounds.origin", "bounds.size", "bounds.size.width", "bounds.size.height",
      "position", "position.x", "position.y", "zPosition", "anchorPoint", "anchorPointZ",
      "transform", "sublayerTransform", "opacity", "cornerRadius", "borderWidth", "shadowOpacity",
      "shadowRadius", "shadowOffset", "blurRadius", "backgroundColor", "borderColor", "shadowColor",
      "shadowPath",
      "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart",
      "strokeEnd", "fontSize", "foregroundColor", "startPoint", "endPoint", "curlTime",
    ] + TransformComponent.allKeyPaths

  /// A colour property whose model value may be nil: nil reads as clear, so animating from no
  /// colour fades in.
  private static func colorProperty(
    _ name: String, get: @escaping (LayerValues) -> Color?,
    set: @escaping (inout LayerValues, Color?) -> Void
  ) -> ResolvedProperty {
    ResolvedProperty(
      LayerProperty<Color>(
        name: name, get: { get($0) ?? Color(white: 0, alpha: 0) }, set: { set(&$0, $1) }, add: nil,
        subtract: nil))
  }

  /// A path property whose model value may be nil: nil reads as the empty path, which cannot
  /// be interpolated with a non-empty one and so switches at the half-way point (see `Path`).
  private static func pathProperty(
    _ name: String, get: @escaping (LayerValues) -> Path?,
    set: @escaping (inout LayerValues, Path?) -> Void
  ) -> ResolvedProperty {
    ResolvedProperty(
      LayerProperty<Path>(
        name: name, get: { get($0) ?? Path() }, set: { set(&$0, $1.isEmpty ? nil : $1) }, add: nil,
        subtract: nil))
  }

  private static func transformComponentProperty(_ component: TransformComponent)
    -> ResolvedProperty
  {
    if component.isVector {
      return ResolvedProperty(
        LayerProperty<CGSize>(
          additive: component.keyPath,
          get: {
            CGSize(
              width: component.read(from: $0.transform, axis: 0),
              height: component.read(from: $0.transform, axis: 1))
          },
          set: { values, size in
            values.transform = component.write(size.width, into: values.transform, axis: 0)
            values.transform = component.write(size.height, into: values.transform, axis: 1)
          }))
    }
    return ResolvedProperty.cgFloat(
      component.keyPath, get: { component.read(from: $0.transform, axis: nil) },
      set: component.setter)
  }
}
