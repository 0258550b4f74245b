import Foundation

extension Path: Interpolatable {
  /// Returns the path a `fraction` of the way from `self` to `other`, moving every point
  /// (control points included) in a straight line, as Core Animation animates `path`.
  ///
  /// The paths must have the same structure (`canInterpolate(with:)`): same element kinds in the
  /// same order. Core Animation leaves other pairs undefined; here they switch discretely,
  /// `self` for fractions below 0.5 and `other` from 0.5 on, never crashing. Build both ends the
  /// same way (two ovals, two rounded rectangles, arcs with the same sweep) to get a smooth
  /// animation. Fractions 0 and 1 return the end points exactly; outside 0…1 extrapolates.
  public func interpolated(to other: Path, fraction: Double) -> Path {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    guard canInterpolate(with: other) else { return fraction < 0.5 ? self : other }
    return Path(
      elements: zip(elements, other.elements).map { from, to in
        Self.interpolate(from, to, fraction: fraction)
      })
  }

  private static func interpolate(
    _ from: PathElement, _ to: PathElement, fraction f: Double
  ) -> PathElement {
    switch (from, to) {
    case (.move(let a), .move(let b)):
      .move(to: a.interpolated(to: b, fraction: f))
    case (.line(let a), .line(let b)):
      .line(to: a.interpolated(to: b, fraction: f))
    case (.quadCurve(let a, let ca), .quadCurve(let b, let cb)):
      .quadCurve(
        to: a.interpolated(to: b, fraction: f), control: ca.interpolated(to: cb, fraction: f))
    case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
      .curve(
        to: a.interpolated(to: b, fraction: f), control1: a1.interpolated(to: b1, fraction: f),
        control2: a2.interpolated(to: b2, fraction: f))
    default:
      // Kinds differ; unreachable after `canInterpolate(with:)`.
      f < 0.5 ? from : to
    }
  }
}
