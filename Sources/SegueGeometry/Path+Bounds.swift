import Foundation

extension Path {
  /// The smallest rectangle containing every point of the path, control points included
  /// (`CGPath.boundingBox`); `CGRect.null` for an empty path.
  ///
  /// Cheap, and never smaller than the drawn outline, but for curves usually larger than
  /// `boundingBoxOfPath`.
  public var boundingBox: CGRect {
    Self.rectangle(enclosing: elements.flatMap(\.points))
  }

  /// The smallest rectangle containing the drawn outline (`CGPath.boundingBoxOfPath`): end
  /// points plus the extrema of each curve, not its control points; `CGRect.null` for an
  /// empty path. Stroke width is not included.
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    for subpath in subpaths {
      points.append(subpath.start)
      for segment in subpath.segments {
        points.append(segment.end)
        points.append(contentsOf: segment.extremumParameters.map { segment.point(at: $0) })
      }
    }
    return Self.rectangle(enclosing: points)
  }

  static func rectangle(enclosing points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
