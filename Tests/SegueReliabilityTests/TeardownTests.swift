import Foundation
import SegueGeometry
import SegueUI
import Testing

/// Dropping a stage in every state a transition can be in frees everything it showed: the
/// window, the controllers, their views, presentation controllers, animators, interactors and
/// transition contexts (UIKit frees them when their window goes away; issue 16). Each state is
/// built in a scope of its own, objects are tracked through weak references only, and after the
/// scope every one of them must be gone. LeakSanitizer (`make sanitize`) finds the same cycles
/// at exit, an hour later and without saying which state made them.
@Suite("Dropping a stage frees what it showed")
@MainActor
struct TeardownTests {
  /// A state to drop the stage in.
  enum State: String, CaseIterable, CustomTestStringConvertible {
    case idle, presented, midPresentation, midDismissal, presentedChained
    case customPresented, customMidPresentation, customMidDismissal
    case midPush, midPop, midInteractivePop, midInteractivePopCancelling
    case midViewAnimate, midPropertyAnimator, midRotation, midHalfTurn
    case midSheetPresentation, midSheetDismissal, midSheetDimmingTap
    case tabsWithContextPresentation, tabsWithCurrentContextPresentation, tabsMidPushOverSwitch
    case tabsPresentedOverNavigation
    case midZoomPresentation, midZoomDismissal

    var testDescription: String { rawValue }
  }

  @Test(arguments: State.allCases)
  func droppingTheStageFreesEverything(in state: State) throws {
    let tracker = Tracker()
    try Self.build(state, tracking: tracker)
    let survivors = tracker.survivors
    #expect(survivors.isEmpty, "still alive after the stage was dropped: \(survivors)")
  }

  /// A dropped stage drops its animation blocks with their completions, uncalled (what they
  /// refer to may be gone already), and frees what they captured.
  @Test func droppingTheStageDropsItsAnimationBlocks() {
    var ran = false
    weak var captured: View?
    do {
      let stage = Stage(rootViewController: ViewController())
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      captured = view
      stage.window.rootViewController?.view.addSubview(view)
      View.animate(
        withDuration: 1, animations: { view.alpha = 0 },
        completion: { _ in
          ran = true
          view.alpha = 1
        })
      stage.advance(by: 0.5)
    }
    #expect(!ran)
    #expect(captured == nil)
  }

  /// Builds `state` on a stage of its own, tracks what it made, and drops it all.
  private static func build(_ state: State, tracking tracker: Tracker) throws {
    let world = TeardownWorld(tracker: tracker)
    let stage = world.stage
    switch state {
    case .idle:
      try stage.runUntilIdle()
    case .presented:
      let presented = world.present(from: world.root, animated: true)
      try stage.runUntilIdle()
      try #require(presented.view.window != nil)
    case .midPresentation:
      world.present(from: world.root, animated: true)
      stage.advance(by: 0.1)
    case .midDismissal:
      let presented = world.present(from: world.root, animated: true)
      try stage.runUntilIdle()
      presented.dismiss(animated: true)
      stage.advance(by: 0.1)
    case .presentedChained:
      let first = world.present(from: world.root, animated: false)
      world.present(from: first, animated: true, style: .overFullScreen)
      stage.advance(by: 0.1)
    case .customPresented:
      let presented = world.presentCustom(from: world.root)
      try stage.runUntilIdle()
      try #require(presented.view.window != nil)
    case .customMidPresentation:
      world.presentCustom(from: world.root)
      stage.advance(by: 0.1)
    case .customMidDismissal:
      let presented = world.presentCustom(from: world.root)
      try stage.runUntilIdle()
      presented.dismiss(animated: true)
      stage.advance(by: 0.1)
    case .midPush:
      world.navigation.pushViewController(world.make("pushed"), animated: true)
      stage.advance(by: 0.1)
    case .midPop:
      world.navigation.pushViewController(world.make("pushed"), animated: false)
      stage.advance(by: 0)
      _ = world.navigation.popViewController(animated: true)
      stage.advance(by: 0.1)
    case .midInteractivePop, .midInteractivePopCancelling:
      world.navigation.pushViewController(world.make("pushed"), animated: false)
      stage.advance(by: 0)
      let interactor = world.beginInteractivePop()
      interactor.update(0.4)
      stage.advance(by: 0.05)
      if state == .midInteractivePopCancelling {
        interactor.cancel()
        stage.advance(by: 0.05)
      }
    case .midViewAnimate:
      let view: View = world.root.view
      let moving = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      tracker.track(moving, "animated view")
      view.addSubview(moving)
      View.animate(
        withDuration: 1, animations: { moving.frame.origin.x = 200 },
        completion: { _ in moving.alpha = 0.5 })
      stage.advance(by: 0.1)
    case .midPropertyAnimator:
      let moving = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      tracker.track(moving, "animated view")
      world.root.view.addSubview(moving)
      let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        moving.frame.origin.x = 200
      }
      animator.addCompletion { _ in moving.alpha = 0.5 }
      tracker.track(animator, "property animator")
      animator.startAnimation()
      stage.advance(by: 0.1)
    case .midRotation:
      world.present(from: world.root, animated: false)
      stage.rotate()
      stage.advance(by: 0.1)
    case .midHalfTurn:
      // Landscape left to landscape right at the same size, without a held canvas.
      stage.rotate(toInterface: .landscapeLeft, animated: false)
      stage.advance(by: stage.frameInterval)
      stage.rotate(toInterface: .landscapeRight)
      stage.advance(by: stage.frameInterval)
      stage.advance(by: 0.4)
      try #require(!stage.isIdle)
    case .midSheetPresentation:
      world.present(from: world.root, animated: true, style: .pageSheet)
      stage.advance(by: 0.1)
      try #require(!stage.isIdle)
    case .midSheetDismissal:
      let presented = world.present(from: world.root, animated: true, style: .pageSheet)
      try stage.runUntilIdle()
      presented.dismiss(animated: true)
      stage.advance(by: 0.1)
      try #require(!stage.isIdle)
    case .midSheetDimmingTap:
      let presented = world.present(from: world.root, animated: true, style: .pageSheet)
      presented.sheetPresentationController?.detents = [.medium()]
      try stage.runUntilIdle()
      stage.tap(at: CGPoint(x: 200, y: 200))
      stage.advance(by: 0.05)
      try #require(!stage.isIdle)
    case .tabsWithContextPresentation, .tabsWithCurrentContextPresentation:
      let tabs = world.makeTabs()
      let style: ModalPresentationStyle =
        state == .tabsWithContextPresentation ? .overCurrentContext : .currentContext
      let presented = world.present(from: world.root, animated: true, style: style)
      try stage.runUntilIdle()
      try #require(presented.presentingViewController === world.navigation)
      for index in [1, 0] {
        tabs.selectedIndex = index
        stage.advance(by: 0)
      }
    case .tabsMidPushOverSwitch:
      let tabs = world.makeTabs()
      world.navigation.pushViewController(world.make("pushed"), animated: true)
      stage.advance(by: 0.05)
      tabs.selectedIndex = 1
      stage.advance(by: 0.05)
    case .tabsPresentedOverNavigation:
      let tabs = world.makeTabs()
      world.navigation.pushViewController(world.make("pushed"), animated: false)
      world.present(from: tabs, animated: true)
      stage.advance(by: 0.1)
      try #require(!stage.isIdle)
    case .midZoomPresentation:
      world.presentZooming(animated: true)
      stage.advance(by: 0.1)
      try #require(!stage.isIdle)
    case .midZoomDismissal:
      let presented = world.presentZooming(animated: false)
      try stage.runUntilIdle()
      presented.dismiss(animated: true)
      let coordinator = try #require(presented.transitionCoordinator)
      tracker.track(coordinator, "zoom dismissal's coordinator")
      stage.advance(by: 0.1)
      try #require(!stage.isIdle)
    }
  }
}

/// What a teardown test builds: a stage whose window shows a navigation controller, and
/// helpers that make and track the rest.
@MainActor
private final class TeardownWorld {
  let tracker: Tracker
  let stage = Stage(device: .iPhone15Pro)
  let navigation: NavigationController
  let root: ViewController
  private let navigationDelegate = InteractiveNavigationDelegate()

  init(tracker: Tracker) {
    self.tracker = tracker
    root = ViewController()
    navigation = NavigationController(rootViewController: root)
    navigation.delegate = navigationDelegate
    stage.window.rootViewController = navigation
    stage.advance(by: 0)
    tracker.track(stage, "stage")
    tracker.track(stage.window, "window")
    tracker.track(navigation, "navigation controller")
    tracker.track(navigation.view, "navigation view")
    tracker.track(root, "root controller")
    tracker.track(root.view, "root view")
    tracker.track(navigationDelegate, "navigation delegate")
  }

  /// A controller, tracked with its view.
  func make(_ name: String) -> ViewController {
    let controller = ViewController()
    tracker.track(controller, name)
    tracker.track(controller.view, "\(name)'s view")
    return controller
  }

  /// Presents a new controller from `presenter`; tracks it and what runs its transition.
  @discardableResult
  func present(
    from presenter: ViewController, animated: Bool,
    style: ModalPresentationStyle = .fullScreen
  ) -> ViewController {
    let presented = make("presented (\(style))")
    presented.modalPresentationStyle = style
    presenter.present(presented, animated: animated)
    trackTransition(of: presented)
    return presented
  }

  /// Presents a controller zooming out of a view of the root's (`preferredTransition = .zoom`):
  /// its animator holds the running context and a flight of views over the container.
  @discardableResult
  func presentZooming(animated: Bool) -> ViewController {
    let source = View(frame: CGRect(x: 40, y: 200, width: 120, height: 120))
    tracker.track(source, "zoom source view")
    root.view.addSubview(source)
    let presented = make("zoomed")
    presented.preferredTransition = .zoom { [weak source] _ in source }
    root.present(presented, animated: animated)
    trackTransition(of: presented)
    return presented
  }

  /// Presents a controller with a custom presentation controller and animator, as apps do:
  /// the presented controller keeps its transitioning delegate.
  @discardableResult
  func presentCustom(from presenter: ViewController) -> ViewController {
    let presented = KeepingController()
    tracker.track(presented, "custom presented")
    tracker.track(presented.view, "custom presented view")
    let delegate = ChromeTransitioning(tracker: tracker)
    presented.kept = delegate
    presented.transitioningDelegate = delegate
    presented.modalPresentationStyle = .custom
    tracker.track(delegate, "transitioning delegate")
    presenter.present(presented, animated: true)
    trackTransition(of: presented)
    return presented
  }

  /// Starts an interactive pop driven by a percent-driven interactor.
  func beginInteractivePop() -> PercentDrivenInteractiveTransition {
    let interactor = PercentDrivenInteractiveTransition()
    tracker.track(interactor, "interactor")
    navigationDelegate.interactor = interactor
    _ = navigation.popViewController(animated: true)
    stage.advance(by: 0)
    trackTransition(of: navigation)
    return interactor
  }

  /// A tab bar controller at the window's root, with the navigation controller as its first
  /// tab and a second navigation controller; both define presentation contexts.
  func makeTabs() -> TabBarController {
    let tabs = TabBarController()
    tracker.track(tabs, "tab bar controller")
    let second = NavigationController(rootViewController: make("second root"))
    tracker.track(second, "second navigation controller")
    navigation.definesPresentationContext = true
    second.definesPresentationContext = true
    // The navigation controller leaves the window's root before it becomes a tab.
    stage.window.rootViewController = nil
    tabs.setViewControllers([navigation, second], animated: false)
    stage.window.rootViewController = tabs
    stage.advance(by: 0)
    return tabs
  }

  private func trackTransition(of controller: ViewController) {
    if let coordinator = controller.transitionCoordinator {
      tracker.track(coordinator, "transition coordinator of \(type(of: controller))")
    }
    if let presentationController = controller.presentationController {
      tracker.track(presentationController, "presentation controller")
    }
  }
}

/// Weak references to what a test made, by name.
@MainActor
private final class Tracker {
  private var entries: [(name: String, reference: WeakObject)] = []

  func track(_ object: AnyObject, _ name: String) {
    entries.append((name, WeakObject(object)))
  }

  /// The names of the tracked objects still alive.
  var survivors: [String] { entries.filter { $0.reference.object != nil }.map(\.name) }
}

private struct WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// A controller keeping its transitioning delegate (UIKit's `transitioningDelegate` is weak).
@MainActor
private final class KeepingController: ViewController {
  var kept: AnyObject?
}

/// A transitioning delegate with a presentation controller that adds a dimming view animated
/// alongside (capturing itself, as sample code does) and a fade both ways.
@MainActor
private final class ChromeTransitioning: ViewControllerTransitioningDelegate {
  let tracker: Tracker
  init(tracker: Tracker) { self.tracker = tracker }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    let controller = DimmingPresentationController(
      presentedViewController: presented, presenting: presenting)
    tracker.track(controller, "custom presentation controller")
    tracker.track(controller.dimming, "dimming view")
    return controller
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    let animator = FadeAnimator(duration: 0.3)
    tracker.track(animator, "presentation animator")
    return animator
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  {
    let animator = FadeAnimator(duration: 0.3)
    tracker.track(animator, "dismissal animator")
    return animator
  }
}

@MainActor
private final class DimmingPresentationController: PresentationController {
  let dimming = View()

  override func presentationTransitionWillBegin() {
    dimming.frame = containerView?.bounds ?? .zero
    dimming.alpha = 0
    containerView?.insertSubview(dimming, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 1
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0
    })
  }
}
