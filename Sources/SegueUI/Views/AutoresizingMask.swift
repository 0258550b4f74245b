import Foundation

extension View {
  /// Which parts of a view stretch when its superview's bounds size changes
  /// (`UIView.AutoresizingMask`); bit values are UIKit's.
  ///
  /// Along each axis the three parts are the leading margin (from the superview's edge to the
  /// view), the view's size, and the trailing margin. The change of the superview's size is
  /// shared among the flexible parts in proportion to their current lengths; when all flexible
  /// parts have length 0 it is shared equally. With no flexible part on an axis, the view keeps
  /// its distance from the leading (left or top) edge and its size.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

extension View.AutoresizingMask {
  /// The frame a view with this mask gets when its superview's size goes from `oldSize` to
  /// `newSize` (points); `frame` is the view's untransformed frame before the change.
  public func resized(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
    let (x, width) = Self.distribute(
      leading: frame.minX, length: frame.width, trailing: oldSize.width - frame.maxX,
      delta: newSize.width - oldSize.width,
      flexible: (
        contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)
      ))
    let (y, height) = Self.distribute(
      leading: frame.minY, length: frame.height, trailing: oldSize.height - frame.maxY,
      delta: newSize.height - oldSize.height,
      flexible: (
        contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)
      ))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Shares `delta` among the flexible parts of one axis; returns the new origin and length.
  private static func distribute(
    leading: CGFloat, length: CGFloat, trailing: CGFloat, delta: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [
      (flexible.leading, leading), (flexible.length, length), (flexible.trailing, trailing),
    ]
    let flexibleParts = parts.filter(\.0)
    guard !flexibleParts.isEmpty, delta != 0 else { return (leading, length) }
    let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * max(part, 0) / total : delta / CGFloat(flexibleParts.count)
    }
    let newLeading = leading + share(flexible.leading, leading)
    let newLength = max(length + share(flexible.length, length), 0)
    return (newLeading, newLength)
  }
}
