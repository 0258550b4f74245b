import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Gradients fill the node's bounds. Start and end points are in unit coordinates of the bounds.
// Axial and radial gradients are Cairo patterns with PAD extension (the end colours continue,
// as in Core Animation). Cairo 1.16 has no conic gradient: it is drawn as a mesh pattern of
// thin circular sectors around the start point, each a Coons patch whose corner colours are the
// gradient's colours at the sector's two angles. With sector edges at every stop location and
// at least `conicSectors` sectors, the result differs from an exact conic gradient only by the
// colour's linear interpolation across a sector of at most 2.8°.

extension FramePainter {
  /// The number of sectors a full turn of a conic gradient is divided into (at least).
  static let conicSectors = 128

  func drawGradient(
    _ gradient: GradientDrawing, of node: DisplayNode, in cr: OpaquePointer, alpha: Double
  ) {
    let bounds = node.bounds
    guard bounds.width > 0, bounds.height > 0, !gradient.colors.isEmpty else { return }
    if let locations = gradient.locations, !Self.locationsHold(gradient) {
      note(
        node,
        "gradient has \(locations.count) locations for \(gradient.colors.count) colours; spaced evenly"
      )
    }
    if let problem = Self.fillGradient(gradient, in: bounds, alpha: alpha, cr: cr) {
      note(node, problem)
    }
  }

  /// Fills `bounds` (in `cr`'s user space) with `gradient`, its colours at `alpha`: what the
  /// renderer draws for a gradient layer, and what the bench floor draws for it (no cheaper
  /// Cairo program gives these pixels). Returns why nothing was drawn, or nil.
  static func fillGradient(
    _ gradient: GradientDrawing, in bounds: CGRect, alpha: Double, cr: OpaquePointer
  ) -> String? {
    guard bounds.width > 0, bounds.height > 0, !gradient.colors.isEmpty else { return nil }
    let stops = gradientStops(gradient)
    let start = CGPoint(
      x: bounds.minX + gradient.startPoint.x * bounds.width,
      y: bounds.minY + gradient.startPoint.y * bounds.height)
    let end = CGPoint(
      x: bounds.minX + gradient.endPoint.x * bounds.width,
      y: bounds.minY + gradient.endPoint.y * bounds.height)
    guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
      return "gradient points are not finite; not drawn"
    }
    let pattern: OpaquePointer?
    switch gradient.type {
    case .axial:
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      addStops(stops, to: pattern, alpha: alpha)
    case .radial:
      var rx = abs(end.x - start.x)
      var ry = abs(end.y - start.y)
      if rx == 0 { rx = ry }
      if ry == 0 { ry = rx }
      guard rx > 0 else {
        // A zero radius: everything lies beyond the last stop.
        fillBounds(bounds, with: stops[stops.count - 1].color, alpha: alpha, in: cr)
        return nil
      }
      // A unit circle, stretched into the ellipse through the end point by the pattern matrix
      // (which maps user space to pattern space).
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      var matrix = cairo_matrix_t(
        xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
      cairo_pattern_set_matrix(pattern, &matrix)
      addStops(stops, to: pattern, alpha: alpha)
    case .conic:
      pattern = conicMesh(stops, center: start, toward: end, covering: bounds, alpha: alpha)
    }
    guard let pattern else { return nil }
    defer { cairo_pattern_destroy(pattern) }
    if gradient.type != .conic { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
    cairo_new_path(cr)
    cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
    // The path is in device space already: a gradient squeezed to a sliver keeps its outline
    // and is sampled under the nearest matrix Pixman can hold.
    var patternMatrix = cairo_matrix_t()
    cairo_pattern_get_matrix(pattern, &patternMatrix)
    PatternConditioning.setSource(in: cr, patternMatrix: patternMatrix) {
      cairo_set_source(cr, pattern)
    }
    cairo_fill(cr)
    return nil
  }

  private struct Stop {
    var location: Double
    var color: Color
  }

  /// Whether the gradient's locations, when given, are one finite number per colour.
  private static func locationsHold(_ gradient: GradientDrawing) -> Bool {
    guard let locations = gradient.locations else { return true }
    return locations.count == gradient.colors.count && locations.allSatisfy(\.isFinite)
  }

  /// The stops: at the locations when they hold, else spaced evenly.
  private static func gradientStops(_ gradient: GradientDrawing) -> [Stop] {
    let colors = gradient.colors
    if let locations = gradient.locations, locationsHold(gradient) {
      return zip(locations, colors).map { Stop(location: min(max($0, 0), 1), color: $1) }
    }
    guard colors.count > 1 else { return [Stop(location: 0, color: colors[0])] }
    return colors.enumerated().map {
      Stop(location: Double($0) / Double(colors.count - 1), color: $1)
    }
  }

  private static func addStops(_ stops: [Stop], to pattern: OpaquePointer?, alpha: Double) {
    for stop in stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
    }
  }

  private static func fillBounds(
    _ bounds: CGRect, with color: Color, alpha: Double, in cr: OpaquePointer
  ) {
    setSource(color, alpha: alpha, in: cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_fill(cr)
  }

  /// A mesh pattern approximating a conic gradient around `center`, angle 0 pointing at
  /// `toward`, turning clockwise on screen (y down), large enough to cover `bounds`.
  private static func conicMesh(
    _ stops: [Stop], center: CGPoint, toward: CGPoint, covering bounds: CGRect, alpha: Double
  ) -> OpaquePointer? {
    let dx = toward.x - center.x
    let dy = toward.y - center.y
    let angle0 = dx == 0 && dy == 0 ? 0 : atan2(Double(dy), Double(dx))
    var radius = 0.0
    for corner in [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ] {
      radius = max(radius, Double(hypot(corner.x - center.x, corner.y - center.y)))
    }
    radius += 2
    // Sector edges: a regular division plus every stop location.
    var fractions = Set((0...Self.conicSectors).map { Double($0) / Double(Self.conicSectors) })
    for stop in stops { fractions.insert(stop.location) }
    let edges = fractions.sorted()
    guard let mesh = cairo_pattern_create_mesh() else { return nil }
    for i in 1..<edges.count {
      let t0 = edges[i - 1]
      let t1 = edges[i]
      guard t1 > t0 else { continue }
      let a0 = angle0 + 2 * Double.pi * t0
      let a1 = angle0 + 2 * Double.pi * t1
      // A circular arc as one cubic: control points at 4/3·tan(Δ/4) along the tangents.
      let k = 4 / 3 * tan((a1 - a0) / 4) * radius
      let p0 = (x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
      let p1 = (x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
      let c0 = (x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
      let c1 = (x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
      // Colours just inside each edge, so a stop located exactly on an edge is not blended
      // across it.
      let colour0 = Self.color(at: t0, nextTo: t1, stops)
      let colour1 = Self.color(at: t1, nextTo: t0, stops)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
      cairo_mesh_pattern_curve_to(mesh, c0.x, c0.y, c1.x, c1.y, p1.x, p1.y)
      cairo_mesh_pattern_line_to(mesh, center.x, center.y)
      for (corner, colour) in [(0, colour0), (1, colour0), (2, colour1), (3, colour1)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          mesh, UInt32(corner), colour.red, colour.green, colour.blue, colour.alpha * alpha)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }

  /// The gradient's colour at `t`, approached from the side of `neighbour` when `t` is a
  /// discontinuity (two stops at the same location).
  private static func color(at t: Double, nextTo neighbour: Double, _ stops: [Stop]) -> Color {
    let sorted = stops.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map(\.element)
    guard let first = sorted.first, let last = sorted.last else { return Color(white: 0, alpha: 0) }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    let fromBelow = neighbour < t
    for i in 1..<sorted.count {
      let s0 = sorted[i - 1]
      let s1 = sorted[i]
      let inside =
        fromBelow ? (t > s0.location && t <= s1.location) : (t >= s0.location && t < s1.location)
      guard inside else { continue }
      let span = s1.location - s0.location
      let f = span > 0 ? (t - s0.location) / span : 0
      return Color(
        red: s0.color.red + (s1.color.red - s0.color.red) * f,
        green: s0.color.green + (s1.color.green - s0.color.green) * f,
        blue: s0.color.blue + (s1.color.blue - s0.color.blue) * f,
        alpha: s0.color.alpha + (s1.color.alpha - s0.color.alpha) * f)
    }
    return last.color
  }
}
