import Foundation
import SegueGeometry

// Where a sheet and the screen behind it are, as UIKit's `_UISheetLayoutInfo` places them
// (shared/reference/modern-presentation.md §1 "Layout", read from UIKit's binary by a C port,
// confidence bin; docs/modern-presentation.md). All positions are the sheet's top edge in the
// container's coordinates (y down): a detent of value v puts it at
// `height − safeBottom − v`; "dismissed" is the container's bottom edge.
// Invariants: the largest detent is the stack top; the presenting view is not scaled at or
// below the next detent down, fully scaled back at the largest; nothing here reads a clock.
// Alternative rejected: keeping frames per detent in the controller — one pure value keeps the
// maths testable against the reference's per-device numbers without a stage.

/// The geometry of an edge-attached sheet in a container (points, y down).
public struct SheetLayout: Sendable, Hashable {
  /// The gap between the safe area's top and a sheet at its largest detent, points
  /// (`topOffset`, 10; reference §1 Constants, bin ×2).
  public static let topOffset: CGFloat = 10
  /// The gap between the safe area's top and a sheet at its largest detent in a compact height
  /// (an iPhone in landscape), points (reference §1 Constants, B-metrics, bin).
  public static let compactHeightTopOffset: CGFloat = 8
  /// The sheet's top corner radius, points (reference §1, bin ×2).
  public static let cornerRadius: CGFloat = 10
  /// The medium detent's share of the maximum detent value in a container taller than
  /// `mediumTallThreshold` (0.56), else `mediumShortRatio` (0.63) (reference §1 Layout, bin).
  public static let mediumTallRatio: CGFloat = 0.56
  /// See `mediumTallRatio`.
  public static let mediumShortRatio: CGFloat = 0.63
  /// See `mediumTallRatio`, points.
  public static let mediumTallThreshold: CGFloat = 568
  /// The presenting view's side margin when fully scaled back, points (16; 20 on containers
  /// wider than 393 pt; reference §1 Layout, bin).
  public static let presenterMargin: CGFloat = 16
  /// See `presenterMargin`.
  public static let widePresenterMargin: CGFloat = 20
  /// The rubber band's stiffness coefficient, x ↦ e (1 − 1 / (0.55 x / e + 1)) (reference §1).
  public static let rubberBandCoefficient: CGFloat = 0.55
  /// How deep a card can recede behind stacked sheets (`maximumDepth`, 2; reference §1
  /// Constants, B-metrics, bin ×2 with the B-port): one level shrinks; a card two sheets down
  /// keeps that scale and sinks back to the stack top, behind the card above it.
  public static let maximumDepth: CGFloat = 2

  /// The container's size, points.
  public let containerSize: CGSize
  /// The container's safe-area insets, points.
  public let safeAreaInsets: EdgeInsets
  /// Whether the offset below the safe area is doubled (a phone with a home button, or a
  /// regular-width container; reference §1 Constants, bin).
  public let doublesTopOffset: Bool
  /// Whether the container has a compact height (an iPhone in landscape): the sheet rises to
  /// 8 pt below the safe area, the medium detent is inactive and the screen behind is not
  /// scaled back.
  public let isCompactHeight: Bool

  /// Creates the layout of a container of `containerSize` with `safeAreaInsets`;
  /// `doublesTopOffset` for a home-button phone or a regular width; `isCompactHeight` for an
  /// iPhone in landscape.
  public init(
    containerSize: CGSize, safeAreaInsets: EdgeInsets, doublesTopOffset: Bool,
    isCompactHeight: Bool = false
  ) {
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.doublesTopOffset = doublesTopOffset
    self.isCompactHeight = isCompactHeight
  }

  /// The top of a sheet at its largest possible detent, points (`stackTop`): 69 on an
  /// iPhone 15 Pro, 40 on an iPhone SE; 8 on either in landscape (no top inset there).
  public var stackTop: CGFloat {
    if isCompactHeight { return safeAreaInsets.top + Self.compactHeightTopOffset }
    return safeAreaInsets.top + (doublesTopOffset ? 2 : 1) * Self.topOffset
  }

  /// The largest value a detent can have, points (`maximumDetentValue`): the height from the
  /// stack top to the safe area's bottom.
  public var maximumDetentValue: CGFloat {
    max(0, containerSize.height - stackTop - safeAreaInsets.bottom)
  }

  /// The sheet's top for a detent of `value` points (clamped to the maximum).
  public func top(forDetentValue value: CGFloat) -> CGFloat {
    containerSize.height - safeAreaInsets.bottom - min(max(value, 0), maximumDetentValue)
  }

  /// The top of a dismissed sheet: the container's bottom edge.
  public var dismissedTop: CGFloat { containerSize.height }

  /// The sheet's frame with its top at `top`: full width, down to the container's bottom (it
  /// runs under the home indicator).
  public func sheetFrame(top: CGFloat) -> CGRect {
    CGRect(x: 0, y: top, width: containerSize.width, height: containerSize.height - top)
  }

  /// The sheet's frame at its largest detent (the frame it keeps; detents move it).
  public var fullSheetFrame: CGRect { sheetFrame(top: stackTop) }

  /// How far the sheet stretches beyond its largest detent at most, points (10 here).
  public var upperRubberBandExtent: CGFloat {
    min(stackTop - safeAreaInsets.top, 100)
  }

  /// How far a sheet that refuses dismissal stretches below its smallest detent at most,
  /// points: min(¼ of the full sheet's height, 200) (195.75 on an iPhone 15 Pro).
  public var lowerRubberBandExtent: CGFloat {
    min((containerSize.height - stackTop) / 4, 200)
  }

  /// UIKit's rubber band: `overshoot` points pulled become e (1 − 1 / (0.55 x / e + 1)),
  /// which starts at the finger's slope 0.55 and never reaches `extent`.
  public static func rubberBand(_ overshoot: CGFloat, extent: CGFloat) -> CGFloat {
    guard overshoot > 0, extent > 0 else { return 0 }
    return extent * (1 - 1 / (rubberBandCoefficient * overshoot / extent + 1))
  }

  /// The rubber band's slope at `overshoot` points: c / (c x / e + 1)², sheet points per finger
  /// point (the derivative of `rubberBand(_:extent:)`).
  public static func rubberBandSlope(_ overshoot: CGFloat, extent: CGFloat) -> CGFloat {
    guard overshoot > 0, extent > 0 else { return rubberBandCoefficient }
    let base = rubberBandCoefficient * overshoot / extent + 1
    return rubberBandCoefficient / (base * base)
  }

  /// The scale-back depth d in 0…1 of a sheet at `top`: 0 at or below `lowerTop` (the next
  /// detent down, or the dismissed position), 1 at the stack top; always 0 in a compact height,
  /// where the screen behind stays full size and only dims (est: iPhone landscape
  /// screenshots; the reference gives no scale-back for it).
  public func depth(sheetTop top: CGFloat, lowerTop: CGFloat) -> CGFloat {
    guard !isCompactHeight else { return 0 }
    let span = lowerTop - stackTop
    guard span > 0 else { return top <= stackTop ? 1 : 0 }
    return min(max((lowerTop - top) / span, 0), 1)
  }

  /// The presenting view's frame (scaled about its centre, before rounding) at depth `d`
  /// (0…2, the depths of the sheets stacked on it added up): k = 2 (1 − 2^−min(d, 1)), scale
  /// s = 1 − 2 m k / W, top edge min(d, 1) · stackTop − 10 k · clamp(2 − d) (reference §1
  /// Layout; B-port's `_transform` with `maximumDepth` 2, bin): 361 pt wide with its top at 59
  /// on an iPhone 15 Pro at d = 1; at d = 2 (two sheets up) the same width, top 69.
  public func presenterFrame(depth d: CGFloat) -> CGRect {
    let width = containerSize.width
    guard width > 0 else { return .zero }
    let k = Self.recession(depth: d)
    let margin = width > 393 ? Self.widePresenterMargin : Self.presenterMargin
    let scale = 1 - 2 * margin * k / width
    let top = min(max(d, 0), 1) * stackTop - Self.topOffset * k * Self.sinking(depth: d)
    let size = CGSize(width: width * scale, height: containerSize.height * scale)
    return CGRect(x: (width - size.width) / 2, y: top, width: size.width, height: size.height)
  }

  /// k = 2 (1 − 2^−min(d, maximumDepth − 1)): how far a card at depth `d` has receded, 0…1.
  public static func recession(depth d: CGFloat) -> CGFloat {
    2 * (1 - pow(2, -min(max(d, 0), maximumDepth - 1)))
  }

  /// clamp(maximumDepth − d, 0, 1): the share of its 10 k pt rise a card at depth `d` keeps;
  /// 0 two sheets down, where it has sunk back behind the card above.
  public static func sinking(depth d: CGFloat) -> CGFloat {
    min(max(maximumDepth - d, 0), 1)
  }

  /// The transform that takes a view filling the container to `presenterFrame(depth:)` about
  /// its centre (a view's transform applies about its centre).
  public func presenterTransform(depth d: CGFloat) -> CGAffineTransform {
    let frame = presenterFrame(depth: d)
    guard containerSize.width > 0 else { return .identity }
    let scale = frame.width / containerSize.width
    let ty = frame.midY - containerSize.height / 2
    return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: ty)
  }
}
