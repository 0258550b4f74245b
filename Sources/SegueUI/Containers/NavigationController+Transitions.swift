import Foundation
import SegueGeometry

// Every stack change goes through `change(to:animated:)`: it compares the old and new tops,
// updates the stack and the children at once (added controllers get `willMove(toParent:)`
// from `addChild`, removed ones `willMove(toParent: nil)`), and then either swaps the views
// immediately (not animated, or the navigation controller is not on screen) or runs a
// `TransitionContext` (see its design note). Calls, in order, for an animated push or pop
// (reference §2.1, §2.2; where the reference is silent — viewDidLoad, willShow — the order
// is Segue's choice):
//   willMove(toParent:) · to.viewDidLoad (first push) · delegate willShow · animationControllerFor · interactionControllerFor
//   · from.viewWillDisappear · to.viewWillAppear · the bar's change joins the coordinator
//   · animateTransition … completeTransition ·
//   from.viewDidDisappear · to.viewDidAppear · didMove(toParent:) · animationEnded ·
//   coordinator completions · delegate didShow
// A cancelled transition restores the old stack; the incoming controller then gets
// viewWillDisappear/viewDidDisappear and the outgoing one viewWillAppear/viewDidAppear.
// While a transition runs, further requests are queued (FIFO) and start when it completes;
// a queued pop cannot know what it will pop and returns nil.

extension NavigationController {
  /// Pushes `viewController` on the stack and shows it (`pushViewController(_:animated:)`).
  /// - Precondition: `viewController` is not a navigation controller and not in the stack.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    precondition(
      !(viewController is NavigationController),
      "pushViewController(_:animated:): pushing a navigation controller is not supported")
    enqueueOrRun { [weak self] in
      guard let self else { return }
      precondition(
        !self.stack.contains { $0 === viewController },
        "pushViewController(_:animated:): \(type(of: viewController)) is already in the stack")
      self.change(to: self.stack + [viewController], animated: animated)
    }
  }

  /// Pops the top controller and returns it (`popViewController(animated:)`); returns nil
  /// and does nothing when only the root remains, and nil when the pop is queued behind a
  /// running transition.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    popTo(count: { max($0 - 1, 1) }, animated: animated).last
  }

  /// Pops every controller above the root (`popToRootViewController(animated:)`); returns
  /// them (nil when there were none or the request is queued).
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    let popped = popTo(count: { _ in 1 }, animated: animated)
    return popped.isEmpty ? nil : popped
  }

  /// Pops the controllers above `viewController` (`popToViewController(_:animated:)`).
  /// - Precondition: `viewController` is in the stack.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    let popped = popTo(
      count: { [weak self] _ in
        guard let index = self?.stack.firstIndex(where: { $0 === viewController }) else {
          preconditionFailure(
            "popToViewController(_:animated:): the controller is not in the stack")
        }
        return index + 1
      }, animated: animated)
    return popped.isEmpty ? nil : popped
  }

  /// Replaces the stack (`setViewControllers(_:animated:)`). Animated, a new top that was
  /// already in the stack is shown with a pop, another with a push.
  /// - Precondition: no controller appears twice.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    precondition(
      Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
      "setViewControllers(_:animated:): a controller appears twice")
    enqueueOrRun { [weak self] in self?.change(to: viewControllers, animated: animated) }
  }

  /// Keeps the first `count(stack.count)` controllers; returns the removed ones, or [] when
  /// the request was queued.
  private func popTo(count: @escaping (Int) -> Int, animated: Bool) -> [ViewController] {
    var popped: [ViewController] = []
    enqueueOrRun { [weak self] in
      guard let self else { return }
      let kept = count(self.stack.count)
      guard kept < self.stack.count else { return }
      popped = Array(self.stack[kept...])
      self.change(to: Array(self.stack[..<kept]), animated: animated)
    }
    return popped
  }

  private func enqueueOrRun(_ request: @escaping () -> Void) {
    transitions.enqueueOrRun(request)
  }

  /// Moves from the current stack to `newStack` (see the note at the top of the file).
  private func change(to newStack: [ViewController], animated: Bool) {
    let oldStack = stack
    let from = oldStack.last
    let added = newStack.filter { new in !oldStack.contains { $0 === new } }
    let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = newStack
    guard let to = newStack.last, let from, from !== to, isViewLoaded else {
      finishWithoutTransition(added: added, removed: removed, animated: false)
      return
    }
    to.loadViewIfNeeded()
    let operation: Operation = oldStack.contains { $0 === to } ? .pop : .push
    to.movingToParent = added.contains { $0 === to }
    from.movingFromParent = removed.contains { $0 === from }
    delegate?.navigationController(self, willShow: to, animated: animated)
    let visible = isAppearanceVisible
    guard animated, visible else {
      swapWithoutTransition(from: from, to: to, in: containerView, visible: visible)
      finishWithoutTransition(added: added, removed: removed, animated: animated)
      from.movingFromParent = false
      return
    }
    // A zoom's preferred transition (iOS 18) applies unless the delegate animates (est).
    let zoomed = operation == .push ? to : from
    // The delegate's, else a layout-to-layout push's, else a zoom's, else the slide.
    let builtIn: () -> (any ViewControllerAnimatedTransitioning)? = {
      if let layout = LayoutToLayoutNavigationAnimator.make(
        from: from, to: to, operation: operation)
      {
        return layout
      }
      return Self.zoomAnimator(
        zoomed: zoomed, source: operation == .push ? from : to, isZoomIn: operation == .push)
    }
    let animator: any ViewControllerAnimatedTransitioning =
      delegate?.navigationController(
        self, animationControllerFor: operation, from: from, to: to)
      ?? builtIn() ?? NavigationSlideAnimator(operation: operation)
    // The delegate's, else a zoom's swipe, else the edge swipe's when it drives the slide.
    let interactor =
      delegate?.navigationController(self, interactionControllerFor: animator)
      ?? (animator is ZoomTransitionAnimator
        ? zoomed.pendingZoomInteractor : interactivePop.pendingInteractor(for: animator))
    runChildTransition(
      from: from, to: to, in: containerView, animator: animator, interactor: interactor,
      queue: transitions,
      willStart: { [weak self] context in
        guard let self else { return }
        // A hidden bar changes at once; a shown one joins the transition (UIKit's bar push/pop).
        self.navigationBar.replaceItems(
          newStack.map(\.navigationItem), animated: false,
          coordinator: self.isNavigationBarHidden ? nil : context,
          crossFades: !(animator is NavigationSlideAnimator))
      },
      commit: { [weak self] completed in
        self?.commit(
          completed, from: from, to: to, oldStack: oldStack, added: added, removed: removed)
      },
      didEnd: { [weak self] completed in
        guard let self, completed else { return }
        self.delegate?.navigationController(self, didShow: to, animated: true)
      })
  }

  /// The end of an immediate change: containment and the delegate.
  private func finishWithoutTransition(
    added: [ViewController], removed: [ViewController], animated: Bool
  ) {
    if let top = stack.last {
      showWithoutTransition(top)
      for controller in removed { controller.viewIfLoaded?.removeFromSuperview() }
    }
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
    for controller in added { controller.movingToParent = false }
    updateNavigationBar()
    if let top = stack.last, isViewLoaded {
      delegate?.navigationController(self, didShow: top, animated: animated)
    }
  }

  /// The bookkeeping `completeTransition(_:)` commits.
  private func commit(
    _ completed: Bool, from: ViewController, to: ViewController, oldStack: [ViewController],
    added: [ViewController], removed: [ViewController]
  ) {
    if completed {
      if removed.contains(where: { $0 === from }) {
        (from as? CollectionViewController)?.letGoOfSharedView(keptBy: to)
      }
      from.view.removeFromSuperview()
      // The shown child fills the container, at its size now: an animator that forgot the
      // to-view still leaves it on screen, and one that placed it for a size the container
      // has since left (the window turned mid-transition) does not leave it at that size.
      place(to.view)
      settleAppearance(ofChild: from, shown: false)
      settleAppearance(ofChild: to, shown: true)
      for controller in removed { controller.viewIfLoaded?.removeFromSuperview() }
      for controller in removed { controller.removeFromParent() }
      for controller in added { controller.didMove(toParent: self) }
    } else {
      stack = oldStack
      to.view.removeFromSuperview()
      place(from.view)
      settleAppearance(ofChild: to, shown: false)
      settleAppearance(ofChild: from, shown: true)
      for controller in added {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
      }
      for controller in removed { controller.didMove(toParent: self) }
    }
    from.movingFromParent = false
    to.movingToParent = false
    from.activeCoordinator = nil
    to.activeCoordinator = nil
    updateNavigationBar()
  }
}
