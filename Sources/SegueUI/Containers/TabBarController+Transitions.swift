import Foundation
import SegueGeometry

extension TabBarController {
  func enqueueOrRun(_ request: @escaping () -> Void) {
    transitions.enqueueOrRun(request)
  }

  /// Swaps the children (see the note in TabBarController.swift).
  func replaceChildren(with new: [ViewController]) {
    let old = tabs
    let kept = selectedViewController.flatMap { selected in new.first { $0 === selected } }
    let removed = old.filter { controller in !new.contains { $0 === controller } }
    let added = new.filter { controller in !old.contains { $0 === controller } }
    let visible = isViewLoaded && isAppearanceVisible
    let outgoing = selectedViewController.flatMap { selected in kept == nil ? selected : nil }
    let incoming = kept ?? new.first
    let beganIncoming = visible && incoming != nil && incoming !== selectedViewController
    if visible, let outgoing { outgoing.beginAppearanceTransition(false, animated: false) }
    if beganIncoming, let incoming { incoming.beginAppearanceTransition(true, animated: false) }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    tabs = new
    selection = incoming.flatMap { incoming in new.firstIndex { $0 === incoming } }
    if let incoming { showWithoutTransition(incoming) }
    for controller in removed {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in added { controller.didMove(toParent: self) }
    if visible, let outgoing { outgoing.endAppearanceTransition() }
    if beganIncoming, let incoming { incoming.endAppearanceTransition() }
    updateTabBar()
  }

  /// Selects the tab at `index`, with the delegate's animator if it gives one.
  func change(to index: Int) {
    guard let old = selection, old != index, isViewLoaded else {
      selection = index
      if isViewLoaded { showWithoutTransition(tabs[index]) }
      updateTabBar()
      return
    }
    let from = tabs[old]
    let to = tabs[index]
    selection = index
    updateTabBar()
    to.loadViewIfNeeded()
    let visible = isAppearanceVisible
    let animator =
      visible
      ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) : nil
    guard let animator else {
      swapWithoutTransition(from: from, to: to, in: containerView, visible: visible)
      return
    }
    let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
    runChildTransition(
      from: from, to: to, in: containerView, animator: animator, interactor: interactor,
      queue: transitions,
      commit: { [weak self] completed in
        self?.commit(completed, from: from, to: to, oldIndex: old)
      })
  }

  /// The bookkeeping `completeTransition(_:)` commits.
  private func commit(_ completed: Bool, from: ViewController, to: ViewController, oldIndex: Int) {
    if completed {
      from.view.removeFromSuperview()
      // The shown child fills the container, at its size now: an animator that forgot the
      // to-view still leaves it on screen, and one that placed it for a size the container
      // has since left (the window turned mid-transition) does not leave it at that size.
      place(to.viewInHierarchy)
      settleAppearance(ofChild: from, shown: false)
      settleAppearance(ofChild: to, shown: true)
    } else {
      selection = oldIndex
      to.view.removeFromSuperview()
      place(from.viewInHierarchy)
      settleAppearance(ofChild: to, shown: false)
      settleAppearance(ofChild: from, shown: true)
      updateTabBar()
    }
    from.activeCoordinator = nil
    to.activeCoordinator = nil
  }
}
