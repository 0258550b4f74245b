import Foundation
import SegueGeometry
import SegueLayers

/// Where a layer's contents image lands in its bounds (`contentsGravity`).
///
/// Coordinates are y-down, so `.top` is the bounds' minimum y (the edge a person calls the
/// top). The image's natural size is its pixel size divided by the contents' `scale`. Gravities
/// other than `.resize` and `.resizeAspect` may overflow the bounds; `masksToBounds` clips them.
enum ContentsGravity {
  /// The rectangle, in the node's coordinate space, that the whole image is drawn into.
  static func rect(for contents: Contents, in bounds: CGRect) -> CGRect {
    let scale =
      contents.scale.isFinite && contents.scale > 0 ? contents.scale : contents.image.scale
    let natural = CGSize(
      width: CGFloat(contents.image.bitmap.width) / scale,
      height: CGFloat(contents.image.bitmap.height) / scale)
    return rect(natural: natural, gravity: contents.gravity, in: bounds)
  }

  /// The rectangle an image of `natural` size occupies in `bounds` under `gravity`.
  static func rect(natural: CGSize, gravity: LayerContentsGravity, in bounds: CGRect) -> CGRect {
    let size: CGSize
    switch gravity {
    case .resize:
      return bounds
    case .resizeAspect, .resizeAspectFill:
      let sx = bounds.width / natural.width
      let sy = bounds.height / natural.height
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      size = CGSize(width: natural.width * s, height: natural.height * s)
    default:
      size = natural
    }
    // Horizontal and vertical placement: 0 = min edge, 0.5 = centred, 1 = max edge.
    let (fx, fy): (CGFloat, CGFloat)
    switch gravity {
    case .center, .resize, .resizeAspect, .resizeAspectFill: (fx, fy) = (0.5, 0.5)
    case .top: (fx, fy) = (0.5, 0)
    case .bottom: (fx, fy) = (0.5, 1)
    case .left: (fx, fy) = (0, 0.5)
    case .right: (fx, fy) = (1, 0.5)
    case .topLeft: (fx, fy) = (0, 0)
    case .topRight: (fx, fy) = (1, 0)
    case .bottomLeft: (fx, fy) = (0, 1)
    case .bottomRight: (fx, fy) = (1, 1)
    }
    return CGRect(
      x: bounds.minX + (bounds.width - size.width) * fx,
      y: bounds.minY + (bounds.height - size.height) * fy,
      width: size.width, height: size.height)
  }
}
