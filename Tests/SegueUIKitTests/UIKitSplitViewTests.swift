import SegueUIKit
import Testing

/// iOS 14 column-style split view code, as an app's scene delegate and list controller write
/// it, compiled with UIKit's names.
private final class SplitCoordinator: UISplitViewControllerDelegate {
  let split = UISplitViewController(style: .doubleColumn)
  let list = ListViewController()

  init() {
    split.preferredDisplayMode = .oneBesideSecondary
    split.preferredSplitBehavior = .tile
    split.setViewController(list, for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    split.delegate = self
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    .primary
  }
}

private final class ListViewController: UIViewController {
  func didSelect(_ item: UIViewController) {
    showDetailViewController(item, sender: self)
  }
}

@MainActor
@Suite("UIKit's split view spelling over Segue")
struct UIKitSplitViewTests {
  @Test func theSameShowDetailCallReplacesOnAnIPadAndPushesOnAnIPhone() throws {
    for (device, collapsed) in [(Device.iPadPro11, false), (Device.iPhone15Pro, true)] {
      let app = SplitCoordinator()
      let stage = Stage(device: device, rootViewController: app.split)
      let item = UIViewController()
      app.list.didSelect(item)
      try stage.runUntilIdle()
      #expect(app.split.isCollapsed == collapsed)
      let stack = try #require(app.list.navigationController)
      #expect(stack.viewControllers.count == (collapsed ? 2 : 1), "\(device.name)")
      #expect((app.split.viewController(for: .secondary) === item) == !collapsed)
    }
  }
}
