import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// The state of one frame being drawn: what could not be drawn faithfully, the renderer's
/// shared resources, and the Cairo settings every context of the frame gets.
///
/// Drawing functions take the Cairo context explicitly because one node may be drawn into
/// several: the target, an alpha surface for a shadow, the offscreen plane of a 3D layer.
final class FramePainter {
  unowned let renderer: CairoRenderer
  /// The features that were approximated or skipped, in drawing order, without duplicates.
  private(set) var report = RenderReport()
  private var reported: Set<UnsupportedFeature> = []
  /// Fixed font options, so that glyphs never depend on the surface's or system's defaults.
  let fontOptions: OpaquePointer
  /// The context drawing into the frame (groups pushed on it included) and the frame's device
  /// pixels; nil until the renderer sets them. Other contexts (shadow masks, 3D planes) have
  /// device spaces of their own.
  var frame: (context: OpaquePointer, canvas: PixelRect)?
  /// The list being drawn, its scale and the frame's surface, when every pixel of the frame is
  /// drawn (not a partial repaint); nil otherwise. Backdrop captures are kept only then.
  var wholeFrame: (list: DisplayList, scale: Int, surface: OpaquePointer)?
  /// The indices leading to the node being drawn: its top-level index, then its index among
  /// each ancestor's sublayers (`BackdropCache` keys on what was drawn before it).
  var path: [Int] = []
  /// The path of a node whose background a backdrop's pass has already drawn
  /// (`overlay(onBackdropOf:under:plan:)`): it skips its fill when the walk reaches it.
  var overlaidBackground: [Int]?
  /// How many clips in force may not be convex (several pieces, a mask's shape): a picture's
  /// inside is written directly only under convex clips (FramePainter+PictureInterior).
  var concaveClips = 0

  init(renderer: CairoRenderer) {
    self.renderer = renderer
    fontOptions = FontLibrary.makeFontOptions()
  }

  deinit {
    cairo_font_options_destroy(fontOptions)
  }

  /// Records a feature of `node` that was not drawn as specified.
  func note(_ node: DisplayNode, _ feature: String) {
    let entry = UnsupportedFeature(node: node.name, feature: feature)
    if reported.insert(entry).inserted {
      report.unsupported.append(entry)
    }
  }

  /// Applies the frame's fixed settings to a new context.
  func prepare(_ cr: OpaquePointer) {
    cairo_set_font_options(cr, fontOptions)
  }

  /// Creates a prepared context drawing into `surface`; the caller destroys it.
  func makeContext(_ surface: OpaquePointer) -> OpaquePointer? {
    guard let cr = cairo_create(surface) else { return nil }
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(cr)
      return nil
    }
    prepare(cr)
    return cr
  }

  /// Destroys an offscreen context, reporting if Cairo failed while drawing into it (the
  /// target context's own failures end the frame with `RenderError.backend` instead).
  func finish(_ cr: OpaquePointer, of node: DisplayNode, drawing what: String) {
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      note(node, "Cairo failed drawing \(what): \(String(cString: cairo_status_to_string(status)))")
    }
    cairo_destroy(cr)
  }
}

/// A rectangle of whole device pixels.
struct PixelRect: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The empty rectangle.
  static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// The smallest pixel rectangle containing `rect` (clamped to a sane range); a rectangle
  /// with a non-finite coordinate may be anywhere, so it gives the whole clamped range.
  init(enclosing rect: CGRect) {
    guard !rect.isNull, !rect.isEmpty else {
      self = .empty
      return
    }
    let limit = 1e8
    guard rect.isFiniteRect else {
      self.init(x: -Int(limit), y: -Int(limit), width: 2 * Int(limit), height: 2 * Int(limit))
      return
    }
    let x0 = Int(min(max(rect.minX.rounded(.down), -limit), limit))
    let y0 = Int(min(max(rect.minY.rounded(.down), -limit), limit))
    let x1 = Int(min(max(rect.maxX.rounded(.up), -limit), limit))
    let y1 = Int(min(max(rect.maxY.rounded(.up), -limit), limit))
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  var isEmpty: Bool { width <= 0 || height <= 0 }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  func intersection(_ other: PixelRect) -> PixelRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    let r = PixelRect(
      x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    return r.isEmpty ? .empty : r
  }

  func insetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

extension FramePainter {
  /// The device pixels the current clip lets through.
  func deviceClipExtents(_ cr: OpaquePointer) -> PixelRect { Self.deviceClipExtents(cr) }

  /// The device pixels the current clip of `cr` lets through (the bench floor asks too).
  static func deviceClipExtents(_ cr: OpaquePointer) -> PixelRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_restore(cr)
    return PixelRect(enclosing: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
  }

  /// The device-space bounding box of a user-space rectangle under the current matrix.
  func deviceBounds(of rect: CGRect, in cr: OpaquePointer) -> CGRect {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return Self.deviceBox(of: rect, under: matrix)
  }

  /// Intersects the clip with a device pixel rectangle.
  func clip(toDevice rect: PixelRect, in cr: OpaquePointer) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    cairo_set_matrix(cr, &matrix)
    cairo_clip(cr)
  }

  /// Intersects the clip with a union of disjoint device pixel rectangles.
  func clip(toDevice pieces: [PixelRect], in cr: OpaquePointer) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    for piece in pieces {
      cairo_rectangle(
        cr, Double(piece.x), Double(piece.y), Double(piece.width), Double(piece.height))
    }
    cairo_set_matrix(cr, &matrix)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }

  /// Clips to the device pixels `node` (drawn in the current space) can touch, so that a group
  /// pushed next is no bigger than needed. Returns false when nothing of it can be visible.
  func clipToDeviceExtent(of node: DisplayNode, in cr: OpaquePointer) -> Bool {
    let visible = deviceClipExtents(cr)
    guard let extent = extent(of: node) else { return !visible.isEmpty }
    let region = visible.intersection(PixelRect(enclosing: deviceBounds(of: extent, in: cr)))
    guard !region.isEmpty else { return false }
    if region != visible { clip(toDevice: region, in: cr) }
    return true
  }
}
