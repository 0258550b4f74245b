import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// The split view controller: the show calls' target chain, collapse and expansion with the
/// size class, the delegate's say, display modes, column frames and refused input. Expected
/// values come from the reference (modern-presentation §4: 375/320 pt sidebars on an iPad
/// Pro 11) and Apple's documentation of the modes, not from the code.
@MainActor
@Suite("SplitViewController")
struct SplitViewControllerTests {
  /// A large iPhone (430 × 932 pt, regular wide in landscape), which Segue's device table
  /// lacks: what collapses and expands when it turns.
  static let largePhone = Device(
    name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

  final class Delegate: SplitViewControllerDelegate {
    var topColumn: SplitViewController.Column?
    var expandMode: SplitViewController.DisplayMode?
    var events: [String] = []

    func splitViewController(
      _ svc: SplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
      events.append("top? \(proposedTopColumn)")
      return topColumn ?? proposedTopColumn
    }
    func splitViewController(
      _ svc: SplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
        SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode {
      events.append("expand? \(proposedDisplayMode)")
      return expandMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { events.append("collapsed") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { events.append("expanded") }
    func splitViewController(
      _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
    ) {
      events.append("mode \(displayMode)")
    }
  }

  @MainActor
  struct App {
    let stage: Stage
    let split: SplitViewController
    let list: ViewController
    let detail: ViewController
    let delegate: Delegate
    var primary: NavigationController? { list.navigationController }
  }

  func makeApp(
    device: Device, style: SplitViewController.Style = .doubleColumn,
    topColumn: SplitViewController.Column? = nil
  ) -> App {
    let split = SplitViewController(style: style)
    let delegate = Delegate()
    delegate.topColumn = topColumn
    split.delegate = delegate
    let list = ViewController()
    let detail = ViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let stage = Stage(device: device, rootViewController: split)
    stage.advance(by: 1.0 / 60)
    return App(stage: stage, split: split, list: list, detail: detail, delegate: delegate)
  }

  // MARK: Target chain (reference §6)

  @Test func theShowCallsFindTheirNearestHandler() {
    let app = makeApp(device: .iPadPro11.turned(to: .landscape))
    #expect(app.list.targetViewController(forAction: .show, sender: nil) === app.primary)
    #expect(app.list.targetViewController(forAction: .showDetail, sender: nil) === app.split)
    #expect(app.split.viewController(for: .primary) === app.list, "not UIKit's wrapper")
    #expect(app.list.splitViewController === app.split)
    let loose = ViewController()
    #expect(loose.targetViewController(forAction: .show, sender: nil) == nil)
  }

  @Test func aControllerCanRefuseAnActionItsClassHandles() {
    final class NoDetailNavigation: NavigationController {
      override func canPerformAction(_ action: ViewControllerAction, withSender sender: Any?)
        -> Bool
      {
        false
      }
    }
    let child = ViewController()
    let navigation = NoDetailNavigation(rootViewController: child)
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(navigation, for: .primary)
    #expect(child.targetViewController(forAction: .show, sender: nil) === split)
  }

  @Test func showDetailReplacesTheSecondaryOnAnExpandedIPad() throws {
    let app = makeApp(device: .iPadPro11.turned(to: .landscape))
    let next = ViewController()
    app.list.showDetailViewController(next, sender: nil)
    #expect(!app.split.isCollapsed)
    #expect(app.split.viewController(for: .secondary) === next)
    #expect(next.navigationController?.viewControllers.count == 1, "replaced, not pushed")
    #expect(app.primary?.viewControllers.count == 1)
    #expect(app.list.presentedViewController == nil)
    // At once: the new detail is on screen in the same frame, in the secondary column.
    let frame = next.view.convert(next.view.bounds, to: nil)
    #expect(frame == CGRect(x: 375, y: 0, width: 1194 - 375, height: 834))
  }

  @Test func showDetailPushesOnACollapsedIPhone() {
    let app = makeApp(device: .iPhone15Pro, topColumn: .primary)
    #expect(app.split.isCollapsed)
    #expect(app.primary?.viewControllers.count == 1, "the delegate kept the list on top")
    let next = ViewController()
    app.list.showDetailViewController(next, sender: nil)
    #expect(app.primary?.viewControllers.last === next)
    #expect(app.primary?.transitionCoordinator != nil, "pushed with the navigation animation")
    app.stage.advance(by: 1)
    #expect(next.view.convert(CGPoint.zero, to: nil) == .zero)
  }

  @Test func showDetailWithNoHandlerPresents() {
    let root = ViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: root)
    let next = ViewController()
    next.modalPresentationStyle = .fullScreen
    root.showDetailViewController(next, sender: nil)
    stage.advance(by: 1)
    #expect(root.presentedViewController === next)
  }

  // MARK: Collapse and expansion

  @Test func collapsingProposesTheSecondaryAndMovesItsStackOntoThePrimary() {
    let app = makeApp(device: .iPhone15Pro)
    #expect(app.split.isCollapsed)
    #expect(app.delegate.events.prefix(2) == ["top? secondary", "collapsed"])
    #expect(
      app.primary?.viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(app.list), ObjectIdentifier(app.detail),
      ])
    #expect(app.detail.view.window != nil && app.list.viewIfLoaded?.window == nil)
    #expect(app.detail.appearance == .appeared && app.list.appearance == .disappeared)
  }

  @Test func turningALargeIPhoneExpandsAndCollapsesAgain() throws {
    let app = makeApp(device: Self.largePhone, topColumn: .primary)
    let shown = ViewController()
    app.list.showDetailViewController(shown, sender: nil)
    app.stage.advance(by: 1)
    #expect(app.primary?.viewControllers.count == 2)
    app.stage.rotate(to: .landscape)
    app.stage.advance(by: 1)
    #expect(!app.split.isCollapsed)
    #expect(app.delegate.events.contains("expanded"))
    #expect(app.primary?.viewControllers.count == 1, "the detail left the primary stack")
    #expect(shown.navigationController?.viewControllers.count == 1)
    #expect(shown.navigationController !== app.primary)
    #expect(app.split.displayMode == .oneBesideSecondary)
    // 932 pt wide off an iPad: 0.4 of the width up to 320, plus the 59 pt left inset.
    #expect(app.split.primaryColumnWidth == CGFloat(320 + 59))
    app.delegate.topColumn = nil  // the proposal, .secondary, this time
    app.stage.rotate(to: .portrait)
    app.stage.advance(by: 1)
    #expect(app.split.isCollapsed)
    #expect(app.primary?.viewControllers.last === shown, "the secondary is back on the stack")
  }

  @Test func theDelegateChoosesTheModeAfterExpanding() {
    let app = makeApp(device: Self.largePhone, topColumn: .primary)
    app.delegate.expandMode = .secondaryOnly
    app.stage.rotate(to: .landscape)
    app.stage.advance(by: 1)
    #expect(app.delegate.events.contains("expand? oneBesideSecondary"))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.detail.view.convert(CGPoint.zero, to: nil).x == 0)
  }

  // MARK: Display modes on an iPad

  @Test func aTurningIPadStaysExpandedAndChangesItsMode() {
    let app = makeApp(device: .iPadPro11.turned(to: .landscape))
    #expect(app.split.displayMode == .oneBesideSecondary && app.split.splitBehavior == .tile)
    #expect(app.split.primaryColumnWidth == 375)
    app.stage.rotate(to: .portrait)
    app.stage.advance(by: 0.2)
    #expect(!app.split.isCollapsed)
    #expect(app.split.displayMode == .secondaryOnly && app.split.splitBehavior == .overlay)
    let midway = app.primary?.view.layer.presentation()?.frame.maxX ?? -1
    #expect(midway > 0 && midway < 375, "the sidebar slides away with the rotation")
    app.stage.advance(by: 1)
    #expect(app.split.primaryColumnWidth == 320)
    #expect(app.primary?.view.frame == CGRect(x: -320, y: 0, width: 320, height: 1194))
    #expect(
      app.detail.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
  }

  @Test func showAndHideSlideTheSidebarAndTheDimmingTapHidesIt() {
    let app = makeApp(device: .iPadPro11)
    #expect(app.split.displayMode == .secondaryOnly)
    app.split.show(.primary)
    #expect(app.split.displayMode == .oneOverSecondary)
    app.stage.advance(by: SplitViewController.columnAnimationDuration / 2)
    let midway = app.primary?.view.layer.presentation()?.frame.minX ?? 0
    #expect(midway > -320 && midway < 0)
    app.stage.advance(by: 1)
    #expect(app.primary?.view.frame.minX == 0)
    #expect(app.split.dimmingView.alpha == 1)
    #expect(app.detail.navigationController?.view.frame.minX == 0, "overlaid, not moved")
    app.stage.perform(InputScript([.tap(at: CGPoint(x: 600, y: 600), time: 0.05)]))
    app.stage.advance(by: 1)
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.primary?.view.frame.maxX == 0)
  }

  @Test func tripleColumnFramesFollowTheModes() {
    let app = makeApp(device: .iPadPro11.turned(to: .landscape), style: .tripleColumn)
    let split = app.split
    let bounds = CGRect(x: 0, y: 0, width: 1194, height: 834)
    let displace = split.columnFrames(in: bounds, mode: .twoDisplaceSecondary)
    #expect(displace[.primary] == CGRect(x: 0, y: 0, width: 375, height: 834))
    #expect(displace[.supplementary] == CGRect(x: 375, y: 0, width: 375, height: 834))
    #expect(displace[.secondary] == CGRect(x: 750, y: 0, width: 1194 - 375, height: 834))
    let one = split.columnFrames(in: bounds, mode: .oneBesideSecondary)
    #expect(one[.primary] == CGRect(x: -375, y: 0, width: 375, height: 834))
    #expect(one[.supplementary]?.minX == 0 && one[.secondary]?.minX == 375)
    split.hide(.supplementary)
    #expect(split.displayMode == .secondaryOnly)
    split.show(.primary)
    #expect(split.displayMode == .twoBesideSecondary)
  }

  // MARK: Refused input

  @Test func misuseIsReportedAndLeavesTheStateAlone() {
    let app = makeApp(device: .iPadPro11.turned(to: .landscape))
    var messages: [String] = []
    app.stage.window.diagnostics = { messages.append($0) }
    app.split.hide(.secondary)
    app.split.preferredPrimaryColumnWidth = .nan
    app.split.preferredSupplementaryColumnWidth = -5
    app.split.setViewController(ViewController(), for: .supplementary)
    #expect(messages.count == 4)
    #expect(messages.first?.contains("hide(.secondary)") == true)
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(app.split.preferredPrimaryColumnWidth == SplitViewController.automaticDimension)
    #expect(app.split.primaryColumnWidth == 375)
    #expect(app.split.viewController(for: .supplementary) == nil)
  }
}

@MainActor
@Suite("SplitViewController appearance")
struct SplitViewControllerAppearanceTests {
  /// The columns on screen appear with the split view controller; a hidden sidebar does not,
  /// and it disappears and appears as `hide(_:)`/`show(_:)` slide it (balanced, reference §2.2).
  @Test func theColumnsOnScreenAppearAndHiddenSidebarsDisappear() {
    let split = SplitViewController(style: .doubleColumn)
    let list = ViewController()
    let detail = ViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let stage = Stage(device: Device.iPadPro11.turned(to: .landscape), rootViewController: split)
    stage.advance(by: 0.1)
    #expect(list.appearance == .appeared && detail.appearance == .appeared)
    split.hide(.primary)
    #expect(list.appearance == .disappearing)
    stage.advance(by: 1)
    #expect(list.appearance == .disappeared && detail.appearance == .appeared)
    #expect(list.navigationController?.view.isHidden == true)
    split.show(.primary)
    #expect(list.navigationController?.view.isHidden == false)
    stage.advance(by: 1)
    #expect(list.appearance == .appeared)
  }
}
