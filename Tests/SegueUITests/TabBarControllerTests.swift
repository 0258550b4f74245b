import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A tab bar delegate that records its calls and can refuse or animate.
@MainActor
final class LoggingTabBarDelegate: TabBarControllerDelegate {
  let log: EventLog
  var animator: (any ViewControllerAnimatedTransitioning)?
  var allows = true
  init(log: EventLog) { self.log = log }

  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  )
    -> Bool
  {
    log.append("delegate.shouldSelect \((viewController as? LoggingController)?.name ?? "?")")
    return allows
  }
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    log.append("delegate.didSelect \((viewController as? LoggingController)?.name ?? "?")")
  }
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    log.append("delegate.animationController")
    return animator
  }
}

@MainActor
@Suite("TabBarController")
struct TabBarControllerTests {
  private func makeShown(log: EventLog) -> (
    WindowHost, TabBarController, LoggingController, LoggingController, LoggingTabBarDelegate
  ) {
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    a.title = "First"
    let b = LoggingController("b", log: log)
    b.title = "Second"
    let tabs = TabBarController()
    let delegate = LoggingTabBarDelegate(log: log)
    tabs.delegate = delegate
    tabs.viewControllers = [a, b]
    host.window.rootViewController = tabs
    log.clear()
    return (host, tabs, a, b, delegate)
  }

  @Test func theFirstChildIsSelectedAndShown() {
    let log = EventLog()
    let (host, tabs, a, b, delegate) = makeShown(log: log)
    defer { withExtendedLifetime((host, delegate)) {} }
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(a.view.isDescendant(of: tabs.view) && b.viewIfLoaded?.superview == nil)
    #expect(a.parent === tabs && b.parent === tabs)
    #expect(tabs.tabBar.items.map(\.title) == ["First", "Second"])
    #expect(tabs.tabBar.selectedItem === a.tabBarItem)
    // The bar sits on the bottom edge: 49 pt above the safe-area bottom (34 on an iPhone 15 Pro).
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 49 - 34, width: 393, height: 49 + 34))
  }

  @Test func selectingWithoutAnAnimatorSwapsAtOnceInUIKitsOrder() {
    let log = EventLog()
    let (host, tabs, a, b, delegate) = makeShown(log: log)
    defer { withExtendedLifetime((host, delegate)) {} }
    tabs.selectedIndex = 1
    // Reference §2.2: current willDisappear → new willAppear → current didDisappear → new didAppear.
    // The delegate is asked for an animator before any appearance callback.
    let asked = log.events.firstIndex(of: "delegate.animationController")
    let firstCallback = log.events.firstIndex(of: "a.viewWillDisappear")
    #expect(asked != nil && firstCallback != nil && asked! < firstCallback!)
    let callbacks = log.events.filter { $0.contains(".view") && !$0.hasSuffix("viewDidLoad") }
    #expect(
      callbacks == [
        "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear",
      ])
    #expect(
      !log.events.contains { $0.hasPrefix("delegate.shouldSelect") }, "code selection does not ask")
    #expect(tabs.selectedViewController === b && b.view.superview != nil && a.view.superview == nil)
    #expect(tabs.tabBar.selectedItem === b.tabBarItem)
  }

  @Test func aTapAsksTheDelegateAndCanBeRefused() {
    let log = EventLog()
    let (host, tabs, a, _, delegate) = makeShown(log: log)
    defer { withExtendedLifetime(host) {} }
    delegate.allows = false
    tabs.selectTab(at: 1)
    #expect(log.events == ["delegate.shouldSelect b"])
    #expect(tabs.selectedViewController === a)
    delegate.allows = true
    log.clear()
    tabs.selectTab(at: 1)
    #expect(log.events.first == "delegate.shouldSelect b")
    #expect(log.events.last == "delegate.didSelect b")
    #expect(tabs.selectedIndex == 1)
  }

  @Test func anAnimatedSelectionRunsThroughATransitionAndQueuesTheNext() {
    let log = EventLog()
    let (host, tabs, a, b, delegate) = makeShown(log: log)
    defer { withExtendedLifetime(delegate) {} }
    let animator = FadeAnimator(log: log)
    delegate.animator = animator
    tabs.selectedIndex = 1
    #expect(tabs.transitionCoordinator != nil)
    tabs.selectedIndex = 0  // queued behind the running transition
    #expect(tabs.selectedIndex == 1)
    host.advance(to: 0.1)
    host.advance(to: 0.31)
    let callbacks = log.events.filter { $0.contains(".view") && !$0.hasSuffix("viewDidLoad") }
    #expect(
      Array(callbacks.prefix(4)) == [
        "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear",
      ])
    #expect(animator.completeCalls >= 1 && animator.endedWith.first == true)
    // The queued selection ran after the first completed, with its own transition.
    host.advance(to: 0.7)
    #expect(tabs.selectedViewController === a && a.view.superview != nil && b.view.superview == nil)
    #expect(animator.endedWith == [true, true])
    #expect(tabs.transitionCoordinator == nil)
  }

  @Test func replacingTheChildrenKeepsTheSelectionWhenItStays() {
    let log = EventLog()
    let (host, tabs, a, b, delegate) = makeShown(log: log)
    defer { withExtendedLifetime((host, delegate)) {} }
    let c = LoggingController("c", log: log)
    tabs.selectedIndex = 1
    log.clear()
    tabs.setViewControllers([c, b], animated: false)
    #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
    #expect(a.parent == nil && c.parent === tabs)
    #expect(
      log.events.contains("a.willMove(toParent: nil)")
        && log.events.contains("c.didMove(toParent: parent)"))
    #expect(!log.events.contains { $0.hasPrefix("b.view") }, "the selected child stays on screen")
  }
}
