import Foundation

/// A horizontal and vertical offset, in points (`UIOffset`).
///
/// Declared here because SegueGeometry has none yet; it belongs there if another module needs
/// it.
public struct Offset: Sendable, Hashable {
  /// Offset along x, in points.
  public var horizontal: CGFloat
  /// Offset along y (down), in points.
  public var vertical: CGFloat

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset (`UIOffset.zero`).
  public static let zero = Offset(horizontal: 0, vertical: 0)
}

/// A closed range of floating-point values (`UIFloatRange`), used by attachment behaviours.
public struct FloatRange: Sendable, Hashable {
  /// The lower bound.
  public var minimum: CGFloat
  /// The upper bound.
  public var maximum: CGFloat

  /// Creates a range.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range from −∞ to +∞ (`UIFloatRange.infinite`), meaning "no limit".
  public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

  /// The range 0 … 0 (`UIFloatRange.zero`).
  public static let zero = FloatRange(minimum: 0, maximum: 0)

  /// Whether both bounds are infinite (`isInfinite`).
  public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}
