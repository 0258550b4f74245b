import Foundation
import SegueGeometry

/// A view a collection view recycles (`UICollectionReusableView`): the base of cells, of
/// supplementary views such as a flow layout's section headers and footers, and of the
/// decoration views a layout registers (a section's background, say).
///
/// A reusable view whose element leaves the screen goes to its collection view's reuse pool
/// and comes back from `dequeueReusableCell(withReuseIdentifier:for:)` or
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` for another element,
/// after `prepareForReuse()`.
@preconcurrency @MainActor
open class CollectionReusableView: View {
  /// The identifier of the pool the view returns to (`reuseIdentifier`).
  public internal(set) var reuseIdentifier: String?
  /// The supplementary or decoration kind the view was registered for; nil for a cell.
  var elementKind: String?
  /// Whether the collection view made the view for a decoration element of its layout.
  var isDecoration = false

  /// Creates a reusable view (`init(frame:)`). Override it to build the view in code.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view of a registered class at its element's `frame`: what the collection
  /// view's dequeue methods call. UIKit makes these views from a class object through the
  /// Objective-C runtime; Swift needs a `required` initializer for that. It is a convenience
  /// initializer, so subclasses overriding `init(frame:)` (UIKit's spelling) inherit it, and
  /// it runs their override.
  public required convenience init(dequeuedWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the view is handed out again by a dequeue method (`prepareForReuse()`).
  open func prepareForReuse() {}

  /// Applies the attributes the layout gave the view's element (`apply(_:)`); subclasses read
  /// their own attributes here. The collection view has already set the geometry.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
