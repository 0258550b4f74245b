import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// What UIKit tolerates — it logs and ignores — Segue reports and ignores: the program goes on.
@Suite("Requests UIKit ignores with a message")
@MainActor
struct ToleratedMisuseTests {
  private func stage(diagnostics: @escaping (String) -> Void) -> (Stage, ViewController) {
    let root = ViewController()
    let stage = Stage(rootViewController: root)
    stage.diagnostics = diagnostics
    return (stage, root)
  }

  @Test func dismissingTwiceWhileTheFirstRunsIgnoresTheSecond() throws {
    var said: [String] = []
    let (stage, root) = stage { said.append($0) }
    let presented = ViewController()
    root.present(presented, animated: false)
    stage.advance(by: 0)
    var completions = 0
    presented.dismiss(animated: true) { completions += 1 }
    presented.dismiss(animated: true) { completions += 1 }
    try stage.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(completions == 1)
    #expect(said.contains { $0.contains("was dismissed already; ignored") })
  }

  @Test func presentingFromAControllerThatIsNotInAWindowIsIgnored() throws {
    let (stage, root) = stage { _ in }
    let offscreen = ViewController()
    offscreen.loadViewIfNeeded()
    offscreen.present(ViewController(), animated: true)
    try stage.runUntilIdle()
    #expect(offscreen.presentedViewController == nil && root.presentedViewController == nil)
  }

  @Test func presentingWhileAlreadyPresentingIsIgnoredWhenItWouldStart() throws {
    var said: [String] = []
    let (stage, root) = stage { said.append($0) }
    let first = ViewController()
    let second = ViewController()
    root.present(first, animated: true)
    root.present(second, animated: true)  // queued behind the first, which then presents
    try stage.runUntilIdle()
    #expect(root.presentedViewController === first && first.presentedViewController == nil)
    #expect(said.contains { $0.contains("ignored") }, "\(said)")
  }

  @Test func oneLongFrameDoesNotReportATransitionThatEndsInIt() throws {
    var said: [String] = []
    let navigation = NavigationController(rootViewController: ViewController())
    let stage = Stage(rootViewController: navigation)
    stage.diagnostics = { said.append($0) }
    navigation.pushViewController(ViewController(), animated: true)
    stage.advance(by: 0)
    stage.jump(by: 10)
    #expect(navigation.transitionCoordinator == nil, "the push ended in that frame")
    #expect(said.isEmpty, "\(said)")
  }
}

/// A container that leaves the window mid-transition: its children's appearance follows.
@Suite("Appearance across a container leaving the window mid-transition")
@MainActor
struct AppearanceAcrossTabSwitchTests {
  @Test func aPushInterruptedByATabSwitchEndsDisappearedThenAppearsOnReturn() throws {
    let log = EventLog()
    let first = NavigationController(rootViewController: LoggingController("a", log: log))
    let second = NavigationController(rootViewController: ViewController())
    let tabs = TabBarController()
    tabs.setViewControllers([first, second], animated: false)
    let stage = Stage(rootViewController: tabs)
    let b = LoggingController("b", log: log)
    first.pushViewController(b, animated: true)
    stage.advance(by: 0.1)
    tabs.selectedIndex = 1
    try stage.runUntilIdle()
    #expect(first.viewControllers.last === b, "the push completed")
    let bEvents = log.events.filter { $0.hasPrefix("b.view") && $0.contains("ppear") }
      .map { $0.split(separator: " ")[0] }
    #expect(
      bEvents == ["b.viewWillAppear", "b.viewWillDisappear", "b.viewDidDisappear"],
      "never viewDidAppear off screen: \(bEvents)")
    log.clear()
    tabs.selectedIndex = 0
    try stage.runUntilIdle()
    #expect(
      log.events.filter { $0.hasPrefix("b.") }.map { $0.split(separator: " ")[0] } == [
        "b.viewWillAppear", "b.viewDidAppear",
      ])
    #expect(b.view.window === stage.window)
  }
}
