import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// A `Renderer` that rasterizes display lists with Cairo, and lays out text with Pango.
///
/// The renderer owns an ARGB32 target surface and reuses it while the frame's pixel size stays
/// the same, and it keeps a bounded cache of Cairo surfaces made from contents images, keyed by
/// the images' identity. Drawing follows `DisplayNode`'s documented order (shadow, background,
/// contents, drawing, sublayers, border); affine nodes go straight to Cairo, non-affine nodes
/// are flattened into their plane and mapped projectively (see `ProjectiveMapping`).
///
/// Text uses a private font map that only knows the DejaVu fonts and fixed font options, so
/// frames do not depend on the machine's font configuration (see `FontLibrary`); it passes to
/// a later renderer once this one is freed (`FontLibraryPool`).
///
/// Anything drawn approximately or skipped is listed in the returned `RenderReport`. The same
/// display list always gives the same bytes. Not thread-safe: use one renderer per thread.
public final class CairoRenderer: Renderer {
  /// The scales (pixels per point) `draw` accepts.
  public static let supportedScales = 1...4
  /// The largest canvas side, in pixels.
  public static let maximumCanvasSide = CairoSurface.maximumSide
  /// The largest canvas area, in pixels (64 Mi pixels, 256 MiB of ARGB32).
  public static let maximumCanvasPixels = 1 << 26

  private(set) var target: CairoSurface?
  /// The list and scale the target's pixels were drawn from (nil after a failed draw), for
  /// `drawChanges`.
  var lastDrawn: (list: DisplayList, scale: Int)?
  let images = ImageSurfaceCache()
  let scratch = ScratchSurfaces()
  let textLayouts = TextLayoutCache()
  lazy var resampledImages = ResampledImageCache(scratch: scratch)
  let shadowMasks = ShadowMaskCache()
  let backdrops = BackdropCache()
  let planes = PlaneCache()
  private var fontLibrary: Result<FontLibrary, RenderError>?
  /// Where the font library comes from and goes back to when the renderer is freed.
  private let fontPool: FontLibraryPool

  /// Whether parts of layers that opaque content drawn after them hides are skipped, and large
  /// parts mostly hidden clipped to what shows (the default). The frame's pixels are the same
  /// either way; false draws everything, for checking that.
  public var cullsOccludedContent = true
  /// Whether a picture drawn with the same device matrix in successive frames is copied from
  /// its earlier samples (`ResampledImageCache`); off only to check that this changes nothing.
  var reusesResampledImages: Bool {
    get { resampledImages.keepsSamples }
    set { resampledImages.keepsSamples = newValue }
  }
  /// Whether the parts of a layer that masks to its bounds are drawn unclipped where they land
  /// wholly inside its rounded bounds (see `FramePainter+BoundsClip`); off only to check that
  /// this changes nothing.
  var skipsCoveredBoundsClips = true
  /// Whether a shadow drawn with the same shape, matrix and region in successive frames is
  /// composited from its earlier mask (`ShadowMaskCache`); off only to check that this changes
  /// nothing.
  var reusesShadowMasks: Bool {
    get { shadowMasks.keepsMasks }
    set { shadowMasks.keepsMasks = newValue }
  }
  /// Whether a faded group's plain background is painted as one solid colour outside the box
  /// of the group's other parts (`FramePainter+SolidFade`); off only to check that this changes
  /// nothing.
  var paintsFadedBackgroundsSolid = true
  /// Whether a solid fill laid exactly over a backdrop is composited in the backdrop's own pass
  /// (`FramePainter+BackdropOverlay`); off only to check that this changes nothing.
  var fillsOverBackdropsInTheirPass = true
  /// Whether shadows blurred by σ ≥ 32 device pixels are made on a reduced grid
  /// (`ShadowReduction`, the default); off only to compare with the full-resolution blur.
  var reducesWideShadows = true
  /// Whether a reduced wide shadow of a rounded rectangle folds its straight middle away before
  /// the blur (`ShadowFold` on the reduced grid, the default); off only to check that this
  /// changes nothing.
  var foldsWideShadows = true
  /// Whether the inside of an opaque picture in flight under `PictureMatrix` is written by
  /// `BilinearSampler` and only its edges by Cairo (`FramePainter+PictureInterior`, where AVX2
  /// runs); off only to check that this changes nothing.
  var writesPictureInteriors = true
  /// The pictures whose inside `BilinearSampler` wrote since the renderer was made.
  var interiorsWritten = 0
  /// Whether a backdrop over what was drawn the same way in successive frames is drawn from its
  /// earlier capture (`BackdropCache`); off only to check that this changes nothing.
  var reusesBackdrops: Bool {
    get { backdrops.keepsCaptures }
    set { backdrops.keepsCaptures = newValue }
  }

  /// Whether a 3D layer's plane drawn the same way in successive frames is projected from its
  /// earlier pixels (`PlaneCache`); off only to check that this changes nothing.
  var reusesPlanes: Bool {
    get { planes.keepsPlanes }
    set { planes.keepsPlanes = newValue }
  }

  /// Creates a renderer with no frame yet.
  public convenience init() {
    self.init(fontPool: .shared)
  }

  /// Creates a renderer that shares the samples of pictures standing still with the other
  /// renderers given `samples`: renderers drawing the frames of one recording on several
  /// threads sample each still picture once between them instead of once each. The bytes are
  /// those of a renderer sharing nothing.
  public convenience init(sharing samples: StillPictureSamples) {
    self.init(fontPool: .shared)
    resampledImages.stillSamples = samples
  }

  /// Creates a renderer whose fonts come from `fontPool` (tests use a pool of their own).
  init(fontPool: FontLibraryPool) {
    self.fontPool = fontPool
  }

  deinit {
    // The layouts hold fonts of the library's font map: freed before the library goes to a
    // renderer that may be drawing on another thread (`FontLibraryPool`).
    textLayouts.removeAll()
    if case .success(let library) = fontLibrary { fontPool.giveBack(library) }
  }

  /// Draws `displayList` at `scale` pixels per point, replacing the previous frame.
  ///
  /// The frame is `size × scale` pixels, rounded to whole pixels. The target surface is reused
  /// when that pixel size is unchanged.
  ///
  /// - Throws: `RenderError.invalidCanvas` when the size is not finite and positive, the scale
  ///   is outside `supportedScales`, or the frame would be too large; the previous frame is
  ///   then kept. `RenderError.backend` when Cairo fails.
  public func draw(_ displayList: DisplayList, scale: Int) throws -> RenderReport {
    try draw(displayList, scale: scale, only: nil)
  }

  /// Draws `displayList`, repainting only the device pixels of `region` over the previous
  /// frame when given (the previous frame must have the same pixel size), else every pixel.
  func draw(_ displayList: DisplayList, scale: Int, only region: PixelRect?) throws
    -> RenderReport
  {
    lastDrawn = nil
    let (width, height) = try Self.pixelSize(of: displayList.size, scale: scale)
    let surface: CairoSurface
    if let target, target.width == width, target.height == height {
      surface = target
    } else {
      surface = try CairoSurface(width: width, height: height)
    }
    guard let cr = cairo_create(surface.surface) else {
      throw RenderError.backend("cairo_create returned nil")
    }
    defer {
      cairo_destroy(cr)
      resampledImages.endFrame()
      shadowMasks.endFrame()
      backdrops.endFrame()
      planes.endFrame()
      scratch.endFrame()
      textLayouts.endFrame()
    }

    let painter = FramePainter(renderer: self)
    painter.prepare(cr)
    let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
    if let region { painter.clip(toDevice: region, in: cr) }
    painter.frame = (cr, canvas)
    if region == nil || region == canvas {
      painter.wholeFrame = (displayList, scale, surface.surface)
    }
    let (plans, covered) =
      cullsOccludedContent
      ? painter.planOcclusion(displayList, scale: scale) : ([], OpaqueRegion())

    // SOURCE replaces every pixel in one pass, whatever the previous frame held. When the first
    // thing drawn is an opaque background covering every pixel, that background replaces them
    // anyway, and the clear would only be one more full-screen pass; pixels that opaque content
    // covers need no clearing either.
    let uncleared = covered.uncovered(canvas, limit: OpaqueRegion.maximumClearPieces) ?? [canvas]
    if !uncleared.isEmpty, !Self.firstPaintCoversCanvas(displayList, scale: scale) {
      cairo_save(cr)
      if uncleared != [canvas] { painter.clip(toDevice: uncleared, in: cr) }
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      if let clear = displayList.clearColor {
        setSource(clear, alpha: 1, in: cr)
      } else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
      }
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_scale(cr, Double(scale), Double(scale))

    for (index, node) in displayList.nodes.enumerated() {
      painter.path = [index]
      painter.draw(node, in: cr, plan: plans.isEmpty ? nil : plans[index])
    }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.backend(String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(surface.surface)
    target = surface
    lastDrawn = (displayList, scale)
    return painter.report
  }

  /// The pixels of the last frame drawn; a transparent 1×1 bitmap before the first frame.
  public func currentFrame() -> Bitmap {
    target?.bitmap() ?? Bitmap(width: 1, height: 1)
  }

  /// Calls `body` with the last frame's pixels in place, without copying them: Cairo's ARGB32
  /// (premultiplied, native-endian 32-bit pixels, i.e. bytes B, G, R, A on little-endian
  /// machines, SDL's `ARGB8888`), `stride` bytes per row. Returns nil before the first frame.
  ///
  /// For hosts that upload every frame (the window): `currentFrame()` would copy and swizzle.
  /// The pointer is valid only during `body`.
  public func withCurrentFramePixels<Result>(
    _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws ->
      Result
  ) rethrows -> Result? {
    guard let target, let data = cairo_image_surface_get_data(target.surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(target.surface))
    return try body(UnsafeRawPointer(data), target.width, target.height, stride)
  }

  /// The renderer's font library, taken from `fontPool` on first use (a freed renderer's, else
  /// a new one) and kept until the renderer is freed; the reason if none can be made.
  func fonts() -> Result<FontLibrary, RenderError> {
    if let fontLibrary { return fontLibrary }
    let made = Result { try fontPool.take() }.mapError { error in
      error as? RenderError ?? RenderError.backend("\(error)")
    }
    fontLibrary = made
    return made
  }

  /// The frame's size in whole pixels, or `invalidCanvas`.
  static func pixelSize(of size: CGSize, scale: Int) throws -> (width: Int, height: Int) {
    guard supportedScales.contains(scale) else {
      throw RenderError.invalidCanvas("scale \(scale) is not one of \(supportedScales)")
    }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw RenderError.invalidCanvas("canvas size \(size.width)×\(size.height) points")
    }
    let limit = CGFloat(maximumCanvasSide)
    let w = (size.width * CGFloat(scale)).rounded()
    let h = (size.height * CGFloat(scale)).rounded()
    guard w >= 1, h >= 1 else {
      throw RenderError.invalidCanvas(
        "canvas of \(size.width)×\(size.height) points is below one pixel")
    }
    guard w <= limit, h <= limit, w * h <= CGFloat(maximumCanvasPixels) else {
      throw RenderError.invalidCanvas(
        "canvas of \(Int(w))×\(Int(h)) pixels exceeds \(maximumCanvasSide) per side or \(maximumCanvasPixels) pixels"
      )
    }
    return (Int(w), Int(h))
  }
}
