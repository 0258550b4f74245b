import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A backdrop's blur kept from one frame to the next, as any program drawing frames in sequence
// would keep it: the blur of a backdrop reads the pixels drawn before it under its area, and
// those are the work of the steps before it (as the floor lists them, before its occlusion pass
// leaves any out: that pass keeps everything a blur reads), over the canvas' clear colour. So a
// blur whose earlier steps, device matrix, area and radius equal those of a blur made in the
// previous frame has the same reduced, blurred pixels, and is enlarged again without reading
// anything (the Today list under the full-screen blur behind a story dragged small,
// `card-open-interactive`). The renderer keeps its captures on the same ground (`BackdropCache`,
// keyed by the display list cut after the node).
//
// A blur drawn the same way in two successive frames is made whole in the second, even where
// layers above hide part of it, and kept (`KeptAcrossFrames`); one in flight (a new matrix or
// new pixels under it each frame) is made only around what shows, as before. A kept blur that
// is opaque replaces every pixel wholly inside its area and clips (an opaque blur at full alpha
// is written over them, or painted with SOURCE at full coverage), so the occlusion pass counts
// those pixels as covered, like an opaque background's, and leaves out what lies under.

extension CairoBaseline {
  /// What decides a blur's pixels.
  struct BlurKey: Hashable {
    /// The steps drawn before it, as the floor lists them.
    let below: [Step]
    let clearColor: Color?
    let canvasWidth: Int
    let canvasHeight: Int
    /// The paint's device matrix.
    let matrix: MatrixKey
    let area: CGRect
    let backdrop: Backdrop
  }

  /// A blur made whole: its reduced, blurred pixels and where they go (as `drawBackdrop`
  /// makes them).
  struct KeptBlur {
    let surface: CairoSurface
    /// The device rectangle the reduced image covers.
    let deviceRect: PixelRect
    /// Whether what it blurred was opaque (then so is the blur, wherever it is drawn).
    let opaque: Bool
  }

  /// Where a backdrop's blur comes from in this frame, when not made around what shows alone.
  enum BlurSource {
    /// Kept from the previous frame: nothing is read.
    case kept(KeptBlur)
    /// Made whole (everything it reads is drawn) and kept under this key.
    case keep(BlurKey)
  }

  /// The most bytes of reduced blurs kept (the renderer's budget for its captures).
  static let maximumKeptBlurBytes = 48 << 20

  /// The source of the blur of `paint`, a backdrop drawn after `below` on a canvas of
  /// `canvas` pixels cleared to `clearColor`; nil when it is made as usual.
  func blurSource(
    of paint: Paint, below: ArraySlice<Step>, scale: Double, canvas: PixelRect,
    clearColor: Color?
  ) -> BlurSource? {
    guard case .backdrop(let backdrop, _) = paint.fill, let area = paint.area,
      let (reduction, rect) = Self.blurCopy(of: backdrop, paint: paint, scale: scale)
    else { return nil }
    let key = BlurKey(
      below: Array(below), clearColor: clearColor, canvasWidth: canvas.width,
      canvasHeight: canvas.height, matrix: MatrixKey(Self.deviceMatrix(of: paint, scale: scale)),
      area: area, backdrop: backdrop)
    if let kept = keptBlurs.value(for: key) { return .kept(kept) }
    let bytes = (rect.width / reduction.factor) * (rect.height / reduction.factor) * 4
    return keptBlurs.shouldKeep(key, bytes: bytes) ? .keep(key) : nil
  }

  /// How a backdrop of `paint` is reduced, and the device rectangle it copies; nil when it
  /// draws nothing.
  static func blurCopy(of backdrop: Backdrop, paint: Paint, scale: Double) -> (
    BackdropReduction, PixelRect
  )? {
    guard let area = paint.area, backdrop.blurRadius.isFinite, backdrop.blurRadius > 0 else {
      return nil
    }
    let m = deviceMatrix(of: paint, scale: scale)
    let sigma = Double(backdrop.blurRadius) * m.meanScale
    guard sigma >= 0.5 else { return nil }
    let reduction = BackdropReduction(sigma: sigma)
    guard let rect = reduction.copyRect(covering: FramePainter.deviceBox(of: area, under: m))
    else { return nil }
    return (reduction, rect)
  }

  /// The reduced, blurred pixels of the copy `rect` of `target` (made only around `pieces`
  /// when given), and whether they are opaque: from `source` when there is one (kept, or made
  /// whole and kept), else made in a reduced surface reused between frames.
  func blurred(
    _ reduction: BackdropReduction, rect: PixelRect, of target: OpaquePointer,
    pieces: [PixelRect]?, source: BlurSource?
  ) -> (surface: CairoSurface, opaque: Bool)? {
    if case .kept(let kept) = source {
      // Its key holds the matrix, area and radius that decide the copy.
      assert(kept.deviceRect == rect)
      return (kept.surface, kept.opaque)
    }
    let factor = reduction.factor
    let (width, height) = (rect.width / factor, rect.height / factor)
    var key: BlurKey?
    if case .keep(let made) = source { key = made }
    guard
      let reduced = key == nil
        ? try? Self.keptSurface(in: &backdropSurfaces, width: width, height: height)
        : try? CairoSurface(width: width, height: height),
      let pixels = ProjectiveMapping.Pixels(imageSurface: target),
      let small = ProjectiveMapping.Pixels(imageSurface: reduced.surface)
    else { return nil }
    cairo_surface_flush(target)
    // A blur kept is made whole: later frames may show more of it.
    let parts = key == nil ? pieces.map { reduction.copyRects(showing: $0, within: rect) } : nil
    let opaque = reduction.reduce(
      parts ?? [rect], of: rect, from: pixels, sourceOrigin: (0, 0), into: small)
    GaussianBlur.blurChannels(
      small.data, width: small.width, height: small.height, stride: small.stride,
      sigma: reduction.reducedSigma)
    cairo_surface_mark_dirty(reduced.surface)
    if let key {
      keptBlurs.keep(
        KeptBlur(surface: reduced, deviceRect: rect, opaque: opaque),
        bytes: width * height * 4, for: key)
    }
    return (reduced, opaque)
  }
}
