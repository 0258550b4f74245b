import Foundation

/// Distances to inset each edge of a rectangle by, in points (`UIEdgeInsets`).
///
/// Positive values shrink the rectangle, negative values grow it. `top` and `bottom` refer to
/// minimum and maximum y on Segue's y-down screen.
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// Inset of the top (minimum y) edge.
  public var top: CGFloat
  /// Inset of the left (minimum x) edge.
  public var left: CGFloat
  /// Inset of the bottom (maximum y) edge.
  public var bottom: CGFloat
  /// Inset of the right (maximum x) edge.
  public var right: CGFloat

  /// Creates insets for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No inset on any edge (`UIEdgeInsets.zero`).
  public static let zero = EdgeInsets()

  /// Whether every edge's inset is a finite number.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}

extension EdgeInsets: AdditiveInterpolatable {
  /// Returns the insets a `fraction` of the way to `other`, edge by edge (outside 0…1
  /// extrapolates).
  public func interpolated(to other: EdgeInsets, fraction: Double) -> EdgeInsets {
    EdgeInsets(
      top: top.interpolated(to: other.top, fraction: fraction),
      left: left.interpolated(to: other.left, fraction: fraction),
      bottom: bottom.interpolated(to: other.bottom, fraction: fraction),
      right: right.interpolated(to: other.right, fraction: fraction))
  }

  /// Zero insets.
  public static var additiveZero: EdgeInsets { .zero }

  /// Returns the edge-by-edge sum.
  public func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }

  /// Returns the edge-by-edge difference.
  public func subtracting(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top - other.top, left: left - other.left, bottom: bottom - other.bottom,
      right: right - other.right)
  }
}

extension CGRect {
  /// Returns the rectangle with each edge moved inwards by `insets` (`CGRect.inset(by:)` of
  /// UIKit, formerly `UIEdgeInsetsInsetRect`).
  ///
  /// Like UIKit, this does not standardize or clamp: insets larger than the rectangle give a
  /// negative width or height.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}
