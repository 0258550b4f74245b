import Foundation
import SegueGeometry

/// The properties every layer draws and animations write on every frame, declared once: read
/// and written as `LayerValues`' own (`values.opacity`; `LayerValues` forwards them by key path,
/// LayerValues.swift). What each means is documented on `Layer`'s property of the same name.
///
/// They hold no reference, so that the value is trivial (bitwise-copyable). Copying a struct
/// that holds a reference (`LayerValues`, for its cold box) is, to the optimizer, a
/// value-witness copy: `var values = model` in a method of `Layer` became two `memcpy`s of the
/// 352 bytes, an outlined copy that retains the box, and a fourth copy into the result. Built
/// from its parts instead — this value, then the box — the model is one `memcpy` into the
/// presentation and one retain (`Layer.presentationValues(atLocalTime:)`; issue 17).
/// Not declared `BitwiseCopyable`: public types of other modules (`CGRect`, `Transform3D`,
/// `Color`) do not conform to it, though they are trivial; `LayerValuesTests` checks `_isPOD`.
///
/// Public only so that `LayerValues`' key-path subscript can name it; a value of it is never
/// handed out.
public struct HotLayerValues: Sendable, Hashable {
  /// `Layer.bounds`, points.
  public var bounds: CGRect = .zero
  /// `Layer.position`, points.
  public var position: CGPoint = .zero
  /// `Layer.zPosition`, points.
  public var zPosition: CGFloat = 0
  /// `Layer.anchorPoint`, unit coordinates of the bounds.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// `Layer.anchorPointZ`, points.
  public var anchorPointZ: CGFloat = 0
  /// `Layer.transform`.
  public var transform: Transform3D = .identity
  /// `Layer.opacity`, 0…1.
  public var opacity: Float = 1
  /// `Layer.isHidden`.
  public var isHidden = false
  /// `Layer.backgroundColor`.
  public var backgroundColor: Color?
  /// `Layer.cornerRadius`, points.
  public var cornerRadius: CGFloat = 0
  /// `Layer.maskedCorners`.
  public var maskedCorners: CornerMask = .all
  /// `Layer.masksToBounds`.
  public var masksToBounds = false
  /// `Layer.borderWidth`, points.
  public var borderWidth: CGFloat = 0
  /// `Layer.shadowOpacity`, 0…1.
  public var shadowOpacity: Float = 0
  /// `Layer.shadowRadius`, points.
  public var shadowRadius: CGFloat = 3
  /// `Layer.shadowOffset`, points.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// `Layer.contentsGravity`.
  public var contentsGravity: LayerContentsGravity = .resize
  /// `Layer.contentsScale`, pixels per point.
  public var contentsScale: CGFloat = 1
  /// `Layer.minificationFilter`.
  public var minificationFilter: LayerContentsFilter = .linear
  /// `Layer.magnificationFilter`.
  public var magnificationFilter: LayerContentsFilter = .linear
  /// `Layer.isDoubleSided`.
  public var isDoubleSided = true
}
