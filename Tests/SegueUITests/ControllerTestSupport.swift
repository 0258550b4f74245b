import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

@testable import SegueUI

/// An ordered record of callbacks, shared by the controllers and delegates of one test.
@MainActor
final class EventLog {
  private(set) var events: [String] = []
  func append(_ event: String) { events.append(event) }
  func clear() { events.removeAll() }
}

/// A controller that records every lifecycle callback, with the moving flags where UIKit
/// tests usually read them.
@MainActor
final class LoggingController: ViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init()
  }

  private func flags() -> String {
    (isMovingToParent ? " movingTo" : "") + (isMovingFromParent ? " movingFrom" : "")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(name).viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(name).viewWillAppear\(flags())")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name).viewDidAppear\(flags())")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("\(name).viewWillDisappear\(flags())")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(name).viewDidDisappear\(flags())")
  }
  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    log.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    log.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }
}

/// A stage for `device` with an empty window, advanced as a host does (every 60 Hz frame on
/// the way to a later time).
@MainActor
final class WindowHost {
  let stage: Stage
  var clock: ManualClock { stage.clock }
  var context: LayerContext { stage.layerContext }
  var window: Window { stage.window }

  init(device: Device = .iPhone15Pro) {
    stage = Stage(device: device)
  }

  /// Runs one frame at the current time.
  func frame() {
    stage.advance(by: 0)
  }

  /// Moves the clock to `time` seconds, running the frames on the way and the one at `time`.
  func advance(to time: Double) {
    stage.advance(to: time)
  }
}

/// A navigation controller showing the logging controller "a" in a hosted window, with a
/// logging delegate (which the caller must keep: the navigation controller holds it weakly),
/// the log cleared.
@MainActor
func makeShownNavigation(log: EventLog) -> (
  WindowHost, NavigationController, LoggingController, LoggingNavigationDelegate
) {
  let host = WindowHost()
  let a = LoggingController("a", log: log)
  let navigation = NavigationController(rootViewController: a)
  let delegate = LoggingNavigationDelegate(log: log)
  navigation.delegate = delegate
  host.window.rootViewController = navigation
  log.clear()
  return (host, navigation, a, delegate)
}

/// A navigation delegate that records its calls and can supply animators.
@MainActor
final class LoggingNavigationDelegate: NavigationControllerDelegate {
  let log: EventLog
  var animator: (any ViewControllerAnimatedTransitioning)?
  var interactor: (any ViewControllerInteractiveTransitioning)?
  private(set) var animatorPassedToInteractionQuery: (any ViewControllerAnimatedTransitioning)?

  init(log: EventLog) { self.log = log }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    log.append("delegate.willShow \((viewController as? LoggingController)?.name ?? "?")")
  }
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    log.append("delegate.didShow \((viewController as? LoggingController)?.name ?? "?")")
  }
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    log.append("delegate.animationControllerFor \(operation)")
    return animator
  }
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    log.append("delegate.interactionControllerFor")
    animatorPassedToInteractionQuery = animationController
    return interactor
  }
}

/// An animator that adds the to-view and completes after `duration` with a block animation,
/// recording its calls.
@MainActor
final class FadeAnimator: ViewControllerAnimatedTransitioning {
  let log: EventLog
  var duration = 0.3
  private(set) var endedWith: [Bool] = []
  private(set) var completeCalls = 0

  init(log: EventLog) { self.log = log }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    log.append("animator.animateTransition")
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    View.animate(
      withDuration: duration, animations: { toView.alpha = 1 },
      completion: { _ in
        self.completeCalls += 1
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.append("animator.animationEnded(\(transitionCompleted))")
    endedWith.append(transitionCompleted)
  }
}

/// An animator that never calls `completeTransition(_:)`.
@MainActor
final class StuckAnimator: ViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { 0.3 }
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {}
}

/// An interaction controller that starts the animator, then cancels at once (a gesture that
/// went the wrong way), completing with false.
@MainActor
final class CancellingInteractor: ViewControllerInteractiveTransitioning {
  let log: EventLog
  init(log: EventLog) { self.log = log }

  func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
    log.append("interactor.start")
    transitionContext.updateInteractiveTransition(0.3)
    transitionContext.cancelInteractiveTransition()
    transitionContext.completeTransition(false)
  }
}
