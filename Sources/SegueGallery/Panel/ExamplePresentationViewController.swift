import Foundation
import SegueGeometry
import SegueUI

/// Seed 001's presentation controller (the article's `ExamplePresentationViewController`,
/// name kept): the presented view takes the right third of the container, full height, over
/// a dimming `chromeView` at index 0 of the container that fades in and out alongside the
/// transition; both are laid out again when the container changes size (rotation).
///
/// Seed bugs fixed here:
/// - `frameOfPresentedViewInContainerView` force-unwrapped `containerView?.bounds` (a crash
///   when read before the presentation has a container); Segue returns `.zero` then, as
///   UIKit's default does.
/// - `size(forChildContentContainer:…)` rounded through `Float` (`floorf(Float(…))`), which
///   loses precision on wide containers; Segue floors the `CGFloat` (same value on screens).
/// - The chrome view was never removed when a presentation was cancelled; the article does not
///   override `presentationTransitionDidEnd(_:)` / `dismissalTransitionDidEnd(_:)`. Segue
///   removes it there, as reference §5.1 asks.
@MainActor
final class ExamplePresentationViewController: PresentationController {
  /// The dimming's colour: black at 40 % (the article does not show it; the same value as the
  /// well-known presentation-controller tutorials' `chromeView`).
  static let chromeColor = Color(white: 0, alpha: 0.4)

  /// The seed's `chromeView`: the dimming behind the panel.
  let chromeView: View = {
    let view = View()
    view.accessibilityIdentifier = "chrome"
    view.backgroundColor = ExamplePresentationViewController.chromeColor
    return view
  }()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerBounds = containerView?.bounds else { return .zero }
    var presentViewFrame = CGRect.zero
    // The presented content's size, and its place at the right edge.
    presentViewFrame.size = size(
      forChildContentContainer: presentedViewController,
      withParentContainerSize: containerBounds.size)
    presentViewFrame.origin.x = containerBounds.size.width - presentViewFrame.size.width
    return presentViewFrame
  }

  /// A third of the width (floored), full height.
  override func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    CGSize(width: (parentSize.width / 3).rounded(.down), height: parentSize.height)
  }

  override func presentationTransitionWillBegin() {
    chromeView.frame = containerView?.bounds ?? .zero
    chromeView.alpha = 0
    // Behind the presented view, which the animator adds later.
    containerView?.insertSubview(chromeView, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.chromeView.alpha = 1 })
    } else {
      chromeView.alpha = 1
    }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { chromeView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.chromeView.alpha = 0 })
    } else {
      chromeView.alpha = 0
    }
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { chromeView.removeFromSuperview() }
  }

  /// Rotation: the chrome fills the container again, the panel takes its new third.
  override func containerViewWillLayoutSubviews() {
    chromeView.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  override var shouldPresentInFullscreen: Bool { true }

  override var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }
}
