import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// The irreducible cost of a frame, measured with Cairo alone: filling, in one colour each, the
/// areas the frame's backgrounds and images cover, with their alpha and under their masks'
/// clips, into a reused surface.
///
/// `segue bench` reports a renderer's time per frame as a ratio to this floor, measured in the
/// same run, so the figure says how much the renderer adds to what Cairo must do anyway,
/// whatever the machine's speed.
public final class CairoBaseline {
  /// One fill in a solid colour: where, through which clip, how opaque.
  public struct Paint: Sendable, Hashable {
    /// The paths the paint is clipped by (all of them), in canvas coordinates.
    public var clips: [Path]
    /// The area filled, in canvas coordinates; nil fills the whole canvas.
    public var area: Path?
    /// The colour's alpha, 0…1: an opaque fill replaces pixels, a translucent one blends.
    public var alpha: Double

    /// Creates a paint.
    public init(clips: [Path] = [], area: Path? = nil, alpha: Double = 1) {
      self.clips = clips
      self.area = area
      self.alpha = alpha
    }

    /// Whether the paint replaces every pixel of the canvas.
    var coversCanvasOpaquely: Bool { clips.isEmpty && area == nil && alpha >= 1 }
  }

  private var target: CairoSurface?

  /// Creates a baseline painter.
  public init() {}

  /// Paints `paints` into a `size` × `scale` surface (reused between calls of equal size).
  ///
  /// Every pixel of a frame must be written: unless the first paint replaces the whole canvas,
  /// the surface is cleared first, as the renderer clears it.
  public func draw(_ paints: [Paint], size: CGSize, scale: Int) throws {
    let width = Int((size.width * CGFloat(scale)).rounded())
    let height = Int((size.height * CGFloat(scale)).rounded())
    if target?.width != width || target?.height != height {
      target = try CairoSurface(width: width, height: height)
    }
    guard let target else { return }
    guard let cr = cairo_create(target.surface) else {
      throw RenderError.backend("cairo_create failed")
    }
    defer { cairo_destroy(cr) }
    if paints.first?.coversCanvasOpaquely != true {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
      cairo_paint(cr)
    }
    cairo_scale(cr, Double(scale), Double(scale))
    for (index, paint) in paints.enumerated() {
      cairo_save(cr)
      for clip in paint.clips {
        CairoPath.set(clip, in: cr)
        cairo_clip(cr)
      }
      let shade = Double(index + 1) / Double(paints.count + 1)
      cairo_set_source_rgba(cr, shade, 0.5, 1 - shade, paint.alpha)
      cairo_set_operator(
        cr, index == 0 && paint.coversCanvasOpaquely ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
      if let area = paint.area {
        CairoPath.set(area, in: cr)
        cairo_fill(cr)
      } else {
        cairo_paint(cr)
      }
      cairo_restore(cr)
    }
    cairo_surface_flush(target.surface)
  }
}

extension CairoBaseline {
  /// The floor of a display list: one paint per visible background and per contents image of
  /// an affinely placed node (an image as a solid fill of where it lands, which costs no more
  /// than copying it), with the alpha of the background times the opacities down to the node,
  /// clipped as the renderer clips it: by the paths of masks that are plain shapes (the case of
  /// a circle reveal) and by the bounds of layers that mask to bounds.
  ///
  /// Left out, so that the floor stays a lower bound: text, shapes, borders, shadows, corner
  /// rounding, other masks, groups, and layers under a non-affine (3D) transform.
  public static func paints(for list: DisplayList) -> [Paint] {
    var paints: [Paint] = []
    let canvas = CGRect(origin: .zero, size: list.size)
    func visit(
      _ node: DisplayNode, toCanvas: Transform3D, opacity parentOpacity: Double, clips: [Path]
    ) {
      let opacity = parentOpacity * min(max(node.opacity, 0), 1)
      let transform = node.transform.concatenating(toCanvas)
      guard opacity > 0, transform.isAffine else { return }
      let affine = transform.affineTransform
      var clips = clips
      if let mask = node.mask, case .shape(let shape)? = mask.drawing {
        clips.append(shape.path.applying(mask.transform.concatenating(transform).affineTransform))
      }
      func area(_ rect: CGRect) -> Path? {
        rect.applying(affine).insetBy(dx: -0.5, dy: -0.5).contains(canvas)
          ? nil : Path(rect: rect, transform: affine)
      }
      if let background = node.backgroundColor, background.alpha > 0 {
        paints.append(
          Paint(clips: clips, area: area(node.bounds), alpha: background.alpha * opacity))
      }
      if let contents = node.contents {
        let rect = ContentsGravity.rect(for: contents, in: node.bounds)
        paints.append(Paint(clips: clips, area: area(rect), alpha: opacity))
      }
      if node.masksToBounds {
        clips.append(Path(rect: node.bounds, transform: affine))
      }
      for child in node.sublayers {
        visit(child, toCanvas: transform, opacity: opacity, clips: clips)
      }
    }
    for node in list.nodes { visit(node, toCanvas: .identity, opacity: 1, clips: []) }
    return paints
  }

  /// Why no floor can be given for `list`, or nil: a page curl part-way (its pixels are
  /// resampled through a cylinder, which no Cairo or pixman primitive draws; a floor filling
  /// the flat page would not draw the same pixels, so the benchmark gives no ratio), or a
  /// visible layer under a 3D transform (pixman could fill it projectively; not written yet).
  public static func reasonWithoutFloor(_ list: DisplayList) -> String? {
    func curls(_ node: DisplayNode) -> Bool {
      if let curl = node.pageCurl, curl.isDrawable, !curl.liftsNothing(in: node.bounds),
        !curl.isGone(in: node.bounds)
      {
        return true
      }
      return node.sublayers.contains(where: curls)
    }
    // `paints(for:)` leaves out what a 3D transform projects: a floor without it would time a
    // frame that draws almost nothing (the flips' floor was 0.004 ms, a ratio of thousands).
    func projects(_ node: DisplayNode, under toCanvas: Transform3D) -> Bool {
      guard node.opacity > 0 else { return false }
      let transform = node.transform.concatenating(toCanvas)
      guard transform.isAffine else { return true }
      return node.sublayers.contains { projects($0, under: transform) }
    }
    if list.nodes.contains(where: curls) {
      return "a page curl: no Cairo/pixman floor draws its pixels"
    }
    if list.nodes.contains(where: { projects($0, under: .identity) }) {
      return "a layer under a 3D transform: the floor has no projective fill yet"
    }
    return nil
  }
}
