import Foundation
import SegueGeometry

extension View {
  /// The smallest size: ask `systemLayoutSizeFitting(_:)` for it to get the most compact
  /// size the constraints allow (`layoutFittingCompressedSize`, 0 × 0).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// A large size: ask for it to get the largest size the constraints allow
  /// (`layoutFittingExpandedSize`). Apple documents no value; 10,000 × 10,000 is the value
  /// UIKit reports when printed (medium confidence).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The size closest to `targetSize` that the view's constraints allow
  /// (`systemLayoutSizeFitting(_:)`), both dimensions wished for at `fittingSizeLevel`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width and height are wished to be
  /// `targetSize`'s at the given priorities
  /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`):
  /// `.required` fixes a dimension, `.fittingSizeLevel` lets the content decide.
  ///
  /// The constraints installed on the view and its descendants, and the intrinsic sizes of
  /// its constraint-laid descendants, are solved on a separate solver with the view at the
  /// origin; nothing is moved (UIKit: "This method does not actually change the size of the
  /// view"). A view without any constraint answers its current size, as UIKit's does.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    View.runConstraintUpdates(in: rootView)
    guard hasConstraintsBelow else { return bounds.size }
    let engine = LayoutEngine()
    engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
    engine.update(root: self)
    let variables = layoutVariables
    let size = CGSize(width: variables.width.value, height: variables.height.value)
    // The variables are shared with the window's engine: give them back its solution.
    rootView.layoutState?.engine?.solver.updateVariables()
    return size
  }
}
