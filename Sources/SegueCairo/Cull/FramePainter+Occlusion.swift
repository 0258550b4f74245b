import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Occlusion culling, the way a compositor skips what opaque layers hide. Before drawing, the
// display list is walked from the top of the stack down, collecting the device pixels that
// opaque backgrounds and opaque images are sure to cover (`OpaqueRegion`); a part of a layer
// (shadow, backdrop, background, contents, drawing) or a whole subtree lying under them is
// skipped, and a large part mostly under them is clipped to what can show. Only whole pixels
// that an opaque source covers completely count, so the frame's bytes are the same as drawing
// everything (`CairoRenderer.cullsOccludedContent` turns this off to check it).
//
// What counts as covering: a background with alpha 1 (under any affine transform: a turned one
// covers its outline moved in, `FramePainter+TurnedCover`), or a contents image whose every
// pixel is opaque under an axis-aligned transform, of a layer with opacity 1, inside the clips
// of its ancestors that mask to bounds (rounded corners shrink both). What a translucent layer or a
// masked one holds covers things inside it only (it is composited as a whole, and may let what
// is under it show). A backdrop blur reads the pixels under and around it, so what lies there
// is needed even when something opaque is drawn over the blur later — unless its capture is
// kept from the previous frame: then an opaque blur covers what it is drawn on
// (`FramePainter+KeptBackdrop`). Layers under a 3D transform are drawn without culling inside
// them; such a layer projected from an opaque kept plane covers what lies under its outline
// (`FramePainter+ProjectedCover`).
//
// Clipping a part to what shows must not change how Cairo rasterizes it: under the antialiased
// clip of a mask or of rounded bounds Cairo intersects the two clips into a new outline, and a
// fill whose own edges fall inside pixels is rasterized another way under a clip; both change
// edge pixels. So only shadows (composited from a mask placed on whole pixels), translucent
// groups (composited pixel for pixel), backgrounds, pictures and backdrops that are
// rectangles on whole device pixels are clipped; other parts are only skipped or drawn. (A
// rounded outline is rasterized another way under a clip of boxes, even boxes that miss its
// arcs: checked against Cairo 1.16 on random rounded rectangles, and found by
// `RandomSceneCullingTests`; so is a turned one.) A backdrop
// that cannot be clipped is still made only where it shows: captured and enlarged around those
// pieces alone (`NodePlan.backdropShown`), each painted through a box of its own, which gives
// the whole paint's pixels (checked the same way, and by `BackdropPieceCaptureTests`). A layer
// holding a value the painter reports (NaN, infinite, invalid) is never skipped, so that the
// report does not depend on what covers it.
//
// The walk also tells two things that change no pixel: the rows of a picture that show (a
// picture resampled to the device is sampled and copied only there, clip or not, see
// `ResampledImageCache`), and whether a translucent node's own opaque content covers all that
// shows of it (its group then needs no clearing, see `FramePainter+Group`).

/// What to draw of one node, decided by the occlusion walk.
struct NodePlan {
  /// The whole subtree is covered.
  var isHidden = false
  /// What shows of the whole subtree: where a group made for it needs compositing.
  var shown = Visibility.whole
  /// For a masked node, the device pixels where it shows (nil: everywhere). A mask drawn as
  /// alpha is composited pixel for pixel under a clip of whole pixels, so there the mask and
  /// its composite are made only at these pieces; `shown` stays whole for an outlined node.
  var maskShown: [PixelRect]?
  var backdrop = Visibility.whole
  /// The device pixels where a backdrop drawn whole (under an outline, or off the pixel grid,
  /// where a clip to them could change its edge pixels) can show: it is captured and enlarged
  /// only there (nil: everywhere).
  var backdropShown: [PixelRect]?
  /// The backdrop's capture kept from the previous frame, drawn instead of a new one; it
  /// replaces every pixel it is drawn on, so nothing under it is drawn (`replacingBackdrop`).
  var keptBackdrop: CapturedBackdrop?
  var shadow = Visibility.whole
  var background = Visibility.whole
  /// Whether the background is drawn once per piece of `background`, each through one box.
  var backgroundByPiece = false
  var contents = Visibility.whole
  /// The device pixels of the contents that can show, however `contents` is drawn: a picture
  /// resampled to the device is sampled only there (nil: wherever the clip lets it).
  var contentsShown: PixelRect?
  var drawing = Visibility.whole
  /// The sublayers' plans, in order; empty when the sublayers are drawn without culling.
  var sublayers: [NodePlan] = []
  /// Whether a backdrop inside the node reads what is drawn under it: a group made for the node
  /// must then hold all it draws, not only what shows.
  var readsInside = false
  /// Whether the node's own opaque content covers every pixel that shows of it, and nothing
  /// inside reads under it: a group made for it needs no clearing.
  var coversShown = false
}

extension FramePainter {
  /// Plans every top-level node of `list` drawn at `scale`, and returns the pixels the whole
  /// frame covers opaquely.
  func planOcclusion(_ list: DisplayList, scale: Int) -> (plans: [NodePlan], covered: OpaqueRegion)
  {
    var walk = OcclusionWalk(
      canvas: PixelRect(
        x: 0, y: 0, width: Int((list.size.width * CGFloat(scale)).rounded()),
        height: Int((list.size.height * CGFloat(scale)).rounded())))
    let canvas = cairo_matrix_t(xx: Double(scale), yx: 0, xy: 0, yy: Double(scale), x0: 0, y0: 0)
    var plans = [NodePlan](repeating: NodePlan(), count: list.nodes.count)
    for index in list.nodes.indices.reversed() {
      walk.path = [index]
      plans[index] = plan(
        list.nodes[index], under: canvas, clip: nil, outlined: false, softClip: false,
        walk: &walk)
    }
    return (plans, walk.region)
  }

  /// - Parameters:
  ///   - clip: the pixels the ancestors' bounds clips certainly let through (nil: no clip).
  ///   - outlined: whether an ancestor clips with an outline (a mask, rounded or turned bounds),
  ///     under which parts are not clipped to what shows.
  ///   - softClip: whether an ancestor's clip has an edge inside a device pixel (an outline, or
  ///     square bounds off the pixel grid).
  private func plan(
    _ node: DisplayNode, under parent: cairo_matrix_t, clip: CertainClip?, outlined: Bool,
    softClip: Bool, walk: inout OcclusionWalk
  ) -> NodePlan {
    var plan = NodePlan()
    // What the painter reports or skips itself is left to it.
    guard !node.opacity.isNaN, node.opacity > 0, node.transform.isFinite,
      node.bounds.isFiniteRect
    else { return plan }
    let extent = extentInParent(of: node)
    if let box = extent, !box.isNull {
      plan.shown = walk.visibility(of: Self.deviceRect(enclosing: box, under: parent))
      if plan.shown == .hidden, !node.holdsReportedValues {
        plan.isHidden = true
        return plan
      }
      if plan.shown == .hidden { plan.shown = .whole }
    }
    // A curled page covers nothing for sure, and inside it nothing is culled (it is drawn
    // offscreen, like a 3D layer).
    guard var local = node.transform.planeAffineMatrix, local.isUsable, node.pageCurl == nil
    else {
      // A plane projected opaquely covers what is under it (`FramePainter+ProjectedCover`).
      if node.transform.planeAffineMatrix == nil {
        for band in projectedCover(of: node, under: parent) {
          for piece in clip.letThrough(band) { walk.region.add(piece) }
        }
      }
      return plan
    }
    var parent = parent
    var m = cairo_matrix_t()
    cairo_matrix_multiply(&m, &local, &parent)
    let axisAligned = m.xy == 0 && m.yx == 0
    // A translucent or masked node is composited as a whole: what covers inside it covers only
    // its own content (its own opaque background included, over its shadow and backdrop).
    let scoped = node.opacity < 1 || node.mask != nil
    let opaqueNode = axisAligned && (node.opacity >= 1 || scoped)
    let outer = walk.region
    let readsBefore = walk.reads.count

    // The mask clips everything the node draws; its own rounded or turned bounds clip what
    // comes after the background.
    let outlinedParts = outlined || node.mask != nil
    // Its own values only: the sublayers plan their own parts, and still draw (and report).
    let reported = !node.ownValuesAreDrawable
    // A group is composited only where the node shows (pixels are copied, nothing rasterized),
    // unless an outline clips it.
    if node.mask != nil, !reported, case .within(let pieces) = plan.shown {
      plan.maskShown = pieces
    }
    if outlinedParts || reported, case .within = plan.shown { plan.shown = .whole }
    let outlinedContent =
      outlinedParts || (node.masksToBounds && (!axisAligned || Self.cornerRadius(of: node) > 0))
    /// What shows of a part touching `box`; `clippable` when clipping it cannot change it.
    func visibility(of box: CGRect, clippable: Bool) -> Visibility {
      visibility(ofDevice: Self.deviceRect(enclosing: box, under: m), clippable: clippable)
    }
    /// The same for a part touching the device pixels `extent`.
    func visibility(ofDevice extent: PixelRect, clippable: Bool) -> Visibility {
      guard !reported else { return .whole }
      let visibility = walk.visibility(of: extent)
      if !clippable, case .within = visibility { return .whole }
      return visibility
    }
    /// Whether `rect` is a rectangle on whole device pixels (nothing drawn in it is antialiased).
    func onWholePixels(_ rect: CGRect) -> Bool {
      axisAligned && Self.cornerRadius(of: node) == 0 && Self.isWholePixels(rect, under: m)
    }
    /// Whether a background can be clipped: a rectangle on whole pixels. (Not a rounded one:
    /// Cairo rasterizes a rounded rectangle's arcs another way under a clip, even one whose
    /// edges miss them — 1 level off at a few pixels, found by `RandomSceneTests`.)
    func clippableBackground() -> Bool {
      axisAligned && Self.cornerRadius(of: node) == 0 && Self.isWholePixels(node.bounds, under: m)
    }
    let ownClip: CertainClip? =
      node.masksToBounds
      ? (axisAligned
        ? CertainClip(Self.crossBands(of: node, under: m)).intersection(clip)
        : CertainClip([]))
      : clip
    let softContentClip =
      softClip || outlinedContent
      || (node.masksToBounds && !Self.isWholePixels(node.bounds, under: m))
    plan.sublayers = [NodePlan](repeating: NodePlan(), count: node.sublayers.count)
    walk.groups += scoped ? 1 : 0
    for index in node.sublayers.indices.reversed() {
      walk.path.append(index)
      plan.sublayers[index] = self.plan(
        node.sublayers[index], under: m, clip: ownClip, outlined: outlinedContent,
        softClip: softContentClip, walk: &walk)
      walk.path.removeLast()
    }
    walk.groups -= scoped ? 1 : 0
    if let drawing = node.drawing, let box = drawingExtent(drawing, of: node) {
      // Text and shapes are small: hidden or drawn, never clipped.
      plan.drawing = visibility(of: box, clippable: false) == .hidden ? .hidden : .whole
    }
    if let contents = node.contents {
      var rect = ContentsGravity.rect(for: contents, in: node.bounds)
      if node.masksToBounds { rect = rect.intersection(node.bounds) }
      let device = Self.deviceRect(enclosing: rect, under: m)
      plan.contents = visibility(
        ofDevice: device,
        clippable: !outlinedContent && axisAligned && Self.isWholePixels(rect, under: m))
      // Sampling fewer pixels changes nothing that shows, clip or not: what is not sampled is
      // covered opaquely later.
      if !reported, plan.contents != .hidden {
        plan.contentsShown = walk.uncoveredBounds(of: device)
      }
      // A nine-slice is drawn cell by cell, each its own rectangle: where two cells meet
      // inside a pixel their two partial coverages leave it translucent, so it covers nothing.
      if opaqueNode, contents.image.isOpaque, contents.center == Contents.wholeImage {
        for piece in ownClip.letThrough(PixelRect(inside: Self.deviceBox(of: rect, under: m))) {
          walk.region.add(piece)
        }
      }
    }
    if let background = node.backgroundColor, background.alpha > 0 {
      plan.background = visibility(
        of: node.bounds, clippable: !outlinedParts && clippableBackground())
      // Over a backdrop it is clipped as the blur is (below), so that the two stay one pass.
      if node.backdrop != nil, !outlinedParts, !reported, clippableBackground() {
        plan.background = walk.pieces(of: Self.deviceRect(enclosing: node.bounds, under: m))
      }
      if plan.background == .whole, !outlinedParts, !softClip, !reported, axisAligned,
        Self.cornerRadius(of: node) == 0
      {
        // A square background off the pixel grid (a view sliding by fractions of a pixel) is
        // rasterized the same inside one box on whole pixels (no other clip with an edge inside
        // a pixel), not under a clip of several boxes: drawn once per piece of what shows, each
        // through its own box (a ring around a cover is four); with a backdrop, through one.
        let device = Self.deviceRect(enclosing: node.bounds, under: m)
        if case .within(let pieces) = walk.visibility(of: device) {
          plan.backgroundByPiece = node.backdrop == nil
          plan.background = .within(
            plan.backgroundByPiece ? pieces : [walk.uncoveredBounds(of: device)])
        }
      }
      if node.opacity >= 1 || scoped, background.alpha >= 1 {
        let bands =
          axisAligned ? Self.crossBands(of: node, under: m) : Self.turnedCover(of: node, under: m)
        for band in bands {
          for piece in clip.letThrough(band) { walk.region.add(piece) }
        }
      }
    }
    if let shadow = node.shadow, shadow.isVisible, shadow.isFinite {
      // With masksToBounds the shadow is drawn inside the (maybe rounded) bounds clip.
      plan.shadow =
        shadowExtent(shadow, of: node).map {
          visibility(of: $0, clippable: !(node.masksToBounds ? outlinedContent : outlinedParts))
        } ?? .whole
    }
    if let backdrop = node.backdrop {
      // The blur is drawn inside the (maybe rounded) bounds, clipped to what shows whenever
      // that leaves a pixel out (it is written box by box, not filled under a clip). Where a
      // clip could change it, it is drawn unclipped but made only where it shows, and reads
      // only around there.
      // Made in pieces, it is drawn in pieces too: inside its own turned or rounded bounds
      // Cairo rasterizes their edge another way under those boxes (a level off at a few edge
      // pixels, found by `RandomSceneTests`), so such a blur is made whole.
      plan.backdrop =
        reported ? .whole : walk.pieces(of: Self.deviceRect(enclosing: node.bounds, under: m))
      if outlinedParts || !onWholePixels(node.bounds), case .within(let pieces) = plan.backdrop {
        plan.backdrop = .whole
        if axisAligned, Self.cornerRadius(of: node) == 0 {
          plan.backdropShown = pieces
        }
      }
      if plan.backdrop != .hidden, !reported, !outlinedParts,
        let kept = replacingBackdrop(
          of: node, under: m, path: walk.path, grouped: walk.groups > 0, softClip: softClip)
      {
        plan.keptBackdrop = kept
        let box = PixelRect(inside: Self.deviceBox(of: node.bounds, under: m))
        for piece in clip.letThrough(box) { walk.region.add(piece) }
      } else if plan.backdrop != .hidden {
        for read in Self.backdropReads(backdrop, of: node, under: m, shown: plan.backdropShown) {
          walk.reads.append(read)
          walk.region.subtract(read)
        }
      }
    }
    plan.readsInside = walk.reads.count > readsBefore
    if scoped, !plan.readsInside, let box = extent, !box.isNull {
      // The device pixels a group made for the node can hold.
      let groupExtent = PixelRect(enclosing: Self.deviceBox(of: box, under: parent))
      let shown: [PixelRect]
      switch plan.shown {
      case .within(let pieces): shown = pieces.map { $0.intersection(groupExtent) }
      case .whole: shown = [groupExtent.intersection(walk.canvas)]
      case .hidden: shown = []
      }
      plan.coversShown = shown.allSatisfy { walk.region.covers($0) }
    }
    if scoped {
      walk.region = outer
      for read in walk.reads[readsBefore...] { walk.region.subtract(read) }
    }
    return plan
  }

  /// Where a drawing (text, shape, gradient) can paint, in the node's space.
  private func drawingExtent(_ drawing: Drawing, of node: DisplayNode) -> CGRect? {
    switch drawing {
    case .shape(let shape): shapeExtent(shape)
    case .text(let text): textExtent(text, in: node.bounds)
    case .gradient: node.bounds
    }
  }

  /// Where the shadow can paint, in the node's space; nil when unbounded.
  private func shadowExtent(_ shadow: Shadow, of node: DisplayNode) -> CGRect? {
    // With masksToBounds the shadow is clipped to the bounds (as in Core Animation).
    if node.masksToBounds { return node.bounds }
    guard
      let source = shadow.path.map({ CairoPath.controlBounds(of: $0) })
        ?? contentExtent(of: node)
    else { return nil }
    let margin = Shadow.extentMargin(radius: shadow.radius)
    return source.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(
      dx: -margin, dy: -margin)
  }

  /// The radius the node's rounded bounds are drawn with (0 when no corner is rounded).
  static func cornerRadius(of node: DisplayNode) -> CGFloat {
    guard !node.maskedCorners.isEmpty else { return 0 }
    return min(max(node.cornerRadius, 0), node.bounds.width / 2, node.bounds.height / 2)
  }

  /// The device bounding box of `rect` (in a space that `m` maps to the device); null for a
  /// null rectangle.
  static func deviceBox(of rect: CGRect, under m: cairo_matrix_t) -> CGRect {
    guard !rect.isNull else { return .null }
    var m = m
    var box = CGRect.null
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ] {
      var dx = Double(x)
      var dy = Double(y)
      cairo_matrix_transform_point(&m, &dx, &dy)
      box = box.union(CGRect(x: dx, y: dy, width: 0, height: 0))
    }
    return box
  }

  /// The device pixels `rect` can touch, with a pixel of slack for antialiasing.
  static func deviceRect(enclosing rect: CGRect, under m: cairo_matrix_t) -> PixelRect {
    guard !rect.isNull else { return .empty }
    return PixelRect(enclosing: deviceBox(of: rect, under: m)).insetBy(dx: -1, dy: -1)
  }
}

extension PixelRect {
  /// A rectangle containing every pixel a frame can have.
  static let unbounded = PixelRect(x: -1 << 40, y: -1 << 40, width: 1 << 41, height: 1 << 41)
}

extension DisplayNode {
  /// Whether the node or a layer under it holds a value the painter reports when drawing it
  /// (non-finite geometry, an invalid line dash, a font size that is not positive, …).
  var holdsReportedValues: Bool {
    if !ownValuesAreDrawable { return true }
    return sublayers.contains { $0.holdsReportedValues }
      || (mask.map { $0.holdsReportedValues } ?? false)
  }

  /// Whether the node's own values (not its sublayers') draw without a report.
  var ownValuesAreDrawable: Bool {
    guard !opacity.isNaN, transform.isFinite, bounds.isFiniteRect else { return false }
    if let shadow, !shadow.isFinite { return false }
    if let backdrop, !backdrop.blurRadius.isFinite { return false }
    if let contents, !(contents.scale.isFinite && contents.scale > 0) { return false }
    switch drawing {
    case .shape(let shape):
      let dashes = shape.lineDashPattern
      return shape.lineWidth.isFinite
        && (dashes.isEmpty
          || (dashes.allSatisfy { $0 >= 0 && $0.isFinite } && dashes.contains { $0 > 0 }))
    case .text(let text):
      return text.fontSize > 0 && text.fontSize.isFinite
    case .gradient(let gradient):
      return gradient.startPoint.x.isFinite && gradient.startPoint.y.isFinite
        && gradient.endPoint.x.isFinite && gradient.endPoint.y.isFinite
    case nil:
      return true
    }
  }
}
