/// The rule that decides which points a path encloses (`CAShapeLayerFillRule`; Core Graphics'
/// `CGPathFillRule`).
public enum FillRule: String, Sendable, Hashable, CaseIterable {
  /// A point is inside when the path winds around it a non-zero number of times, counting
  /// clockwise and anticlockwise turns with opposite signs (Core Animation's default).
  case nonZero = "non-zero"
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = "even-odd"

  /// Core Graphics' name for `nonZero` (`CGPathFillRule.winding`), for ported `CGPath` code.
  public static var winding: FillRule { .nonZero }
}
