import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// The irreducible cost of a frame, measured with Cairo alone: painting the same number of
/// full-screen surfaces, each under the same clip, into a reused surface.
///
/// `segue bench` reports a renderer's time per frame as a ratio to this floor, measured in the
/// same run, so the figure says how much the renderer adds to what Cairo must do anyway,
/// whatever the machine's speed.
public final class CairoBaseline {
  /// One full-screen paint: an opaque colour, optionally clipped by a path (canvas points).
  public struct Paint: Sendable, Hashable {
    /// The path the paint is clipped by, in canvas coordinates; nil paints the whole canvas.
    public var clip: Path?
    /// Creates a paint.
    public init(clip: Path?) {
      self.clip = clip
    }
  }

  private var target: CairoSurface?

  /// Creates a baseline painter.
  public init() {}

  /// Paints `paints` into a `size` × `scale` surface (reused between calls of equal size).
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
    cairo_scale(cr, Double(scale), Double(scale))
    for (index, paint) in paints.enumerated() {
      cairo_save(cr)
      if let clip = paint.clip {
        CairoPath.set(clip, in: cr)
        cairo_clip(cr)
      }
      let shade = Double(index + 1) / Double(paints.count + 1)
      cairo_set_source_rgb(cr, shade, 0.5, 1 - shade)
      cairo_set_operator(cr, index == 0 ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_surface_flush(target.surface)
  }
}

extension CairoBaseline {
  /// The floor of a display list: one paint per node that covers the whole canvas, clipped
  /// by its mask's path when the mask is a plain shape (the case of a circle reveal).
  public static func paints(for list: DisplayList) -> [Paint] {
    var paints: [Paint] = []
    let canvas = CGRect(origin: .zero, size: list.size)
    func visit(_ node: DisplayNode, toCanvas: Transform3D) {
      let transform = node.transform.concatenating(toCanvas)
      let covers =
        node.backgroundColor != nil && transform.isAffine
        && node.bounds.applying(transform.affineTransform).insetBy(dx: -0.5, dy: -0.5).contains(
          canvas)
      if covers {
        var clip: Path?
        if let mask = node.mask, case .shape(let shape)? = mask.drawing {
          clip = shape.path.applying(mask.transform.concatenating(transform).affineTransform)
        }
        paints.append(Paint(clip: clip))
      }
      for child in node.sublayers { visit(child, toCanvas: transform) }
    }
    for node in list.nodes { visit(node, toCanvas: .identity) }
    return paints
  }
}
