import Foundation
import SegueGeometry

// Dismissing several levels at once (`dismiss(animated:completion:)` on a controller below the
// top of a stack of presentations — A presents B presents C; A dismisses): as UIKit documents
// it, only the top-most controller is dismissed with an animation, using its own modal
// transition style or transitioning delegate; the intermediate ones are simply removed.
// Calls, in order:
//   isBeingDismissed (every level) · animationController(forDismissed: top) · top.viewWillDisappear
//   · intermediate levels still on screen (an over-full-screen top): viewWillDisappear, top
//   down · the revealed presenter's viewWillAppear (when the bottom presentation removed its
//   view) · dismissalTransitionWillBegin, top down · intermediate containers leave the window
//   · animateTransition (from: the top, to: the revealed presenter) … completeTransition ·
//   views back in place · viewDidDisappear (top, then intermediates) · revealed viewDidAppear
//   · dismissalTransitionDidEnd(true), top down · links cleared · animationEnded ·
//   coordinator completions · completion.
// Such a dismissal cannot be interactive (the delegate is not asked for an interaction
// controller) nor cancelled: an animator completing it with false is a programmer error.
// The top presentation must not live inside an intermediate one's view (a current-context
// presentation from inside a presented controller): that is not supported, and stops.

extension ViewController {
  /// Dismisses this presented controller and every one presented above it (see the note at
  /// the top of the file).
  func startChainDismissal(animated: Bool, completion: (() -> Void)?) {
    guard let base = presentation, let revealed = presentingController,
      let window = base.window
    else {
      preconditionFailure("dismiss(animated:): \(type(of: self)) is no longer presented")
    }
    var chain: [ViewController] = [self]
    while let next = chain.last?.presentedController { chain.append(next) }
    guard let top = chain.last, let topRecord = top.presentation else {
      preconditionFailure(
        "dismiss(animated:): a presentation above \(type(of: self)) lost its record")
    }
    let intermediates = Array(chain.dropLast())
    let intermediateRecords = intermediates.compactMap(\.presentation)
    precondition(
      !intermediateRecords.contains { topRecord.container.isDescendant(of: $0.container) },
      "dismiss(animated:): dismissing several levels where the top presentation is inside an "
        + "intermediate one's view (a current-context presentation) is not supported by Segue")
    for controller in chain { controller.isBeingDismissed = true }
    let animator = top.dismissalAnimator(style: topRecord.style, animated: animated).animator
    let container = topRecord.container
    let presentedView: View = topRecord.controller.presentedView ?? top.view
    let (views, revealedFinal) = Self.dismissalViews(
      presentedView: presentedView, presenterView: revealed.view, in: topRecord,
      removesPresenter: base.removesPresenter)
    let levels = chain.reversed().compactMap { controller in
      controller.presentation.map { (controller, $0) }
    }
    let context = TransitionContext(
      containerView: container, from: top, to: revealed, views: views,
      initialFrames: [(top, presentedView.frame)], finalFrames: [(revealed, revealedFinal)],
      isAnimated: animated, presentationStyle: topRecord.style, animator: animator,
      interactor: nil,
      commit: { completed in
        precondition(
          completed,
          "dismiss(animated:): a dismissal of several levels cannot be cancelled (animator "
            + "\(type(of: animator)) completed it with false)")
        Self.commitChainDismissal(levels: levels, revealed: revealed, base: base)
      })
    context.onIdle = { [weak window] context, _ in
      window?.keepUntilNextFrame(context)
      completion?()
      window?.modalTransitions.end()
    }
    window.modalTransitions.begin(context)
    revealed.activeCoordinator = context
    for controller in chain { controller.activeCoordinator = context }
    top.beginAppearanceTransition(false, animated: animated)
    for controller in intermediates.reversed() where controller.isAppearanceVisible {
      controller.beginAppearanceTransition(false, animated: animated)
    }
    if base.removesPresenter { revealed.beginAppearanceTransition(true, animated: animated) }
    for (_, record) in levels { record.controller.dismissalTransitionWillBegin() }
    // The intermediate levels are simply removed; the top one animates away over the
    // revealed presenter.
    for record in intermediateRecords { record.removeContainer() }
    context.start()
  }

  /// The bookkeeping of a finished dismissal of several levels, `levels` top first.
  private static func commitChainDismissal(
    levels: [(ViewController, ModalPresentation)], revealed: ViewController,
    base: ModalPresentation
  ) {
    for (controller, record) in levels {
      (record.controller.presentedView ?? controller.view)?.removeFromSuperview()
      record.removeContainer()
    }
    if base.removesPresenter { base.restorePresenter(revealed.view) }
    for (controller, _) in levels where controller.appearance == .disappearing {
      controller.endAppearanceTransition()
    }
    if base.removesPresenter { revealed.endAppearanceTransition() }
    revealed.activeCoordinator = nil
    for (controller, record) in levels {
      controller.isBeingDismissed = false
      controller.activeCoordinator = nil
      record.controller.dismissalTransitionDidEnd(true)
    }
    for (controller, _) in levels {
      controller.unlinkPresentation()
    }
  }
}
