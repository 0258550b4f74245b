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
  /// The context's view that the container follows (an over-current-context presentation).
  weak var followedView: View?

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
    if followedView?.contextPresentationContainer === container {
      followedView?.contextPresentationContainer = nil
    }
    followedView = nil
    container.removeFromSuperview()
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
  func restorePresenter(_ view: View) {
    guard let superview = presenterSuperview else {
      view.removeFromSuperview()
      return
    }
    view.frame = presenterFilledSuperview ? superview.bounds : container.frame
    superview.insertSubview(view, at: min(presenterIndex, superview.subviews.count))
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

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}
