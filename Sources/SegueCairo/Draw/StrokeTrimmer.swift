import CCairo
import Foundation
import SegueGeometry

/// A path flattened into measured polylines, to stroke only part of it (`strokeStart` …
/// `strokeEnd`, fractions of the whole path's length, all subpaths end to end).
///
/// Cairo flattens the curves (to its tolerance of 0.1 device pixel, so the trimmed stroke is
/// as smooth as a full one) and the length is the sum of the polyline segments, closing
/// segments included. A closed subpath that lies wholly inside the range is emitted closed, so
/// its start keeps a proper join; a trimmed one becomes an open polyline with caps.
struct StrokeTrimmer {
  /// One flattened subpath.
  struct Polyline {
    var points: [CGPoint]
    var isClosed: Bool

    /// The vertices in stroking order, the start repeated at the end when closed.
    var chain: [CGPoint] { isClosed && points.count > 1 ? points + [points[0]] : points }

    var length: Double {
      let chain = chain
      guard chain.count > 1 else { return 0 }
      var total = 0.0
      for i in 1..<chain.count { total += distance(chain[i - 1], chain[i]) }
      return total
    }
  }

  let polylines: [Polyline]
  let lengths: [Double]
  let totalLength: Double

  /// Flattens `path` as it would be drawn with the context's current matrix and tolerance.
  /// Leaves the context's current path empty.
  init(flattening path: Path, in cr: OpaquePointer) {
    CairoPath.set(path, in: cr)
    var result: [Polyline] = []
    if let flat = cairo_copy_path_flat(cr) {
      defer { cairo_path_destroy(flat) }
      let count = Int(flat.pointee.num_data)
      if flat.pointee.status == CAIRO_STATUS_SUCCESS, let data = flat.pointee.data {
        var i = 0
        while i < count {
          let header = data[i].header
          let length = max(Int(header.length), 1)
          switch header.type {
          case CAIRO_PATH_MOVE_TO:
            let p = data[i + 1].point
            result.append(Polyline(points: [CGPoint(x: p.x, y: p.y)], isClosed: false))
          case CAIRO_PATH_LINE_TO:
            let p = data[i + 1].point
            if result.isEmpty { result.append(Polyline(points: [], isClosed: false)) }
            result[result.count - 1].points.append(CGPoint(x: p.x, y: p.y))
          case CAIRO_PATH_CLOSE_PATH:
            if !result.isEmpty { result[result.count - 1].isClosed = true }
          default:
            break  // a flattened path has no curves
          }
          i += length
        }
      }
    }
    cairo_new_path(cr)
    polylines = result.filter { $0.points.count > 1 }
    lengths = polylines.map(\.length)
    totalLength = lengths.reduce(0, +)
  }

  /// Replaces the current path with the part between the fractions `start` and `end` of the
  /// total length, and returns how far into its subpath the first emitted piece begins (the
  /// amount to add to the dash phase so dashes stay anchored to the path as it is trimmed).
  func appendRange(from start: CGFloat, to end: CGFloat, in cr: OpaquePointer) -> CGFloat {
    cairo_new_path(cr)
    let a = Double(start) * totalLength
    let b = Double(end) * totalLength
    var offset = 0.0
    var skippedInFirst: Double?
    for (polyline, length) in zip(polylines, lengths) {
      defer { offset += length }
      guard offset + length >= a, offset <= b, length > 0 else { continue }
      let from = max(a - offset, 0)
      let to = min(b - offset, length)
      guard to > from else { continue }
      if skippedInFirst == nil { skippedInFirst = from }
      if polyline.isClosed, from == 0, to == length {
        appendClosed(polyline.points, in: cr)
      } else {
        appendPiece(of: polyline.chain, from: from, to: to, in: cr)
      }
    }
    return CGFloat(skippedInFirst ?? 0)
  }

  private func appendClosed(_ points: [CGPoint], in cr: OpaquePointer) {
    cairo_move_to(cr, points[0].x, points[0].y)
    for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
    cairo_close_path(cr)
  }

  /// Appends the stretch of `chain` between the distances `from` and `to` along it.
  private func appendPiece(of chain: [CGPoint], from: Double, to: Double, in cr: OpaquePointer) {
    var travelled = 0.0
    var started = false
    for i in 1..<chain.count {
      let p0 = chain[i - 1]
      let p1 = chain[i]
      let segment = distance(p0, p1)
      let segmentEnd = travelled + segment
      defer { travelled = segmentEnd }
      guard segmentEnd >= from, segment > 0 else { continue }
      if !started {
        let s = lerp(p0, p1, (from - travelled) / segment)
        cairo_move_to(cr, s.x, s.y)
        started = true
      }
      if segmentEnd >= to {
        let e = lerp(p0, p1, (to - travelled) / segment)
        cairo_line_to(cr, e.x, e.y)
        return
      }
      cairo_line_to(cr, p1.x, p1.y)
    }
  }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
  let dx = Double(b.x - a.x)
  let dy = Double(b.y - a.y)
  return (dx * dx + dy * dy).squareRoot()
}

private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
  let t = min(max(t, 0), 1)
  return CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
}
