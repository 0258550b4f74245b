/// The shape drawn at the open ends of a stroked path (`CAShapeLayerLineCap`, `CGLineCap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
  /// The stroke stops square at the end point (the default).
  case butt
  /// A half circle of diameter `lineWidth` caps the end.
  case round
  /// The stroke extends half the line width past the end point, squared off.
  case square
}
