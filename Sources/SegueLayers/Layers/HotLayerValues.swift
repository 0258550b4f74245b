import Foundation
import SegueGeometry

/// The part of `LayerValues` that every layer draws and animations write on every frame: the
/// properties that hold no reference, so that the value is trivial (bitwise-copyable).
///
/// Copying a struct that holds a reference (`LayerValues`, for its cold box) is, to the
/// optimizer, a value-witness copy: `var values = model` in a method of `Layer` became two
/// `memcpy`s of the 352 bytes, an outlined copy that retains the box, and a fourth copy into the
/// result. Built from its parts instead — this value, then the box — the model is one `memcpy`
/// into the presentation and one retain (`Layer.presentationValues(atLocalTime:)`; issue 17).
/// Not declared `BitwiseCopyable`: public types of other modules (`CGRect`, `Transform3D`,
/// `Color`) do not conform to it, though they are trivial; `LayerValuesTests` checks `_isPOD`.
struct HotLayerValues: Sendable, Hashable {
  var bounds: CGRect = .zero
  var position: CGPoint = .zero
  var zPosition: CGFloat = 0
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var anchorPointZ: CGFloat = 0
  var transform: Transform3D = .identity
  var opacity: Float = 1
  var isHidden = false
  var backgroundColor: Color?
  var cornerRadius: CGFloat = 0
  var maskedCorners: CornerMask = .all
  var masksToBounds = false
  var borderWidth: CGFloat = 0
  var shadowOpacity: Float = 0
  var shadowRadius: CGFloat = 3
  var shadowOffset = CGSize(width: 0, height: -3)
  var contentsGravity: LayerContentsGravity = .resize
  var contentsScale: CGFloat = 1
  var minificationFilter: LayerContentsFilter = .linear
  var magnificationFilter: LayerContentsFilter = .linear
  var isDoubleSided = true

}
