import CCairo
import Foundation
import SegueGeometry

/// Contents images resampled to the device pixels they land on, kept while they keep landing
/// there, so that a picture standing still is copied instead of filtered again.
///
/// A picture that is scaled (a card's picture shown at 80 %) is drawn in two steps: its samples
/// at the device pixels it can touch are taken into a surface aligned with the device grid,
/// then copied (nearest, pixel for pixel) through the picture's rectangle and the clip. Each
/// sample depends only on the device matrix, so when a picture is drawn with exactly the same
/// matrix as in the previous frame, its samples are kept and later frames only copy them.
/// Every frame takes the same two steps, kept or not, so the bytes never depend on what was
/// drawn before (one step would round a few samples of a scaled picture differently under a
/// clip). A picture in flight has a new matrix every frame: its samples are taken only where
/// visible, or, where one step gives the same bytes, it is filtered straight onto the canvas
/// without them: at its own pixel size (`FramePainter.composesInOneStep`), or scaled bilinearly
/// along the device axes, sampled under `PictureMatrix` (whose samples depend on the device pixel
/// alone, so kept samples, samples taken for a frame and one step agree under any clip).
///
/// Surfaces not used in a frame are released at its end; the total is bounded.
final class ResampledImageCache {
  /// Where samples that are not kept are taken (the renderer's).
  private let scratch: ScratchSurfaces

  init(scratch: ScratchSurfaces) {
    self.scratch = scratch
  }

  /// The most pixel bytes kept (a full-screen picture at 3× is 12 MiB).
  static let maximumBytes = 96 << 20
  /// Pictures covering fewer device pixels are filtered directly (no gain in two steps).
  static let minimumPixels = 64 * 64

  struct Key: Hashable {
    let image: ObjectIdentifier
    let matrix: MatrixKey
    let filter: UInt32
    let canvas: PixelRect
  }

  /// Samples: the surface holding them and the device pixel its first pixel lands on.
  struct Resampled {
    let surface: OpaquePointer
    /// What keeps the surface alive.
    let owner: Target
    let x: Int
    let y: Int

    var bytes: Int {
      Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }
  }

  /// Kept samples; the image is held so that its identifier cannot be reused while they live.
  private var kept = KeptAcrossFrames<Key, (resampled: Resampled, image: Image)>(
    maximumBytes: ResampledImageCache.maximumBytes)

  /// Whether samples are kept from frame to frame (off only to check that keeping them changes
  /// nothing).
  var keepsSamples: Bool {
    get { kept.isEnabled }
    set { kept.isEnabled = newValue }
  }
  /// Whether pictures in flight are filtered straight onto the canvas where that gives the
  /// same bytes (off only to check that it does).
  var compositesInOneStep = true
  /// Scratch surfaces holding this frame's samples, given back at its end.
  private var lent: [OpaquePointer] = []
  /// Where samples kept are shared with other renderers, and theirs taken
  /// (`StillPictureSamples`); nil shares nothing.
  var stillSamples: StillPictureSamples?
  /// Whether a picture in flight drawn twice in a frame under one `PictureMatrix` pattern has
  /// its samples taken once (off only to check that sharing them changes nothing).
  var sharesSamplesInFrame = true
  /// This frame's samples of pictures in flight that are shared, and the pixels sampled.
  var sharedThisFrame: [SharedKey: SharedSamples] = [:]
  /// How often each picture in flight has been drawn under each pattern in this frame.
  var drawsThisFrame: [SharedKey: Int] = [:]
  /// The images drawn twice under one pattern in the previous frame.
  var drawnTwiceLastFrame: Set<ObjectIdentifier> = []

  /// Whether a picture landing on `box` (device pixels) on a canvas of `canvas` pixels is drawn
  /// in two steps; small ones are filtered directly (there is nothing to gain). The answer
  /// depends on nothing else, so a picture is always drawn the same way.
  static func resamples(_ box: PixelRect, canvas: PixelRect) -> Bool {
    box.intersection(canvas).area >= minimumPixels
  }

  /// How a picture is drawn this frame: from samples kept for it, from samples to keep, or in
  /// flight (sampled for this frame only).
  enum Plan {
    case kept(Resampled)
    case keep
    case inFlight

    /// Whether samples taken now are kept.
    var keeps: Bool {
      if case .keep = self { return true }
      return false
    }

    /// Whether the picture is in flight (its samples neither kept nor to be kept).
    var isInFlight: Bool {
      if case .inFlight = self { return true }
      return false
    }
  }

  /// Whether samples of `image` (drawn under the device matrix `matrix` with `filter` on a
  /// canvas of `canvas` pixels) are kept, are to be kept (drawn the same way in the previous
  /// frame), or not; notes the picture as drawn this frame.
  func plan(
    _ image: Image, matrix: cairo_matrix_t, filter: cairo_filter_t, box: PixelRect,
    canvas: PixelRect
  ) -> Plan {
    let key = Self.key(image, matrix: matrix, filter: filter, canvas: canvas)
    if let entry = kept.value(for: key) { return .kept(entry.resampled) }
    let bytes = box.intersection(canvas).area * 4
    guard keepsSamples, let stillSamples else {
      return kept.shouldKeep(key, bytes: bytes) ? .keep : .inFlight
    }
    // Samples another renderer keeps, or a picture another drew just before.
    let sighting = stillSamples.sight(key, of: image, by: ObjectIdentifier(self))
    let keeps = kept.shouldKeep(
      key, bytes: bytes, atFirstSight: sighting.seenElsewhere || sighting.published != nil)
    guard keeps else { return .inFlight }
    guard let published = sighting.published,
      let surface = try? CairoSurface(reading: published.pixels)
    else { return .keep }
    let resampled = Resampled(
      surface: surface.surface, owner: .kept(surface), x: published.x, y: published.y)
    kept.keep((resampled, image), bytes: resampled.bytes, for: key)
    adopted += 1
    return .kept(resampled)
  }

  /// The samples of `image` (whose converted surface is `source`) under the device matrix
  /// `matrix` with `filter`, covering at least the pixels of `visible` it can touch on a canvas
  /// of `canvas` pixels; nil when there are none or the surface cannot be made. `box` is
  /// `deviceBox(of: source, under: matrix)`, which the caller has already worked out; `keep`
  /// is whether `plan` said to keep them (then they are taken whole).
  ///
  /// The surface always spans the whole box, so that copying from it never reaches past its
  /// edges (Cairo's padded copy takes a slow path there), but only the bands of rows that show
  /// are sampled. Cairo fits Pixman's fixed-point matrix to each composite's extents (exact at
  /// their centre), so a sample can differ by a unit with the rectangle it is composited in:
  /// rows are taken whole, in fixed bands of `bandHeight` device rows, each band by a composite
  /// of its own, so that a sample never depends on which other rows were needed.
  /// Rows not sampled hold whatever the memory held; they are drawn only where something opaque
  /// covers them later.
  func resampled(
    _ image: Image, source: CairoSurface, matrix: cairo_matrix_t, box: PixelRect,
    filter: cairo_filter_t, canvas: PixelRect, visible: PixelRect, keep: Bool
  ) -> Resampled? {
    let box = box.intersection(canvas)
    // Kept: all of it, for later frames (sampling it while it stands still rather than when
    // more of it shows).
    let bands = Self.bands(of: box, showing: keep ? box : visible)
    guard !bands.isEmpty else { return nil }
    let format = source.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    // Samples used once go into a scratch surface, reused from frame to frame.
    // Samples kept are shared with the other renderers once taken (`StillPictureSamples`).
    let shared =
      keep
      ? try? ConvertedPixels(clearedWidth: box.width, height: box.height, opaque: source.isOpaque)
      : nil
    let target: Target =
      keep
      ? .kept(shared.flatMap { try? CairoSurface(reading: $0) })
      : .lent(scratch.take(format, width: box.width, height: box.height, cleared: false))
    let surface: OpaquePointer
    switch target {
    case .kept(let kept?): surface = kept.surface
    case .lent(let scratchSurface?):
      lent.append(scratchSurface)
      surface = scratchSurface
    default: return nil
    }
    if PictureMatrix.applies(to: matrix, filter: filter),
      let pattern = PictureMatrix.pattern(
        for: matrix, box: Self.deviceBox(of: source, under: matrix))
    {
      // Samples that depend on the device pixel alone: only what shows, in one composite.
      Self.resample(
        source, pattern: pattern, region: box, showing: keep ? box : visible, into: surface)
    } else {
      Self.resample(
        source, matrix: matrix, filter: filter, region: box, bands: bands, into: surface)
      bandsSampled += bands.count
    }
    let resampled = Resampled(surface: surface, owner: target, x: box.x, y: box.y)
    if keep {
      let key = Self.key(image, matrix: matrix, filter: filter, canvas: canvas)
      kept.keep((resampled, image), bytes: resampled.bytes, for: key)
      if let stillSamples, let shared {
        stillSamples.publish(
          shared, x: box.x, y: box.y, for: key, of: image, by: ObjectIdentifier(self))
      }
    }
    return resampled
  }

  private static func key(
    _ image: Image, matrix: cairo_matrix_t, filter: cairo_filter_t, canvas: PixelRect
  ) -> Key {
    Key(
      image: ObjectIdentifier(image), matrix: MatrixKey(matrix), filter: filter.rawValue,
      canvas: canvas)
  }

  /// Counts a picture in flight filtered straight onto the canvas (see
  /// `FramePainter.composesInOneStep`).
  func noteComposited() { composited += 1 }

  /// Device rows per band of samples.
  static let bandHeight = 256

  /// The bands (indices of `bandHeight` device rows, counted from the canvas' first row) of
  /// `box`, which lies on the canvas, holding rows of `visible`.
  static func bands(of box: PixelRect, showing visible: PixelRect) -> Range<Int> {
    let rows = box.intersection(
      PixelRect(x: box.x, y: visible.y, width: box.width, height: visible.height))
    guard !rows.isEmpty else { return 0..<0 }
    return (rows.y / bandHeight)..<((rows.maxY - 1) / bandHeight + 1)
  }

  /// Ends a frame: gives back the scratch surfaces lent during it, releases kept samples it
  /// did not use.
  func endFrame() {
    for surface in lent { scratch.giveBack(surface) }
    lent = []
    kept.endFrame()
    drawnTwiceLastFrame = Set(drawsThisFrame.filter { $0.value > 1 }.map(\.key.image))
    drawsThisFrame = [:]
    sharedThisFrame = [:]
  }

  /// A scratch surface of `format` until the end of the frame, its pixels not cleared.
  func lend(_ format: cairo_format_t, width: Int, height: Int) -> OpaquePointer? {
    guard let surface = scratch.take(format, width: width, height: height, cleared: false)
    else { return nil }
    lent.append(surface)
    return surface
  }

  /// The number of resampled images kept.
  var count: Int { kept.count }

  /// The bands of rows sampled since the cache was made (each a composite of its own).
  private(set) var bandsSampled = 0
  /// The pictures in flight filtered straight onto the canvas since then, without samples.
  private(set) var composited = 0
  /// The samples taken from another renderer's (`StillPictureSamples`) since then.
  private(set) var adopted = 0
  /// The pictures in flight copied from samples taken for an earlier draw in the same frame
  /// (topped up where they show more).
  var sharedDraws = 0

  /// The device pixels the image rectangle of `source` can touch under `matrix`.
  static func deviceBox(of source: CairoSurface, under matrix: cairo_matrix_t) -> PixelRect {
    PixelRect(
      enclosing: FramePainter.deviceBox(
        of: CGRect(x: 0, y: 0, width: source.width, height: source.height), under: matrix))
  }

  /// Where samples go: a surface of their own, or one lent by `ScratchSurfaces` until the end
  /// of the frame.
  enum Target {
    case kept(CairoSurface?)
    case lent(OpaquePointer?)
  }

  /// Samples `source` under the device-to-image matrix `pattern` (`PictureMatrix`) into
  /// `surface`, which covers `region`, where `visible` lets it: one composite, replacing its
  /// pixels.
  static func resample(
    _ source: CairoSurface, pattern: cairo_matrix_t, region: PixelRect, showing visible: PixelRect,
    into surface: OpaquePointer
  ) {
    let shown = region.intersection(visible)
    guard !shown.isEmpty else { return }
    // Pixman's bytes by our own sampler where it is faster (AVX2), by Cairo otherwise.
    if let sampler = BilinearSampler(
      pattern: pattern, imageWidth: source.width, columns: shown.x..<shown.maxX),
      BilinearSampler.write(
        sampler, from: source.surface, rows: shown.y..<shown.maxY, into: surface,
        origin: (region.x, region.y))
    {
      return
    }
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(
      cr, Double(shown.x - region.x), Double(shown.y - region.y), Double(shown.width),
      Double(shown.height))
    PictureMatrix.setSource(source.surface, pattern: pattern, shift: (region.x, region.y), in: cr)
    cairo_fill(cr)
    cairo_surface_flush(surface)
  }

  /// Samples `source` under `matrix` (padded edges, as drawing it would) into `surface`, which
  /// covers `region`, in `bands`: one composite per band, replacing its pixels.
  private static func resample(
    _ source: CairoSurface, matrix: cairo_matrix_t, filter: cairo_filter_t, region: PixelRect,
    bands: Range<Int>, into surface: OpaquePointer
  ) {
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    var m = matrix
    m.x0 -= Double(region.x)
    m.y0 -= Double(region.y)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    for band in bands {
      let rows = region.intersection(
        PixelRect(x: region.x, y: band * bandHeight, width: region.width, height: bandHeight))
      guard !rows.isEmpty else { continue }
      cairo_save(cr)
      cairo_rectangle(cr, 0, Double(rows.y - region.y), Double(rows.width), Double(rows.height))
      cairo_clip(cr)
      cairo_set_matrix(cr, &m)
      cairo_set_source_surface(cr, source.surface, 0, 0)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      }
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_surface_flush(surface)
  }
}
