import Foundation
import Testing

@testable import SegueUI

/// Presentations in a tab's own context (`definesPresentationContext`) across tab changes
/// (issue 16, defect 5): the presentation leaves with its tab and comes back with it, and its
/// controller appears and disappears with the tab.
@Suite @MainActor
struct ContextPresentationTests {
  /// A tab bar controller of two navigation controllers that define presentation contexts,
  /// on a stage.
  @MainActor private struct Tabs {
    let log = EventLog()
    let tabs = TabBarController()
    let first: NavigationController
    let second: NavigationController
    let stage: Stage

    /// `logsFirstRoot`: the first tab's root logs its callbacks as "root".
    init(logsFirstRoot: Bool = false) {
      first = NavigationController(
        rootViewController: logsFirstRoot ? LoggingController("root", log: log) : ViewController())
      second = NavigationController(rootViewController: ViewController())
      first.definesPresentationContext = true
      second.definesPresentationContext = true
      tabs.setViewControllers([first, second], animated: false)
      stage = Stage(rootViewController: tabs)
    }

    /// Presents a logging controller in the first tab's context, and settles.
    func presentInFirstTab(_ style: ModalPresentationStyle) throws -> LoggingController {
      let presented = LoggingController("presented", log: log)
      presented.modalPresentationStyle = style
      first.topViewController?.present(presented, animated: true)
      try stage.runUntilIdle()
      log.clear()
      return presented
    }
  }

  @Test(arguments: [false, true])
  func anOverCurrentContextPresentationLeavesAndComesBackWithItsTab(sameTabFirst: Bool) throws {
    let setup = Tabs()
    let presented = try setup.presentInFirstTab(.overCurrentContext)
    if sameTabFirst {
      setup.tabs.selectedIndex = 0
      try setup.stage.runUntilIdle()
      #expect(presented.view.window != nil, "re-selecting the tab keeps the presentation")
      #expect(setup.log.events.isEmpty)
    }
    setup.tabs.selectedIndex = 1
    try setup.stage.runUntilIdle()
    #expect(presented.view.window == nil)
    #expect(setup.log.events == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
    setup.log.clear()

    setup.tabs.selectedIndex = 0
    try setup.stage.runUntilIdle()
    #expect(presented.view.window != nil)
    #expect(setup.log.events == ["presented.viewWillAppear", "presented.viewDidAppear"])
    let container = try #require(presented.presentation?.container)
    #expect(container.frame == setup.first.view.frame, "over the context's view again")
    let siblings = setup.first.view.superview?.subviews ?? []
    #expect(
      siblings.firstIndex { $0 === container } == 1
        + (siblings.firstIndex { $0 === setup.first.view } ?? -9))

    presented.dismiss(animated: true)
    try setup.stage.runUntilIdle()
    #expect(setup.first.presentedViewController == nil)
    #expect(setup.first.view.contextPresentationContainer == nil, "dismissal unlinks it")
    #expect(container.superview == nil)
  }

  @Test(arguments: [ModalPresentationStyle.overCurrentContext, .currentContext])
  func aFullScreenPresentationOverTheTabsHidesTheTabsContextPresentation(
    style: ModalPresentationStyle
  ) throws {
    let setup = Tabs()
    let presented = try setup.presentInFirstTab(style)
    let cover = ViewController()
    cover.modalPresentationStyle = .fullScreen
    setup.tabs.present(cover, animated: true)
    try setup.stage.runUntilIdle()
    #expect(presented.view.window == nil)
    #expect(setup.log.events == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
    setup.log.clear()
    cover.dismiss(animated: true)
    try setup.stage.runUntilIdle()
    #expect(presented.view.window != nil)
    #expect(setup.log.events == ["presented.viewWillAppear", "presented.viewDidAppear"])
  }

  /// `.currentContext` replaces the context's view (reference §5.3): the container stands in
  /// its place, and a tab bar controller that leaves the tab and comes back brings the
  /// container back, not the view (issue 16). The covered controller gets no callbacks
  /// meanwhile; the presented one appears and disappears with the tab.
  @Test(arguments: [false, true])
  func aCurrentContextPresentationLeavesAndComesBackWithItsTab(sameTabFirst: Bool) throws {
    let setup = Tabs(logsFirstRoot: true)
    let presented = try setup.presentInFirstTab(.currentContext)
    let container = try #require(presented.presentation?.container)
    let tabContainer = try #require(container.superview)
    #expect(setup.first.view.window == nil, "the context's view is replaced")
    if sameTabFirst {
      setup.tabs.selectedIndex = 0
      try setup.stage.runUntilIdle()
      #expect(presented.view.window != nil, "re-selecting the tab keeps the presentation")
      #expect(setup.first.view.window == nil)
      #expect(setup.log.events.isEmpty)
    }
    setup.tabs.selectedIndex = 1
    try setup.stage.runUntilIdle()
    #expect(presented.view.window == nil)
    #expect(setup.log.events == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
    setup.log.clear()

    setup.tabs.selectedIndex = 0
    try setup.stage.runUntilIdle()
    #expect(presented.view.window != nil)
    #expect(setup.first.view.window == nil, "the context's view stays replaced")
    #expect(setup.log.events == ["presented.viewWillAppear", "presented.viewDidAppear"])
    #expect(container.superview === tabContainer)
    #expect(container.frame == tabContainer.bounds, "in the context's view's place")
    setup.log.clear()

    presented.dismiss(animated: true)
    try setup.stage.runUntilIdle()
    #expect(setup.first.presentedViewController == nil)
    #expect(container.superview == nil)
    #expect(setup.first.view.superview === tabContainer)
    #expect(setup.first.view.frame == tabContainer.bounds)
    #expect(
      setup.log.events == [
        "presented.viewWillDisappear", "root.viewWillAppear", "presented.viewDidDisappear",
        "root.viewDidAppear",
      ])
  }

  /// Dismissed while its tab is not shown, a current-context presentation leaves the
  /// context's view out until the tab bar controller shows the tab again.
  @Test func aCurrentContextPresentationDismissedFromAnotherTab() throws {
    let setup = Tabs(logsFirstRoot: true)
    let presented = try setup.presentInFirstTab(.currentContext)
    setup.tabs.selectedIndex = 1
    try setup.stage.runUntilIdle()
    setup.log.clear()
    presented.dismiss(animated: true)
    try setup.stage.runUntilIdle()
    #expect(setup.first.presentedViewController == nil)
    #expect(setup.first.view.window == nil)
    #expect(setup.log.events.isEmpty, "neither is on screen: \(setup.log.events)")

    setup.tabs.selectedIndex = 0
    try setup.stage.runUntilIdle()
    #expect(setup.first.view.window != nil)
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(setup.log.events == ["root.viewWillAppear", "root.viewDidAppear"])
  }
}
