import CCairo
import Foundation
import SegueGeometry

/// A picture's bilinear samples under a `PictureMatrix` pattern, computed as Pixman's bilinear
/// SRC computes them (the same bytes), by AVX2 where the processor has it.
///
/// Under `PictureMatrix` a sample depends on its device pixel alone, and Pixman's arithmetic is
/// exact integers: 7-bit weights, (Σ w_y·Σ wₓ·p) ≫ 14, padded edges. Each device column's image
/// column and weight are tabled once per draw; a row of samples then costs about half what
/// Pixman's SSE2 path does (`CCairo/avx2-bilinear.h`; docs/performance.md, session 47). Without
/// AVX2, or where the scale would make a pair of samples reach past four image pixels, there is
/// no sampler and Cairo draws as before.
struct BilinearSampler {
  /// The device columns sampled.
  let columns: Range<Int>
  /// 16.16 image row position less ½ of device row 0, and the step per device row.
  private let rowOrigin: Int64
  private let rowUnit: Int64
  /// The column tables (`segue_bilinear_columns`), owned here.
  private let tables: Tables

  /// A sampler of `image` under `pattern` (device pixels → image pixels, from `PictureMatrix`)
  /// for the device columns `columns`; nil when the processor has no AVX2 (Pixman's SSE2 path
  /// is then the faster one), the pattern is not exact in 16.16, or the vectors would not cover
  /// the columns' inside. `vectors: false` (tests only) samples in scalars, without AVX2 too.
  init?(
    pattern: cairo_matrix_t, imageWidth: Int, columns: Range<Int>, vectors: Bool = true
  ) {
    guard !vectors || CPUFeatures.hasAVX2, !columns.isEmpty, imageWidth > 0, pattern.xy == 0,
      pattern.yx == 0,
      let x = Self.fixed(origin: pattern.x0, unit: pattern.xx),
      let y = Self.fixed(origin: pattern.y0, unit: pattern.yy)
    else { return nil }
    let tables = Tables(width: columns.count)
    let first = x.origin + x.unit * Int64(columns.lowerBound)
    let covered = segue_bilinear_columns_fill(&tables.columns, imageWidth, first, x.unit)
    // The vectors leave at most the picture's padded ends (a block at each side) to scalars.
    if vectors && covered < columns.count - 16 { return nil }
    self.columns = columns
    self.rowOrigin = y.origin
    self.rowUnit = y.unit
    self.tables = tables
    self.vectors = vectors
  }

  /// Whether rows are sampled by AVX2 (false only in tests, for the scalar form).
  let vectors: Bool

  /// The 16.16 position less ½ of device pixel 0 and the step, as Pixman steps them: the first
  /// position (u·½ + t) rounded to 16.16, exact when u is a multiple of 2⁻¹⁵ and t of 2⁻¹⁶.
  private static func fixed(origin: Double, unit: Double) -> (origin: Int64, unit: Int64)? {
    let (u, t) = (unit * 65536, origin * 65536)
    guard u > 0, u < 0x4000_0000, abs(t) < 0x100_0000_0000, u == u.rounded(), t == t.rounded(),
      Int64(u) % 2 == 0
    else { return nil }
    return (Int64(t) + Int64(u) / 2 - 32768, Int64(u))
  }

  /// Samples `source` (an RGB24 or ARGB32 image surface) at the device rows `rows` into
  /// `pixels`, whose first byte is device pixel (`columns.lowerBound`, `rows.lowerBound`) and
  /// whose rows are `stride` bytes apart. `opaque` sets each sample's alpha to 255 (an RGB24
  /// source into ARGB32, as Pixman's x888 → 8888).
  func sample(
    _ source: OpaquePointer, rows: Range<Int>, into pixels: UnsafeMutableRawPointer, stride: Int,
    opaque: Bool
  ) {
    cairo_surface_flush(source)
    guard !rows.isEmpty, let image = cairo_image_surface_get_data(source) else { return }
    let imageStride = Int(cairo_image_surface_get_stride(source))
    let imageHeight = Int(cairo_image_surface_get_height(source))
    segue_bilinear_sample(
      image, imageStride, imageHeight, &tables.columns,
      rowOrigin + rowUnit * Int64(rows.lowerBound), rowUnit, rows.count,
      pixels.assumingMemoryBound(to: UInt8.self), stride, opaque ? 0xff00_0000 : 0,
      vectors ? 1 : 0)
  }

  /// The tables' memory, freed with the sampler.
  private final class Tables {
    var columns: segue_bilinear_columns
    private let memory: UnsafeMutableRawPointer

    init(width: Int) {
      let groups = (width + 3) / 4
      let sizes = [8 * width, 2 * width, 8 * groups, 32 * groups, 64 * groups]
      let starts = sizes.indices.map { index in sizes[..<index].reduce(0) { $0 + ($1 + 31) & ~31 } }
      let total = (starts.last ?? 0) + (sizes.last ?? 0)
      memory = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 32)
      columns = segue_bilinear_columns(
        width: width, first: 0, end: 0,
        taps: (memory + starts[0]).assumingMemoryBound(to: Int32.self),
        weights: (memory + starts[1]).assumingMemoryBound(to: Int16.self),
        offsets: (memory + starts[2]).assumingMemoryBound(to: Int32.self),
        shuffles: (memory + starts[3]).assumingMemoryBound(to: UInt8.self),
        lanes: (memory + starts[4]).assumingMemoryBound(to: Int16.self))
    }

    deinit { memory.deallocate() }
  }
}

extension BilinearSampler {
  /// Writes `sampler`'s samples of `source` at the device rows `rows` into the image surface
  /// `target`, whose pixel (0, 0) is device pixel `origin`, replacing its pixels; false (nothing
  /// written) when the target is not a 32-bit image surface holding those pixels.
  static func write(
    _ sampler: BilinearSampler, from source: OpaquePointer, rows: Range<Int>,
    into target: OpaquePointer, origin: (x: Int, y: Int)
  ) -> Bool {
    let format = cairo_image_surface_get_format(target)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      sampler.columns.lowerBound >= origin.x, rows.lowerBound >= origin.y,
      sampler.columns.upperBound - origin.x <= Int(cairo_image_surface_get_width(target)),
      rows.upperBound - origin.y <= Int(cairo_image_surface_get_height(target))
    else { return false }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return false }
    let stride = Int(cairo_image_surface_get_stride(target))
    let first =
      data + (rows.lowerBound - origin.y) * stride
      + (sampler.columns.lowerBound - origin.x) * 4
    // Pixman's x888 → 8888 sets alpha; x888 → x888 and 8888 → 8888 mix all four bytes.
    let opaque =
      cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24
      && format == CAIRO_FORMAT_ARGB32
    sampler.sample(source, rows: rows, into: first, stride: stride, opaque: opaque)
    cairo_surface_mark_dirty_rectangle(
      target, Int32(sampler.columns.lowerBound - origin.x), Int32(rows.lowerBound - origin.y),
      Int32(sampler.columns.count), Int32(rows.count))
    return true
  }
}
