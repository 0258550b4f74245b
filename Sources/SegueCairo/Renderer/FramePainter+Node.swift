import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// The recursive walk over display nodes: transform, mask, group opacity, then the layer's own
// parts in Core Animation's order. Groups (offscreen surfaces) are pushed only when a result
// would differ without one: a node that paints a single primitive and has no sublayers takes
// its opacity as the alpha of that primitive, and a mask that is an opaque filled path becomes
// an antialiased clip, which multiplies by the same coverage a mask's alpha would.

extension FramePainter {
  /// Draws `node` (and its subtree) in the current space, which is its parent's.
  ///
  /// - Parameter plan: what occlusion leaves of it (see `planOcclusion`); nil draws it all,
  ///   as when drawing into a shadow, a mask or the plane of a 3D layer.
  func draw(_ node: DisplayNode, in cr: OpaquePointer, plan: NodePlan? = nil) {
    if plan?.isHidden == true { return }
    guard !node.opacity.isNaN else {
      note(node, "opacity is NaN; the layer was not drawn")
      return
    }
    let opacity = min(node.opacity, 1)
    guard opacity > 0 else { return }
    guard node.transform.isFinite, node.bounds.isFiniteRect else {
      note(node, "transform or bounds are not finite; the layer was not drawn")
      return
    }
    guard var matrix = node.transform.planeAffineMatrix else {
      if node.pageCurl != nil {
        note(node, "a page curl under a 3D transform is not drawn (the page is drawn flat)")
      }
      if node.backdrop != nil {
        note(
          node, "a backdrop blur under a 3D transform is not drawn (the layer is drawn offscreen)")
      }
      drawProjected(node, in: cr, opacity: opacity)
      return
    }
    // A singular transform squashes the layer onto a line or a point: nothing to draw.
    guard matrix.isUsable else { return }
    cairo_save(cr)
    cairo_transform(cr, &matrix)
    if let curl = node.pageCurl, drawCurled(node, curl: curl, in: cr, opacity: opacity) {
      cairo_restore(cr)
      return
    }
    drawInPlane(node, in: cr, opacity: opacity, plan: plan)
    cairo_restore(cr)
  }

  /// Draws `node` in its own coordinate space (its transform already applied), with its mask
  /// and group opacity.
  func drawInPlane(
    _ node: DisplayNode, in cr: OpaquePointer, opacity: Double, plan: NodePlan? = nil
  ) {
    cairo_save(cr)
    // Clips that may not be convex, undone with the state.
    var concave = 0
    defer {
      concaveClips -= concave
      cairo_restore(cr)
    }
    var slowMask: DisplayNode?
    if let mask = node.mask {
      // A transparent mask hides everything (a NaN opacity goes on to be reported).
      guard mask.opacity > 0 || mask.opacity.isNaN else { return }
      if clipToFastMask(mask, in: cr) {
        concave += 1
        concaveClips += 1
      } else {
        slowMask = mask
      }
    }
    // Captured before any group: a group starts empty, the content behind is outside it.
    let culledBackdrop = node.backdrop != nil && plan?.backdrop == .hidden
    // One kept while planning was found for this frame's own surface; what it covers is culled.
    assert(plan?.keptBackdrop == nil || cairo_get_group_target(cr) == wholeFrame?.surface)
    let backdrop =
      culledBackdrop
      ? nil
      : plan?.keptBackdrop
        ?? node.backdrop.flatMap {
          reusableBackdrop($0, of: node, in: cr, shown: plan?.backdropShown)
        }
    // A culled backdrop still decides the grouping, as it would have drawn.
    let needsOpacityGroup =
      opacity < 1
      && (node.primitiveCount > 1 || !node.sublayers.isEmpty || backdrop != nil || culledBackdrop)
    let grouped = slowMask != nil || needsOpacityGroup
    var uncleared: UnclearedGroup?
    if grouped {
      guard clipToDeviceExtent(of: node, in: cr) else { return }
      // Only what shows is composited: unless a backdrop inside reads around it, the group need
      // hold nothing else (a smaller surface, nothing drawn where it would not be seen).
      if plan?.readsInside == false, case .within(let pieces)? = plan?.shown {
        // Drawn in the rows of what shows, across the group's whole width: a clip box whose
        // side cuts an edge inside a pixel (a turned or rounded fill, a border) makes Cairo
        // rasterize that edge another way (up to 9 levels, random scenes 4057–6623); its top
        // and bottom do not. Only the pieces are composited (pixel for pixel).
        let bands = Self.rowBands(of: pieces, across: deviceClipExtents(cr))
        clip(toDevice: bands, in: cr)
        if bands.count > 1 {
          concave += 1
          concaveClips += 1
        }
      }
      if slowMask == nil, plan?.coversShown == true, cr == frame?.context {
        paintSolidFade(of: node, in: cr, opacity: opacity, shown: plan?.shown)
        uncleared = beginUnclearedGroup(over: cr)
      }
      if uncleared == nil { cairo_push_group(cr) }
    }
    // A fill the backdrop's pass drew already.
    var backgroundDrawn = overlaidBackground == path
    if backgroundDrawn { overlaidBackground = nil }
    func drawContent(in target: OpaquePointer) {
      if let backdrop {
        // The background comes right after the backdrop, over the same pixels, unless a
        // shadow is drawn between them: then the two can be one pass (not when the blur is
        // made only in pieces: the background may show elsewhere), and so can a fill laid
        // exactly over them.
        let fusable =
          node.shadow?.isVisible != true && plan?.backdrop == plan?.background
          && backdrop.shown == nil
        var m = cairo_matrix_t()
        cairo_get_matrix(target, &m)
        let overlay = fusable ? self.overlay(onBackdropOf: node, under: m, plan: plan) : nil
        drawVisible(plan?.backdrop, in: target) {
          backgroundDrawn = drawBackdrop(
            backdrop, of: node, in: target, alpha: grouped ? 1 : opacity,
            background: fusable ? node.backgroundColor : nil,
            overlay: overlay.map { ($0.color, $0.alpha) })
        }
        if backgroundDrawn, let overlay { overlaidBackground = overlay.path }
      }
      drawLayer(
        node, in: target, alpha: grouped ? 1 : opacity, includingShadow: true, plan: plan,
        backgroundDrawn: backgroundDrawn)
    }
    if let uncleared {
      drawingInFrame(uncleared.context) { drawContent(in: uncleared.context) }
    } else {
      drawContent(in: cr)
    }
    guard grouped else { return }
    if let uncleared {
      endUnclearedGroup(uncleared, of: node, into: cr, opacity: opacity, shown: plan?.shown)
    } else if var mask = slowMask {
      guard let content = cairo_pop_group(cr) else { return }
      defer { cairo_pattern_destroy(content) }
      // The mask's alpha times the node's opacity is the factor each pixel is multiplied by;
      // folding the opacity into the mask spares a third group.
      mask.opacity = min(mask.opacity, 1) * opacity
      // The composite is pixel for pixel (under whole pixels, below): where the node is covered
      // later it need not be made, nor the mask's coverage beyond the box of what shows.
      let shown = plan?.maskShown
      if let shown {
        // In the rows of what shows, across the whole width, as a group in pieces is drawn
        // (above): a box's side cutting the mask's turned edge changes its coverage (5 levels,
        // random scene 6623).
        let rows = shown.reduce(PixelRect.empty) { $0.union($1) }
        clip(toDevice: Self.rowBands(of: [rows], across: deviceClipExtents(cr)), in: cr)
      }
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      // The content carries the clip's coverage already; the mask must not carry it again.
      clipOnceForGroup(in: cr)
      draw(mask, in: cr)
      guard let coverage = cairo_pop_group(cr) else { return }
      defer { cairo_pattern_destroy(coverage) }
      cairo_set_source(cr, content)
      clipOnceForGroup(in: cr)
      drawVisible(shown.map { .within($0) }, in: cr) { cairo_mask(cr, coverage) }
    } else {
      cairo_pop_group_to_source(cr)
      clipOnceForGroup(in: cr)
      drawVisible(plan?.shown, in: cr) { Self.paintGroup(in: cr, opacity: opacity) }
    }
  }

  /// The rows of `pieces` as bands spanning `extent`'s width, top to bottom, disjoint.
  static func rowBands(of pieces: [PixelRect], across extent: PixelRect) -> [PixelRect] {
    var rows: [(top: Int, bottom: Int)] = []
    for piece in pieces.filter({ !$0.isEmpty }).sorted(by: { $0.y < $1.y }) {
      if let last = rows.last, piece.y <= last.bottom {
        rows[rows.count - 1].bottom = max(last.bottom, piece.y + piece.height)
      } else {
        rows.append((piece.y, piece.y + piece.height))
      }
    }
    return rows.map {
      PixelRect(x: extent.x, y: $0.top, width: extent.width, height: $0.bottom - $0.top)
    }
  }

  /// Replaces the clip by the device pixels it touches, to composite a group drawn under it.
  ///
  /// A Cairo group is drawn under the clip in force when it was pushed, and compositing it
  /// under the same clip multiplied each edge pixel by the clip's coverage twice: a faded card's
  /// rounded corner, a 64 coverage edge, came out as 16 (c² / 255), its outline eroded. Core
  /// Animation composites an offscreen layer through its ancestors' masks once. Nothing of the
  /// group lies outside the clip, so a rectangle of whole pixels around it keeps the composite
  /// to the group's pixels without a second coverage (and without a rounded mask in the
  /// composite). The caller's `cairo_restore` puts the clip back.
  private func clipOnceForGroup(in cr: OpaquePointer) {
    let extent = deviceClipExtents(cr)
    cairo_reset_clip(cr)
    clip(toDevice: extent, in: cr)
  }

  /// Draws the layer's parts in Core Animation's order, each with its alpha times `alpha`.
  ///
  /// - Parameter includingShadow: false when drawing the content that casts the shadow.
  /// - Parameter plan: what occlusion leaves of the node; nil draws it all.
  /// - Parameter backgroundDrawn: true when the backdrop's pass drew the background colour.
  func drawLayer(
    _ node: DisplayNode, in cr: OpaquePointer, alpha: Double, includingShadow: Bool,
    plan: NodePlan? = nil, backgroundDrawn: Bool = false
  ) {
    if includingShadow, let shadow = node.shadow, shadow.isVisible {
      drawVisible(plan?.shadow, in: cr) {
        if node.masksToBounds {
          cairo_save(cr)
          clipToBounds(of: node, in: cr)
          drawShadow(shadow, of: node, in: cr, alpha: alpha)
          cairo_restore(cr)
        } else {
          drawShadow(shadow, of: node, in: cr, alpha: alpha)
        }
      }
    }
    if !backgroundDrawn, let background = node.backgroundColor, background.alpha > 0 {
      drawVisible(plan?.background, byPiece: plan?.backgroundByPiece == true, in: cr) {
        cairo_new_path(cr)
        CairoPath.appendRoundedRect(
          node.bounds, radius: node.cornerRadius, corners: node.maskedCorners, in: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        setSource(background, alpha: alpha, in: cr)
        if node.cornerRadius == 0,
          Self.fillTranslucentDirectly(node.bounds, color: background, alpha: alpha, in: cr)
        {
          cairo_new_path(cr)
        } else {
          cairo_fill(cr)
        }
      }
    }
    // With masksToBounds, each part is clipped to the rounded bounds unless it lands wholly
    // inside them; where that cannot be told (a turned matrix), all are clipped at once (see
    // FramePainter+BoundsClip).
    let inside =
      node.masksToBounds && renderer.skipsCoveredBoundsClips
      ? DeviceRoundedRect(node: node, in: cr) : nil
    let clipsEveryPart = node.masksToBounds && inside == nil
    if clipsEveryPart {
      cairo_save(cr)
      clipToBounds(of: node, in: cr)
    }
    func part(_ extent: @autoclosure () -> CGRect?, _ body: () -> Void) {
      if let inside {
        drawClipped(toBoundsOf: node, inside: inside, extent: extent, in: cr, body)
      } else {
        body()
      }
    }
    if let contents = node.contents {
      part(ContentsGravity.rect(for: contents, in: node.bounds)) {
        drawVisible(plan?.contents, in: cr) {
          if contents.center != Contents.wholeImage {
            drawNineSlice(contents, of: node, in: cr, alpha: alpha)
          } else {
            drawContents(contents, of: node, in: cr, alpha: alpha, shown: plan?.contentsShown)
          }
        }
      }
    }
    if plan?.drawing != .hidden, let drawing = node.drawing {
      switch drawing {
      case .shape(let shape):
        part(shapeExtent(shape)) { drawShape(shape, of: node, in: cr, alpha: alpha) }
      case .text(let text):
        part(textExtent(text, in: node.bounds)) {
          drawText(text, of: node, in: cr, alpha: alpha)
        }
      case .gradient(let gradient):
        part(node.bounds) { drawGradient(gradient, of: node, in: cr, alpha: alpha) }
      }
    }
    let sublayerPlans = plan?.sublayers ?? []
    for (index, sublayer) in node.sublayers.enumerated() {
      part(extentInParent(of: sublayer)) {
        path.append(index)
        draw(sublayer, in: cr, plan: index < sublayerPlans.count ? sublayerPlans[index] : nil)
        path.removeLast()
      }
    }
    if clipsEveryPart {
      cairo_restore(cr)
    }
    drawBorder(of: node, in: cr, alpha: alpha)
  }

  /// Runs `body` unless occlusion hides the part, clipped to what shows of it when that is
  /// only some of it: to all the pieces at once, or `byPiece`, once through each.
  func drawVisible(
    _ visibility: Visibility?, byPiece: Bool = false, in cr: OpaquePointer, _ body: () -> Void
  ) {
    switch visibility {
    case .hidden?: return
    case .within(let pieces)?:
      for clip in byPiece ? pieces.map({ [$0] }) : [pieces] {
        cairo_save(cr)
        self.clip(toDevice: clip, in: cr)
        let concave = clip.count > 1 ? 1 : 0
        concaveClips += concave
        body()
        concaveClips -= concave
        cairo_restore(cr)
      }
    case .whole?, nil: body()
    }
  }

  /// Intersects the clip with the node's rounded bounds.
  func clipToBounds(of node: DisplayNode, in cr: OpaquePointer) {
    cairo_new_path(cr)
    CairoPath.appendRoundedRect(
      node.bounds, radius: node.cornerRadius, corners: node.maskedCorners, in: cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }

  /// Clips to the mask's path when the mask is an opaque filled shape and nothing else; returns
  /// false (leaving the clip alone) when the mask needs to be drawn as alpha.
  private func clipToFastMask(_ mask: DisplayNode, in cr: OpaquePointer) -> Bool {
    guard case .shape(let shape)? = mask.drawing, let fill = shape.fillColor, fill.alpha >= 1,
      mask.opacity >= 1, mask.transform.isFinite, var matrix = mask.transform.planeAffineMatrix,
      mask.sublayers.isEmpty, mask.mask == nil, !mask.masksToBounds,
      mask.backgroundColor == nil, mask.contents == nil, mask.shadow == nil,
      mask.borderWidth <= 0 || mask.borderColor == nil,
      shape.strokeColor == nil || shape.lineWidth <= 0
    else { return false }
    guard matrix.isUsable else { return false }
    var saved = cairo_matrix_t()
    cairo_get_matrix(cr, &saved)
    cairo_transform(cr, &matrix)
    CairoPath.set(shape.path, in: cr)
    cairo_set_matrix(cr, &saved)
    cairo_set_fill_rule(cr, shape.fillRule.cairoFillRule)
    cairo_clip(cr)
    return true
  }
}

extension DisplayNode {
  /// How many separately composited parts the node paints itself (sublayers not counted).
  /// With one, group opacity equals that part's alpha times the opacity.
  var primitiveCount: Int {
    var count = 0
    if let shadow, shadow.isVisible { count += 1 }
    if let backgroundColor, backgroundColor.alpha > 0 { count += 1 }
    if contents != nil { count += 1 }
    switch drawing {
    case .shape(let shape):
      if let fill = shape.fillColor, fill.alpha > 0 { count += 1 }
      if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 { count += 1 }
    case .text, .gradient: count += 1
    case nil: break
    }
    if borderWidth > 0, let borderColor, borderColor.alpha > 0 { count += 1 }
    return count
  }
}

extension ShapeLayerFillRule {
  var cairoFillRule: cairo_fill_rule_t {
    switch self {
    case .nonZero: CAIRO_FILL_RULE_WINDING
    case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
    }
  }
}

extension CGRect {
  /// Whether origin and size are finite numbers.
  var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
