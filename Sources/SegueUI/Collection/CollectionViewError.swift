import Foundation

/// Why a collection view refused a change. Nothing on screen changes when one is raised: the
/// cells keep their places and the previous layout stays installed.
public enum CollectionViewError: Error, CustomStringConvertible, Equatable {
  /// A layout returned attributes with a NaN or infinite number, or a negative size.
  case nonFiniteAttributes(layout: String, indexPath: IndexPath, frame: CGRect, alpha: CGFloat)
  /// A transition layout's progress was set outside 0…1 (or to NaN).
  case progressOutOfRange(CGFloat)
  /// The data source's item counts after a batch update do not match the counts before it
  /// plus the insertions and less the deletions (UIKit raises "Invalid update").
  case invalidUpdate(section: Int, before: Int, after: Int, inserted: Int, deleted: Int)
  /// A batch update names an item that does not exist, or names one item twice.
  case invalidIndexPath(IndexPath, String)
  /// The data source's section count after a batch update does not match the count before
  /// it plus the inserted sections and less the deleted ones (UIKit raises "Invalid update").
  case invalidSectionUpdate(before: Int, after: Int, inserted: Int, deleted: Int)
  /// A batch update names a section that does not exist, or names one section twice.
  case invalidSection(Int, String)
  /// A layout change or interactive transition was asked for while another runs.
  case transitionInProgress(String)
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` without a transition.
  case noInteractiveTransition(String)
  /// A flow layout's `estimatedItemSize` was set: self-sizing cells are not done.
  case selfSizingUnsupported(CGSize)
  /// The layout names supplementary views of a kind and the data source does not make them.
  case noSupplementaryView(kind: String)
  /// The layout names decoration views of a kind it registered no class for.
  case unregisteredDecorationKind(String)

  public var description: String {
    switch self {
    case .nonFiniteAttributes(let layout, let indexPath, let frame, let alpha):
      "CollectionView: \(layout) returned attributes for item \(indexPath) with frame \(frame) "
        + "and alpha \(alpha); numbers must be finite and sizes not negative — the layout "
        + "was not applied and the cells keep their places"
    case .progressOutOfRange(let value):
      "CollectionViewTransitionLayout: transitionProgress must be in 0…1, got \(value); the "
        + "progress was not changed"
    case .invalidUpdate(let section, let before, let after, let inserted, let deleted):
      "CollectionView: invalid update: invalid number of items in section \(section). The "
        + "number of items after the update (\(after)) must be equal to the number before "
        + "the update (\(before)), plus or minus the number of items inserted or deleted "
        + "(\(inserted) inserted, \(deleted) deleted, moves counted both ways); the data was "
        + "reloaded without animation"
    case .invalidSectionUpdate(let before, let after, let inserted, let deleted):
      "CollectionView: invalid update: invalid number of sections. The number of sections "
        + "after the update (\(after)) must be equal to the number before the update "
        + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted) "
        + "inserted, \(deleted) deleted); the data was reloaded without animation"
    case .invalidSection(let section, let why):
      "CollectionView: invalid update: section \(section) \(why); the data was reloaded "
        + "without animation"
    case .invalidIndexPath(let indexPath, let why):
      "CollectionView: invalid update: item \(indexPath) \(why); the data was reloaded "
        + "without animation"
    case .transitionInProgress(let what):
      "CollectionView: \(what) while a layout transition is running; nothing was changed"
    case .noInteractiveTransition(let what):
      "CollectionView: \(what) without an interactive transition; nothing was changed"
    case .selfSizingUnsupported(let size):
      "CollectionViewFlowLayout: estimatedItemSize \(size) asks for self-sizing cells, which "
        + "Segue does not do; it was reset to zero and itemSize is used"
    case .noSupplementaryView(let kind):
      "CollectionView: the layout shows supplementary views of kind \(kind) but the data "
        + "source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); "
        + "they are left empty"
    case .unregisteredDecorationKind(let kind):
      "CollectionView: could not make a decoration view of kind \(kind): the layout names one "
        + "but registered no class for it (register(_:forDecorationViewOfKind:)); those "
        + "elements are left empty"
    }
  }
}
