import Foundation
import SegueGeometry

/// One item of a `CollectionView` (`UICollectionViewCell`): put content in `contentView`.
///
/// Cells are reused: one whose item leaves the screen goes to its collection view's reuse
/// pool and comes back from `dequeueReusableCell(withReuseIdentifier:for:)` for another item,
/// after `prepareForReuse()`. Unlike a table cell, a collection cell draws nothing of its own
/// when highlighted or selected unless it is given a `selectedBackgroundView` (as in UIKit);
/// override `isHighlighted`/`isSelected` observers to show the state otherwise.
@preconcurrency @MainActor
open class CollectionViewCell: View {
  /// The identifier of the pool the cell returns to (`reuseIdentifier`).
  public internal(set) var reuseIdentifier: String?
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

  /// Creates a cell of a registered class at its item's `frame`: what
  /// `CollectionView.dequeueReusableCell(withReuseIdentifier:for:)` calls. UIKit makes cells
  /// from a class object through the Objective-C runtime; Swift needs a `required`
  /// initializer for that. It is a convenience initializer, so subclasses overriding
  /// `init(frame:)` (UIKit's spelling) inherit it, and it runs their override.
  public required convenience init(dequeuedWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the cell is handed out again by `dequeueReusableCell`
  /// (`prepareForReuse()`); the default clears highlight and selection.
  open func prepareForReuse() {
    isHighlighted = false
    isSelected = false
  }

  /// Applies the attributes the layout gave the cell's item (`apply(_:)`); subclasses read
  /// their own attributes here. The collection view has already set the geometry.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
  }
}
