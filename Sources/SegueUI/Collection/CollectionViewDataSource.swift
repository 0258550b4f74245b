import Foundation
import SegueGeometry

/// The object that supplies a collection view's items and cells
/// (`UICollectionViewDataSource`). `numberOfSections(in:)` is optional (default 1), and so is
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` for a layout without headers or
/// footers.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// How many sections there are (`numberOfSections(in:)`; default 1).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// How many items `section` has (`collectionView(_:numberOfItemsInSection:)`).
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for the item, normally from `dequeueReusableCell(withReuseIdentifier:for:)`
  /// (`collectionView(_:cellForItemAt:)`).
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The view for a supplementary element the layout names (a section header, say), normally
  /// from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
  /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// Not implemented: the collection view reports it once per kind and leaves the element
  /// empty (UIKit raises an exception).
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    MissingSupplementaryView()
  }
}

/// The object told about a collection view's items being touched and selected, and asked for
/// a transition layout (`UICollectionViewDelegate`). Every method is optional.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Whether a touch on the item highlights it (`collectionView(_:shouldHighlightItemAt:)`;
  /// default true). An item that may not highlight is not selected by touch either.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /// The item was highlighted (`collectionView(_:didHighlightItemAt:)`).
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item lost its highlight (`collectionView(_:didUnhighlightItemAt:)`).
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a touch may select the item (`collectionView(_:shouldSelectItemAt:)`; default
  /// true).
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// A touch selected the item (`collectionView(_:didSelectItemAt:)`).
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a touch may deselect the selected item, with `allowsMultipleSelection`
  /// (`collectionView(_:shouldDeselectItemAt:)`; default true).
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// A touch deselected the item (`collectionView(_:didDeselectItemAt:)`).
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The transition layout to use from `fromLayout` to `toLayout`
  /// (`collectionView(_:transitionLayoutForOldLayout:newLayout:)`; default a plain
  /// `CollectionViewTransitionLayout`).
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout
}

extension CollectionViewDelegate {
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}

/// A delegate that sizes a flow layout's items and spaces its sections
/// (`UICollectionViewDelegateFlowLayout`). Every method is optional; the defaults are the
/// layout's own properties.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item, points (`collectionView(_:layout:sizeForItemAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The section's margins (`collectionView(_:layout:insetForSectionAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The section's least line spacing (`…minimumLineSpacingForSectionAt:`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The section's least item spacing (`…minimumInteritemSpacingForSectionAt:`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of the section's header; zero along the scroll axis adds none
  /// (`…referenceSizeForHeaderInSection:`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of the section's footer (`…referenceSizeForFooterInSection:`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
