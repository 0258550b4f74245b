import Foundation
import SegueGeometry

/// Insets by leading and trailing edge rather than left and right (`NSDirectionalEdgeInsets`):
/// leading is the left edge in a left-to-right layout and the right edge in a right-to-left one.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// No inset on any edge (`NSDirectionalEdgeInsets.zero`).
  public static let zero = DirectionalEdgeInsets()

  /// The insets on screen for `direction`.
  public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    let rightToLeft = direction == .rightToLeft
    return EdgeInsets(
      top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
      right: rightToLeft ? leading : trailing)
  }

  /// `insets` (on screen) read by leading and trailing edge for `direction`.
  public init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
    let rightToLeft = direction == .rightToLeft
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }
}
