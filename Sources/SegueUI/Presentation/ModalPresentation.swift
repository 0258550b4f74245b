import Foundation
import SegueGeometry

/// The record of one modal presentation, kept by the presented controller from
/// `present(_:animated:completion:)` until its dismissal completes.
@MainActor
final class ModalPresentation {
  /// The presentation controller (built-in or the transitioning delegate's).
  let controller: PresentationController
  /// The style after resolving `.automatic`.
  let style: ModalPresentationStyle
  /// The view the presentation takes place in (UIKit's `UITransitionView`).
  let container: TransitionContainerView
  /// Whether the presenter's view leaves the window while presented (read once, when the
  /// presentation starts, so the dismissal undoes exactly what the presentation did).
  let removesPresenter: Bool
  /// The window the presentation is in: its transitions are queued there.
  weak var window: Window?
  /// Where the presenter's view was before it moved into the container.
  weak var presenterSuperview: View?
  var presenterIndex = 0
  /// Whether the presenter's view filled its superview before it moved (a window's root).
  var presenterFilledSuperview = false
  /// The context's view that the container follows (an over-current-context presentation,
  /// or a current-context one once it replaced the view: `replacePresenter(_:)`).
  weak var followedView: View?
  /// Whether the container covers a context's view rather than the window.
  var isInContext = false

  init(
    controller: PresentationController, style: ModalPresentationStyle,
    container: TransitionContainerView, removesPresenter: Bool, window: Window
  ) {
    self.controller = controller
    self.style = style
    self.container = container
    self.removesPresenter = removesPresenter
    self.window = window
  }

  /// Takes the container out of the window, and off the view it followed (an
  /// over-current-context presentation's, see `View.contextPresentationContainer`).
  func removeContainer() {
    stopFollowing()
    container.removeFromSuperview()
  }

  /// Makes the container follow the context's `view` (an over-current-context presentation,
  /// see `View.contextPresentationContainer`).
  func follow(_ view: View) {
    view.contextPresentationContainer = container
    followedView = view
  }

  /// Unlinks the container from the view it followed or replaced.
  func stopFollowing() {
    if followedView?.contextPresentationContainer === container {
      followedView?.contextPresentationContainer = nil
    }
    followedView = nil
    container.replacesFollowedView = false
  }

  /// An in-context presentation that removes the presenter's `view` (`.currentContext`)
  /// puts its container in the view's place, from the start of the presentation until the
  /// view is restored: a container controller showing the presenter shows the container instead
  /// (`ViewController.viewInHierarchy`: a tab bar controller leaving the tab and coming back),
  /// and between the transitions the presenter's appearance moves go to the presented
  /// controller (reference §5.3: `.currentContext` replaces the context's content; issue 16).
  func replacePresenter(_ view: View) {
    guard isInContext && removesPresenter else { return }
    follow(view)
    container.replacesFollowedView = true
  }

  /// Moves the presenter's `view` from its place into the container, remembering the place.
  func movePresenterIntoContainer(_ view: View) {
    presenterSuperview = view.superview
    presenterIndex = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    presenterFilledSuperview = view.superview.map { view.frame == $0.bounds } ?? false
    view.frame = container.bounds
    container.insertSubview(view, at: 0)
  }

  /// Puts the presenter's `view` back where it was: filling its superview at its size now when
  /// it filled it before (the window may have turned since, also mid-dismissal), else sized as
  /// the container (the two shared a frame, and the container followed any size change).
  /// In a context, the view goes where the container is now (its container controller may
  /// have moved it, a tab bar controller changing tabs), or nowhere when the container is out
  /// of the hierarchy (the tab is not shown: the tab bar controller puts the view back when it
  /// shows the tab again).
  func restorePresenter(_ view: View) {
    stopFollowing()
    let superview = isInContext ? container.superview : presenterSuperview
    guard let superview else {
      view.removeFromSuperview()
      return
    }
    let index =
      isInContext
      ? superview.subviews.firstIndex { $0 === container } ?? superview.subviews.count
      : min(presenterIndex, superview.subviews.count)
    view.frame = presenterFilledSuperview ? superview.bounds : container.frame
    superview.insertSubview(view, at: index)
  }
}

extension ViewController {
  /// Links this controller, presenting, to `presented` and the record of the presentation.
  /// The presenting side keeps both; the presented side points back weakly. The record keeps
  /// the presentation controller, which keeps the presented controller (as UIKit's does): kept
  /// by the presented controller, the record would keep it alive forever once its window went
  /// away with the presentation up (issue 16, `TeardownTests`).
  func linkPresentation(of presented: ViewController, record: ModalPresentation) {
    presentedController = presented
    presentedRecord = record
    presented.presentingController = self
    presented.presentation = record
  }

  /// Undoes `linkPresentation(of:record:)` from the presented side (a completed dismissal, a
  /// cancelled presentation).
  func unlinkPresentation() {
    presentingController?.presentedController = nil
    presentingController?.presentedRecord = nil
    presentingController = nil
    presentation = nil
  }
}

/// The container of a modal presentation: transparent, on top of the window (or of the
/// context's view), it brackets its layout with its presentation controller's
/// `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`.
@MainActor
final class TransitionContainerView: View {
  weak var presentationController: PresentationController?
  /// Whether the container stands in the place of the context's view it follows
  /// (`ModalPresentation.replacePresenter(_:)`).
  var replacesFollowedView = false

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    // A sheet resting at an undimmed detent lets touches beside it reach the screen behind.
    if hit === self, presentationController?.passesTouchesThroughContainer == true { return nil }
    return hit
  }

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}
