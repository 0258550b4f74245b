import Foundation

extension Path {
  /// The tolerance used by `contains(_:using:transform:)`, in points.
  static let hitTestingTolerance: CGFloat = 0.01

  /// Whether `point` lies inside the area the path fills under `rule`
  /// (`CGPath.contains(_:using:transform:)`).
  ///
  /// Every subpath counts as closed, as when filling. Curves are replaced by chords within
  /// 0.01 pt, so points closer than that to a curved edge may be classified either way;
  /// points exactly on an edge are not guaranteed either way. `transform` is applied to the
  /// path first.
  public func contains(
    _ point: CGPoint, using rule: FillRule = .nonZero,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let path = transform == .identity ? self : applying(transform)
    var winding = 0
    for polyline in path.flattenedSubpaths(tolerance: Self.hitTestingTolerance) {
      let vertices = polyline.points
      guard vertices.count > 1 else { continue }
      for index in vertices.indices {
        let a = vertices[index]
        let b = vertices[(index + 1) % vertices.count]
        // Signed crossings of the horizontal ray from `point` towards +x.
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y, b.y > point.y, side > 0 {
          winding += 1
        } else if a.y > point.y, b.y <= point.y, side < 0 {
          winding -= 1
        }
      }
    }
    switch rule {
    case .nonZero: return winding != 0
    case .evenOdd: return winding % 2 != 0
    }
  }
}
