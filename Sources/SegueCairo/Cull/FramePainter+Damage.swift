import Foundation
import SegueGeometry
import SegueLayers

// What can differ between two frames, for a host that keeps the previous frame's pixels and
// repaints only where the new display list can paint something else (the window).
//
// The two lists are walked together. Equal nodes cost nothing. Nodes that differ only in
// their sublayers are descended into (through a 2D transform only: a 3D layer is flattened
// into its plane and projected, so its whole extent is taken). Any other difference damages
// the node's whole extent in the old frame and in the new one (`extentInParent`, which
// includes shadows and is never smaller than the ink). A background blur (`Backdrop`) shows
// what is behind it, so damage that reaches within its blur's reach of it damages its whole
// extent and all it reads (outside the box the pixels hold the layers above it too). The
// result is one bounding box, conservative: repainting more than changed costs time, never
// pixels (`RepaintChangesTests` compares every frame of every gallery entry with a full
// repaint). The box spans the canvas's width (below).

extension FramePainter {
  /// The canvas-space box (points) outside which `new` paints the same pixels as `old`: empty
  /// when the lists are equal, nil when the change cannot be bounded (repaint everything).
  ///
  /// - Parameter margin: points added all round what changed, before the blurs it reaches are
  ///   added: a device pixel, since a 3D layer's projected plane is resampled into the pixels
  ///   enclosing its outline and one beyond (`drawProjected`), where bilinear taps of its edge
  ///   still give it some coverage (a plane moving away left a line of itself behind, found
  ///   by `RandomSceneTests`).
  func damage(from old: DisplayList, to new: DisplayList, margin: CGFloat = 0) -> CGRect? {
    guard old.size == new.size, old.clearColor == new.clearColor else { return nil }
    var box = CGRect.null
    guard damage(from: old.nodes, to: new.nodes, under: .identity, into: &box) else {
      return nil
    }
    guard !box.isNull else { return box }
    box = box.insetBy(dx: -margin, dy: -margin)
    // Whole rows: Cairo rasterizes a shape cut at the left or right of a clip (or of a
    // surface) with other coverage at some antialiased pixels, anywhere in it, but a shape cut
    // at the top or bottom the same (a C check: 416 of 2,000 turned and rounded fills and rings
    // differed under a box clip, none under a full-width band). A box across the canvas cuts
    // nothing at its sides.
    box = CGRect(x: 0, y: box.minY, width: new.size.width, height: box.height)
    // A background blur samples up to three standard deviations beyond its bounds.
    let blurs = backdropNodes(in: old.nodes + new.nodes, under: .identity)
    var grown = !blurs.isEmpty
    while grown {
      grown = false
      for (node, transform) in blurs {
        guard let extent = canvasExtent(of: node, under: transform) else { return nil }
        guard !extent.isNull else { continue }
        // The radius is in the node's own points; the largest stretch of its map to the canvas.
        let own =
          Transform3DIsAffine(node.transform)
          ? Transform3DGetAffineTransform(node.transform).concatenating(transform) : transform
        let stretch = max(hypot(own.a, own.b), hypot(own.c, own.d), 1)
        let reach = (3 * (node.backdrop?.blurRadius ?? 0) + 1) * stretch
        let reads = extent.insetBy(dx: -reach, dy: -reach)
        if reads.intersects(box), !box.contains(reads) {
          // What it reads too: outside the box the pixels are the last frame's, with every
          // layer above the blur drawn over them.
          box = box.union(reads)
          grown = true
        }
      }
    }
    return box
  }

  /// Adds to `box` what differs between two sibling lists drawn under `transform`; false
  /// when it cannot be bounded.
  private func damage(
    from old: [DisplayNode], to new: [DisplayNode], under transform: CGAffineTransform,
    into box: inout CGRect
  ) -> Bool {
    guard old.count == new.count else {
      return addExtents(of: old + new, under: transform, into: &box)
    }
    for (before, after) in zip(old, new) where before != after {
      var beforeOwn = before
      var afterOwn = after
      beforeOwn.sublayers = []
      afterOwn.sublayers = []
      if beforeOwn == afterOwn, Transform3DIsAffine(after.transform) {
        let inner = Transform3DGetAffineTransform(after.transform).concatenating(transform)
        guard damage(from: before.sublayers, to: after.sublayers, under: inner, into: &box)
        else { return false }
      } else {
        guard addExtents(of: [before, after], under: transform, into: &box) else { return false }
      }
    }
    return true
  }

  private func addExtents(
    of nodes: [DisplayNode], under transform: CGAffineTransform, into box: inout CGRect
  ) -> Bool {
    for node in nodes {
      guard let extent = canvasExtent(of: node, under: transform) else { return false }
      box = box.union(extent)
    }
    return true
  }

  /// What `node` can paint, in canvas points, when its parent's space maps to the canvas by
  /// `transform`; nil when unbounded.
  private func canvasExtent(of node: DisplayNode, under transform: CGAffineTransform) -> CGRect? {
    guard let extent = extentInParent(of: node) else { return nil }
    guard !extent.isNull else { return .null }
    guard extent.isFiniteRect else { return nil }
    return extent.applying(transform)
  }

  /// Every node with a background blur, with the transform of its parent's space to the
  /// canvas; the blurs inside 3D layers are given as their 3D ancestor (its whole extent).
  private func backdropNodes(
    in nodes: [DisplayNode], under transform: CGAffineTransform
  ) -> [(DisplayNode, CGAffineTransform)] {
    var found: [(DisplayNode, CGAffineTransform)] = []
    for node in nodes {
      if node.backdrop != nil {
        found.append((node, transform))
      } else if Transform3DIsAffine(node.transform) {
        let inner = Transform3DGetAffineTransform(node.transform).concatenating(transform)
        found += backdropNodes(in: node.sublayers, under: inner)
      } else if containsBackdrop(node) {
        found.append((node, transform))
      }
    }
    return found
  }

  private func containsBackdrop(_ node: DisplayNode) -> Bool {
    node.backdrop != nil || node.sublayers.contains(where: containsBackdrop)
  }
}
