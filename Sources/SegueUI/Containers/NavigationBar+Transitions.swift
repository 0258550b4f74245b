import Foundation
import SegueGeometry

// How the bar changes from one top item to the next (UIKit's push and pop of a bar):
//   push  the new title comes from the right (half the bar's width) and fades in; the old
//         title slides left to where the new back button's title text starts and fades out;
//         buttons (back and bar buttons) cross-fade in place.
//   pop   the reverse: the old title slides right by half the width and fades out; the new
//         title comes from the old back button's title text and fades in.
// Inside a navigation controller's transition the change joins it through the coordinator's
// `animateAlongsideTransition(in: bar, …)`, so an interactive pop scrubs the bar with the
// content and a cancel restores the old item (the controller re-syncs the bar on commit). A
// bar of its own animates over `NavigationSlideAnimator.duration`. A change made at once
// (`showTopItemAtOnce`) supersedes any running one: `changeGeneration` tells a late
// completion that its views are gone.

extension NavigationBar {
  /// Replaces the items and shows the new top one, animated along `coordinator` when given,
  /// else by itself when `animated`, else at once.
  func replaceItems(
    _ items: [NavigationItem], animated: Bool,
    coordinator: (any ViewControllerTransitionCoordinator)?
  ) {
    precondition(
      Set(items.map(ObjectIdentifier.init)).count == items.count,
      "NavigationBar: an item appears twice")
    let oldTop = topItem
    for item in itemStack where !items.contains(where: { $0 === item }) {
      item.navigationBar = nil
    }
    let isPop = items.last.map { new in itemStack.contains { $0 === new } } ?? true
    itemStack = items
    for item in items { item.navigationBar = self }
    guard animated || coordinator != nil, let outgoing = shown, let newTop = topItem,
      newTop !== oldTop
    else {
      showTopItemAtOnce()
      return
    }
    animateChange(from: outgoing, to: newTop, isPop: isPop, coordinator: coordinator)
  }

  /// Removes every item view and shows the top item's at rest.
  func showTopItemAtOnce() {
    changeGeneration += 1
    for views in [shown].compactMap({ $0 }) + leaving {
      for view in views.views { view.removeFromSuperview() }
    }
    leaving.removeAll()
    shown = topItem.map { NavigationBarItemViews(item: $0, backItem: backItem, bar: self) }
    for view in shown?.views ?? [] { addSubview(view) }
    View.performWithoutAnimation { shown?.layout(in: contentFrame) }
  }

  /// Whether the bar's items are `items`, in order.
  func hasItems(_ items: [NavigationItem]) -> Bool {
    itemStack.count == items.count && zip(itemStack, items).allSatisfy { $0 === $1 }
  }

  private func animateChange(
    from outgoing: NavigationBarItemViews, to newTop: NavigationItem, isPop: Bool,
    coordinator: (any ViewControllerTransitionCoordinator)?
  ) {
    changeGeneration += 1
    let generation = changeGeneration
    let incoming = NavigationBarItemViews(item: newTop, backItem: backItem, bar: self)
    shown = incoming
    leaving.append(outgoing)
    let content = contentFrame
    let slide = bounds.width / 2
    var titleStart = CGRect.zero
    var incomingTitleRest = CGRect.zero
    var outgoingTitleEnd = outgoing.titleLabel.frame
    View.performWithoutAnimation {
      for view in incoming.views { addSubview(view) }
      incoming.layout(in: content)
      let rest = incoming.titleLabel.frame
      incomingTitleRest = rest
      titleStart = rest
      if isPop {
        let backText = outgoing.backTitleMinX
        titleStart.origin.x += backText.map { $0 - incoming.titleTextMinX } ?? -slide
        outgoingTitleEnd.origin.x += slide
      } else {
        titleStart.origin.x += slide
        let backText = incoming.backTitleMinX
        outgoingTitleEnd.origin.x += backText.map { $0 - outgoing.titleTextMinX } ?? -slide
      }
      incoming.titleLabel.frame = titleStart
      for view in incoming.views { view.alpha = 0 }
      for view in outgoing.views { view.isUserInteractionEnabled = false }
    }
    let animations = {
      for view in incoming.views { view.alpha = 1 }
      incoming.titleLabel.frame = incomingTitleRest
      for view in outgoing.views { view.alpha = 0 }
      outgoing.titleLabel.frame = outgoingTitleEnd
    }
    let finish = { [weak self] (cancelled: Bool) in
      guard let self else { return }
      self.leaving.removeAll { $0 === outgoing }
      if cancelled, generation == self.changeGeneration {
        for view in incoming.views { view.removeFromSuperview() }
        self.shown = outgoing
        View.performWithoutAnimation {
          for view in outgoing.views {
            view.alpha = 1
            view.isUserInteractionEnabled = true
          }
          outgoing.layout(in: self.contentFrame)
        }
      } else if !cancelled {
        for view in outgoing.views where view.superview === self { view.removeFromSuperview() }
      }
    }
    if let coordinator {
      let queued = coordinator.animateAlongsideTransition(
        in: self, animation: { _ in animations() },
        completion: { context in finish(context.isCancelled) })
      if !queued {
        animations()
        finish(false)
      }
    } else {
      View.animate(
        withDuration: NavigationSlideAnimator.duration, animations: animations,
        completion: { _ in finish(false) })
    }
  }
}
