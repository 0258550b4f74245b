import Foundation
import SegueGeometry

/// One component of a layer's transform addressed by a Core Animation key path, such as
/// "transform.rotation.z" or "transform.scale.x".
///
/// Reading decomposes the transform; writing decomposes it, replaces the component and
/// composes it again, so the other components are kept (a layer that is scaled keeps its scale
/// while "transform.rotation.z" animates). Rotations are about the layer's anchor point, like
/// every layer transform. Writing one rotation axis replaces the whole rotation with a rotation
/// about that axis: a layer rotated about x and animated about z loses its x rotation during
/// the animation (Core Animation composes Euler angles instead; no seed needs that).
struct TransformComponent: Sendable, Hashable {
  enum Kind: String, Sendable { case scale, rotation, translation }
  let kind: Kind
  /// 0, 1, 2 for x, y, z; nil for the whole component ("transform.scale" is the uniform scale,
  /// "transform.rotation" the z rotation, "transform.translation" the (x, y) vector).
  let axis: Int?

  var keyPath: String {
    let axisName = axis.map { ["x", "y", "z"][$0] }
    return "transform.\(kind.rawValue)" + (axisName.map { ".\($0)" } ?? "")
  }

  /// "transform.translation" animates a 2D vector (a `CGSize` of x and y).
  var isVector: Bool { kind == .translation && axis == nil }

  static let allKeyPaths: [String] = ["scale", "rotation", "translation"].flatMap { kind in
    ["transform.\(kind)", "transform.\(kind).x", "transform.\(kind).y", "transform.\(kind).z"]
  }

  init?(keyPath: String) {
    let parts = keyPath.split(separator: ".").map(String.init)
    guard parts.count >= 2, parts.count <= 3, parts[0] == "transform",
      let kind = Kind(rawValue: parts[1])
    else { return nil }
    self.kind = kind
    if parts.count == 3 {
      guard let axis = ["x", "y", "z"].firstIndex(of: parts[2]) else { return nil }
      self.axis = axis
    } else {
      self.axis = nil
    }
  }

  /// A setter for a scalar component that captures nothing, so calling it reads no heap
  /// context (it is called for every animated layer on every frame).
  var setter: CGFloatSetter {
    switch (kind, axis) {
    case (.scale, nil):
      { TransformComponent.scale.write($1, into: &$0.transform) }
    case (.scale, 0):
      { TransformComponent.scaleX.write($1, into: &$0.transform) }
    case (.scale, 1):
      { TransformComponent.scaleY.write($1, into: &$0.transform) }
    case (.scale, _):
      { TransformComponent.scaleZ.write($1, into: &$0.transform) }
    case (.rotation, 0):
      { TransformComponent.rotationX.write($1, into: &$0.transform) }
    case (.rotation, 1):
      { TransformComponent.rotationY.write($1, into: &$0.transform) }
    case (.rotation, _):
      { TransformComponent.rotationZ.write($1, into: &$0.transform) }
    case (.translation, 1):
      { TransformComponent.translationY.write($1, into: &$0.transform) }
    case (.translation, 2):
      { TransformComponent.translationZ.write($1, into: &$0.transform) }
    case (.translation, _):
      { TransformComponent.translationX.write($1, into: &$0.transform) }
    }
  }

  private init(_ kind: Kind, _ axis: Int?) {
    self.kind = kind
    self.axis = axis
  }

  private static let scale = TransformComponent(.scale, nil)
  private static let scaleX = TransformComponent(.scale, 0)
  private static let scaleY = TransformComponent(.scale, 1)
  private static let scaleZ = TransformComponent(.scale, 2)
  private static let rotationX = TransformComponent(.rotation, 0)
  private static let rotationY = TransformComponent(.rotation, 1)
  private static let rotationZ = TransformComponent(.rotation, 2)
  private static let translationX = TransformComponent(.translation, 0)
  private static let translationY = TransformComponent(.translation, 1)
  private static let translationZ = TransformComponent(.translation, 2)

  /// Reads the component (`vectorAxis` picks x or y of "transform.translation").
  func read(from transform: Transform3D, axis vectorAxis: Int?) -> CGFloat {
    let parts = TransformParts(transform)
    switch kind {
    case .scale:
      guard let axis else { return (parts.scale.x + parts.scale.y + parts.scale.z) / 3 }
      return parts.scale[axis]
    case .rotation:
      return parts.rotation(about: axis ?? 2)
    case .translation:
      return parts.translation[axis ?? vectorAxis ?? 0]
    }
  }

  /// Replaces the component of `transform` with `value`, in place (a scalar component's
  /// setter runs for every animated layer on every frame).
  ///
  /// A planar transform that only scales (with a positive x scale) and translates is written
  /// directly: its decomposition has no rotation and no shear, scale x and y are `m11` and
  /// `m22` and the translation is `m41`, `m42`, so recomposing it changes nothing but the one
  /// component. Anything else goes through the decomposition.
  func write(_ value: CGFloat, into transform: inout Transform3D) {
    if Self.isAxisAligned(transform) {
      switch (kind, axis) {
      case (.scale, nil):
        transform.m11 = value
        transform.m22 = value
        transform.m33 = value
        return
      case (.scale, 0):
        transform.m11 = value
        return
      case (.scale, 1):
        transform.m22 = value
        return
      case (.scale, _):
        transform.m33 = value
        return
      case (.translation, 0):
        transform.m41 = value
        return
      case (.translation, 1):
        transform.m42 = value
        return
      default:
        break
      }
    }
    transform = write(value, into: transform, axis: nil)
  }

  /// Whether `transform` is planar with no rotation or shear and a positive x scale.
  private static func isAxisAligned(_ t: Transform3D) -> Bool {
    t.m12 == 0 && t.m21 == 0 && t.m11 > 0 && TransformParts.isPlanar(t)
  }

  /// Returns `transform` with the component replaced by `value`.
  func write(_ value: CGFloat, into transform: Transform3D, axis vectorAxis: Int?) -> Transform3D {
    var parts = TransformParts(transform)
    switch kind {
    case .scale:
      if let axis {
        parts.scale[axis] = value
      } else {
        parts.scale = Vector3(value, value, value)
      }
    case .rotation:
      parts.setRotation(value, about: axis ?? 2)
    case .translation:
      parts.translation[axis ?? vectorAxis ?? 0] = value
    }
    return parts.composed()
  }
}

/// Three coordinates, indexable by axis.
struct Vector3: Sendable, Hashable {
  var x: CGFloat, y: CGFloat, z: CGFloat
  init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
  }
  subscript(axis: Int) -> CGFloat {
    get { axis == 0 ? x : axis == 1 ? y : z }
    set {
      switch axis {
      case 0: x = newValue
      case 1: y = newValue
      default: z = newValue
      }
    }
  }
}
