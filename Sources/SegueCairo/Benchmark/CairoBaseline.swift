import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// The irreducible cost of a frame: the cheapest honest Cairo/pixman program drawing its
/// pixels, written without the renderer's code.
///
/// `segue bench` reports a renderer's time per frame as a ratio to this floor, measured in the
/// same run, so the figure says how much the renderer adds to what Cairo and pixman must do
/// anyway, whatever the machine's speed. A floor (`floor(for:)`) is a list of steps:
/// backgrounds filled in their colour, pictures composited from their source with the filter
/// the renderer uses, a still one's samples kept from frame to frame (`+Pictures`), text shown
/// by Pango (`+Text`), gradients through the renderer's Cairo patterns, shadows through their
/// blurred masks (`+Shadow`), backdrops blurred at the same radius and resolution
/// (`+Backdrop`), and
/// the plane of a layer under a 3D transform or curling, drawn offscreen and then put in place
/// by the cheapest projective resampler known (`+Projection`) or by a plain per-pixel cylinder
/// loop (`+Curl`). A blur or a plane made the same way as in the frame before is kept from it
/// (`+KeptBlurs`, `+KeptPlanes`). Steps that opaque paints above hide are left out, and those they partly hide
/// are clipped to what shows (`+Occlusion`). Where the renderer has a sampler that gives
/// pixman's bytes for less (the inside of an opaque picture in flight by the exact AVX2
/// bilinear, a large translucent rectangle by AVX2), the floor draws with it too, so that it
/// stays a lower bound (`CairoBaselineSamplerTests`). `CairoBaselineFloorTests` compares each
/// kind of step with the renderer's pixels.
public final class CairoBaseline {
  /// A frame's floor: what must be drawn, in drawing order.
  public struct Floor {
    /// The canvas, in points.
    public var size: CGSize
    /// The colour the canvas starts from (transparent when nil), as the renderer clears it.
    public var clearColor: Color?
    public var steps: [Step]
  }

  /// One step of a floor.
  public enum Step: Hashable {
    /// A fill of an area on the current surface.
    case paint(Paint)
    /// A layer's plane drawn offscreen, then put in place.
    case plane(Plane)
  }

  /// What a paint fills its area with.
  public enum Fill: Hashable {
    case color(Color)
    /// The contents image, where its gravity puts it (the paint's `area`).
    case picture(Contents)
    /// Text laid out by Pango in the paint's `area` (the node's bounds).
    case text(TextDrawing)
    /// A gradient layer's gradient over the paint's `area` (the node's bounds), the Cairo
    /// pattern the renderer fills it with (`FramePainter.fillGradient`).
    case gradient(GradientDrawing)
    /// A blur of what lies under the area (`+Backdrop`), and the layer's background colour
    /// over it when nothing is drawn between them (one pass where the renderer makes it one).
    case backdrop(Backdrop, background: Color?)
    /// A layer's shadow, cast by `caster` (the layer reduced to what casts it), in the area
    /// it can reach (`+Shadow`).
    case shadow(Shadow, caster: DisplayNode)
  }

  /// One fill: what, where (in the space `transform` maps to the surface's points), through
  /// which clips, how opaque.
  public struct Paint: Hashable {
    /// The paths the paint is clipped by (all of them), in the surface's points.
    public var clips: [Clip]
    /// The rounded bounds of the layers that mask to bounds around the paint (its own
    /// included, for its contents and drawing), clipped to as the renderer clips to them.
    public var roundedClips: [RoundedClip]
    /// The node's space → the surface's points.
    public var transform: CGAffineTransform
    /// The area filled, in the node's space; nil fills the whole surface.
    public var area: CGRect?
    /// The background's corner rounding (0 for pictures and text).
    public var cornerRadius: CGFloat
    public var corners: CornerMask
    /// The alpha the fill is composited with (the opacities down to the node), 0…1.
    public var alpha: Double
    public var fill: Fill
    /// The device pixels the paint is drawn in, when opaque paints above cover the rest of
    /// its area (set by the occlusion pass, `+Occlusion`); nil: wherever it reaches.
    var shown: PixelRect?
    /// The pieces of `shown` that can show, when there are several (a screen around the card
    /// above it, a shadow's ring around the layer casting it): drawn piece by piece.
    var shownPieces: [PixelRect]?

    /// Creates a paint.
    public init(
      fill: Fill, area: CGRect? = nil, transform: CGAffineTransform = .identity,
      clips: [Clip] = [], roundedClips: [RoundedClip] = [], alpha: Double = 1,
      cornerRadius: CGFloat = 0, corners: CornerMask = .all
    ) {
      self.fill = fill
      self.area = area
      self.transform = transform
      self.clips = clips
      self.roundedClips = roundedClips
      self.alpha = alpha
      self.cornerRadius = cornerRadius
      self.corners = corners
    }

    /// Whether the paint replaces every pixel of the surface.
    var coversSurfaceOpaquely: Bool {
      guard clips.isEmpty, roundedClips.isEmpty, area == nil, alpha >= 1,
        case .color(let color) = fill
      else {
        return false
      }
      return color.alpha >= 1
    }
  }

  /// A path clipping what it holds: a mask layer's shape (with its fill rule), or square
  /// bounds that mask.
  public struct Clip: Hashable {
    /// In the surface's points.
    public var path: Path
    public var fillRule: ShapeLayerFillRule

    public init(_ path: Path, fillRule: ShapeLayerFillRule = .nonZero) {
      self.path = path
      self.fillRule = fillRule
    }
  }

  /// A layer's bounds with rounded corners, clipping what it holds (`masksToBounds`).
  public struct RoundedClip: Hashable {
    /// The layer's bounds, in its own space.
    public var bounds: CGRect
    public var cornerRadius: CGFloat
    public var corners: CornerMask
    /// The layer's space → the surface's points.
    public var transform: CGAffineTransform
  }

  /// The plane of a layer that is not drawn affinely: its own steps, in its bounds' space
  /// (the node's space shifted so that the bounds start at 0, 0), drawn into a surface of
  /// their own at the canvas' resolution, then placed.
  public struct Plane: Hashable {
    /// The layer's bounds, in its own space.
    public var bounds: CGRect
    /// The steps, drawn with the bounds' origin at the plane surface's corner.
    public var steps: [Step]
    /// The layer's opacity times those above it.
    public var opacity: Double
    public var placement: Placement
  }

  /// How a plane lands on the surface below.
  public enum Placement: Hashable {
    /// Projected: the node's space → the surface's points (a transform that is not affine).
    case projected(Transform3D)
    /// Curling (`PageCurl`), the node's space mapped affinely onto the surface's points.
    case curled(PageCurl, CGAffineTransform)
  }

  private var target: CairoSurface?
  /// Plane surfaces, by size, reused between frames (as the renderer's scratch surfaces are).
  var planeSurfaces: [PlaneSize: CairoSurface] = [:]
  /// Reduced backdrops, by size, reused between frames.
  var backdropSurfaces: [PlaneSize: CairoSurface] = [:]
  /// Converted contents images, by image, kept while they are drawn.
  let images = ImageSurfaceCache()
  /// Pango layouts, kept from frame to frame as the renderer keeps them.
  let textLayouts = TextLayoutCache()
  /// Still pictures' samples on the device grid, kept from frame to frame (`+KeptPictures`).
  var keptPictures = KeptAcrossFrames<PictureKey, PictureSamples>(
    maximumBytes: CairoBaseline.maximumKeptPictureBytes)
  /// Planes kept while successive frames draw them the same way (`+KeptPlanes`).
  var keptPlanes = KeptAcrossFrames<FlatPlaneKey, FlatPlane>(
    maximumBytes: CairoBaseline.maximumKeptPlaneBytes)
  /// Backdrop blurs drawn the same way in successive frames (`+KeptBlurs`).
  var keptBlurs = KeptAcrossFrames<BlurKey, KeptBlur>(
    maximumBytes: CairoBaseline.maximumKeptBlurBytes)
  /// Shadow masks drawn the same way in successive frames (`+Shadow`).
  let keptShadowMasks = ShadowMaskCache()
  /// Memory for the surfaces a frame draws offscreen and drops (shadow masks), kept from
  /// frame to frame as any program drawing frames in sequence keeps it.
  let scratch = ScratchSurfaces()
  var fontLibrary: FontLibrary?
  /// Pictures whose inside the renderer's exact bilinear wrote, and translucent fills
  /// composited by AVX2, since this floor was made (for the tests).
  var interiorsWritten = 0
  var translucentFillsWritten = 0

  struct PlaneSize: Hashable {
    let width: Int
    let height: Int
  }

  /// Creates a baseline painter.
  public init() {}

  /// Draws `floor` into a surface of its size × `scale` (reused between calls of equal size).
  ///
  /// Every pixel of a frame must be written: unless the first step replaces the whole canvas,
  /// the surface is cleared first (to the clear colour), as the renderer clears it.
  public func draw(_ floor: Floor, scale: Int) throws {
    let width = Int((floor.size.width * CGFloat(scale)).rounded())
    let height = Int((floor.size.height * CGFloat(scale)).rounded())
    if target?.width != width || target?.height != height {
      target = try CairoSurface(width: width, height: height)
    }
    guard let target else { return }
    try draw(
      floor.steps, into: target.surface, scale: Double(scale), clearColor: floor.clearColor,
      keepsBlurs: true)
    textLayouts.endFrame()
    keptPictures.endFrame()
    keptBlurs.endFrame()
    endPlaneFrame()
    keptShadowMasks.endFrame()
    scratch.endFrame()
  }

  /// The last frame drawn (for the tests comparing it with the renderer's).
  func currentFrame() -> Bitmap? { target?.bitmap() }

  /// Draws `steps` into `surface` at `scale` pixels per point, leaving out those that opaque
  /// paints above hide (`+Occlusion`), clearing it first where what is drawn does not cover it;
  /// with `keepsBlurs` (the frame's own canvas), backdrop blurs are kept across frames
  /// (`+KeptBlurs`).
  func draw(
    _ steps: [Step], into surface: OpaquePointer, scale: Double, clearColor: Color?,
    keepsBlurs: Bool = false
  ) throws {
    guard let cr = cairo_create(surface) else {
      throw RenderError.backend("cairo_create failed")
    }
    defer { cairo_destroy(cr) }
    let (steps, uncovered, blurs) = unoccluded(
      steps, scale: scale,
      canvas: PixelRect(
        x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
        height: Int(cairo_image_surface_get_height(surface))),
      clearColor: keepsBlurs ? clearColor : nil, keepsBlurs: keepsBlurs)
    // Cleared only where no opaque paint will cover it (nowhere under a screen's background).
    if !uncovered.isEmpty {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      if let clearColor {
        setSource(clearColor, alpha: 1, in: cr)
      } else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
      }
      for box in uncovered {
        cairo_rectangle(
          cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
      }
      cairo_fill(cr)
      cairo_restore(cr)
    }
    cairo_scale(cr, scale, scale)
    var index = steps.startIndex
    while index < steps.endIndex {
      switch steps[index] {
      case .paint(let paint):
        // A fill laid exactly over a blur can be composited in the blur's pass (`+Backdrop`).
        let next = steps.index(after: index)
        var overlay: (color: Color, alpha: Double)?
        if next < steps.endIndex, case .paint(let over) = steps[next] {
          overlay = paint.overlay(over)
        }
        if draw(paint, in: cr, overlay: overlay, blur: blurs[index]) { index = next }
      case .plane(let plane): try draw(plane, onto: surface, in: cr, scale: scale)
      }
      index = steps.index(after: index)
    }
    cairo_surface_flush(surface)
  }

  /// Draws `paint`, and `overlay` (a colour at an alpha, the next paint's fill) in the same
  /// pass when `paint` is a backdrop that can take it; returns whether it did.
  @discardableResult
  private func draw(
    _ paint: Paint, in cr: OpaquePointer, overlay: (color: Color, alpha: Double)? = nil,
    blur: BlurSource? = nil
  ) -> Bool {
    // Several pieces: each drawn through its own box (a backdrop's blur and a shadow's mask
    // are made once; they composite piece by piece themselves).
    if let pieces = paint.shownPieces {
      switch paint.fill {
      case .color, .picture, .text, .gradient:
        for piece in pieces {
          var part = paint
          part.shown = piece
          part.shownPieces = nil
          draw(part, in: cr)
        }
        return false
      case .backdrop, .shadow:
        break
      }
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let shown = paint.shown {
      var points = cairo_matrix_t()
      cairo_get_matrix(cr, &points)
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(
        cr, Double(shown.x), Double(shown.y), Double(shown.width), Double(shown.height))
      cairo_set_matrix(cr, &points)
      cairo_clip(cr)
    }
    for clip in paint.clips {
      CairoPath.set(clip.path, in: cr)
      cairo_set_fill_rule(cr, clip.fillRule.cairoFillRule)
      cairo_clip(cr)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    clip(to: paint.roundedClips, around: paint, in: cr)
    var matrix = cairo_matrix_t(paint.transform)
    cairo_transform(cr, &matrix)
    switch paint.fill {
    case .color(let color):
      fill(color, paint: paint, cr: cr)
    case .picture(let contents):
      drawPicture(
        contents, in: paint.area ?? .zero, alpha: paint.alpha,
        convexClip: paint.clips.allSatisfy { $0.path.uprightRectangle != nil }, cr: cr)
    case .text(let text):
      drawText(text, in: paint.area ?? .zero, alpha: paint.alpha, cr: cr)
    case .gradient(let gradient):
      _ = FramePainter.fillGradient(
        gradient, in: paint.area ?? .zero, alpha: paint.alpha, cr: cr)
    case .backdrop(let backdrop, let background):
      let fused = drawBackdrop(
        backdrop, paint: paint, background: background, overlay: overlay, source: blur, cr: cr)
      if !fused, let background, background.alpha > 0 {
        fill(background, paint: paint, cr: cr)
      }
      return fused && overlay != nil
    case .shadow(let shadow, let caster):
      drawShadow(shadow, caster: caster, alpha: paint.alpha, pieces: paint.shownPieces, cr: cr)
    }
    return false
  }

  /// Fills the paint's area (or the whole surface) with `color`.
  private func fill(_ color: Color, paint: Paint, cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    setSource(color, alpha: paint.alpha, in: cr)
    cairo_set_operator(
      cr, paint.coversSurfaceOpaquely ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
    if let area = paint.area {
      cairo_new_path(cr)
      CairoPath.appendRoundedRect(area, radius: paint.cornerRadius, corners: paint.corners, in: cr)
      // A large translucent rectangle by AVX2 where the frame takes that path too.
      if paint.cornerRadius == 0,
        FramePainter.fillTranslucentDirectly(area, color: color, alpha: paint.alpha, in: cr)
      {
        translucentFillsWritten += 1
        cairo_new_path(cr)
        return
      }
      cairo_fill(cr)
    } else {
      cairo_paint(cr)
    }
  }

  /// A surface of `width` × `height` pixels from `kept` (made and kept when missing, a few
  /// sizes at most), for pixels that are all drawn again before they are read.
  static func keptSurface(
    in kept: inout [PlaneSize: CairoSurface], width: Int, height: Int
  ) throws -> CairoSurface {
    let size = PlaneSize(width: width, height: height)
    if let surface = kept[size] { return surface }
    if kept.count > 8 { kept = [:] }
    let surface = try CairoSurface(width: width, height: height)
    kept[size] = surface
    return surface
  }
}

extension cairo_matrix_t {
  /// Cairo's matrix of an affine transform.
  init(_ t: CGAffineTransform) {
    self.init(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
      y0: Double(t.ty))
  }
}
