import Foundation
import SegueGeometry

/// One item of a `CollectionView` (`UICollectionViewCell`): put content in `contentView`.
///
/// Cells are reused (see `CollectionReusableView`). Unlike a table cell, a collection cell draws nothing of its own
/// when highlighted or selected unless it is given a `selectedBackgroundView` (as in UIKit);
/// override `isHighlighted`/`isSelected` observers to show the state otherwise.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view to put the cell's content in; it fills the cell.
  public let contentView = View()
  /// A view shown behind the content while the cell is highlighted or selected
  /// (`selectedBackgroundView`; default nil).
  open var selectedBackgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      guard let selectedBackgroundView else { return }
      selectedBackgroundView.frame = bounds
      selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insertSubview(selectedBackgroundView, belowSubview: contentView)
      updateSelectedBackground()
    }
  }

  /// Whether a finger is on the cell (`isHighlighted`).
  open var isHighlighted = false { didSet { updateSelectedBackground() } }
  /// Whether the cell's item is selected (`isSelected`).
  open var isSelected = false { didSet { updateSelectedBackground() } }

  /// Creates a cell (`init(frame:)`). Override it to build a cell in code, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Called before the cell is handed out again by `dequeueReusableCell`
  /// (`prepareForReuse()`); the default clears highlight and selection.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
    isSelected = false
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
  }
}
