import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// A controller recording the taps its bar button items send and whether a transition
/// coordinator existed in `viewWillAppear`.
@MainActor
private final class ItemTarget: ViewController {
  private(set) var taps: [String] = []
  /// Weak: the coordinator keeps this controller while the transition runs.
  private(set) weak var coordinatorInWillAppear: (any ViewControllerTransitionCoordinator)?
  func edit() { taps.append("edit") }
  func share(_ sender: BarButtonItem) { taps.append("share \(sender.title ?? "")") }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    coordinatorInWillAppear = transitionCoordinator
  }
}

@MainActor
@Suite("NavigationBar: items, back button, safe area, the bar's push and pop")
struct NavigationBarTests {
  /// A navigation controller in a window on `device` showing `root` titled "First".
  private func makeShown(
    device: Device = .iPhone15Pro, root: ViewController = ViewController()
  ) -> (WindowHost, NavigationController) {
    let host = WindowHost(device: device)
    root.title = "First"
    let navigation = NavigationController(rootViewController: root)
    host.window.rootViewController = navigation
    host.frame()
    return (host, navigation)
  }

  /// The bar's subviews other than its hairline separator.
  private func itemViews(of bar: NavigationBar) -> [View] {
    bar.subviews.filter { $0 !== bar.separator }
  }

  private func titled(_ title: String?) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
  }

  @Test func theTitleComesFromTheNavigationItemAndFollowsIt() throws {
    let (host, navigation) = makeShown()
    let root = try #require(navigation.topViewController)
    #expect(root.navigationItem.title == "First", "setting title sets navigationItem.title")
    #expect(navigation.navigationBar.shown?.titleLabel.text == "First")
    root.navigationItem.title = "Inbox"
    host.frame()
    #expect(navigation.navigationBar.shown?.titleLabel.text == "Inbox")
    #expect(root.title == "First", "the item's title does not change the controller's")
    let titleFrame = try #require(navigation.navigationBar.shown?.titleLabel.frame)
    #expect(titleFrame.midX == 393 / 2 && titleFrame.minY == 59 && titleFrame.height == 44)
  }

  @Test func theBackButtonShowsThePreviousTitleOrBack() throws {
    let (_, navigation) = makeShown()
    navigation.pushViewController(titled("Second"), animated: false)
    let back = try #require(navigation.navigationBar.shown?.backButton)
    #expect(back.currentTitle == "First" && back.chevronLabel.text == "\u{2039}")
    #expect(back.frame.minX == NavigationBar.backButtonInset && back.frame.minY == 59)

    // No title below: "Back". A back bar button item below: its title.
    navigation.setViewControllers([titled(nil), titled("Second")], animated: false)
    #expect(navigation.navigationBar.shown?.backButton?.currentTitle == "Back")
    let below = titled("Long title of the inbox")
    below.navigationItem.backBarButtonItem = BarButtonItem(title: "Inbox")
    navigation.setViewControllers([below, titled("Second")], animated: false)
    #expect(navigation.navigationBar.shown?.backButton?.currentTitle == "Inbox")
  }

  @Test func hidesBackButtonAndALeftItemReplaceTheBackButton() throws {
    let (_, navigation) = makeShown()
    let second = ItemTarget()
    second.title = "Second"
    navigation.pushViewController(second, animated: false)
    second.navigationItem.hidesBackButton = true
    #expect(navigation.navigationBar.shown?.backButton == nil)
    second.navigationItem.hidesBackButton = false
    #expect(navigation.navigationBar.shown?.backButton != nil)
    second.navigationItem.leftBarButtonItem = BarButtonItem(
      title: "Edit", style: .plain, target: second, action: ItemTarget.edit)
    let shown = try #require(navigation.navigationBar.shown)
    #expect(shown.backButton == nil && shown.leftButton?.currentTitle == "Edit")
    #expect(shown.leftButton?.frame.minX == NavigationBar.sideMargin)
  }

  @Test func barButtonItemsSendTheirActionsToTheirTargets() throws {
    let (_, navigation) = makeShown(root: ItemTarget())
    let root = try #require(navigation.topViewController as? ItemTarget)
    root.navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Edit", style: .done, target: root, action: ItemTarget.edit)
    let share = BarButtonItem(title: "Share", style: .plain, primaryAction: nil)
    share.setTarget(root, action: ItemTarget.share)
    root.navigationItem.leftBarButtonItem = share
    let shown = try #require(navigation.navigationBar.shown)
    shown.rightButton?.sendActions(for: .touchUpInside)
    shown.leftButton?.sendActions(for: .touchUpInside)
    #expect(root.taps == ["edit", "share Share"])
    let right = try #require(shown.rightButton)
    #expect(right.frame.maxX == 393 - NavigationBar.sideMargin)
    #expect(right.titleLabel?.font == .boldSystemFont(ofSize: 17), ".done is bold")
    root.navigationItem.rightBarButtonItem?.isEnabled = false
    navigation.navigationBar.shown?.rightButton?.sendActions(for: .touchUpInside)
    #expect(root.taps.count == 2, "a disabled item sends nothing")
  }

  @Test func theTargetIsHeldWeakly() {
    weak var weakTarget: ItemTarget?
    let item: BarButtonItem
    do {
      let target = ItemTarget()
      weakTarget = target
      item = BarButtonItem(title: "Edit", style: .plain, target: target, action: ItemTarget.edit)
    }
    #expect(weakTarget == nil)
    item.sendAction()
  }

  @Test func theBackButtonPopsAnimated() throws {
    let (host, navigation) = makeShown()
    navigation.pushViewController(titled("Second"), animated: false)
    navigation.navigationBar.shown?.backButton?.sendActions(for: .touchUpInside)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.transitionCoordinator != nil, "the pop is animated")
    host.advance(to: 1)
    #expect(navigation.transitionCoordinator == nil)
    #expect(navigation.navigationBar.shown?.titleLabel.text == "First")
    #expect(navigation.navigationBar.shown?.backButton == nil, "the root has no back button")
    #expect(itemViews(of: navigation.navigationBar).count == 1, "the popped item's views are gone")
  }

  @Test(arguments: [Device.iPhone15Pro, .iPhoneSE, .iPadPro11])
  func theContentsSafeAreaEndsBelowTheBar(device: Device) throws {
    let (host, navigation) = makeShown(device: device)
    let content = try #require(navigation.topViewController?.view)
    let statusBar = device.safeAreaInsets.top
    #expect(navigation.navigationBar.frame.height == statusBar + 44)
    #expect(content.safeAreaInsets.top == statusBar + 44)
    #expect(content.safeAreaInsets.bottom == device.safeAreaInsets.bottom)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(content.safeAreaInsets.top == statusBar)
    navigation.setNavigationBarHidden(false, animated: true)
    #expect(content.safeAreaInsets.top == statusBar + 44 && !navigation.navigationBar.isHidden)
    host.advance(to: 1)
    #expect(navigation.navigationBar.alpha == 1)
    // A pushed controller gets the same safe area.
    let second = titled("Second")
    navigation.pushViewController(second, animated: false)
    #expect(second.view.safeAreaInsets.top == statusBar + 44)
  }

  @Test func additionalSafeAreaInsetsAddToTheView() {
    let host = WindowHost()
    let controller = ViewController()
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    host.window.rootViewController = controller
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 69, left: 5, bottom: 34, right: 0))
    controller.additionalSafeAreaInsets = .zero
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aPushSlidesAndCrossFadesTheTitlesAlongTheTransition() throws {
    let (host, navigation) = makeShown()
    let bar = navigation.navigationBar
    let oldTitle = try #require(bar.shown?.titleLabel)
    let oldRest = oldTitle.layer.position.x
    navigation.pushViewController(titled("Second"), animated: true)
    let incoming = try #require(bar.shown)
    let newRest = incoming.titleLabel.layer.position.x
    let back = try #require(incoming.backButton)
    host.advance(to: NavigationSlideAnimator.duration / 2)
    let newTitle = incoming.titleLabel.layer.presentationValues()
    let oldTitleNow = oldTitle.layer.presentationValues()
    let backNow = try #require(back.titleLabel).layer.presentationValues()
    // The content's slide: the pushed view's left edge, as a fraction of the way in.
    let toView = try #require(navigation.topViewController?.view)
    let slide = 1 - (toView.layer.presentationValues().position.x - 393 / 2) / 393
    #expect(slide > 0.1 && slide < 1)
    // Both titles on the way, in step with the content (the same curve and duration).
    expectClose(CGFloat(newTitle.opacity), slide, tolerance: 1e-3)
    expectClose(CGFloat(oldTitleNow.opacity), 1 - slide, tolerance: 1e-3)
    expectClose(CGFloat(backNow.opacity), slide, tolerance: 1e-3)
    #expect(newTitle.position.x > newRest, "the new title comes from the right")
    #expect(oldTitleNow.position.x < oldRest, "the old title leaves to the left")
    host.advance(to: 1)
    #expect(itemViews(of: bar).count == incoming.views.count, "only the new item's views remain")
    #expect(incoming.titleLabel.alpha == 1 && incoming.titleLabel.layer.position.x == newRest)
  }

  @Test func theOldTitleEndsWhereTheBackButtonsTitleStarts() throws {
    let (host, navigation) = makeShown()
    let bar = navigation.navigationBar
    let oldViews = try #require(bar.shown)
    navigation.pushViewController(titled("Second"), animated: true)
    let incoming = try #require(bar.shown)
    #expect(abs(oldViews.titleTextMinX - (incoming.backTitleMinX ?? -1)) < 1e-9)
    host.advance(to: 1)
  }

  @Test func aHiddenBarChangesItsItemsAtOnce() throws {
    let (host, navigation) = makeShown()
    navigation.isNavigationBarHidden = true
    let second = titled("Second")
    navigation.pushViewController(second, animated: true)
    #expect(navigation.navigationBar.shown?.titleLabel.text == "Second")
    #expect(
      itemViews(of: navigation.navigationBar).count == 2, "title and back button, no old item")
    host.advance(to: 1)
  }

  @Test func viewWillAppearSeesTheTransitionCoordinator() throws {
    let (host, navigation) = makeShown()
    let second = ItemTarget()
    navigation.pushViewController(second, animated: true)
    #expect(second.coordinatorInWillAppear != nil)
    host.advance(to: 1)
  }

  /// "Second" over "First", the next pop driven by a percent-driven interactor with a fade
  /// animator; the delegate is returned for the test to keep (it is held weakly).
  private func makeInteractive() -> (
    WindowHost, NavigationController, PercentDrivenInteractiveTransition,
    LoggingNavigationDelegate
  ) {
    let (host, navigation) = makeShown()
    let delegate = LoggingNavigationDelegate(log: EventLog())
    navigation.delegate = delegate
    navigation.pushViewController(titled("Second"), animated: false)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.animator = FadeAnimator(log: delegate.log)
    delegate.interactor = interactor
    return (host, navigation, interactor, delegate)
  }

  @Test func anInteractivePopScrubsTheBarAndACancelRestoresIt() throws {
    let (host, navigation, interactor, delegate) = makeInteractive()
    defer { withExtendedLifetime(delegate) {} }
    let bar = navigation.navigationBar
    let before = try #require(bar.shown)
    navigation.popViewController(animated: true)
    let incoming = try #require(bar.shown)
    let toView = try #require(navigation.topViewController?.view)
    for (time, percent) in [(0.1, 0.3), (0.2, 0.7), (0.3, 0.4)] {
      interactor.update(percent)
      host.advance(to: time)
      // The bar's layer is scrubbed with the container: the incoming title's opacity follows
      // the to-view's (both the same block curve over the same duration).
      let fade = CGFloat(toView.layer.presentationValues().opacity)
      #expect(fade > 0 && fade < 1)
      expectClose(
        CGFloat(incoming.titleLabel.layer.presentationValues().opacity), fade, tolerance: 1e-6)
      expectClose(
        CGFloat(before.titleLabel.layer.presentationValues().opacity), 1 - fade, tolerance: 1e-6)
    }
    #expect(bar.layer.speed == 0)
    interactor.cancel()
    for frame in 1...60 { host.advance(to: 0.3 + Double(frame) / 60) }
    #expect(navigation.transitionCoordinator == nil && navigation.viewControllers.count == 2)
    let restored = try #require(bar.shown)
    #expect(
      restored.titleLabel.text == "Second" && restored.backButton?.currentTitle == "First")
    #expect(itemViews(of: bar).count == restored.views.count && restored.titleLabel.alpha == 1)
    #expect(
      restored.backButton?.titleLabel?.alpha == 1 && restored.backButton?.chevronLabel.alpha == 1)
    #expect(bar.layer.speed == 1)
    let drawn = restored.titleLabel.layer.presentationValues()
    #expect(drawn.opacity == 1 && drawn.position == restored.titleLabel.layer.position)
  }

  /// A cancelled interactive pop leaves the bar as it was: the same item views, so the same
  /// layers (UIKit's bar keeps its item views through a cancel; reference §2.2 has the
  /// appearance calls of a cancelled interactive pop, [B]; the views themselves are observed:
  /// medium). Before, the controller's re-sync after the cancel made new ones.
  @Test(arguments: [false, true])
  func aCancelledInteractivePopKeepsTheBarsLayers(slides: Bool) throws {
    let (host, navigation, interactor, delegate) = makeInteractive()
    defer { withExtendedLifetime(delegate) {} }
    if slides { delegate.animator = NavigationSlideAnimator(operation: .pop) }
    let bar = navigation.navigationBar
    let before = try #require(bar.shown)
    let layersBefore = (bar.layer.sublayers ?? []).map(ObjectIdentifier.init)
    let idsBefore = try barSublayerIDs(in: host, bar: bar)
    let itemsBefore = try #require(bar.items).map(ObjectIdentifier.init)
    navigation.popViewController(animated: true)
    interactor.update(0.5)
    host.advance(to: 0.1)
    #expect(
      (bar.layer.sublayers ?? []).count > layersBefore.count, "the incoming item's views are in")
    interactor.cancel()
    for frame in 1...60 { host.advance(to: 0.1 + Double(frame) / 60) }
    #expect(navigation.transitionCoordinator == nil && navigation.viewControllers.count == 2)
    #expect(bar.shown === before)
    #expect((bar.layer.sublayers ?? []).map(ObjectIdentifier.init) == layersBefore)
    #expect(try barSublayerIDs(in: host, bar: bar) == idsBefore)
    #expect(try #require(bar.items).map(ObjectIdentifier.init) == itemsBefore)
    // What is drawn is that layer tree, at rest.
    for view in before.views {
      #expect(view.superview === bar && view.layer.presentationValues().opacity == 1)
    }
    // The bar still works: a later pop changes the item.
    delegate.interactor = nil
    navigation.popViewController(animated: false)
    host.frame()
    #expect(bar.shown?.titleLabel.text == "First")
  }

  /// The ids of the bar's sublayers in the window's presentation tree now.
  private func barSublayerIDs(in host: WindowHost, bar: NavigationBar) throws -> [Int] {
    let tree = host.context.presentationTree()
    let barID = try #require(host.context.presentationTreeID(of: bar.layer))
    func find(_ node: PresentationTreeNode) -> PresentationTreeNode? {
      node.id == barID ? node : node.sublayers?.lazy.compactMap(find).first
    }
    let node = try #require(tree.root.flatMap(find))
    return (node.sublayers ?? []).map(\.id)
  }

  @Test func aFinishedInteractivePopShowsThePreviousItem() throws {
    let (host, navigation, interactor, delegate) = makeInteractive()
    defer { withExtendedLifetime(delegate) {} }
    navigation.popViewController(animated: true)
    interactor.update(0.6)
    host.advance(to: 0.1)
    interactor.finish()
    for frame in 1...60 { host.advance(to: 0.1 + Double(frame) / 60) }
    let bar = navigation.navigationBar
    #expect(navigation.transitionCoordinator == nil && navigation.viewControllers.count == 1)
    #expect(bar.shown?.titleLabel.text == "First" && bar.shown?.backButton == nil)
    #expect(
      itemViews(of: bar).count == 1
        && bar.shown?.titleLabel.layer.presentationValues().opacity == 1)
  }

  @Test func aBarOfItsOwnPushesAndPopsItems() throws {
    let host = WindowHost()
    let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 103))
    host.window.addSubview(bar)
    let appsOwn = View()
    bar.addSubview(appsOwn)
    let first = NavigationItem(title: "First")
    let second = NavigationItem(title: "Second")
    bar.pushItem(first, animated: false)
    bar.pushItem(second, animated: true)
    #expect(bar.topItem === second && bar.backItem === first)
    host.advance(to: 1)
    #expect(bar.shown?.titleLabel.text == "Second" && itemViews(of: bar).count == 3)
    bar.shown?.backButton?.sendActions(for: .touchUpInside)
    #expect(bar.topItem === first)
    host.advance(to: 2)
    #expect(bar.shown?.titleLabel.text == "First" && itemViews(of: bar).count == 2)
    #expect(bar.popItem(animated: false) === first && bar.items?.isEmpty == true)
    #expect(itemViews(of: bar).map { $0 === appsOwn } == [true], "the app's own subview stays")
  }
}
