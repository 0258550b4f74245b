import Foundation

/// The animator of a layout-to-layout navigation transition
/// (`CollectionViewController.useLayoutToLayoutNavigationTransitions`): both controllers show
/// the same collection view, which animates to the layout of the controller being shown. No
/// view slides; the navigation bar changes alongside, as in any custom push.
@MainActor
final class LayoutToLayoutNavigationAnimator: ViewControllerAnimatedTransitioning {
  /// The collection view both controllers share, and the layout to show.
  let collectionView: CollectionView
  let layout: CollectionViewLayout

  /// The animator for a change from `from` to `to`, or nil when it is not a layout-to-layout
  /// one: a push of a controller that adopted the top one's collection view, or a pop of one.
  static func make(
    from: ViewController, to: ViewController, operation: NavigationController.Operation
  )
    -> LayoutToLayoutNavigationAnimator?
  {
    guard let from = from as? CollectionViewController, let to = to as? CollectionViewController
    else { return nil }
    let sharing = operation == .push ? to : from
    guard sharing.useLayoutToLayoutNavigationTransitions,
      let fromView = from.viewIfLoaded as? CollectionView,
      let toView = to.viewIfLoaded as? CollectionView, fromView === toView
    else { return nil }
    return LayoutToLayoutNavigationAnimator(collectionView: toView, layout: to.layout)
  }

  private init(collectionView: CollectionView, layout: CollectionViewLayout) {
    self.collectionView = collectionView
    self.layout = layout
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    CollectionView.updateAnimationDuration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    // The popped controller lets go of the shared view when the navigation controller commits
    // (`CollectionViewController.letGoOfSharedView(keptBy:)`), for this animator and for an
    // interaction controller that drives the layout itself.
    collectionView.setCollectionViewLayout(layout, animated: true) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
