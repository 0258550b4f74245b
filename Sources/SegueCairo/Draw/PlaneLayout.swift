import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// The size and resolution of a 3D layer's flattened plane (see `ProjectiveMapping`), worked
/// out the same way when the frame draws it (`drawProjected`) and when the occlusion walk looks
/// for its kept plane ahead of that (`projectedCover`).
struct PlaneLayout {
  /// Pixels per point: the current matrix's, lowered to fit `FramePainter.maximumPlanePixels`
  /// and half of `CairoSurface.maximumSide`.
  let scale: Double
  /// The plane's size in pixels.
  let width: Int
  let height: Int
  /// The node as drawn into the plane: shifted to the plane's corner, at full opacity.
  let planeNode: DisplayNode
  /// Whether `scale` was lowered to fit (the frame notes it).
  let isReduced: Bool

  /// The layout of the plane holding `node`'s `extent` (its bounds and what its sublayers paint
  /// outside them, in its space) drawn under the current matrix `ctm`.
  init(of node: DisplayNode, extent plane: CGRect, ctm: cairo_matrix_t) {
    var scale = max(ctm.meanScale, 1e-3)
    let wanted = Double(plane.width) * scale * Double(plane.height) * scale
    let sideLimit = Double(CairoSurface.maximumSide / 2)
    isReduced =
      wanted > Double(FramePainter.maximumPlanePixels)
      || max(plane.width, plane.height) * scale > sideLimit
    if isReduced {
      scale = min(
        scale * (Double(FramePainter.maximumPlanePixels) / wanted).squareRoot(),
        sideLimit / Double(max(plane.width, plane.height)))
    }
    self.scale = scale
    width = max(Int((Double(plane.width) * scale).rounded(.up)), 1)
    height = max(Int((Double(plane.height) * scale).rounded(.up)), 1)
    var planeNode = node
    planeNode.transform = Transform3D(translationX: -plane.minX, y: -plane.minY, z: 0)
    planeNode.opacity = 1
    self.planeNode = planeNode
  }

  /// The key of the plane in `PlaneCache`.
  var key: PlaneCache.Key {
    PlaneCache.Key(node: planeNode, scale: scale, width: width, height: height)
  }
}
