import Foundation

// Appearance is a four-state cycle per controller: disappeared → appearing → appeared →
// disappearing → disappeared. `beginAppearanceTransition(true, …)` moves to `appearing` and
// calls `viewWillAppear`, `endAppearanceTransition()` completes whichever move is under way
// with the matching `did` call. The calls are balanced by construction:
// - a `begin` towards the state the controller is already in or heading to does nothing (so
//   a container and a window may both ask without doubling callbacks);
// - a `begin` in the other direction while a move is under way reverses it (a cancelled
//   interactive pop: the incoming controller gets `viewWillDisappear` after its
//   `viewWillAppear`, then `viewDidDisappear`, never `viewDidAppear` — reference §2.2);
// - an `end` with no move under way does nothing.
// A controller forwards its moves to the children whose views are inside its view when the
// move begins (`shouldAutomaticallyForwardAppearanceMethods`); containers that manage their
// children's appearance themselves (NavigationController) narrow that set. It forwards them
// to the controller it presents in its own context too (`.currentContext`,
// `.overCurrentContext`: the presented view lives inside this view), which appears and
// disappears with it when a tab bar controller changes tabs or a full-screen presentation
// covers it, as UIKit does (issue 16, defect 5; UIKit documents no rule for this — seen in
// practice, where a tab's current-context presentation gets `viewWillDisappear` when another
// tab is selected; confidence: medium).

extension ViewController {
  /// Tells the controller its view is about to appear (`isAppearing` true) or disappear
  /// (`beginAppearanceTransition(_:animated:)`); custom containers call it around adding or
  /// removing a child's view, and must balance it with `endAppearanceTransition()`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if let cover = replacingContextPresentation {
      // Its view is out of the hierarchy; the presentation shows in its place.
      appearanceForwardees = [cover]
      cover.beginAppearanceTransition(isAppearing, animated: animated)
      return
    }
    switch (isAppearing, appearance) {
    case (true, .disappeared), (true, .disappearing):
      appearance = .appearing
      appearanceIsAnimated = animated
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearance = .disappearing
      appearanceIsAnimated = animated
      viewWillDisappear(animated)
    case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    appearanceForwardees = childrenReceivingAppearance + presentedInContextReceivingAppearance
    for child in appearanceForwardees {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Completes the appearance move begun by `beginAppearanceTransition(_:animated:)`
  /// (`endAppearanceTransition()`): `viewDidAppear` or `viewDidDisappear`. Does nothing when
  /// no move is under way.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceIsAnimated)
      // A zoomed controller shown without its zoom (not animated) can still be swiped away.
      if let transition = preferredTransition, transition.zoom != nil {
        _ = transition.interaction(for: self)
      }
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceIsAnimated)
    case .appeared, .disappeared:
      // No move of its own: only what a replacing presentation was passed (begin, above).
      break
    }
    let forwardees = appearanceForwardees
    appearanceForwardees = []
    for child in forwardees { child.endAppearanceTransition() }
  }

  /// The controller presented in this controller's context whose container stands in this
  /// controller's view's place (`.currentContext`, `ModalPresentation.replacePresenter(_:)`),
  /// from the end of the presentation to the start of the dismissal: this controller is not
  /// shown meanwhile, and the appearance moves its container makes (a tab bar controller
  /// changing tabs, a presentation over it) are the presented controller's.
  var replacingContextPresentation: ViewController? {
    guard let presented = presentedController, replacingContainer != nil,
      !presented.isBeingPresented, !presented.isBeingDismissed
    else { return nil }
    return presented
  }

  /// The container of the presentation standing in this controller's view's place, from the
  /// start of the presentation until the view is restored (`.currentContext`).
  private var replacingContainer: View? {
    guard let container = presentedRecord?.container, container.replacesFollowedView else {
      return nil
    }
    return container
  }

  /// This controller's view as its container controller shows it: the container of a
  /// presentation standing in its place, else the view (loading it).
  var viewInHierarchy: View { replacingContainer ?? view }

  /// The controller this one presents in its own context, whose view is inside this view.
  private var presentedInContextReceivingAppearance: [ViewController] {
    guard let root = loadedView, let presented = presentedViewController,
      presented.presentingViewController === self,
      let container = presented.presentation?.container,
      root.followingContextContainer === container || container.isDescendant(of: root)
    else { return [] }
    return [presented]
  }

  /// Whether the view is visible or becoming visible (appearing or appeared).
  var isAppearanceVisible: Bool { appearance == .appeared || appearance == .appearing }

  /// Ends `child`'s part in a transition of this container at what the container shows:
  /// appeared when `shown` (it is the child left on screen) and this controller is itself
  /// visible, else disappeared — through the callbacks UIKit's state machine allows from where
  /// the child is (an appearing child whose container left the window mid-transition gets
  /// `viewWillDisappear` then `viewDidDisappear`, never a `viewDidAppear` off screen).
  func settleAppearance(ofChild child: ViewController, shown: Bool) {
    let visible = shown && isAppearanceVisible
    switch (visible, child.appearance) {
    case (true, .appeared), (false, .disappeared):
      return
    case (true, .appearing), (false, .disappearing):
      child.endAppearanceTransition()
    case (true, .disappearing), (true, .disappeared), (false, .appearing), (false, .appeared):
      child.beginAppearanceTransition(visible, animated: true)
      child.endAppearanceTransition()
    }
  }
}
