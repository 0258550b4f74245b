import Foundation

/// One drawn piece of a path with its start point made explicit; the form in which bounds,
/// flattening, hit testing and reversal read a `Path`.
enum PathSegment: Equatable {
  case line(CGPoint, CGPoint)
  case quad(CGPoint, CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  var start: CGPoint {
    switch self {
    case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): p0
    }
  }

  var end: CGPoint {
    switch self {
    case .line(_, let p1): p1
    case .quad(_, _, let p2): p2
    case .cubic(_, _, _, let p3): p3
    }
  }

  /// The point at parameter `t` in 0…1.
  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch self {
    case .line(let p0, let p1):
      return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
    case .quad(let p0, let p1, let p2):
      let (a, b, c) = (u * u, 2 * u * t, t * t)
      return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    case .cubic(let p0, let p1, let p2, let p3):
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }

  /// The same segment traversed backwards.
  var reversed: PathSegment {
    switch self {
    case .line(let p0, let p1): .line(p1, p0)
    case .quad(let p0, let p1, let p2): .quad(p2, p1, p0)
    case .cubic(let p0, let p1, let p2, let p3): .cubic(p3, p2, p1, p0)
    }
  }

  /// The element that draws this segment from its start point.
  var element: PathElement {
    switch self {
    case .line(_, let p1): .line(to: p1)
    case .quad(_, let c, let p2): .quadCurve(to: p2, control: c)
    case .cubic(_, let c1, let c2, let p3): .curve(to: p3, control1: c1, control2: c2)
    }
  }

  /// Parameters in (0, 1) where x or y reaches a local extremum, for tight bounds.
  var extremumParameters: [CGFloat] {
    switch self {
    case .line:
      return []
    case .quad(let p0, let p1, let p2):
      // B'(t) ∝ (p1 − p0) + t (p0 − 2 p1 + p2).
      return [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
      }
    case .cubic(let p0, let p1, let p2, let p3):
      // B'(t)/3 = (d0 − 2 d1 + d2) t² + 2 (d1 − d0) t + d0 with dᵢ = pᵢ₊₁ − pᵢ.
      return [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)].flatMap { a, b, c, d in
        let (d0, d1, d2) = (b - a, c - b, d - c)
        return Self.roots(quadratic: d0 - 2 * d1 + d2, 2 * (d1 - d0), d0).filter {
          $0 > 0 && $0 < 1
        }
      }
    }
  }

  /// Number of straight pieces that keep this segment within `tolerance` of its chords.
  ///
  /// Uses the bound |B − chord| ≤ max|B''| / (8 n²) for n equal parameter steps, with
  /// max|B''| = 2|p0 − 2p1 + p2| for a quadratic and ≤ 6 max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)
  /// for a cubic.
  func pieceCount(tolerance: CGFloat) -> Int {
    let curvature: CGFloat
    switch self {
    case .line:
      return 1
    case .quad(let p0, let p1, let p2):
      curvature = 2 * Self.secondDifference(p0, p1, p2)
    case .cubic(let p0, let p1, let p2, let p3):
      curvature = 6 * max(Self.secondDifference(p0, p1, p2), Self.secondDifference(p1, p2, p3))
    }
    let pieces = (curvature / (8 * tolerance)).squareRoot().rounded(.up)
    guard pieces.isFinite else { return 1 }
    return Int(min(max(pieces, 1), 10_000))
  }

  private static func secondDifference(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
    let x = a.x - 2 * b.x + c.x
    let y = a.y - 2 * b.y + c.y
    return (x * x + y * y).squareRoot()
  }

  /// Real roots of a t² + b t + c (linear when a is 0).
  private static func roots(quadratic a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    if abs(a) < 1e-12 * max(abs(b), abs(c), 1) {
      return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    let root = discriminant.squareRoot()
    return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
  }
}

/// A subpath of a `Path`: where it starts, its segments in order, and whether it is closed.
struct PathSubpath: Equatable {
  var start: CGPoint
  var segments: [PathSegment] = []
  var isClosed = false
}

extension Path {
  /// The subpaths of the path, read with the renderer's rules for missing current points
  /// (see `Path`).
  var subpaths: [PathSubpath] {
    var result: [PathSubpath] = []
    var current: PathSubpath?
    func draw(_ makeSegment: (CGPoint) -> PathSegment, implicitStart: CGPoint) {
      if var subpath = current, subpath.isClosed {
        result.append(subpath)
        subpath = PathSubpath(start: subpath.start)
        current = subpath
      }
      if current == nil { current = PathSubpath(start: implicitStart) }
      let from = current?.segments.last?.end ?? current?.start ?? implicitStart
      current?.segments.append(makeSegment(from))
    }
    for element in elements {
      switch element {
      case .move(let p):
        if let subpath = current { result.append(subpath) }
        current = PathSubpath(start: p)
      case .line(let p):
        // With no current point a line only moves there (Cairo's rule).
        if current == nil {
          current = PathSubpath(start: p)
        } else {
          draw({ .line($0, p) }, implicitStart: p)
        }
      case .quadCurve(let p, let c):
        draw({ .quad($0, c, p) }, implicitStart: c)
      case .curve(let p, let c1, let c2):
        draw({ .cubic($0, c1, c2, p) }, implicitStart: c1)
      case .closeSubpath:
        current?.isClosed = true
      }
    }
    if let subpath = current { result.append(subpath) }
    return result
  }
}
