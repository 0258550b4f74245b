import Foundation

extension Path {
  /// A subpath flattened into straight pieces.
  public struct Polyline: Sendable, Hashable {
    /// The vertices in drawing order; a closed polyline does not repeat its first point.
    public var points: [CGPoint]
    /// Whether the subpath was closed (its last point joins its first).
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [CGPoint], isClosed: Bool) {
      self.points = points
      self.isClosed = isClosed
    }
  }

  /// The default flattening tolerance, in points: a tenth of a point, well under a pixel at
  /// 3× scale.
  public static let defaultFlatteningTolerance: CGFloat = 0.1

  /// Returns each subpath as a list of points joined by straight lines, every curve replaced by
  /// chords that stay within `tolerance` points of it.
  ///
  /// A closed subpath ends with its first point repeated, so consecutive points always give
  /// every drawn edge (use `flattenedSubpaths(tolerance:)` for an explicit closed flag).
  ///
  /// - Precondition: `tolerance > 0`.
  public func flattened(tolerance: CGFloat = Path.defaultFlatteningTolerance) -> [[CGPoint]] {
    flattenedSubpaths(tolerance: tolerance).map { polyline in
      guard polyline.isClosed, let first = polyline.points.first, polyline.points.last != first
      else { return polyline.points }
      return polyline.points + [first]
    }
  }

  /// Returns each subpath flattened into a `Polyline` whose chords stay within `tolerance`
  /// points of the curves, with its closed flag.
  ///
  /// A closed subpath whose last point coincides with its start (an oval, for instance) does
  /// not repeat it.
  ///
  /// - Precondition: `tolerance > 0`.
  public func flattenedSubpaths(
    tolerance: CGFloat = Path.defaultFlatteningTolerance
  ) -> [Polyline] {
    precondition(tolerance > 0, "flattening tolerance must be positive, got \(tolerance)")
    return subpaths.map { subpath in
      var points = [subpath.start]
      for segment in subpath.segments {
        let pieces = segment.pieceCount(tolerance: tolerance)
        for step in 1..<pieces {
          points.append(segment.point(at: CGFloat(step) / CGFloat(pieces)))
        }
        points.append(segment.end)
      }
      if subpath.isClosed, points.count > 1, points.last == points.first {
        points.removeLast()
      }
      return Polyline(points: points, isClosed: subpath.isClosed)
    }
  }
}
