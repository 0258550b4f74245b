import CCairo
import Foundation
import SegueGeometry

// A picture in flight, opaque at full opacity, drawn in one step under `PictureMatrix`
// (session 37): its samples depend on the device pixel alone, and where the clip and the
// picture's rectangle cover a pixel entirely, Cairo's OVER of an opaque sample is the sample.
// So the box of such pixels is written straight into the target by `BilinearSampler` (Pixman's
// bytes, by AVX2 at about half Pixman's cost), and Cairo draws the rest (the rounded corners,
// the edges' partly covered pixels) as before, clipped to the strips around the box — the same
// path, source and clip, so the same bytes there.
//
// Which pixels the clip covers is asked of Cairo (`cairo_in_clip`): its straight sides and the
// rows where they are straight (`coveredBox`); a convex clip holding points on them holds the
// box. The clip is convex unless the painter has clipped to several pieces or to a mask's shape
// (`concaveClips`); then Cairo draws it all, as before.

extension FramePainter {
  /// Writes the inside of a picture in flight (`surface`, opaque, under `pattern` from
  /// `PictureMatrix`) whose rectangle `drawn` (user space under `matrix`, axis-aligned) is
  /// filled at full opacity; returns the device rectangles left for Cairo to fill (the same
  /// fill, each clipped to one), or nil when nothing was written (Cairo fills it all).
  func writePictureInterior(
    _ surface: CairoSurface, pattern: cairo_matrix_t, drawn: CGRect, matrix: cairo_matrix_t,
    in cr: OpaquePointer
  ) -> [PixelRect]? {
    guard renderer.writesPictureInteriors, concaveClips == 0,
      let strips = Self.writeInterior(
        of: surface, pattern: pattern, drawn: drawn, matrix: matrix, underConvexClip: cr)
    else { return nil }
    renderer.interiorsWritten += 1
    return strips
  }

  /// `writePictureInterior` for any drawing under a clip known to be convex (the floor's,
  /// `CairoBaseline.drawPicture`, as well as the frame's): writes the box and returns the
  /// strips around it, or nil when nothing was written.
  static func writeInterior(
    of surface: CairoSurface, pattern: cairo_matrix_t, drawn: CGRect, matrix: cairo_matrix_t,
    underConvexClip cr: OpaquePointer
  ) -> [PixelRect]? {
    guard CPUFeatures.hasAVX2, surface.isOpaque, let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    var offset = (x: 0.0, y: 0.0)
    cairo_surface_get_device_offset(target, &offset.x, &offset.y)
    guard offset.x == offset.x.rounded(), offset.y == offset.y.rounded() else { return nil }
    let targetBox = PixelRect(
      x: -Int(offset.x), y: -Int(offset.y), width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)))
    // The rectangle's device box is the rectangle itself only when it stays axis-aligned.
    guard matrix.xy == 0, matrix.yx == 0 else { return nil }
    let device = Self.deviceBox(of: drawn, under: matrix)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    // Cairo's clip extents are whole pixels (those the clip can touch).
    let clip = deviceClipExtents(cr)
    let inside = PixelRect(inside: device).intersection(clip).intersection(targetBox)
    let box = Self.coveredBox(in: inside, extents: clip) { x, y in cairo_in_clip(cr, x, y) != 0 }
    cairo_restore(cr)
    guard let box, box.area >= Self.minimumInteriorPixels,
      let sampler = BilinearSampler(
        pattern: pattern, imageWidth: surface.width, columns: box.x..<box.maxX),
      BilinearSampler.write(
        sampler, from: surface.surface, rows: box.y..<box.maxY, into: target,
        origin: (targetBox.x, targetBox.y))
    else { return nil }
    return strips(of: PixelRect(enclosing: device).intersection(clip), around: box)
  }

  /// Fills the picture's rectangle `drawn` (user space of `cr`) from `surface` under `pattern`,
  /// clipped to each of `strips` in turn: what is left around a written inside.
  static func fillStrips(
    _ strips: [PixelRect], of surface: CairoSurface, pattern: cairo_matrix_t, drawn: CGRect,
    in cr: OpaquePointer
  ) {
    for strip in strips {
      cairo_save(cr)
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(
        cr, Double(strip.x), Double(strip.y), Double(strip.width), Double(strip.height))
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
      cairo_rectangle(cr, drawn.minX, drawn.minY, drawn.width, drawn.height)
      PictureMatrix.setSource(surface.surface, pattern: pattern, in: cr)
      cairo_fill(cr)
      cairo_restore(cr)
    }
  }

  /// Pictures whose inside covers fewer device pixels are left to Cairo whole.
  static let minimumInteriorPixels = 64 * 64

  /// The box of `inside` that a convex clip (whose device extents are `extents`; `contains`
  /// asks whether a device point is in it) covers entirely, between its straight sides: nil
  /// when the clip's sides at its middle row do not lie within the first and last pixel
  /// columns of its extents (not a rounded or plain rectangle).
  ///
  /// The strips around the box are filled by Cairo clipped to each, and a strip's edge that
  /// crosses an arc of the clip starts that arc's edges at another row, which moves Cairo's
  /// stepping of their positions (one level at an odd pixel). So the box's rows begin and end
  /// where both sides are straight: the sides found to 1/256 pixel (Cairo's fixed point) at
  /// the middle row; the first and last rows whose neighbours hold points at those positions
  /// (a flattened arc leaves a side by more than 1/256 px within a row). Its columns lie inside
  /// the sides, which its rows never cross.
  static func coveredBox(
    in inside: PixelRect, extents: PixelRect, contains: (Double, Double) -> Bool
  ) -> PixelRect? {
    guard !inside.isEmpty, extents.width > 2, extents.height > 2 else { return nil }
    let middleRow = extents.y + extents.height / 2
    let middle = Double(middleRow) + 0.5
    let step = 1.0 / 256
    // The first (left) and last (right) points in at the middle row, in steps of 1/256.
    let (left, right) = (Double(extents.x), Double(extents.maxX - 1))
    guard contains(left + 1, middle), contains(right, middle) else { return nil }
    let leftSide =
      left + step * Double(first(in: 0...256) { contains(left + step * Double($0), middle) })
    let rightSide =
      right + step
      * Double(first(in: 0...255) { !contains(right + step * Double($0 + 1), middle) })
    func straight(_ row: Int) -> Bool {
      contains(leftSide, Double(row)) && contains(rightSide, Double(row))
    }
    guard straight(middleRow) else { return nil }
    // Rows from `top` on and before `bottom` have straight sides a row beyond them.
    let top = first(in: (extents.y + 1)...middleRow) { straight($0 - 1) }
    let bottom = first(in: middleRow...extents.maxY) { !straight($0) } - 2
    let x0 = Int(leftSide.rounded(.up))
    let box = PixelRect(
      x: x0, y: top, width: Int(rightSide.rounded(.down)) - x0, height: bottom - top)
    let covered = box.intersection(inside)
    return covered.isEmpty ? nil : covered
  }

  /// The first value of `range` for which `holds` (false before it, true from it on); the
  /// range's upper bound when none.
  static func first(in range: ClosedRange<Int>, where holds: (Int) -> Bool) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = (low + high) / 2
      if holds(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// `reach` less `box` (inside it) as up to four rectangles: the rows above and below, then the
  /// columns left and right of it.
  static func strips(of reach: PixelRect, around box: PixelRect) -> [PixelRect] {
    [
      PixelRect(x: reach.x, y: reach.y, width: reach.width, height: box.y - reach.y),
      PixelRect(x: reach.x, y: box.maxY, width: reach.width, height: reach.maxY - box.maxY),
      PixelRect(x: reach.x, y: box.y, width: box.x - reach.x, height: box.height),
      PixelRect(x: box.maxX, y: box.y, width: reach.maxX - box.maxX, height: box.height),
    ].filter { !$0.isEmpty }
  }
}
