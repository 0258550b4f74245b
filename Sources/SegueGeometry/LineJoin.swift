/// The shape drawn where two segments of a stroked path meet (`CAShapeLayerLineJoin`,
/// `CGLineJoin`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
  /// The outer edges extend to a sharp point, bevelled when longer than the miter limit allows
  /// (the default).
  case miter
  /// The corner is rounded with a circle of diameter `lineWidth`.
  case round
  /// The corner is cut off square.
  case bevel
}
