import Foundation

/// The object that places a collection view's items (`UICollectionViewLayout`): subclass it,
/// or use `CollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` before asking for attributes after the layout was
/// invalidated (`invalidateLayout()`), then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)`. Around batch updates it calls
/// `prepare(forCollectionViewUpdates:)`, then asks `initialLayoutAttributesForAppearingItem(at:)`
/// and `finalLayoutAttributesForDisappearingItem(at:)` (nil: the item does not move, UIKit's
/// default), then `finalizeCollectionViewUpdates()`.
///
/// Not done (yet): supplementary and decoration views, self-sizing cells, invalidation
/// contexts, `shouldInvalidateLayout(forBoundsChange:)` (the collection view invalidates its
/// layout when its bounds change size, never when they only scroll).
@preconcurrency @MainActor
open class CollectionViewLayout {
  /// The collection view using the layout (held weakly; nil until installed).
  public internal(set) weak var collectionView: CollectionView?
  /// Whether `prepare()` must run before the next question.
  var needsPrepare = true
  /// The attributes of every item before the batch update being animated, by old index path
  /// (what a layout reads in `finalLayoutAttributesForDisappearingItem(at:)`).
  public internal(set) var attributesBeforeUpdate: [IndexPath: CollectionViewLayoutAttributes] =
    [:]

  /// Creates a layout.
  public init() {}

  /// Works out the layout (`prepare()`); called before questions after an invalidation.
  open func prepare() {}

  /// The size of the whole content, points (`collectionViewContentSize`; default zero).
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the items whose frames meet `rect`, content coordinates
  /// (`layoutAttributesForElements(in:)`; default none).
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`; default nil).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout as stale: `prepare()` runs again before the next question and the
  /// collection view lays out again (`invalidateLayout()`).
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Prepares for the updates of a batch (`prepare(forCollectionViewUpdates:)`).
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Called when the batch's animations have been set up (`finalizeCollectionViewUpdates()`).
  open func finalizeCollectionViewUpdates() {}

  /// Where an inserted item starts its animation (`initialLayoutAttributesForAppearingItem(at:)`);
  /// nil (the default) starts it at its final place.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where a deleted item ends its animation, keyed by its index path before the update
  /// (`finalLayoutAttributesForDisappearingItem(at:)`); nil (the default) keeps it in place.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    nil
  }

  /// Called before the collection view switches to this layout from `oldLayout`
  /// (`prepareForTransition(from:)`).
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

  /// Called before the collection view switches from this layout to `newLayout`
  /// (`prepareForTransition(to:)`).
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}

  /// Called once the switch to or from this layout is over (`finalizeLayoutTransition()`).
  open func finalizeLayoutTransition() {}

  /// Runs `prepare()` if the layout was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}

/// One change of a batch update, as the layout is told of it (`UICollectionViewUpdateItem`).
public struct CollectionViewUpdateItem: Sendable, Hashable {
  /// What a change does (`UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Sendable, Hashable {
    case insert, delete, reload, move, none
  }
  /// The item's path before the update (nil for an insertion).
  public let indexPathBeforeUpdate: IndexPath?
  /// The item's path after the update (nil for a deletion).
  public let indexPathAfterUpdate: IndexPath?
  /// The change.
  public let updateAction: Action
}
