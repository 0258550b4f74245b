import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// The floor's own occlusion pass, what any program drawing a stack of rectangles does first: walk
// the steps from the top down, keeping the device pixels that opaque paints above are sure to
// cover, and leave out every step whose pixels all lie there; a paint partly covered is clipped
// to the box of what can show. Written for the floor (not the renderer's `OpaqueRegion` walk):
// it knows only rectangles.
//
// What covers: a paint of alpha 1, upright (no rotation or skew), filling a colour of alpha 1 or
// an opaque picture (`Image.isOpaque`, drawn from an RGB24 surface, so every sample has alpha
// 255), on the whole pixels inside its area — for a rounded colour the two bands that reach its
// straight edges — and inside its clips, which must be rectangles too, or rounded bounds
// (their two bands again, `+RoundedClip`). What is read: a backdrop
// blurs the pixels under its area and the blur's reach (`BackdropReduction.copyRect`), so the
// steps below it there are needed even where something above hides the backdrop; one partly
// covered is made only where it shows, and reads only around there (as the renderer's
// `NodePlan.backdropShown`). Planes (3D, curling) cover nothing; they are left out when their
// box is covered.

extension CairoBaseline {
  /// What is left of `steps` to draw onto a canvas of `canvas` device pixels at `scale` pixels
  /// per point: the steps, in order, that can change a pixel of the finished frame; and the
  /// pixels that opaque paints among them leave uncovered, as disjoint boxes (the four corners
  /// of a screen with rounded corners; none: then clearing the canvas first changes nothing).
  ///
  /// With `keepsBlurs`, a backdrop drawn the same way as in the previous frame over a canvas
  /// cleared to `clearColor` has its blur kept (`+KeptBlurs`): `blurs` says where each such
  /// step's blur comes from, by its index in `steps`; a kept blur reads nothing, and an opaque
  /// one covers what it is drawn over.
  func unoccluded(
    _ steps: [Step], scale: Double, canvas: PixelRect, clearColor: Color? = nil,
    keepsBlurs: Bool = false
  ) -> (steps: [Step], uncovered: [PixelRect], blurs: [Int: BlurSource]) {
    var covered = CoveredPixels()
    var kept: [Step] = []
    kept.reserveCapacity(steps.count)
    var blurs: [Int: BlurSource] = [:]
    for (index, step) in zip(steps.indices, steps).reversed() {
      let box = deviceBox(of: step, scale: scale).intersection(canvas)
      guard !box.isEmpty else { continue }
      var pieces = covered.uncovered(box)
      guard !pieces.isEmpty else { continue }
      // Under a clip of several boxes Cairo composites a rounded fill or a picture through a
      // mask of the clip, which costs more than the pixels it saves; so a paint is clipped to
      // the box holding what shows, and drawn once per piece when there are several (each
      // through a single box: a screen under a card is drawn around the card).
      guard case .paint(var paint) = step else {
        kept.append(step)
        continue
      }
      if case .color = paint.fill { pieces = Self.wholeRows(pieces, of: box, canvas: canvas) }
      let shown = pieces.reduce(PixelRect.empty) { $0.union($1) }
      // A paint partly covered is drawn only where it can show (a rectangle on whole pixels:
      // inside it Cairo draws the same pixels) — but text, small and whose glyphs Cairo
      // composites through a mask of the clip when it is not a single box, is drawn whole.
      if shown != box, !paint.isText { paint.shown = shown }
      if pieces.count > 1, !paint.isText { paint.shownPieces = pieces }
      kept.append(.paint(paint))
      var opaqueBlur = false
      if case .backdrop(let backdrop, _) = paint.fill {
        let source =
          keepsBlurs
          ? blurSource(
            of: paint, below: steps[..<index], scale: scale, canvas: canvas,
            clearColor: clearColor) : nil
        blurs[kept.count - 1] = source
        switch source {
        case .kept(let blur): opaqueBlur = blur.opaque
        case .keep:
          // Made whole, so it reads all its copy.
          var whole = paint
          whole.shown = nil
          whole.shownPieces = nil
          for read in Self.backdropReads(backdrop, paint: whole, scale: scale) {
            covered.uncover(read)
          }
        case nil:
          for read in Self.backdropReads(backdrop, paint: paint, scale: scale) {
            covered.uncover(read)
          }
        }
      }
      let opaque = Self.covered(
        Self.opaqueRects(of: paint, scale: scale, opaqueBlur: opaqueBlur),
        inside: paint.roundedClips, scale: scale)
      for rect in opaque {
        covered.add(rect.intersection(canvas))
      }
    }
    let last = kept.count - 1
    return (
      kept.reversed(), covered.uncovered(canvas),
      Dictionary(uniqueKeysWithValues: blurs.map { (last - $0.key, $0.value) })
    )
  }

  /// `pieces` of a colour fill whose box spans the canvas' width, each widened to whole rows of
  /// the canvas where it holds at least a quarter of a row and overlaps no other piece there:
  /// what it then draws under paints above is covered by them. Rows written with a gap cost
  /// more than the pixels the gap leaves out: on the machine the bench was measured on, pixman
  /// fills 2,556 rows of 866 of 1,179 pixels in 1.36 ms, whole rows in 0.53 ms, and 313 of
  /// them as fast as whole rows (a full-screen background beside a panel, `panel-present`).
  static func wholeRows(_ pieces: [PixelRect], of box: PixelRect, canvas: PixelRect)
    -> [PixelRect]
  {
    guard box.x <= canvas.x, box.maxX >= canvas.maxX else { return pieces }
    var rows = pieces
    for index in rows.indices where rows[index].width * 4 >= canvas.width {
      let whole = PixelRect(
        x: canvas.x, y: rows[index].y, width: canvas.width, height: rows[index].height)
      if rows.indices.allSatisfy({ $0 == index || !rows[$0].intersects(whole) }) {
        rows[index] = whole
      }
    }
    return rows
  }

  /// The device pixels a step can touch, a pixel of slack around antialiased edges.
  func deviceBox(of step: Step, scale: Double) -> PixelRect {
    switch step {
    case .paint(let paint):
      var box = PixelRect.everything
      if let area = paint.area {
        guard let extent = extent(of: paint, in: area) else { return .empty }
        box = Self.pixels(enclosing: extent.applying(paint.transform), scale: scale)
      }
      for clip in paint.clips {
        box = box.intersection(Self.pixels(enclosing: clip.path.boundingBox, scale: scale))
      }
      for clip in paint.roundedClips {
        box = box.intersection(
          Self.pixels(enclosing: clip.bounds.applying(clip.transform), scale: scale))
      }
      return box
    case .plane(let plane):
      switch plane.placement {
      case .projected(let transform):
        let homography = Homography(transform)
        guard homography.isInFront(of: plane.bounds) else { return .everything }
        let corners = [
          (plane.bounds.minX, plane.bounds.minY), (plane.bounds.maxX, plane.bounds.minY),
          (plane.bounds.minX, plane.bounds.maxY), (plane.bounds.maxX, plane.bounds.maxY),
        ].compactMap { homography.project(Double($0.0), Double($0.1)) }
        guard corners.count == 4 else { return .everything }
        let quad = corners.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
        return Self.pixels(enclosing: quad, scale: scale)
      case .curled(_, let affine):
        // The page rolls over itself: nothing it draws leaves its bounds.
        return Self.pixels(enclosing: plane.bounds.applying(affine), scale: scale)
      }
    }
  }

  /// Where a paint with an area can draw, in its node's space; nil when nowhere.
  func extent(of paint: Paint, in area: CGRect) -> CGRect? {
    guard case .text(let text) = paint.fill else { return area }
    // Text may overflow its bounds: its layout's ink and logical rectangles (kept for drawing).
    guard text.fontSize > 0, text.fontSize.isFinite else { return nil }
    if fontLibrary == nil { fontLibrary = try? FontLibrary() }
    guard let fonts = fontLibrary, let layout = textLayouts.layout(text, in: area, fonts: fonts)
    else { return nil }
    return layout.extent
  }

  /// The device pixels a backdrop of `paint` reads (`drawBackdrop`'s reduced copy, or the
  /// parts of it around the pieces that show); none when it draws nothing.
  private static func backdropReads(_ backdrop: Backdrop, paint: Paint, scale: Double)
    -> [PixelRect]
  {
    guard let (reduction, rect) = blurCopy(of: backdrop, paint: paint, scale: scale) else {
      return []
    }
    return paint.piecesShown.map { reduction.copyRects(showing: $0, within: rect) } ?? [rect]
  }

  /// The device pixels `paint` certainly covers with opaque colour (none when unsure); a
  /// backdrop when its blur is `opaqueBlur` (kept, and opaque: `+KeptBlurs`).
  static func opaqueRects(of paint: Paint, scale: Double, opaqueBlur: Bool = false)
    -> [PixelRect]
  {
    guard paint.alpha >= 1 else { return [] }
    let t = paint.transform
    guard t.b == 0, t.c == 0 else { return [] }
    var radius = 0.0
    switch paint.fill {
    case .color(let color):
      guard color.alpha >= 1 else { return [] }
      if !paint.corners.isEmpty { radius = Double(max(paint.cornerRadius, 0)) }
    case .picture(let contents):
      // A picture too large for a surface is not drawn at all.
      let bitmap = contents.image.bitmap
      guard contents.image.isOpaque, bitmap.width <= CairoSurface.maximumSide,
        bitmap.height <= CairoSurface.maximumSide
      else { return [] }
    case .backdrop:
      guard opaqueBlur else { return [] }
      if !paint.corners.isEmpty { radius = Double(max(paint.cornerRadius, 0)) }
    case .text, .gradient, .shadow:
      return []
    }
    var clip = PixelRect.everything
    for pathClip in paint.clips {
      guard let rect = pathClip.path.uprightRectangle else { return [] }
      clip = clip.intersection(PixelRect(inside: scaled(rect, by: scale)))
    }
    guard let area = paint.area else { return [clip] }
    let box = scaled(area.applying(t), by: scale)
    guard radius > 0 else { return [PixelRect(inside: box).intersection(clip)] }
    // The rounded rectangle's cross: the bands between its corners' arcs (a radius larger
    // than half a side, which the drawing shrinks, only narrows them).
    let rx = CGFloat(radius * Double(abs(t.a)) * scale)
    let ry = CGFloat(radius * Double(abs(t.d)) * scale)
    return [
      PixelRect(inside: box.insetBy(dx: rx, dy: 0)).intersection(clip),
      PixelRect(inside: box.insetBy(dx: 0, dy: ry)).intersection(clip),
    ]
  }

  /// Cairo's matrix for a paint: its transform, then the canvas' scale.
  static func deviceMatrix(of paint: Paint, scale: Double) -> cairo_matrix_t {
    var t = cairo_matrix_t(paint.transform)
    var s = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
    var m = cairo_matrix_t()
    cairo_matrix_multiply(&m, &t, &s)
    return m
  }

  /// The device pixels `rect` (in points) can touch at `scale`, with a pixel of slack.
  private static func pixels(enclosing rect: CGRect, scale: Double) -> PixelRect {
    guard !rect.isNull else { return .empty }
    return PixelRect(enclosing: scaled(rect, by: scale)).insetBy(dx: -1, dy: -1)
  }
}

extension CairoBaseline.Paint {
  /// The device pixels the paint can show at, when fewer than its box (nil: all of it).
  var piecesShown: [PixelRect]? { shownPieces ?? shown.map { [$0] } }

  fileprivate var isText: Bool {
    if case .text = fill { return true }
    return false
  }

  fileprivate var isShadow: Bool {
    if case .shadow = fill { return true }
    return false
  }
}

private func scaled(_ rect: CGRect, by scale: Double) -> CGRect {
  rect.applying(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
}

/// The pixels opaque paints above cover: a few rectangles, enough for stacked screens and cards.
private struct CoveredPixels {
  private var rects: [PixelRect] = []
  /// Past this many rectangles the smallest is forgotten (covering less is always safe).
  private static let limit = 32

  mutating func add(_ rect: PixelRect) {
    guard !rect.isEmpty, !rects.contains(where: { $0.contains(rect) }) else { return }
    rects.removeAll { rect.contains($0) }
    rects.append(rect)
    if rects.count > Self.limit,
      let smallest = rects.indices.min(by: { rects[$0].area < rects[$1].area })
    {
      rects.remove(at: smallest)
    }
  }

  /// Takes `rect` out: what lies under it is read.
  mutating func uncover(_ rect: PixelRect) {
    let pieces = rects.flatMap { $0.subtracting(rect) }.sorted { $0.area > $1.area }
    rects = []
    for piece in pieces { add(piece) }
  }

  /// The pixels of `box` left uncovered, as disjoint rectangles (none when all are covered);
  /// past `pieces` rectangles, the box holding them.
  func uncovered(_ box: PixelRect, pieces: Int = 16) -> [PixelRect] {
    var left = [box]
    for rect in rects where rect.intersects(box) {
      left = left.flatMap { $0.subtracting(rect) }
      if left.isEmpty { return [] }
      if left.count > 4 * pieces { return [box] }
    }
    return left.count <= pieces ? left : [left.reduce(PixelRect.empty) { $0.union($1) }]
  }
}

extension PixelRect {
  /// Every pixel a surface can have.
  fileprivate static let everything = PixelRect(
    x: -1 << 30, y: -1 << 30, width: 1 << 31, height: 1 << 31)
}

extension Path {
  /// The rectangle this path outlines when it is one with sides along the axes, as
  /// `Path(rect:)` makes it (a move, three lines and a close, or a fourth line back to the
  /// start); else nil.
  var uprightRectangle: CGRect? {
    var corners: [CGPoint] = []
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let p) where index == 0: corners.append(p)
      case .line(let p) where index > 0 && index <= 4: corners.append(p)
      case .closeSubpath where index == elements.count - 1: break
      default: return nil
      }
    }
    if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
    guard corners.count == 4 else { return nil }
    // Each side along an axis, turning at every corner: a rectangle, or nothing (zero area).
    for i in 0..<4 {
      let (a, b, c) = (corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4])
      let horizontal = a.y == b.y && a.x != b.x
      let vertical = a.x == b.x && a.y != b.y
      let turns = horizontal ? (b.x == c.x && b.y != c.y) : (vertical && b.y == c.y && b.x != c.x)
      guard turns else { return nil }
    }
    return corners.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
  }
}
