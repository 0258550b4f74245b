import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Conservative bounding boxes of what a node can paint, in its own coordinate space. They bound
// offscreen work (groups, shadow surfaces, the plane of a 3D layer) to the pixels that matter;
// they may be larger than the ink but never smaller. nil means unbounded.

extension FramePainter {
  /// Everything `node` can paint in its own space: content, shadow, limited by its mask.
  func extent(of node: DisplayNode, includingShadow: Bool = true) -> CGRect? {
    // A curling page is flattened into its bounds, mask and all, then mapped into the same
    // bounds (`drawCurled`): the curl folds what the mask kept onto where it hid, so the mask's
    // box no longer bounds the ink, and nothing reaches past the bounds.
    if isCurled(node) { return node.bounds }
    var box: CGRect? = node.masksToBounds ? node.bounds : contentExtent(of: node)
    // With masksToBounds the shadow is clipped to the bounds too (as in Core Animation).
    if includingShadow, !node.masksToBounds, let shadow = node.shadow, shadow.isVisible,
      shadow.isFinite
    {
      let source = shadow.path.map { CairoPath.controlBounds(of: $0) } ?? box
      if let source, let current = box {
        let margin = Shadow.extentMargin(radius: shadow.radius)
        box = current.union(
          source.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(
            dx: -margin, dy: -margin))
      } else {
        box = nil
      }
    }
    if let mask = node.mask {
      let maskBox = extentInParent(of: mask)
      switch (box, maskBox) {
      case (let b?, let m?): box = b.intersection(m)
      case (nil, let m?): box = m
      default: break
      }
    }
    return box
  }

  /// Whether `node` is drawn curled (`drawCurled`) rather than flat: a curl that lifts
  /// something, with finite values, in a plane transform.
  private func isCurled(_ node: DisplayNode) -> Bool {
    guard let curl = node.pageCurl, curl.isDrawable, node.transform.planeAffineMatrix != nil
    else { return false }
    return !curl.liftsNothing(in: node.bounds)
  }

  /// The extent of `node` in its parent's space; `.null` when it paints nothing.
  func extentInParent(of node: DisplayNode) -> CGRect? {
    guard node.opacity > 0 else { return .null }
    guard let box = extent(of: node) else { return nil }
    guard !box.isNull else { return .null }
    let t = node.transform
    guard t.isFinite else { return .null }
    var result = CGRect.null
    for corner in [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
    ] {
      // A corner behind the eye: the projected plane can reach infinity.
      guard let p = t.projecting(corner) else { return nil }
      result = result.union(CGRect(origin: p, size: .zero))
    }
    return result
  }

  /// The extent of the background, contents, drawing and sublayers (not the shadow), unclipped.
  func contentExtent(of node: DisplayNode) -> CGRect? {
    var box = node.bounds
    if let contents = node.contents {
      box = box.union(ContentsGravity.rect(for: contents, in: node.bounds))
    }
    switch node.drawing {
    case .shape(let shape):
      box = box.union(shapeExtent(shape))
    case .text(let text):
      guard let ink = textExtent(text, in: node.bounds) else { return nil }
      box = box.union(ink)
    case .gradient, nil:
      break
    }
    for child in node.sublayers {
      guard let childBox = extentInParent(of: child) else { return nil }
      box = box.union(childBox)
    }
    return box
  }

  func shapeExtent(_ shape: ShapeDrawing) -> CGRect {
    let path = CairoPath.controlBounds(of: shape.path)
    guard !path.isNull else { return .null }
    guard shape.strokeColor != nil, shape.lineWidth > 0 else { return path }
    // Half the line width, times the longest a miter or square cap can reach.
    var reach = shape.lineWidth / 2
    if shape.lineJoin == .miter { reach *= max(shape.miterLimit, 1) }
    if shape.lineCap == .square { reach *= 2.0.squareRoot() }
    return path.insetBy(dx: -reach, dy: -reach)
  }
}

extension Shadow {
  /// Whether the shadow can paint anything (non-finite values are reported when drawing).
  var isVisible: Bool { opacity > 0 && color.alpha > 0 }

  /// Whether radius and offset are finite numbers.
  var isFinite: Bool { radius.isFinite && offset.width.isFinite && offset.height.isFinite }

  /// Standard deviation of the Gaussian blur in points: Core Animation's `shadowRadius` is a
  /// blur of about radius/2 standard deviation.
  static func sigma(radius: CGFloat) -> CGFloat { max(radius, 0) / 2 }

  /// How far, in points, the blurred shadow reaches beyond its source shape (three standard
  /// deviations, where a Gaussian falls below 0.3 %, plus a pixel of slack).
  static func extentMargin(radius: CGFloat) -> CGFloat { 3 * sigma(radius: radius) + 1 }
}
