import Foundation

/// A controller whose view is a collection view, its own data source and delegate
/// (`UICollectionViewController`). Subclass it and override the data source methods.
///
/// With `useLayoutToLayoutNavigationTransitions`, a controller pushed on a navigation
/// controller whose top is another collection view controller does not bring a collection view
/// of its own: it adopts the top one's — same cells, same data source and delegate (the first
/// controller stays in charge) — and the push animates that collection view from the top
/// controller's layout to this controller's `collectionViewLayout`
/// (`setCollectionViewLayout(_:animated:)`) instead of sliding; popping animates it back
/// [doc: UICollectionViewController.useLayoutToLayoutNavigationTransitions; the shared data
/// source is what apps observe (simonfairbairn.com, "Layout to Layout Transitions") [meas]].
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  /// The layout the controller's collection view uses when it is shown (the one it was made
  /// with).
  public let layout: CollectionViewLayout
  /// Whether a push of this controller animates the layout of the top collection view
  /// controller's collection view instead of sliding (default false). Set it before pushing.
  open var useLayoutToLayoutNavigationTransitions = false
  /// Whether a selected item is deselected when the view appears again (default true).
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose collection view uses `layout`
  /// (`init(collectionViewLayout:)`).
  public init(collectionViewLayout layout: CollectionViewLayout) {
    self.layout = layout
    super.init()
  }

  /// The controller's collection view (`collectionView`): its view, or — after a
  /// layout-to-layout push — the collection view it adopted.
  public var collectionView: CollectionView {
    guard let collectionView = view as? CollectionView else {
      preconditionFailure("\(type(of: self)).view must be a CollectionView")
    }
    return collectionView
  }

  /// The layout this controller shows (`collectionViewLayout`): its own, even while it
  /// shares another controller's collection view.
  public var collectionViewLayout: CollectionViewLayout { layout }

  /// Makes the collection view, or adopts the top collection view controller's (see the type's
  /// documentation).
  open override func loadView() {
    if let previous = layoutToLayoutPredecessor {
      view = previous.collectionView
      previous.adopter = self
      return
    }
    let collectionView = CollectionView(
      frame: Screen.main.bounds, collectionViewLayout: layout)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// The controller that adopted this one's collection view in a layout-to-layout push, while
  /// it lives.
  private weak var adopter: CollectionViewController?

  /// Whether the collection view shows the layout of a controller it is shared with: this one
  /// adopted it, or the one that adopted it set its own layout on it. Only then does an
  /// appearance without animation put this controller's layout back; a layout the app set
  /// stays, as in UIKit.
  private var showsASharingControllersLayout: Bool {
    let current = collectionView.collectionViewLayout
    return layoutToLayoutPredecessor != nil || (adopter.map { $0.layout === current } ?? false)
  }

  /// The controller below this one on its navigation stack whose collection view a
  /// layout-to-layout push adopts, if any.
  var layoutToLayoutPredecessor: CollectionViewController? {
    guard useLayoutToLayoutNavigationTransitions,
      let stack = navigationController?.viewControllers,
      let index = stack.firstIndex(where: { $0 === self }), index > 0
    else { return nil }
    return stack[index - 1] as? CollectionViewController
  }

  /// After a pop that completed, a controller that adopted `shown`'s collection view lets go
  /// of it (its view becomes an empty one), so that the shared view stays `shown`'s alone.
  /// Called by the navigation controller whatever drove the transition: the built-in animator
  /// or an app's interaction controller (a pinch, as in Apple's CollectionViewTransition sample).
  func letGoOfSharedView(keptBy shown: ViewController) {
    guard let shown = shown as? CollectionViewController, isViewLoaded, shown.isViewLoaded,
      view === shown.view
    else { return }
    view = View(frame: view.frame)
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // A layout-to-layout change without animation switches the shared view's layout here;
    // an animated one is the navigation animator's.
    if !animated, isViewLoaded, collectionView.collectionViewLayout !== layout,
      collectionView.interactive == nil, showsASharingControllersLayout
    {
      collectionView.setCollectionViewLayout(layout, animated: false)
    }
    guard clearsSelectionOnViewWillAppear, isViewLoaded,
      let selected = collectionView.indexPathsForSelectedItems
    else { return }
    for indexPath in selected { collectionView.deselectItem(at: indexPath, animated: animated) }
  }

  // MARK: Data source (override these)

  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    0
  }

  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    preconditionFailure(
      "\(type(of: self)) must override collectionView(_:cellForItemAt:) (it has items)")
  }

  /// Override it when the layout has headers or footers; the default is reported once per
  /// kind by the collection view, which leaves the elements empty.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    MissingSupplementaryView()
  }

  // MARK: Delegate (override these; UIKit declares them on the controller)

  open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  open func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  { true }

  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
  }

  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  {}

  open func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}
