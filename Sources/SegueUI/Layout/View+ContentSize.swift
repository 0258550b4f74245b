import Foundation
import SegueGeometry

// Intrinsic content size in Auto Layout (UIKit's `NSContentSizeLayoutConstraint`). For each
// view whose frame the constraints decide and that has an intrinsic size, the engine adds,
// per dimension that is not `noIntrinsicMetric`:
//   size <= intrinsic  at the view's content hugging priority (default 250, `defaultLow`);
//   size >= intrinsic  at its compression resistance priority (default 750, `defaultHigh`).
// Source: Apple's "Auto Layout Guide — Views with Intrinsic Content Size" (the two
// inequalities and the defaults, high confidence). Views made in code have 250 / 750; only
// Interface Builder gives labels 251 (not modelled).

extension LayoutConstraint {
  /// A direction of layout (`NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

/// A view's content hugging and compression resistance priorities, per axis.
struct ContentPriorities: Equatable {
  var hugging = [LayoutPriority.defaultLow, .defaultLow]
  var compressionResistance = [LayoutPriority.defaultHigh, .defaultHigh]
}

extension View {
  /// How much the view resists growing larger than its intrinsic size along `axis`
  /// (`contentHuggingPriority(for:)`; default 250).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    (layoutState?.contentPriorities ?? ContentPriorities()).hugging[axis.rawValue]
  }

  /// Sets the content hugging priority along `axis` (`setContentHuggingPriority(_:for:)`).
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    guard priority != contentHuggingPriority(for: axis) else { return }
    ensuredLayoutState.contentPriorities.hugging[axis.rawValue] = priority
    contentSizeChanged()
  }

  /// How much the view resists being made smaller than its intrinsic size along `axis`
  /// (`contentCompressionResistancePriority(for:)`; default 750).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    (layoutState?.contentPriorities ?? ContentPriorities()).compressionResistance[axis.rawValue]
  }

  /// Sets the compression resistance priority along `axis`
  /// (`setContentCompressionResistancePriority(_:for:)`).
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    guard priority != contentCompressionResistancePriority(for: axis) else { return }
    ensuredLayoutState.contentPriorities.compressionResistance[axis.rawValue] = priority
    contentSizeChanged()
  }

  /// Forgets the engine's copy of the intrinsic size, so the next pass reads it again.
  func contentSizeChanged() {
    guard let layoutState else { return }
    layoutState.cachedContentSize = nil
    LayoutEngine.constraintsChanged()
  }

  /// `intrinsicContentSize`, read once per invalidation.
  var layoutContentSize: CGSize {
    let state = ensuredLayoutState
    if let cached = state.cachedContentSize { return cached }
    let size = intrinsicContentSize
    state.cachedContentSize = size
    return size
  }

}
