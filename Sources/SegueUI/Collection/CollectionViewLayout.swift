import Foundation

/// The object that places a collection view's items (`UICollectionViewLayout`): subclass it,
/// or use `CollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` before asking for attributes after the layout was
/// invalidated (`invalidateLayout()`), then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` (cells and supplementary views). Around batch updates it
/// calls `prepare(forCollectionViewUpdates:)` (item and section changes), then asks
/// `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)` and their supplementary equivalents (nil:
/// the element does not move, UIKit's default), then `finalizeCollectionViewUpdates()`.
///
/// Decoration views (a section's background, say) are the layout's own: it registers their
/// classes (`register(_:forDecorationViewOfKind:)`), names them among its elements with
/// `CollectionViewLayoutAttributes(forDecorationViewOfKind:with:)`, and the collection view
/// makes, reuses and animates them as it does cells (see CollectionView+Decoration.swift).
///
/// Not done (yet): self-sizing cells, invalidation contexts,
/// `shouldInvalidateLayout(forBoundsChange:)` (the collection view invalidates its layout
/// when its bounds change size; every layout pass, scrolling too, asks for the elements in the
/// bounds again, so attributes may depend on the bounds without an invalidation).
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
  /// The attributes of every supplementary and decoration view before the batch update, by
  /// element (kind and old path).
  var supplementaryBeforeUpdate: [CollectionView.ElementKey: CollectionViewLayoutAttributes] = [:]
  /// The classes of the decoration views, by kind (`register(_:forDecorationViewOfKind:)`).
  private(set) var decorationClasses: [String: CollectionReusableView.Type] = [:]

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

  /// The attributes of the supplementary view of `kind` at `indexPath`
  /// (`layoutAttributesForSupplementaryView(ofKind:at:)`; default nil).
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    nil
  }

  /// Registers the class the collection view makes decoration views of `kind` from
  /// (`register(_:forDecorationViewOfKind:)`); nil unregisters it. The layout names the
  /// views among its elements; nobody dequeues them.
  public func register(
    _ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind kind: String
  ) {
    decorationClasses[kind] = viewClass
  }

  /// The class registered for decoration views of `kind`, if any. A transition layout also
  /// answers with its two layouts' classes.
  func decorationViewClass(ofKind kind: String) -> CollectionReusableView.Type? {
    decorationClasses[kind]
  }

  /// The attributes of the decoration view of `kind` at `indexPath`
  /// (`layoutAttributesForDecorationView(ofKind:at:)`; default nil). A layout with
  /// decoration views overrides it: the collection view asks for them during animations.
  open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
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

  /// Where an appearing supplementary view starts its animation
  /// (`initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`); nil (the
  /// default) starts it at its final place.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Where a disappearing supplementary view ends its animation, keyed by its path before the
  /// update (`finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`); nil (the
  /// default) keeps it in place.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Where an appearing decoration view starts its animation
  /// (`initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`); nil (the default)
  /// starts it at its final place.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Where a disappearing decoration view ends its animation, keyed by its path before the
  /// update (`finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`); nil (the
  /// default) keeps it in place.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The decoration views of `kind` a batch update adds, by their paths after it
  /// (`indexPathsToInsertForDecorationView(ofKind:)`; default none). Asked for every
  /// registered kind after `prepare(forCollectionViewUpdates:)`.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The decoration views of `kind` a batch update removes, by their paths before it
  /// (`indexPathsToDeleteForDecorationView(ofKind:)`; default none).
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` before the batch update
  /// being animated (what a layout reads in
  /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`).
  public func supplementaryAttributesBeforeUpdate(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    supplementaryBeforeUpdate[CollectionView.ElementKey(kind: kind, indexPath: indexPath)]
  }

  /// The attributes of the decoration view of `kind` at `indexPath` before the batch update
  /// being animated (what a layout reads in
  /// `finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`).
  public func decorationAttributesBeforeUpdate(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    supplementaryBeforeUpdate[
      CollectionView.ElementKey(kind: kind, indexPath: indexPath, isDecoration: true)]
  }

  /// The attributes of the element `key` (a cell's, a supplementary or decoration view's).
  func attributes(for key: CollectionView.ElementKey) -> CollectionViewLayoutAttributes? {
    guard let kind = key.kind else { return layoutAttributesForItem(at: key.indexPath) }
    if key.isDecoration {
      return layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
    }
    return layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
  }

  /// Where the element `key` starts when it appears in a batch update.
  func initialAttributes(forAppearing key: CollectionView.ElementKey)
    -> CollectionViewLayoutAttributes?
  {
    guard let kind = key.kind else {
      return initialLayoutAttributesForAppearingItem(at: key.indexPath)
    }
    if key.isDecoration {
      return initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
    }
    return initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
  }

  /// Where the element `key` (its path before the update) ends when it disappears.
  func finalAttributes(forDisappearing key: CollectionView.ElementKey)
    -> CollectionViewLayoutAttributes?
  {
    guard let kind = key.kind else {
      return finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    }
    if key.isDecoration {
      return finalLayoutAttributesForDisappearingDecorationElement(
        ofKind: kind, at: key.indexPath)
    }
    return finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: kind, at: key.indexPath)
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
/// A change of a whole section (insertSections, deleteSections, moveSection, reloadSections)
/// names the section with `NSNotFound` as the item — `IndexPath(item: NSNotFound, section: s)`
/// — which is how layouts tell them apart in UIKit (meas: what custom layouts test,
/// `indexPathBeforeUpdate.item == NSNotFound`; Apple documents no other way).
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

  /// Whether the change is of a whole section (its paths' item is `NSNotFound`).
  public var isSectionUpdate: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
  }
}
