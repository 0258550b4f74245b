import Foundation
import SegueGeometry

// Every animatable layer property, declared once: its key path and its place in
// `LayerValues`. A new property is declared here and listed in `PropertyRegistry.declared`
// (LayerPropertyDeclarationTests fails for a `LayerValues` field no declaration reaches).

extension AnimatableKeyPath where Value == CGRect {
  public static var bounds: Self {
    .init(additive: "bounds", get: { $0.bounds }, set: { $0.bounds = $1 })
  }
}

extension AnimatableKeyPath where Value == CGPoint {
  public static var position: Self {
    .init("position", get: { $0.position }, set: { $0.position = $1 })
  }
  public static var anchorPoint: Self {
    .init("anchorPoint", get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 })
  }
  public static var boundsOrigin: Self {
    .init("bounds.origin", get: { $0.bounds.origin }, set: { $0.bounds.origin = $1 })
  }
  public static var startPoint: Self {
    .init("startPoint", get: { $0.gradient.startPoint }, set: { $0.gradient.startPoint = $1 })
  }
  public static var endPoint: Self {
    .init("endPoint", get: { $0.gradient.endPoint }, set: { $0.gradient.endPoint = $1 })
  }
}

extension AnimatableKeyPath where Value == CGSize {
  public static var boundsSize: Self {
    .init(additive: "bounds.size", get: { $0.bounds.size }, set: { $0.bounds.size = $1 })
  }
  public static var shadowOffset: Self {
    .init(additive: "shadowOffset", get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 })
  }
  public static var transformTranslation: Self {
    .init(translationComponent: "transform.translation")
  }
}

extension AnimatableKeyPath where Value == CGFloat {
  public static var boundsWidth: Self {
    .init(
      "bounds.size.width", get: { $0.bounds.size.width }, set: { $0.bounds.size.width = $1 })
  }
  public static var boundsHeight: Self {
    .init(
      "bounds.size.height", get: { $0.bounds.size.height }, set: { $0.bounds.size.height = $1 })
  }
  public static var positionX: Self {
    .init("position.x", get: { $0.position.x }, set: { $0.position.x = $1 })
  }
  public static var positionY: Self {
    .init("position.y", get: { $0.position.y }, set: { $0.position.y = $1 })
  }
  public static var zPosition: Self {
    .init("zPosition", get: { $0.zPosition }, set: { $0.zPosition = $1 })
  }
  public static var anchorPointZ: Self {
    .init("anchorPointZ", get: { $0.anchorPointZ }, set: { $0.anchorPointZ = $1 })
  }
  public static var cornerRadius: Self {
    .init("cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
  }
  public static var borderWidth: Self {
    .init("borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 })
  }
  public static var shadowRadius: Self {
    .init("shadowRadius", get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 })
  }
  /// `PageCurlLayer.curlTime`.
  public static var curlTime: Self {
    .init("curlTime", get: { $0.curlTime }, set: { $0.curlTime = $1 })
  }
  /// `BackdropLayer.blurRadius` (an overshooting spring never blurs by a negative radius).
  public static var blurRadius: Self {
    .init(
      "blurRadius", get: { $0.backdropBlurRadius }, set: { $0.backdropBlurRadius = max($1, 0) })
  }
  public static var lineWidth: Self {
    .init("lineWidth", get: { $0.shape.lineWidth }, set: { $0.shape.lineWidth = $1 })
  }
  public static var strokeStart: Self {
    .init("strokeStart", get: { $0.shape.strokeStart }, set: { $0.shape.strokeStart = $1 })
  }
  public static var strokeEnd: Self {
    .init("strokeEnd", get: { $0.shape.strokeEnd }, set: { $0.shape.strokeEnd = $1 })
  }
  public static var lineDashPhase: Self {
    .init("lineDashPhase", get: { $0.shape.lineDashPhase }, set: { $0.shape.lineDashPhase = $1 })
  }
  public static var miterLimit: Self {
    .init("miterLimit", get: { $0.shape.miterLimit }, set: { $0.shape.miterLimit = $1 })
  }
  public static var fontSize: Self {
    .init("fontSize", get: { $0.text.fontSize }, set: { $0.text.fontSize = $1 })
  }
  public static var transformScale: Self { .init(component: "transform.scale") }
  public static var transformScaleX: Self { .init(component: "transform.scale.x") }
  public static var transformScaleY: Self { .init(component: "transform.scale.y") }
  public static var transformScaleZ: Self { .init(component: "transform.scale.z") }
  public static var transformRotation: Self { .init(component: "transform.rotation") }
  public static var transformRotationX: Self { .init(component: "transform.rotation.x") }
  public static var transformRotationY: Self { .init(component: "transform.rotation.y") }
  public static var transformRotationZ: Self { .init(component: "transform.rotation.z") }
  public static var transformTranslationX: Self { .init(component: "transform.translation.x") }
  public static var transformTranslationY: Self { .init(component: "transform.translation.y") }
  public static var transformTranslationZ: Self { .init(component: "transform.translation.z") }
}

extension AnimatableKeyPath where Value == Float {
  public static var opacity: Self {
    .init("opacity", get: { $0.opacity }, set: { $0.opacity = $1 })
  }
  public static var shadowOpacity: Self {
    .init("shadowOpacity", get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 })
  }
}

extension AnimatableKeyPath where Value == Transform3D {
  public static var transform: Self {
    .init(additive: "transform", get: { $0.transform }, set: { $0.transform = $1 })
  }
  public static var sublayerTransform: Self {
    .init(
      additive: "sublayerTransform", get: { $0.sublayerTransform },
      set: { $0.sublayerTransform = $1 })
  }
}

extension AnimatableKeyPath where Value == Color {
  public static var backgroundColor: Self {
    .init(
      optional: "backgroundColor", get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 })
  }
  public static var borderColor: Self {
    .init(optional: "borderColor", get: { $0.borderColor }, set: { $0.borderColor = $1 })
  }
  public static var shadowColor: Self {
    .init(optional: "shadowColor", get: { $0.shadowColor }, set: { $0.shadowColor = $1 })
  }
  public static var fillColor: Self {
    .init(optional: "fillColor", get: { $0.shape.fillColor }, set: { $0.shape.fillColor = $1 })
  }
  public static var strokeColor: Self {
    .init(
      optional: "strokeColor", get: { $0.shape.strokeColor }, set: { $0.shape.strokeColor = $1 })
  }
  public static var foregroundColor: Self {
    .init(
      optional: "foregroundColor", get: { $0.text.foregroundColor },
      set: { $0.text.foregroundColor = $1 })
  }
}

extension AnimatableKeyPath where Value == Path {
  public static var path: Self {
    .init(optional: "path", get: { $0.shape.path }, set: { $0.shape.path = $1 })
  }
  public static var shadowPath: Self {
    .init(optional: "shadowPath", get: { $0.shadowPath }, set: { $0.shadowPath = $1 })
  }
}
