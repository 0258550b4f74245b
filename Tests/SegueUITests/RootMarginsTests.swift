import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A controller's root view that logs its safe-area and margins hooks.
@MainActor
private final class MarginsHookView: View {
  var log: EventLog?
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    log?.append("view.safeAreaInsetsDidChange \(safeAreaInsets.top),\(safeAreaInsets.left)")
  }
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    log?.append("view.layoutMarginsDidChange")
  }
}

/// A controller logging its safe-area, margins and layout hooks.
@MainActor
private final class MarginsHookController: ViewController {
  let log = EventLog()
  override func loadView() {
    let made = MarginsHookView(frame: CGRect(origin: .zero, size: Device.iPhone15Pro.size))
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    made.log = log
    view = made
  }
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.append("viewSafeAreaInsetsDidChange")
  }
  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    log.append("viewLayoutMarginsDidChange")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("viewWillLayoutSubviews")
  }
}

/// A controller's root view: its system minimum margins (16 or 20 points by width class) and
/// the hooks UIKit calls when the safe area moves — a rotation, a bar shown,
/// `additionalSafeAreaInsets`. Frames are worked out by hand from the device's insets.
@MainActor
@Suite("Root view margins and safe-area hooks")
struct RootMarginsTests {
  /// Apple's doc of `directionalLayoutMargins` (iOS 11): a root view's top and bottom
  /// margins are 0, leading and trailing 16 or 20 by size class (high); custom margins are
  /// raised to the minimum unless `viewRespectsSystemMinimumLayoutMargins` is false (doc of
  /// `systemMinimumLayoutMargins`; high). Subviews keep UIKit's 8.
  @Test func aRootViewHasTheSystemMinimumMarginsOfAnIPhone() {
    let host = WindowHost(device: .iPhone15Pro)
    let root = ViewController()
    host.window.rootViewController = root
    let minimum = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    #expect(root.systemMinimumLayoutMargins == minimum)
    #expect(root.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    let card = pinnedToMarginsGuide(of: root.view)
    host.window.layoutIfNeeded()
    // Safe area 59 / 34 (iPhone 15 Pro), margins 0 / 16: x 16, y 59, 393 − 32 by 852 − 93.
    #expect(card.frame == CGRect(x: 16, y: 59, width: 361, height: 759))
    #expect(card.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    root.view.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 40)
    #expect(root.view.layoutMargins == EdgeInsets(top: 4, left: 16, bottom: 4, right: 40))
    host.window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 63, width: 337, height: 751))

    root.viewRespectsSystemMinimumLayoutMargins = false
    #expect(root.view.layoutMargins == EdgeInsets(top: 4, left: 4, bottom: 4, right: 40))
    host.window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 4, y: 63, width: 349, height: 751))
  }

  /// A regular width (an iPad) gives 20 points; so does a large iPhone turned on its side,
  /// and it goes back to 16 upright — with the margins hooks called and the guide following.
  @Test func theMinimumFollowsTheWidthClass() {
    let pad = WindowHost(device: .iPadPro11)
    let onPad = ViewController()
    pad.window.rootViewController = onPad
    #expect(onPad.view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))

    // A 430-point-wide phone without insets: compact upright, regular on its side (Device
    // .phoneRegularLandscapePortraitWidthMinimum).
    let large = Device(
      name: "large-phone", size: CGSize(width: 430, height: 932), scale: 3,
      safeAreaInsets: .zero)
    let host = WindowHost(device: large)
    let root = MarginsHookController()
    host.window.rootViewController = root
    let card = pinnedToMarginsGuide(of: root.view)
    host.window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 0, width: 398, height: 932))
    root.log.clear()
    host.window.rotate(animated: false)
    #expect(root.view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(
      root.log.events.filter { $0.contains("Margins") }
        == ["view.layoutMarginsDidChange", "viewLayoutMarginsDidChange"])
    host.window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 0, width: 892, height: 430))
    host.window.rotate(animated: false)
    host.window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 0, width: 398, height: 932))
  }

  /// A turn moves the safe area; the view hears of it, then its controller, then both of the
  /// margins measured from it, before the next layout (the order: medium confidence).
  @Test func aRotationCallsTheSafeAreaThenTheMarginsHooks() {
    let host = WindowHost(device: .iPhone15Pro)
    let root = MarginsHookController()
    host.window.rootViewController = root
    host.window.layoutIfNeeded()
    root.log.clear()
    host.window.rotate(animated: false)
    host.window.layoutIfNeeded()
    #expect(
      root.log.events == [
        "view.safeAreaInsetsDidChange 0.0,59.0", "viewSafeAreaInsetsDidChange",
        "view.layoutMarginsDidChange", "viewLayoutMarginsDidChange", "viewWillLayoutSubviews",
      ])
  }

  /// `additionalSafeAreaInsets` and a navigation bar appearing move the safe area, and with
  /// it the margins; a view that does not inset its margins from the safe area hears only of
  /// the safe area.
  @Test func additionalInsetsAndABarCallTheHooks() {
    let host = WindowHost(device: .iPhone15Pro)
    let content = MarginsHookController()
    let navigation = NavigationController(rootViewController: content)
    navigation.setNavigationBarHidden(true, animated: false)
    host.window.rootViewController = navigation
    host.window.layoutIfNeeded()
    content.log.clear()
    content.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(
      content.log.events == [
        "view.safeAreaInsetsDidChange 69.0,0.0", "viewSafeAreaInsetsDidChange",
        "view.layoutMarginsDidChange", "viewLayoutMarginsDidChange",
      ])
    content.log.clear()
    navigation.setNavigationBarHidden(false, animated: false)
    let top = 59 + NavigationBar.barHeight + 10
    #expect(
      content.log.events == [
        "view.safeAreaInsetsDidChange \(top),0.0", "viewSafeAreaInsetsDidChange",
        "view.layoutMarginsDidChange", "viewLayoutMarginsDidChange",
      ])
    content.log.clear()
    content.view.insetsLayoutMarginsFromSafeArea = false
    content.additionalSafeAreaInsets = .zero
    #expect(
      content.log.events == [
        "view.safeAreaInsetsDidChange \(top - 10),0.0", "viewSafeAreaInsetsDidChange",
      ])
  }

  /// Non-finite additional insets are refused with a message in the window's diagnostics; the
  /// insets, the safe area and the hooks stay as they were (the project's rule for bad
  /// geometry; UIKit documents nothing for them).
  @Test func nonFiniteAdditionalInsetsAreReportedAndChangeNothing() {
    let host = WindowHost(device: .iPhone15Pro)
    var reports: [String] = []
    host.window.diagnostics = { reports.append($0) }
    let content = MarginsHookController()
    host.window.rootViewController = content
    content.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    host.window.layoutIfNeeded()
    let insets = content.view.safeAreaInsets
    content.log.clear()
    content.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
    host.window.layoutIfNeeded()
    #expect(content.additionalSafeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(content.view.safeAreaInsets == insets)
    #expect(!content.log.events.contains { $0.contains("DidChange") })
    #expect(reports.count == 1)
    #expect(reports.allSatisfy { $0.contains("additionalSafeAreaInsets must be finite") })
  }
}
