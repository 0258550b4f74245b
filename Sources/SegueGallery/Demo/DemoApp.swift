import Foundation
import SegueGeometry
import SegueUI

/// The app `segue play` opens without an entry: the seeds combined in one app, built from the
/// gallery's own screens, animators and delegates.
///
/// A `NavigationController` (bar hidden) whose root is `DemoHomeViewController`: a bar with a
/// hamburger (seed 004's Guillotine menu), an info button (seed 001's slide-in panel) and a
/// round button (seed 000's circle push to the Ping screen, popped by its button or by a pan to
/// the right), a left screen-edge swipe presenting seed 003's menu, and under the bar the home
/// content (`makeContent`).
@MainActor
public enum DemoApp {
  /// The app: the stage, its navigation controller, the delegate it holds weakly (which the
  /// stage keeps), and the home screen.
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
    let navigationController: NavigationController
    let delegate: DemoNavigationDelegate
    let home: DemoHomeViewController
  }

  /// What the home screen shows under its bar: seed 002's App Store "Today" list, whose cards
  /// open with the card transition. It is laid out for the window it is in (the details it
  /// opens fill the screen), following it when it turns, with its header right under the bar,
  /// and leaves the navigation controller's delegate to `DemoNavigationDelegate`, which
  /// forwards to it.
  static func makeContent(device: Device) -> ViewController {
    let metrics = CardMetrics(device: device)
    let list = TodayViewController(metrics: metrics, scale: device.scale, headerTop: 0)
    list.becomesNavigationDelegate = false
    return list
  }

  /// Builds the app on `device`, showing the home screen with `content` under its bar
  /// (default: `makeContent`).
  static func makeApp(device: Device, content: ViewController? = nil) -> App {
    let delegate = DemoNavigationDelegate()
    let content = content ?? makeContent(device: device)
    delegate.contentDelegate = content as? NavigationControllerDelegate
    let home = DemoHomeViewController(
      content: content, scale: device.scale, pingDelegate: delegate.ping)
    let navigationController = NavigationController(rootViewController: home)
    navigationController.isNavigationBarHidden = true
    navigationController.delegate = delegate
    delegate.ping.navigationController = navigationController
    let stage = Stage(device: device, rootViewController: navigationController)
    stage.keep(delegate)
    return App(
      stage: stage, navigationController: navigationController, delegate: delegate, home: home)
  }

  /// The app as a live scene: nothing is scripted (duration 0); a host advances its stage and
  /// feeds it touches, as `segue play` does.
  public nonisolated static let scene = DemoScene()

  /// The demo app as a scene.
  public struct DemoScene: StageScene {
    public let id = "demo"
    public let title = "Demo app"
    public let summary = "The seeds in one app, driven by a person in the window."
    public let duration = 0.0

    @MainActor
    public func makeStage(device: Device) -> Stage {
      makeApp(device: device).stage
    }
  }
}

/// The demo's navigation delegate: seed 000's circle transition (and its pan-driven pop) for
/// pushes and pops of the Ping screen; for anything else, what the screen being left answers
/// if it is a navigation delegate (a card's detail: the closing transition), else what the home
/// content answers if it is one (the Today list: the opening transition), else UIKit's default
/// slide. The interaction controller is asked of the delegate that gave the animator.
///
/// A content that sets itself as the navigation controller's delegate (as seed 002's list and
/// detail do in their own app) would take the Ping screen's transitions over: in the demo they
/// leave the delegate to this object, which forwards to them.
///
/// Seed 000's delegate drives every push and pop of its two-screen app and puts its pan on the
/// navigation controller's view, where a pan at the root pushes; in the demo the pan is on the
/// Ping screen only (`DemoHomeViewController` adds it), so it can only pop, and it leaves the
/// home screen's left-edge swipe to the side menu.
@MainActor
final class DemoNavigationDelegate: NavigationControllerDelegate {
  /// Seed 000's delegate: the animator and the pan's handler.
  let ping = PingNavigationDelegate()
  /// The home content, when it is a navigation delegate (held weakly, as a delegate is).
  weak var contentDelegate: NavigationControllerDelegate?
  /// The delegate that gave the running transition's animator.
  private weak var answering: NavigationControllerDelegate?

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    contentDelegate?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    contentDelegate?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    let delegate: NavigationControllerDelegate? =
      fromVC is PingViewController || toVC is PingViewController
      ? ping : (fromVC as? NavigationControllerDelegate) ?? contentDelegate
    answering = delegate
    return delegate?.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    answering?.navigationController(
      navigationController, interactionControllerFor: animationController)
  }
}
