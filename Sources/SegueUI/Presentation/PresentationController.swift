import Foundation
import SegueGeometry

/// The object that manages a modal presentation's chrome and layout
/// (`UIPresentationController`, reference §5).
///
/// Every modal presentation has one: `.custom` presentations get theirs from the transitioning
/// delegate's `presentationController(forPresented:presenting:source:)` (a subclass, usually),
/// the other styles get a built-in one. The presentation calls, in order:
/// `presentationTransitionWillBegin()` (add chrome to `containerView`, animate it alongside
/// with `presentedViewController.transitionCoordinator`), the animator,
/// `presentationTransitionDidEnd(_:)`; while presented, `containerViewWillLayoutSubviews()` /
/// `containerViewDidLayoutSubviews()` around every layout of the container (a window size
/// change, for instance); then `dismissalTransitionWillBegin()`, the animator,
/// `dismissalTransitionDidEnd(_:)`. The presentation keeps the controller from its creation
/// until the dismissal completes.
///
/// Adaptivity: no presentation adapts to its traits yet; `adaptivePresentationStyle` and the
/// delegate exist so ported code compiles, and are reported, never applied.
@preconcurrency @MainActor
open class PresentationController: ContentContainer {
  /// The controller presented (`presentedViewController`).
  /// - Precondition: read while the controller exists (a sheet presentation controller made
  ///   before the presentation holds it weakly, so the two do not keep each other alive).
  public var presentedViewController: ViewController {
    guard let presented = presentedStrongly ?? presentedWeakly else {
      preconditionFailure(
        "PresentationController.presentedViewController read after the controller was released")
    }
    return presented
  }
  private var presentedStrongly: ViewController?
  private weak var presentedWeakly: ViewController?
  private weak var presenting: ViewController?
  /// The view the presentation takes place in, set when the presentation starts; nil before
  /// (`containerView`).
  public internal(set) var containerView: View? {
    // The traits it starts with are its first, not a change (Traits/).
    didSet { if containerView != nil { report(traitCollection, in: ensuredTraitState) } }
  }
  /// The object asked about adaptation (weak; `delegate`). Segue never adapts (see above).
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller (`init(presentedViewController:presenting:)`);
  /// subclasses must call it. `presenting` may be nil: the presentation fills it in.
  public init(presentedViewController: ViewController, presenting: ViewController?) {
    self.presentedStrongly = presentedViewController
    self.presentedWeakly = presentedViewController
    self.presenting = presenting
  }

  /// Holds the presented controller weakly (a sheet presentation controller kept by its
  /// controller between presentations) or, `strongly`, as a presentation does.
  func holdPresented(strongly: Bool) {
    presentedStrongly = strongly ? presentedWeakly : nil
  }

  /// The controller presenting (`presentingViewController`): the one given to `init`, or the
  /// one the presentation chose when that was nil.
  /// - Precondition: read while the presenting controller exists (UIKit's is unowned).
  public var presentingViewController: ViewController {
    guard let presenting else {
      preconditionFailure(
        "PresentationController.presentingViewController read before the presentation started "
          + "or after the presenting controller was released")
    }
    return presenting
  }

  func adoptPresenting(_ controller: ViewController) {
    presenting = controller
  }

  /// The presenting controller while it exists, nil before the presentation has one.
  var presentingControllerIfAlive: ViewController? { presenting }

  // MARK: Layout

  /// The view the animator animates for the presented side (`presentedView`): by default the
  /// presented controller's view. An override may return an ancestor wrapping it.
  open var presentedView: View? { presentedViewController.view }

  /// Where the presented view ends up, in the container's coordinates
  /// (`frameOfPresentedViewInContainerView`): by default the container's bounds (`.zero`
  /// before there is a container). The transition context's `finalFrame(for:)` of the
  /// presented controller.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the whole window (`shouldPresentInFullscreen`; default
  /// true). False presents in the current context: the container covers the view of the
  /// nearest ancestor with `definesPresentationContext` (or the root controller).
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenter's view leaves the window once the presentation completes
  /// (`shouldRemovePresentersView`; default false). Return true only when the presentation
  /// covers it entirely; the presenter then gets disappear callbacks and
  /// `view(forKey: .from)` is its view.
  open var shouldRemovePresentersView: Bool { false }

  /// The style the presentation would adapt to (`adaptivePresentationStyle`): the delegate's
  /// answer, else the presented controller's `modalPresentationStyle`. Not applied (see
  /// above).
  open var adaptivePresentationStyle: ModalPresentationStyle {
    delegate?.adaptivePresentationStyle(for: self) ?? presentedViewController.modalPresentationStyle
  }

  /// Whether a touch on the container itself (beside the presented view and the chrome) goes
  /// to the views behind it: false; a sheet at an undimmed detent says true.
  var passesTouchesThroughContainer: Bool { false }

  /// Called before the container lays out its subviews (`containerViewWillLayoutSubviews()`);
  /// re-apply `frameOfPresentedViewInContainerView` here. The default does nothing.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its subviews (`containerViewDidLayoutSubviews()`).
  /// The default does nothing.
  open func containerViewDidLayoutSubviews() {}

  // MARK: The transition

  /// Called when the presentation starts (`presentationTransitionWillBegin()`), before the
  /// animator: add chrome to `containerView` (it ends up behind the presented view, which the
  /// animator adds later). The default does nothing.
  open func presentationTransitionWillBegin() {}
  /// Called when the presentation ended (`presentationTransitionDidEnd(_:)`), `completed`
  /// being the value given to `completeTransition(_:)`; on false remove the chrome. The
  /// default does nothing.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called when the dismissal starts, before the animator (`dismissalTransitionWillBegin()`).
  /// The default does nothing.
  open func dismissalTransitionWillBegin() {}
  /// Called when the dismissal ended (`dismissalTransitionDidEnd(_:)`); on true tear down the
  /// chrome. The default does nothing.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  // MARK: Traits

  /// Trait overrides and the traits last reported, made when first needed (Traits/).
  var traitState: TraitState?

  /// Traits given to the presented controller over the environment's
  /// (`overrideTraitCollection`; default nil). Setting it tells whose traits change at once.
  open var overrideTraitCollection: TraitCollection? {
    get { traitState?.overrideCollection }
    set {
      guard newValue != overrideTraitCollection else { return }
      ensuredTraitState.overrideCollection = newValue
      updateTraits()
    }
  }

  /// Called after the presentation controller's traits changed, with those before
  /// (`traitCollectionDidChange(_:)`). The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the traits change to `newCollection` (`willTransition(to:with:)`); the
  /// default forwards to the presented controller with the collection it will have.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    let presented = presentedViewController
    presented.willTransition(
      to: newCollection.overlaid(by: presented.traitOverrides), with: coordinator)
  }

  // MARK: ContentContainer

  /// The presented controller's preferred size (`preferredContentSize`).
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// The size of `container` inside a parent of `parentSize` (points;
  /// `size(forChildContentContainer:withParentContainerSize:)`): by default `parentSize`.
  open func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Forwards a container size change to the presented controller with the size
  /// `size(forChildContentContainer:withParentContainerSize:)` gives it, unless that is its
  /// current size (`viewWillTransition(to:with:)`, reference §5.2).
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    let childSize = self.size(
      forChildContentContainer: presentedViewController, withParentContainerSize: size)
    guard childSize != presentedView?.bounds.size else { return }
    presentedViewController.viewWillTransition(to: childSize, with: coordinator)
  }
}

/// An object whose content can be laid out in a parent container (`UIContentContainer`):
/// controllers and presentation controllers.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
  /// The size the content prefers, points (`preferredContentSize`; zero when it has none).
  var preferredContentSize: CGSize { get }
  /// The size of a child container inside a parent of `parentSize`, points.
  func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// Called before the container is resized to `size`, points, with the change's coordinator.
  func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator)
}

/// The delegate a presentation controller asks about adaptation and tells about dismissals by
/// a swipe (`UIAdaptivePresentationControllerDelegate`). Segue never adapts: the answer is
/// reported by `adaptivePresentationStyle`, not applied. A sheet dragged down asks
/// `presentationControllerShouldDismiss`, then calls `presentationControllerWillDismiss` and,
/// once dismissed, `presentationControllerDidDismiss` (WWDC19 session 224's order); dragged
/// while it may not be dismissed, `presentationControllerDidAttemptToDismiss`. Dismissals in
/// code call none of them.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to, or nil for no answer (`adaptivePresentationStyle(for:)`).
  func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle?
  /// Whether a swipe may dismiss the presentation (`presentationControllerShouldDismiss(_:)`;
  /// default true); asked only when the presented controller is not `isModalInPresentation`.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  /// Called when a swipe starts dismissing (`presentationControllerWillDismiss(_:)`); the swipe
  /// may still be cancelled: the transition coordinator tells.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// Called after a swipe dismissed the presentation (`presentationControllerDidDismiss(_:)`).
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// Called when a swipe tried to dismiss a presentation that refuses
  /// (`presentationControllerDidAttemptToDismiss(_:)`).
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// No answer.
  public func adaptivePresentationStyle(for controller: PresentationController)
    -> ModalPresentationStyle?
  { nil }
  /// True.
  public func presentationControllerShouldDismiss(
    _ presentationController: PresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}

/// The presentation controller of the built-in styles: the presented view fills the
/// container and follows its size; the presenter's view is removed for `.fullScreen` and
/// `.currentContext` (reference §5.3) and kept for the `over…` styles.
@MainActor
final class SystemPresentationController: PresentationController {
  let style: ModalPresentationStyle

  init(
    presentedViewController: ViewController, presenting: ViewController?,
    style: ModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var shouldRemovePresentersView: Bool {
    style == .fullScreen || style == .currentContext
  }

  override var shouldPresentInFullscreen: Bool {
    style == .fullScreen || style == .overFullScreen
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}
