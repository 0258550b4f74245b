import Foundation
import SegueGeometry

// What navigation and tab bar controllers share when they switch the child on screen: filling
// their container view with a child's view, swapping at once with balanced appearance calls,
// and running an animator through a `TransitionContext` with the queue's bookkeeping.

extension ViewController {
  /// Puts `childView` in `containerView`, filling it and following its size.
  func fill(_ containerView: View, with childView: View) {
    childView.frame = containerView.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if childView.superview !== containerView { containerView.addSubview(childView) }
  }

  /// Shows `controller`'s view alone in `containerView` (when this container's view is loaded),
  /// or the container of the current-context presentation standing in its place.
  func showAlone(_ controller: ViewController, in containerView: View) {
    guard isViewLoaded else { return }
    let view = controller.viewInHierarchy
    for subview in containerView.subviews
    where subview !== view && subview !== view.contextPresentationContainer {
      subview.removeFromSuperview()
    }
    fill(containerView, with: view)
  }

  /// Replaces `from` by `to` at once, with non-animated appearance calls when `visible`.
  func swapWithoutTransition(
    from: ViewController, to: ViewController, in containerView: View, visible: Bool
  ) {
    if visible { from.beginAppearanceTransition(false, animated: false) }
    if visible { to.beginAppearanceTransition(true, animated: false) }
    showAlone(to, in: containerView)
    if visible { from.endAppearanceTransition() }
    if visible { to.endAppearanceTransition() }
  }

  /// Runs `animator` (or `interactor`) from `from` to `to` in `containerView`, both filling it,
  /// as the running transition of `queue`. The `will` appearance callbacks come once the
  /// coordinator exists (so `transitionCoordinator` is set in `viewWillAppear`, as in UIKit),
  /// then `willStart` (where the container joins its own alongside animations), then the
  /// animator. `commit` is what `completeTransition(_:)` commits; `didEnd` runs once the
  /// transition is over, before the queued requests.
  func runChildTransition(
    from: ViewController, to: ViewController, in containerView: View,
    animator: any ViewControllerAnimatedTransitioning,
    interactor: (any ViewControllerInteractiveTransitioning)?, queue: TransitionQueue,
    willStart: (TransitionContext) -> Void = { _ in },
    commit: @escaping (Bool) -> Void, didEnd: @escaping (Bool) -> Void = { _ in }
  ) {
    let bounds = containerView.bounds
    to.view.frame = bounds
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let context = TransitionContext(
      containerView: containerView, from: from, to: to,
      views: [.from: from.view, .to: to.view],
      initialFrames: [(from, bounds)], finalFrames: [(to, bounds)], isAnimated: true,
      animator: animator, interactor: interactor, commit: commit)
    context.onIdle = { [weak self, weak queue] context, completed in
      // Animators often hold the context weakly and read it after completing it (seed 000
      // does); UIKit's autorelease pool keeps it alive until the run loop turns.
      self?.view.window?.keepUntilNextFrame(context)
      queue?.end { didEnd(completed) }
    }
    queue.begin(context)
    from.activeCoordinator = context
    to.activeCoordinator = context
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    willStart(context)
    context.start()
  }
}
