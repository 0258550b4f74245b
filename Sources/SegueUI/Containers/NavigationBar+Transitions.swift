import Foundation
import SegueGeometry

// How the bar changes from one top item to the next (UIKit's push and pop of a bar). The bar
// itself — its background — stays in place; only the items' views move:
//   push  the new title comes from the right (half the bar's width) and fades in; the old
//         title slides onto the new back button's title and fades out while that title comes
//         out of it (the two move together, so they cross-fade in place); bar buttons
//         cross-fade in place; a back chevron shown before and after stays still.
//   pop   the reverse: the old title slides right by half the width and fades out; the new
//         title comes out of the old back button's title, which moves with it and fades out.
// With a custom animator (any but the navigation controller's own slide) every view stays in
// place and cross-fades, as UIKit's bar does then (observed behaviour; medium confidence).
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
    coordinator: (any ViewControllerTransitionCoordinator)?, crossFades: Bool = false
  ) {
    precondition(
      Set(items.map(ObjectIdentifier.init)).count == items.count,
      "NavigationBar: an item appears twice")
    let oldItems = itemStack
    let isPop = items.last.map { new in itemStack.contains { $0 === new } } ?? true
    setItemStack(items)
    if !animated, coordinator == nil, let revert = pendingRevert,
      revert.generation == changeGeneration, revert.items.elementsEqual(items, by: ===)
    {
      // The controller puts the old stack back after a cancelled transition before the bar's
      // own completion ran: the old item's views come back, as in that completion.
      revert.restore()
      return
    }
    guard animated || coordinator != nil, let outgoing = shown, let newTop = topItem,
      newTop !== oldItems.last
    else {
      showTopItemAtOnce()
      return
    }
    animateChange(
      from: outgoing, oldItems: oldItems, to: newTop, isPop: isPop, coordinator: coordinator,
      crossFades: crossFades)
  }

  /// Replaces the item stack, telling each item whether it is on this bar.
  private func setItemStack(_ items: [NavigationItem]) {
    for item in itemStack where !items.contains(where: { $0 === item }) {
      item.navigationBar = nil
    }
    itemStack = items
    for item in items { item.navigationBar = self }
  }

  /// Removes every item view and shows the top item's at rest.
  func showTopItemAtOnce() {
    changeGeneration += 1
    pendingRevert = nil
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
    from outgoing: NavigationBarItemViews, oldItems: [NavigationItem], to newTop: NavigationItem,
    isPop: Bool, coordinator: (any ViewControllerTransitionCoordinator)?, crossFades: Bool
  ) {
    changeGeneration += 1
    let generation = changeGeneration
    let incoming = NavigationBarItemViews(item: newTop, backItem: backItem, bar: self)
    shown = incoming
    leaving.append(outgoing)
    var motion = ChangeMotion()
    View.performWithoutAnimation {
      for view in incoming.views { addSubview(view) }
      incoming.layout(in: contentFrame)
      for view in incoming.views { view.layoutIfNeeded() }
      motion =
        crossFades
        ? ChangeMotion(crossFadingFrom: outgoing, to: incoming)
        : ChangeMotion(from: outgoing, to: incoming, isPop: isPop, slide: bounds.width / 2)
      motion.applyStart(from: outgoing, to: incoming)
    }
    let animations = { motion.applyEnd(from: outgoing, to: incoming) }
    // A cancel brings back the old items and the very views that showed them (UIKit's bar
    // keeps its item views: the same layers before and after a cancelled interactive pop).
    let restore = { [weak self] in
      guard let self else { return }
      self.changeGeneration += 1
      self.pendingRevert = nil
      self.setItemStack(oldItems)
      self.leaving.removeAll { $0 === outgoing }
      for view in incoming.views { view.removeFromSuperview() }
      self.shown = outgoing
      View.performWithoutAnimation {
        outgoing.restore()
        outgoing.layout(in: self.contentFrame)
        for view in outgoing.views { view.layoutIfNeeded() }
      }
    }
    let finish = { [weak self] (cancelled: Bool) in
      guard let self else { return }
      if cancelled, generation == self.changeGeneration {
        restore()
        return
      }
      self.leaving.removeAll { $0 === outgoing }
      if generation == self.changeGeneration { self.pendingRevert = nil }
      if !cancelled {
        for view in outgoing.views where view.superview === self { view.removeFromSuperview() }
      }
    }
    if let coordinator {
      pendingRevert = PendingRevert(items: oldItems, generation: generation, restore: restore)
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

/// How to undo a change of item that runs along a transition, should the transition be
/// cancelled: the items before it, and the change it belongs to.
struct PendingRevert {
  var items: [NavigationItem]
  var generation: Int
  var restore: () -> Void
}

/// Where each view of a change of item starts and ends (NavigationBar+Transitions' note): the
/// frames of the two titles and of the back buttons' titles, and whether each back chevron
/// stays (one is shown before and after: the incoming chevron shows from the start, the
/// outgoing one hides at once) or fades.
@MainActor
private struct ChangeMotion {
  var incomingTitle = (start: CGRect.zero, end: CGRect.zero)
  var outgoingTitleEnd = CGRect.zero
  /// The incoming back title's frame at the start and at rest (button coordinates).
  var incomingBack: (start: CGRect, end: CGRect)?
  /// The outgoing back title's frame at the end (button coordinates).
  var outgoingBackEnd: CGRect?
  var chevronStays = false

  init() {}

  /// Every view stays where it is and cross-fades (the bar's change along a custom animator's
  /// transition).
  init(crossFadingFrom outgoing: NavigationBarItemViews, to incoming: NavigationBarItemViews) {
    let rest = incoming.titleLabel.frame
    incomingTitle = (rest, rest)
    outgoingTitleEnd = outgoing.titleLabel.frame
    chevronStays = outgoing.backButton != nil && incoming.backButton != nil
    if let back = incoming.backButton {
      incomingBack = (back.restingTitleFrame, back.restingTitleFrame)
    }
    outgoingBackEnd = outgoing.backButton?.restingTitleFrame
  }

  init(
    from outgoing: NavigationBarItemViews, to incoming: NavigationBarItemViews, isPop: Bool,
    slide: CGFloat
  ) {
    let rest = incoming.titleLabel.frame
    incomingTitle = (rest, rest)
    outgoingTitleEnd = outgoing.titleLabel.frame
    chevronStays = outgoing.backButton != nil && incoming.backButton != nil
    if isPop {
      // The new title comes out of the old back button's title; that title goes where the new
      // title rests, so the two cross-fade moving together; the old title leaves to the right.
      if let backText = outgoing.backTitleMinX, let back = outgoing.backButton {
        incomingTitle.start.origin.x += backText - incoming.titleTextMinX
        var end = back.restingTitleFrame
        end.origin.x += incoming.titleTextMinX - backText
        outgoingBackEnd = end
      } else {
        incomingTitle.start.origin.x -= slide
      }
      outgoingTitleEnd.origin.x += slide
      if let back = incoming.backButton {
        let end = back.restingTitleFrame
        incomingBack = (end.offsetBy(dx: -slide, dy: 0), end)
      }
    } else {
      // The new title comes from the right; the old one goes onto the new back button's title,
      // which comes out of it, so the two cross-fade moving together.
      incomingTitle.start.origin.x += slide
      if let backText = incoming.backTitleMinX, let back = incoming.backButton {
        outgoingTitleEnd.origin.x += backText - outgoing.titleTextMinX
        let end = back.restingTitleFrame
        incomingBack = (end.offsetBy(dx: outgoing.titleTextMinX - backText, dy: 0), end)
      } else {
        outgoingTitleEnd.origin.x -= slide
      }
      if let back = outgoing.backButton {
        outgoingBackEnd = back.restingTitleFrame.offsetBy(dx: -slide, dy: 0)
      }
    }
  }

  /// Puts the incoming views where they start (transparent) and freezes the outgoing ones.
  func applyStart(from outgoing: NavigationBarItemViews, to incoming: NavigationBarItemViews) {
    incoming.titleLabel.frame = incomingTitle.start
    for view in incoming.fadingViews { view.alpha = 0 }
    if let back = incoming.backButton, let frames = incomingBack {
      back.titleLabel?.frame = frames.start
      back.titleLabel?.alpha = 0
      back.chevronLabel.alpha = chevronStays ? 1 : 0
    }
    if chevronStays { outgoing.backButton?.chevronLabel.alpha = 0 }
    for view in outgoing.views { view.isUserInteractionEnabled = false }
  }

  /// Moves and fades every view to where the change ends (inside the animation block).
  func applyEnd(from outgoing: NavigationBarItemViews, to incoming: NavigationBarItemViews) {
    for view in incoming.fadingViews { view.alpha = 1 }
    incoming.titleLabel.frame = incomingTitle.end
    if let back = incoming.backButton, let frames = incomingBack {
      back.titleLabel?.frame = frames.end
      back.titleLabel?.alpha = 1
      back.chevronLabel.alpha = 1
    }
    for view in outgoing.fadingViews { view.alpha = 0 }
    outgoing.titleLabel.frame = outgoingTitleEnd
    if let back = outgoing.backButton {
      if let end = outgoingBackEnd { back.titleLabel?.frame = end }
      back.titleLabel?.alpha = 0
      back.chevronLabel.alpha = 0
    }
  }
}
