/// A set of corners of a rectangle (`UIRectCorner`), for
/// `BezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
///
/// Corners are named as seen on a y-down screen: top is the minimum y.
public struct RectCorner: OptionSet, Sendable, Hashable {
  /// The bit mask (UIKit's values: topLeft 1, topRight 2, bottomLeft 4, bottomRight 8).
  public let rawValue: UInt

  /// Creates a set from UIKit's bit mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The corner at minimum x and minimum y.
  public static let topLeft = RectCorner(rawValue: 1 << 0)
  /// The corner at maximum x and minimum y.
  public static let topRight = RectCorner(rawValue: 1 << 1)
  /// The corner at minimum x and maximum y.
  public static let bottomLeft = RectCorner(rawValue: 1 << 2)
  /// The corner at maximum x and maximum y.
  public static let bottomRight = RectCorner(rawValue: 1 << 3)
  /// All four corners; like UIKit's, every bit is set (`~0`).
  public static let allCorners = RectCorner(rawValue: ~0)
}
