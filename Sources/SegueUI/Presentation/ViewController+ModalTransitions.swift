import Foundation
import SegueGeometry

// The modal transitions, driven through a `TransitionContext` as NavigationController drives
// push and pop. Calls, in order, for a presentation (reference §2.1, §2.2, §5.1; where the
// reference is silent — viewDidLoad (issue 22), the place of presentationTransitionWillBegin —
// the order is Segue's choice):
//   presented.viewDidLoad (first time) · links set, isBeingPresented · delegate
//   presentationController(forPresented:…) (.custom) · animationController(forPresented:…) ·
//   interactionControllerForPresentation · container added · presenter.viewWillDisappear (presenter
//   removed) · presented.viewWillAppear · presentationTransitionWillBegin · animateTransition
//   … completeTransition · presenter's view leaves the window · presenter.viewDidDisappear ·
//   presented.viewDidAppear · presentationTransitionDidEnd(true) · animationEnded ·
//   coordinator completions · completion.
// A dismissal mirrors it (animationController(forDismissed:), dismissalTransitionWillBegin,
// presenter's view back in its place, dismissalTransitionDidEnd, links cleared, completion).
// The delegate's animator is used when the transition is animated, and for `.custom` always
// (with `isAnimated` false when not animated, reference §1.6); otherwise the built-in
// `ModalTransitionAnimator` of the presented controller's `modalTransitionStyle`.
// Views (reference §1.2–1.4): the presenter's view moves into the container for the
// transition only when the presentation removes it (`view(forKey: .from)` is nil otherwise);
// on dismissal the animator inserts it again (`view(forKey: .to)`, nil when never removed).
// A cancelled transition restores the links, the views and the appearance of before.

extension ViewController {
  func startPresentation(
    of presented: ViewController, in window: Window, animated: Bool,
    completion: (() -> Void)?
  ) {
    // Checked when the queued request starts: UIKit would have refused it with a message.
    guard presented.presentingController == nil else {
      Self.report(
        "segue: present(_:animated:): \(type(of: presented)) is already presented; ignored",
        in: window)
      return
    }
    guard viewIfLoaded?.window === window else {
      Self.report(
        "segue: present(_:animated:) of \(type(of: presented)) on \(type(of: self)), whose view "
          + "left the window before the presentation could start; ignored", in: window)
      return
    }
    // UIKit loads the presented view before it consults the controller's style and
    // transitioning delegate, so a controller may set `transitioningDelegate = self` (or its
    // style) in `viewDidLoad` and get its own animation (issue 22: public libraries rely on
    // it; the reference is silent — confidence medium).
    presented.loadViewIfNeeded()
    let style = Self.resolved(presented.modalPresentationStyle, for: presented)
    guard checkPartialCurl(presenting: presented, style: style, in: window) else { return }
    let delegate = presented.transitioningDelegate
    let isContextStyle = style == .currentContext || style == .overCurrentContext
    var presenting = isContextStyle ? presentationContextController : rootAncestor
    let controller: PresentationController
    if style == .custom,
      let custom = delegate?.presentationController(
        forPresented: presented, presenting: presenting, source: self)
    {
      controller = custom
      if !custom.shouldPresentInFullscreen { presenting = presentationContextController }
    } else if style == .pageSheet || style == .formSheet {
      controller = presented.takeSheet(presenting: presenting, style: style)
    } else if style == .custom {
      // UIKit makes a plain UIPresentationController: full screen, the presenter kept, and no
      // layout of the presented view (the animator places it; reference §5).
      controller = PresentationController(
        presentedViewController: presented, presenting: presenting)
    } else {
      controller = SystemPresentationController(
        presentedViewController: presented, presenting: presenting, style: style)
    }
    guard presenting.presentedController == nil else {
      Self.report(
        "segue: present(_:animated:): \(type(of: presenting)) is already presenting "
          + "\(presenting.presentedController.map { "\(type(of: $0))" } ?? "?") (UIKit: \"which is "
          + "already presenting\"); ignored — present from the presented controller",
        in: window)
      return
    }
    controller.adoptPresenting(presenting)
    let custom =
      animated || style == .custom
      ? delegate?.animationController(forPresented: presented, presenting: presenting, source: self)
      : nil
    let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    let animator =
      custom ?? Self.zoomAnimator(zoomed: presented, source: presenting, isZoomIn: true)
      ?? Self.builtInAnimator(for: presented, style: style, presenting: true)

    // The container covers the window, or the context controller's view.
    let container = TransitionContainerView()
    container.presentationController = controller
    let presenterView: View = presenting.view
    if controller.shouldPresentInFullscreen && !isContextStyle {
      container.frame = window.bounds
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(container)
    } else {
      guard let superview = presenterView.superview else {
        preconditionFailure("present(_:animated:): the context's view is not in a superview")
      }
      container.frame = presenterView.frame
      container.autoresizingMask = presenterView.autoresizingMask
      superview.insertSubview(container, aboveSubview: presenterView)
    }
    controller.containerView = container
    let record = ModalPresentation(
      controller: controller, style: style, container: container,
      removesPresenter: controller.shouldRemovePresentersView, window: window)
    record.isInContext = container.superview !== window
    if record.isInContext && !record.removesPresenter { record.follow(presenterView) }
    presenting.linkPresentation(of: presented, record: record)
    presented.isBeingPresented = true

    let presentedView: View = controller.presentedView ?? presented.view
    if controller is SystemPresentationController {
      presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    var views: [TransitionContextViewKey: View] = [.to: presentedView]
    let presenterFrame = presenterView.frame
    if record.removesPresenter {
      record.movePresenterIntoContainer(presenterView)
      record.replacePresenter(presenterView)
      views[.from] = presenterView
    }
    let context = TransitionContext(
      containerView: container, from: presenting, to: presented, views: views,
      initialFrames: [(presenting, presenterFrame)],
      finalFrames: [
        (presenting, record.removesPresenter ? .zero : presenterFrame),
        (presented, controller.frameOfPresentedViewInContainerView),
      ],
      isAnimated: animated, presentationStyle: style, animator: animator, interactor: interactor,
      commit: { completed in
        Self.commitPresentation(completed, of: presented, by: presenting, record: record)
      })
    context.onIdle = { [weak window] context, completed in
      window?.keepUntilNextFrame(context)
      if completed { completion?() }
      window?.modalTransitions.end()
    }
    window.modalTransitions.begin(context)
    presenting.activeCoordinator = context
    presented.activeCoordinator = context
    if record.removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    controller.presentationTransitionWillBegin()
    context.start()
  }

  private static func commitPresentation(
    _ completed: Bool, of presented: ViewController, by presenting: ViewController,
    record: ModalPresentation
  ) {
    let controller = record.controller
    let presentedView: View = controller.presentedView ?? presented.view
    let presenterView: View = presenting.view
    if completed {
      if record.removesPresenter { presenterView.removeFromSuperview() }
      // An animator that forgot the presented view still leaves it on screen.
      if presentedView.superview == nil {
        presentedView.frame = controller.frameOfPresentedViewInContainerView
        record.container.addSubview(presentedView)
      }
      if record.removesPresenter {
        // A container controller may have shown the presenter again meanwhile (its tab was
        // left and selected again): covered now, it ends disappeared.
        if presenting.isAppearanceVisible {
          presenting.beginAppearanceTransition(false, animated: true)
        }
        presenting.endAppearanceTransition()
      }
      if record.isInContext && record.container.window == nil {
        // Its context left the window meanwhile (another tab was selected): not on screen.
        presented.beginAppearanceTransition(false, animated: true)
      }
      presented.endAppearanceTransition()
    } else {
      presentedView.removeFromSuperview()
      if record.removesPresenter { record.restorePresenter(presenterView) }
      presented.beginAppearanceTransition(false, animated: true)
      presented.endAppearanceTransition()
      if record.removesPresenter {
        presenting.beginAppearanceTransition(true, animated: true)
        presenting.endAppearanceTransition()
      }
    }
    presented.isBeingPresented = false
    presenting.activeCoordinator = nil
    presented.activeCoordinator = nil
    controller.presentationTransitionDidEnd(completed)
    if !completed {
      record.removeContainer()
      presented.unlinkPresentation()
    }
  }

  /// Dismisses this controller, which is presented (see the note at the top of the file).
  func startDismissal(animated: Bool, completion: (() -> Void)?) {
    guard let record = presentation, let presenting = presentingController,
      let window = record.window
    else {
      // A second dismissal queued behind the first: UIKit ignores it with a message.
      Self.report(
        "segue: dismiss(animated:): \(type(of: self)) was dismissed already; ignored",
        in: viewIfLoaded?.window)
      return
    }
    if presentedController != nil {
      startChainDismissal(animated: animated, completion: completion)
      return
    }
    let controller = record.controller
    let (custom, animator) = dismissalAnimator(style: record.style, animated: animated)
    // A sheet dragged down brings its own interaction (SheetPresentationController+Drag).
    let sheet = controller as? SheetPresentationController
    let interactor =
      custom.flatMap { transitioningDelegate?.interactionControllerForDismissal(using: $0) }
      ?? sheet?.dismissalInteraction
      ?? (animator is ZoomTransitionAnimator ? pendingZoomInteractor : nil)
    isBeingDismissed = true

    let container = record.container
    let presentedView: View = controller.presentedView ?? view
    let (views, presenterFinal) = Self.dismissalViews(
      presentedView: presentedView, presenterView: presenting.view, in: record,
      removesPresenter: record.removesPresenter)
    let context = TransitionContext(
      containerView: container, from: self, to: presenting, views: views,
      initialFrames: [(self, presentedView.frame)],
      finalFrames: [(presenting, presenterFinal)],
      isAnimated: animated, presentationStyle: record.style, animator: animator,
      interactor: interactor,
      commit: { [weak self] completed in
        guard let self else { return }
        Self.commitDismissal(completed, of: self, by: presenting, record: record)
      })
    context.onIdle = { [weak window] context, completed in
      window?.keepUntilNextFrame(context)
      if completed { completion?() }
      window?.modalTransitions.end()
    }
    window.modalTransitions.begin(context)
    presenting.activeCoordinator = context
    activeCoordinator = context
    // In a context its container controller does not show (another tab), the presenter's
    // view is not revealed: it appears when the container controller shows it again.
    let reveals = record.removesPresenter && (!record.isInContext || isAppearanceVisible)
    if sheet?.dismissalInteraction != nil, let sheet {
      sheet.delegate?.presentationControllerWillDismiss(sheet)
    }
    beginAppearanceTransition(false, animated: animated)
    if reveals { presenting.beginAppearanceTransition(true, animated: animated) }
    controller.dismissalTransitionWillBegin()
    context.start()
  }

  private static func commitDismissal(
    _ completed: Bool, of presented: ViewController, by presenting: ViewController,
    record: ModalPresentation
  ) {
    let controller = record.controller
    let presentedView: View = controller.presentedView ?? presented.view
    let presenterView: View = presenting.view
    if completed {
      presentedView.removeFromSuperview()
      if record.removesPresenter { record.restorePresenter(presenterView) }
      presented.endAppearanceTransition()
      if record.removesPresenter { presenting.endAppearanceTransition() }
    } else {
      if record.removesPresenter { presenterView.removeFromSuperview() }
      if presentedView.superview == nil { record.container.addSubview(presentedView) }
      // Reference §2.2: the controller that was appearing (the presenter) disappears first,
      // then the one that was disappearing (the presented) appears again.
      if record.removesPresenter {
        presenting.beginAppearanceTransition(false, animated: true)
        presenting.endAppearanceTransition()
      }
      presented.beginAppearanceTransition(true, animated: true)
      presented.endAppearanceTransition()
    }
    presented.isBeingDismissed = false
    presenting.activeCoordinator = nil
    presented.activeCoordinator = nil
    controller.dismissalTransitionDidEnd(completed)
    if completed {
      record.removeContainer()
      presented.unlinkPresentation()
    }
  }

  /// The animator dismissing this controller: the transitioning delegate's (`custom`; asked
  /// when animated, and always for `.custom`), else the built-in one of its transition style.
  func dismissalAnimator(style: ModalPresentationStyle, animated: Bool) -> (
    custom: (any ViewControllerAnimatedTransitioning)?,
    animator: any ViewControllerAnimatedTransitioning
  ) {
    let custom =
      animated || style == .custom
      ? transitioningDelegate?.animationController(forDismissed: self) : nil
    return (custom, custom ?? Self.builtInAnimator(for: self, style: style, presenting: false))
  }

  /// A dismissal's views (the presented view leaving; the presenter's view coming back, sized
  /// to the container, when the presentation removed it) and the presenter's final frame.
  static func dismissalViews(
    presentedView: View, presenterView: View, in record: ModalPresentation,
    removesPresenter: Bool
  ) -> (views: [TransitionContextViewKey: View], presenterFinal: CGRect) {
    var views: [TransitionContextViewKey: View] = [.from: presentedView]
    guard removesPresenter else { return (views, presenterView.frame) }
    presenterView.frame = record.container.bounds
    views[.to] = presenterView
    return (views, record.container.bounds)
  }

  /// The style a presentation of `presented` uses for `style`: `.automatic` is a page sheet
  /// (UIKit since iOS 13 for a plain controller; reference modern-presentation §1, doc/meas),
  /// but full screen for a zoom, which zooms the controller to the whole screen (est), as are
  /// the sheet styles.
  static func resolved(_ style: ModalPresentationStyle, for presented: ViewController)
    -> ModalPresentationStyle
  {
    if presented.preferredTransition?.zoom != nil
      && [.automatic, .pageSheet, .formSheet].contains(style)
    {
      return .fullScreen
    }
    return resolved(style)
  }

  /// The style a presentation uses for `style`: `.automatic` is a page sheet.
  static func resolved(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
    switch style {
    case .fullScreen, .overFullScreen, .custom, .currentContext, .overCurrentContext, .pageSheet,
      .formSheet:
      return style
    case .automatic:
      return .pageSheet
    case .popover, .none:
      preconditionFailure(
        "present(_:animated:): modalPresentationStyle .\(style) is not supported by Segue; use "
          + ".automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .custom, "
          + ".currentContext or .overCurrentContext")
    }
  }

  /// The animator of a presentation or dismissal without a custom one: the zoom of a `.zoom`
  /// preferred transition, a sheet's slide for the sheet styles with `.coverVertical`, else
  /// the transition style's (`effectiveModalTransitionStyle`).
  static func builtInAnimator(
    for presented: ViewController, style: ModalPresentationStyle, presenting: Bool
  ) -> any ViewControllerAnimatedTransitioning {
    if let source = presented.presentingController,
      let zoom = zoomAnimator(zoomed: presented, source: source, isZoomIn: presenting)
    {
      return zoom
    }
    let transitionStyle = presented.effectiveModalTransitionStyle
    if (style == .pageSheet || style == .formSheet) && transitionStyle == .coverVertical {
      return SheetTransitionAnimator(isPresentation: presenting)
    }
    return ModalTransitionAnimator(style: transitionStyle, isPresentation: presenting)
  }
}
