import Foundation
import SegueGeometry

/// Resolves Core Animation's string key paths ("position", "transform.rotation.z") to the
/// declared properties (AnimatableKeyPath+Declarations.swift), built once.
@MainActor
enum PropertyRegistry {
  /// The declared property named `name`, or nil when the key path is not animatable.
  static func property(named name: String) -> ResolvedProperty? { byName[name] }

  /// Every key path `property(named:)` resolves, in declaration order, for error messages and
  /// documentation.
  static let knownNames: [String] = declared.map(\.name)

  /// (A name declared twice keeps its first declaration; LayerPropertyDeclarationTests fails.)
  private static let byName = Dictionary(
    declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// Every declaration, each resolved once.
  static let declared: [ResolvedProperty] = {
    var all: [ResolvedProperty] = []
    all += resolved([AnimatableKeyPath<CGRect>.bounds])
    all += resolved([
      AnimatableKeyPath<CGPoint>.position, .anchorPoint, .boundsOrigin, .startPoint, .endPoint,
    ])
    all += resolved([
      AnimatableKeyPath<CGSize>.boundsSize, .shadowOffset, .transformTranslation,
    ])
    all += resolved([
      AnimatableKeyPath<CGFloat>.boundsWidth, .boundsHeight, .positionX, .positionY, .zPosition,
      .anchorPointZ, .cornerRadius, .borderWidth, .shadowRadius, .curlTime, .blurRadius,
      .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .miterLimit, .fontSize,
      .transformScale, .transformScaleX, .transformScaleY, .transformScaleZ, .transformRotation,
      .transformRotationX, .transformRotationY, .transformRotationZ, .transformTranslationX,
      .transformTranslationY, .transformTranslationZ,
    ])
    all += resolved([AnimatableKeyPath<Float>.opacity, .shadowOpacity])
    all += resolved([AnimatableKeyPath<Transform3D>.transform, .sublayerTransform])
    all += resolved([
      AnimatableKeyPath<Color>.backgroundColor, .borderColor, .shadowColor, .fillColor,
      .strokeColor, .foregroundColor,
    ])
    all += resolved([AnimatableKeyPath<Path>.path, .shadowPath])
    return all
  }()

  private static func resolved<Value>(_ keyPaths: [AnimatableKeyPath<Value>]) -> [ResolvedProperty]
  {
    keyPaths.map { ResolvedProperty($0) }
  }
}
