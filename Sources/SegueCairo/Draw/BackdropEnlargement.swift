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
/// weights, (Σ w_y·Σ wₓ·p) ≫ 14 truncated), carried in 16-bit lanes — the sums are split at
/// bit 7 so that no product needs more — so pixels equal Cairo's where its positions give the
/// same weights (every power-of-two factor) and differ by a weight step's worth where its
/// drifting positions rounded one differently. Past the copy's edges the nearest reduced pixel
/// is read (Cairo's pad).
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
  /// whose pixel (0, 0) is device pixel `destinationOrigin`. Replaces what was there.
  static func enlarge(
    _ reduced: ProjectiveMapping.Pixels, factor: Int, origin: (x: Int, y: Int),
    box: PixelRect, into destination: ProjectiveMapping.Pixels,
    destinationOrigin: (x: Int, y: Int), under tint: SIMD4<UInt8>? = nil
  ) {
    guard factor > 0, !box.isEmpty, reduced.width > 0, reduced.height > 0 else { return }
    // A colour OVER the enlargement, as pixman's over_n_8888 rounds it: s + (d·(255 − αs) +
    // 128 + ((d·(255 − αs) + 128) ≫ 8)) ≫ 8, saturating — the same lanes, no second pass.
    let tintLanes = tint.map {
      SIMD8<UInt16>(lowHalf: .init(truncatingIfNeeded: $0), highHalf: .init(truncatingIfNeeded: $0))
    }
    let tintComplement = SIMD8<UInt16>(repeating: 255 &- UInt16(tint?[3] ?? 0))
    let full = SIMD8<UInt16>(repeating: 255)
    let table = taps(factor: factor)
    let rows = RowInterpolation(
      reduced, table: table, factor: factor, originX: origin.x, columns: box.x..<box.maxX)
    defer { rows.deallocate() }
    let lanes = box.width * 4
    for y in box.y..<box.maxY {
      let (block, offset) = Self.block(y, origin.y, factor: factor)
      let top = block + table[offset].offset
      let (upper, lower) = rows.rows(top, top + 1)
      let wy = SIMD8<UInt16>(repeating: UInt16(table[offset].weight))
      let wyComplement = SIMD8<UInt16>(repeating: UInt16(1 << weightBits)) &- wy
      let out =
        destination.data + (y - destinationOrigin.y) * destination.stride
        + (box.x - destinationOrigin.x) * 4
      var i = 0
      while i < lanes {
        // (X·(128 − w) + Y·w) ≫ 14 with X = 128·Xh + Xl: the high parts' sum plus the low
        // parts' sum ≫ 7, then ≫ 7 — exact, and no lane exceeds 16 bits.
        let high = upper.high.load(i) &* wyComplement &+ lower.high.load(i) &* wy
        let low = upper.low.load(i) &* wyComplement &+ lower.low.load(i) &* wy
        var mixed = (high &+ (low &>> 7)) &>> 7
        if let tintLanes {
          let product = mixed &* tintComplement &+ 128
          mixed = pointwiseMin((product &+ (product &>> 8)) &>> 8 &+ tintLanes, full)
        }
        let value = SIMD8<UInt8>(truncatingIfNeeded: mixed)
        if i + 8 <= lanes {
          UnsafeMutableRawPointer(out + i).storeBytes(of: value, as: SIMD8<UInt8>.self)
        } else {
          // An odd width's last pixel: the other half is past the box.
          UnsafeMutableRawPointer(out + i).storeBytes(of: value.lowHalf, as: SIMD4<UInt8>.self)
        }
        i += 8
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

/// The reduced rows interpolated along x at the output's columns, two at a time: each row's
/// 16-bit sums l·(128 − wₓ) + r·wₓ split into their bits above and below bit 7.
private final class RowInterpolation {
  /// One interpolated row: its high and low parts, 8 lanes (two pixels) at a time, padded
  /// to a whole number of them.
  struct Row {
    let high: UnsafeMutablePointer<UInt16>
    let low: UnsafeMutablePointer<UInt16>
  }

  private let reduced: ProjectiveMapping.Pixels
  /// Per output column: the byte offset of its first tap's pixel in a reduced row, of its
  /// second's, and the second's weight.
  private var firstTaps: [Int] = []
  private var secondTaps: [Int] = []
  private var weights: [UInt16] = []
  private var slots: [(row: Int, data: Row)] = []

  init(
    _ reduced: ProjectiveMapping.Pixels, table: [(offset: Int, weight: Int)], factor: Int,
    originX: Int, columns: Range<Int>
  ) {
    self.reduced = reduced
    for x in columns {
      let (block, offset) = BackdropEnlargement.block(x, originX, factor: factor)
      let first = block + table[offset].offset
      firstTaps.append(min(max(first, 0), reduced.width - 1) * 4)
      secondTaps.append(min(max(first + 1, 0), reduced.width - 1) * 4)
      weights.append(UInt16(table[offset].weight))
    }
    let lanes = (columns.count * 4 + 7) / 8 * 8
    for _ in 0..<2 {
      let row = Row(high: .allocate(capacity: lanes), low: .allocate(capacity: lanes))
      // The padding lanes feed only the half of a last store that is left out.
      row.high.initialize(repeating: 0, count: lanes)
      row.low.initialize(repeating: 0, count: lanes)
      slots.append((Int.min, row))
    }
  }

  func deallocate() {
    for slot in slots {
      slot.data.high.deallocate()
      slot.data.low.deallocate()
    }
  }

  /// Reduced rows `upper` and `lower` (clamped to the copy), interpolated.
  func rows(_ upper: Int, _ lower: Int) -> (Row, Row) {
    let upper = min(max(upper, 0), reduced.height - 1)
    let lower = min(max(lower, 0), reduced.height - 1)
    return (row(upper, keeping: lower), row(lower, keeping: upper))
  }

  /// Row `index`, made in the slot that does not hold row `other` unless it is held already.
  private func row(_ index: Int, keeping other: Int) -> Row {
    if let slot = slots.first(where: { $0.row == index }) { return slot.data }
    let victim = slots[0].row == other ? 1 : 0
    slots[victim].row = index
    let data = slots[victim].data
    let line = reduced.data + index * reduced.stride
    for column in 0..<weights.count {
      let w = weights[column]
      let a = SIMD4<UInt16>(
        truncatingIfNeeded: UnsafeRawPointer(line + firstTaps[column]).loadUnaligned(
          as: SIMD4<UInt8>.self))
      let b = SIMD4<UInt16>(
        truncatingIfNeeded: UnsafeRawPointer(line + secondTaps[column]).loadUnaligned(
          as: SIMD4<UInt8>.self))
      let sum = a &* (128 &- w) &+ b &* w
      UnsafeMutableRawPointer(data.high + column * 4).storeBytes(
        of: sum &>> 7, as: SIMD4<UInt16>.self)
      UnsafeMutableRawPointer(data.low + column * 4).storeBytes(
        of: sum & 127, as: SIMD4<UInt16>.self)
    }
    return data
  }
}

extension UnsafeMutablePointer<UInt16> {
  /// Eight lanes from lane `i`.
  @inline(__always)
  fileprivate func load(_ i: Int) -> SIMD8<UInt16> {
    UnsafeRawPointer(self + i).loadUnaligned(as: SIMD8<UInt16>.self)
  }
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
  /// with Cairo's bytes; returns whether it was (else the caller fills it).
  @discardableResult
  static func paint(
    _ reduced: OpaquePointer, factor: Int, deviceRect: PixelRect, opaque: Bool, alpha: Double,
    in cr: OpaquePointer, scratch: ScratchSurfaces, background: Color? = nil
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
      let tint = background.flatMap(solidPixel)
      cairo_surface_flush(target)
      for rect in rects {
        let box = rect.intersection(deviceRect).intersection(surfaceRect)
        guard !box.isEmpty else { continue }
        enlarge(
          small, factor: factor, origin: origin, box: box, into: pixels,
          destinationOrigin: (-shift.x, -shift.y), under: tint)
        cairo_surface_mark_dirty_rectangle(
          target, Int32(box.x + shift.x), Int32(box.y + shift.y), Int32(box.width),
          Int32(box.height))
      }
      return tint != nil
    }
    var extents = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cr, &extents.x1, &extents.y1, &extents.x2, &extents.y2)
    let left = Int(extents.x1.rounded(.down))
    let top = Int(extents.y1.rounded(.down))
    let clip = PixelRect(
      x: left, y: top, width: Int(extents.x2.rounded(.up)) - left,
      height: Int(extents.y2.rounded(.up)) - top)
    let box = clip.intersection(deviceRect)
    guard !box.isEmpty,
      let surface = scratch.take(
        CAIRO_FORMAT_ARGB32, width: box.width, height: box.height, cleared: false),
      let enlarged = ProjectiveMapping.Pixels(imageSurface: surface)
    else { return false }
    enlarge(
      small, factor: factor, origin: origin, box: box, into: enlarged,
      destinationOrigin: (box.x, box.y))
    cairo_surface_mark_dirty(surface)
    cairo_set_source_surface(cr, surface, Double(box.x), Double(box.y))
    if opaque, alpha >= 1 { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
    cairo_paint_with_alpha(cr, alpha)
    // The source holds the scratch surface: let it go before the surface is given back.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
    scratch.giveBack(surface)
    return false
  }

  /// The premultiplied pixel, in memory order, Cairo composites when filling with `color`
  /// (what OVER leaves on a transparent pixel); nil when it is fully transparent.
  static func solidPixel(_ color: Color) -> SIMD4<UInt8>? {
    guard color.alpha > 0, let surface = try? CairoSurface(width: 1, height: 1),
      let cr = cairo_create(surface.surface)
    else { return nil }
    setSource(color, alpha: 1, in: cr)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return nil }
    return UnsafeRawPointer(data).loadUnaligned(as: SIMD4<UInt8>.self)
  }
}
