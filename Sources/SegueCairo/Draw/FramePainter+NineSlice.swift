import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Contents with a `contentsCenter` other than the whole image: Core Animation's nine-slice
// stretching. The centre rectangle (unit coordinates of the image) cuts the image into a
// 3 × 3 grid; drawn into the rectangle the gravity gives, the corner cells keep their natural
// size (pixels / contentsScale), the edge cells stretch along their edge only, the centre
// cell both ways. When the fixed cells of an axis are together longer than the rectangle, they
// shrink in proportion and the middle gets nothing (Core Animation's behaviour there is not
// documented; this is Segue's choice). A centre of zero width (or height) stretches the one
// pixel column (row) at that place, as a `resizableImage` with caps meeting does.
// Each cell is drawn as its own rectangle with its part of the image (a Cairo sub-surface)
// scaled into it; the sampling filter is the contents' (`FramePainter.filter(for:in:)`), PAD
// extended, so bilinear sampling at a cell's edge repeats the cell's own edge pixels and never
// blends in the neighbouring cell's (caps stay crisp).

/// One cell of a nine-slice: the pixels it takes and where they land.
struct NineSliceCell: Hashable {
  /// The cell in the image, pixels.
  var source: CGRect
  /// Where it is drawn, in the node's coordinates, points.
  var destination: CGRect
}

enum NineSlice {
  /// The non-empty cells of an image of `pixelSize` pixels shown at `naturalSize` points,
  /// cut by the unit rectangle `center` and drawn into `rect`.
  static func cells(
    pixelSize: CGSize, naturalSize: CGSize, center: CGRect, in rect: CGRect
  ) -> [NineSliceCell] {
    let columns = axis(
      pixels: pixelSize.width, natural: naturalSize.width, from: center.minX, to: center.maxX,
      into: rect.minX, length: rect.width)
    let rows = axis(
      pixels: pixelSize.height, natural: naturalSize.height, from: center.minY, to: center.maxY,
      into: rect.minY, length: rect.height)
    var cells: [NineSliceCell] = []
    for row in rows {
      for column in columns {
        cells.append(
          NineSliceCell(
            source: CGRect(
              x: column.source.lowerBound, y: row.source.lowerBound,
              width: column.source.upperBound - column.source.lowerBound,
              height: row.source.upperBound - row.source.lowerBound),
            destination: CGRect(
              x: column.destination.lowerBound, y: row.destination.lowerBound,
              width: column.destination.upperBound - column.destination.lowerBound,
              height: row.destination.upperBound - row.destination.lowerBound)))
      }
    }
    return cells
  }

  /// One axis's (up to) three spans: source pixels and destination points, empty ones left out.
  private static func axis(
    pixels: CGFloat, natural: CGFloat, from low: CGFloat, to high: CGFloat, into start: CGFloat,
    length: CGFloat
  ) -> [(source: ClosedRange<CGFloat>, destination: ClosedRange<CGFloat>)] {
    let low = min(max(low, 0), 1)
    let high = min(max(high, low), 1)
    var leading = low * natural
    var trailing = (1 - high) * natural
    let fixed = leading + trailing
    var middle = max(length - leading - trailing, 0)
    if fixed >= length, fixed > 0 {
      leading *= length / fixed
      trailing *= length / fixed
      // Exactly nothing: a rounding error's sliver of a middle (1e-15 of a point) scaled its
      // pixel by 1e-15, past what Pixman's fixed-point matrices hold (the frame failed).
      middle = 0
    }
    var sourceLow = low * pixels
    var sourceHigh = high * pixels
    if sourceHigh - sourceLow < 1, middle > 0 {
      // A zero-width centre: stretch the pixel at that place.
      sourceLow = min(max(sourceLow.rounded(.down), 0), max(pixels - 1, 0))
      sourceHigh = min(sourceLow + 1, pixels)
    }
    let spans: [(ClosedRange<CGFloat>, ClosedRange<CGFloat>)] = [
      (0...low * pixels, start...start + leading),
      (sourceLow...sourceHigh, start + leading...start + leading + middle),
      (high * pixels...pixels, start + length - trailing...start + length),
    ]
    return spans.filter { source, destination in
      source.upperBound > source.lowerBound && destination.upperBound > destination.lowerBound
    }.map { (source: $0.0, destination: $0.1) }
  }
}

extension FramePainter {
  /// Draws `contents` nine-sliced by its `center` into the rectangle its gravity gives.
  func drawNineSlice(
    _ contents: Contents, of node: DisplayNode, in cr: OpaquePointer, alpha: Double
  ) {
    guard let (rect, surface) = contentsPlacement(contents, of: node) else { return }
    let scale =
      contents.scale.isFinite && contents.scale > 0 ? contents.scale : contents.image.scale
    let pixels = CGSize(width: surface.width, height: surface.height)
    let cells = NineSlice.cells(
      pixelSize: pixels,
      naturalSize: CGSize(width: pixels.width / scale, height: pixels.height / scale),
      center: contents.center, in: rect)
    // The cells are added up in a group of whole device pixels, then composited once: where two
    // cells meet inside a pixel their coverages sum to the pixel's, as one picture's would, but
    // for each one's rounding to a level (painted over each other, the second over the first's
    // partial coverage, they left the seam translucent: alpha 203 over nothing).
    let grouped = cells.count > 1
    if grouped {
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      cairo_save(cr)
      clip(toDevice: PixelRect(enclosing: Self.deviceBox(of: rect, under: m)), in: cr)
      cairo_push_group(cr)
    }
    for cell in cells {
      let source = cell.source
      let destination = cell.destination
      cairo_save(cr)
      if grouped { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
      cairo_new_path(cr)
      cairo_rectangle(
        cr, destination.minX, destination.minY, destination.width, destination.height)
      cairo_clip(cr)
      cairo_translate(cr, destination.minX, destination.minY)
      cairo_scale(cr, destination.width / source.width, destination.height / source.height)
      let filter = Self.filter(for: contents, in: cr)
      guard
        let part = cairo_surface_create_for_rectangle(
          surface.surface, source.minX, source.minY, source.width, source.height)
      else {
        cairo_restore(cr)
        continue
      }
      // The clip holds the cell's true outline; a cell squeezed to a sliver is sampled under
      // the nearest matrix Pixman can hold.
      PatternConditioning.setSource(in: cr) { cairo_set_source_surface(cr, part, 0, 0) }
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      }
      cairo_paint_with_alpha(cr, grouped ? 1 : alpha)
      cairo_restore(cr)
      cairo_surface_destroy(part)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      Self.paintGroup(in: cr, opacity: alpha)
      cairo_restore(cr)
    }
  }

  /// Where `contents` is drawn (its gravity's rectangle) and its image as a Cairo surface; nil,
  /// noted, when there is nothing to draw. A contents scale that is not positive is noted (the
  /// image's own scale is used).
  func contentsPlacement(_ contents: Contents, of node: DisplayNode)
    -> (rect: CGRect, surface: CairoSurface)?
  {
    if !(contents.scale.isFinite && contents.scale > 0) {
      note(node, "contents scale \(contents.scale) is not positive; the image's own scale was used")
    }
    let rect = ContentsGravity.rect(for: contents, in: node.bounds)
    guard rect.width > 0, rect.height > 0, rect.isFiniteRect else { return nil }
    do {
      return (rect, try renderer.images.surface(for: contents.image))
    } catch {
      note(node, "contents image could not be converted (\(error)); not drawn")
      return nil
    }
  }
}
