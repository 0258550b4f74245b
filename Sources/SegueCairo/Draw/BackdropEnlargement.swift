import CCairo
import Foundation
import SegueGeometry

/// Draws a reduced backdrop copy back enlarged by its whole factor, bilinearly.
///
/// Written out rather than drawn with a scaled Cairo pattern: pixman's bilinear fast path
/// weighs the four taps of every output pixel anew (a large part of a menu frame), and it steps
/// positions from the first pixel of each clip box in 16.16 fixed point, so a pixel's value
/// depended on the boxes it was drawn in. Here the positions are exact: device pixel x of a
/// copy starting at x₀ samples the reduced grid at (x − x₀ + ½)/f − ½, so the taps and weights
/// repeat every f pixels and are tabled once. Bilinear filtering is separable and exact in
/// integers, so each reduced row is interpolated along x once (into 16-bit sums), and each
/// output row then mixes the two rows it lies between. The arithmetic is pixman's (7-bit
/// weights, (Σ w_y·Σ wₓ·p) ≫ 14 truncated), the sums carried in 16-bit lanes and mixed in
/// 32-bit ones (`BackdropEnlargement+Mix.swift`) — so pixels equal Cairo's where its positions
/// give the same weights (every power-of-two factor) and differ by a weight step's worth where
/// its drifting positions rounded one differently. Past the copy's edges the nearest reduced
/// pixel is read (Cairo's pad).
///
/// A blur of a mostly plain screen is plain far from what is drawn on it: where both rows an
/// output row lies between begin (or end) with a run of one pixel value, every output pixel
/// whose taps all fall in those runs is that value — the sums are 128·v and 2¹⁴·v, exactly —
/// so the run is filled with it (after the overlays) instead of interpolated and mixed.
enum BackdropEnlargement {
  /// The weight scale: pixman's `BILINEAR_INTERPOLATION_BITS` (7).
  static let weightBits = 7

  /// For offset j (0 ..< factor) of a device pixel inside its block: which reduced pixel is the
  /// first tap (−1: the one before the block's, 0: the block's own) and the second tap's
  /// weight out of 2⁷.
  static func taps(factor: Int) -> [(offset: Int, weight: Int)] {
    (0..<factor).map { j in
      // The position's fraction, (2j + 1 − f) / 2f, taken modulo 1.
      let numerator = 2 * j + 1 - factor
      return numerator >= 0
        ? (0, (numerator << weightBits) / (2 * factor))
        : (-1, ((numerator + 2 * factor) << weightBits) / (2 * factor))
    }
  }

  /// Writes the enlargement of `reduced` (its pixel (0, 0) covering the `factor` × `factor`
  /// device block whose top left is `origin`) into `box` (device pixels) of `destination`,
  /// whose pixel (0, 0) is device pixel `destinationOrigin`, with `overlays` over it. Replaces
  /// what was there.
  static func enlarge(
    _ reduced: ProjectiveMapping.Pixels, factor: Int, origin: (x: Int, y: Int),
    box: PixelRect, into destination: ProjectiveMapping.Pixels,
    destinationOrigin: (x: Int, y: Int), overlays: Overlays = .none
  ) {
    guard factor > 0, !box.isEmpty, reduced.width > 0, reduced.height > 0 else { return }
    let table = taps(factor: factor)
    var rows = RowInterpolation(
      reduced, table: table, factor: factor, originX: origin.x, columns: box.x..<box.maxX)
    defer { rows.deallocate() }
    for y in box.y..<box.maxY {
      let (block, offset) = Self.block(y, origin.y, factor: factor)
      let top = block + table[offset].offset
      let (upper, lower) = rows.rows(top, top + 1)
      let out = UnsafeMutableRawPointer(
        destination.data + (y - destinationOrigin.y) * destination.stride
          + (box.x - destinationOrigin.x) * 4)
      let plain = upper.runs.shared(with: lower.runs, count: box.width)
      if plain.left > 0 {
        out.initializeMemory(
          as: UInt32.self, repeating: Lanes.pack(overlays.over(Lanes.spread(upper.runs.leftPixel))),
          count: plain.left)
      }
      mix(
        upper.data, lower.data, weight: UInt64(table[offset].weight), overlays: overlays,
        columns: plain.left..<plain.right, into: out)
      if plain.right < box.width {
        (out + plain.right * 4).initializeMemory(
          as: UInt32.self,
          repeating: Lanes.pack(overlays.over(Lanes.spread(upper.runs.rightPixel))),
          count: box.width - plain.right)
      }
    }
  }

  /// Device pixel `device`'s block (floored) and its offset inside it.
  static func block(_ device: Int, _ origin: Int, factor: Int) -> (index: Int, offset: Int) {
    let distance = device - origin
    let index = distance >= 0 ? distance / factor : -((factor - 1 - distance) / factor)
    return (index, distance - index * factor)
  }
}

/// Four 16-bit lanes in a `UInt64`, one per channel of a pixel (lane k: the pixel's byte k).
/// Plain integer arithmetic, which unoptimised (debug) builds run at full speed where SIMD
/// vector types call generic code per lane: a user's tests draw frames in debug builds.
enum Lanes {
  static let low7: UInt64 = 0x007F_007F_007F_007F
  static let low8: UInt64 = 0x00FF_00FF_00FF_00FF
  static let half: UInt64 = 0x0080_0080_0080_0080

  /// A pixel's four bytes, each in its lane.
  @inline(__always)
  static func spread(_ pixel: UInt32) -> UInt64 {
    let p = UInt64(pixel)
    return (p & 0xFF) | (p & 0xFF00) << 8 | (p & 0xFF_0000) << 16 | (p & 0xFF00_0000) << 24
  }

  /// Four lanes of at most 255 as a pixel's bytes.
  @inline(__always)
  static func pack(_ lanes: UInt64) -> UInt32 {
    UInt32(
      truncatingIfNeeded: (lanes & 0xFF) | (lanes >> 8) & 0xFF00 | (lanes >> 16) & 0xFF_0000
        | (lanes >> 24) & 0xFF00_0000)
  }
}

/// A reduced row interpolated along x: its sums l·(128 − wₓ) + r·wₓ (at most 32,640), one
/// `UInt64` of 16-bit lanes per output column.
struct InterpolatedRow {
  let sums: UnsafeMutablePointer<UInt64>
}

extension BackdropEnlargement {
  /// Draws the enlargement of `reduced` (an image surface covering `deviceRect` at 1/`factor`)
  /// through `cr`'s current clip at `alpha`, in device pixels. An opaque copy drawn whole is
  /// written straight into the target under a clip of whole-pixel rectangles (what SOURCE
  /// would give, without reading the destination); otherwise the clip's extent is enlarged into
  /// a scratch surface and painted through the clip. Either way each pixel's value is the same.
  ///
  /// With `background` (a colour the caller would fill the same pixels with next, OVER), the
  /// colour is composited in the same pass when the copy is written straight into the target,
  /// with Cairo's bytes, and so is `overlay` (a colour at an alpha, filled over the same pixels
  /// after the background); returns whether they were (else the caller fills them).
  ///
  /// With `pieces` (device pixel rectangles, disjoint), only their pixels are drawn, each piece
  /// painted through the clip and a box of its own: the pixels of a whole paint, checked, not
  /// proven (`BackdropPieceCaptureTests`; Cairo reduces a clip to each composite's box anyway).
  @discardableResult
  static func paint(
    _ reduced: OpaquePointer, factor: Int, deviceRect: PixelRect, opaque: Bool, alpha: Double,
    in cr: OpaquePointer, scratch: ScratchSurfaces, background: Color? = nil,
    overlay: (color: Color, alpha: Double)? = nil, only pieces: [PixelRect]? = nil
  ) -> Bool {
    guard let small = ProjectiveMapping.Pixels(imageSurface: reduced) else { return false }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let origin = (x: deviceRect.x, y: deviceRect.y)
    if opaque, alpha >= 1, let rects = FramePainter.deviceClipRectangles(cr),
      let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let pixels = ProjectiveMapping.Pixels(imageSurface: target)
    {
      var offset = (x: 0.0, y: 0.0)
      cairo_surface_get_device_offset(target, &offset.x, &offset.y)
      let shift = (x: Int(offset.x.rounded()), y: Int(offset.y.rounded()))
      let surfaceRect = PixelRect(
        x: -shift.x, y: -shift.y, width: pixels.width, height: pixels.height)
      let colours = pieces == nil ? Overlays(background: background, overlay: overlay) : nil
      cairo_surface_flush(target)
      for rect in rects {
        for piece in pieces ?? [deviceRect] {
          let box = rect.intersection(deviceRect).intersection(surfaceRect).intersection(piece)
          guard !box.isEmpty else { continue }
          enlarge(
            small, factor: factor, origin: origin, box: box, into: pixels,
            destinationOrigin: (-shift.x, -shift.y), overlays: colours ?? .none)
          cairo_surface_mark_dirty_rectangle(
            target, Int32(box.x + shift.x), Int32(box.y + shift.y), Int32(box.width),
            Int32(box.height))
        }
      }
      return colours != nil && (background != nil || overlay != nil)
    }
    var extents = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cr, &extents.x1, &extents.y1, &extents.x2, &extents.y2)
    let left = Int(extents.x1.rounded(.down))
    let top = Int(extents.y1.rounded(.down))
    let clip = PixelRect(
      x: left, y: top, width: Int(extents.x2.rounded(.up)) - left,
      height: Int(extents.y2.rounded(.up)) - top)
    if opaque, alpha >= 1 { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
    guard let pieces else {
      paintEnlarged(
        small, factor: factor, origin: origin, box: clip.intersection(deviceRect), alpha: alpha,
        in: cr, scratch: scratch)
      return false
    }
    for piece in pieces {
      let box = clip.intersection(deviceRect).intersection(piece)
      guard !box.isEmpty else { continue }
      cairo_save(cr)
      cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
      cairo_clip(cr)
      paintEnlarged(
        small, factor: factor, origin: origin, box: box, alpha: alpha, in: cr, scratch: scratch)
      cairo_restore(cr)
    }
    return false
  }

  /// Enlarges `box` (device pixels) of `small` into a scratch surface and paints it through
  /// the clip at `alpha` (`cr` in device space, its operator set).
  private static func paintEnlarged(
    _ small: ProjectiveMapping.Pixels, factor: Int, origin: (x: Int, y: Int), box: PixelRect,
    alpha: Double, in cr: OpaquePointer, scratch: ScratchSurfaces
  ) {
    guard !box.isEmpty,
      let surface = scratch.take(
        CAIRO_FORMAT_ARGB32, width: box.width, height: box.height, cleared: false),
      let enlarged = ProjectiveMapping.Pixels(imageSurface: surface)
    else { return }
    enlarge(
      small, factor: factor, origin: origin, box: box, into: enlarged,
      destinationOrigin: (box.x, box.y))
    cairo_surface_mark_dirty(surface)
    cairo_set_source_surface(cr, surface, Double(box.x), Double(box.y))
    cairo_paint_with_alpha(cr, alpha)
    // The source holds the scratch surface: let it go before the surface is given back.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
    scratch.giveBack(surface)
  }

  /// The premultiplied ARGB32 pixel Cairo composites when filling with `color` at `alpha`
  /// (what OVER leaves on a transparent pixel); nil when it is fully transparent.
  static func solidPixel(_ color: Color, alpha: Double = 1) -> UInt32? {
    guard color.alpha * alpha > 0, let surface = try? CairoSurface(width: 1, height: 1),
      let cr = cairo_create(surface.surface)
    else { return nil }
    setSource(color, alpha: alpha, in: cr)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return nil }
    return UnsafeRawPointer(data).loadUnaligned(as: UInt32.self)
  }
}
