import SegueTesting
import SegueUIKit
import Testing

// Seed 000 run on a stage as its user would: frames, a finger, snapshots; public API only.

/// A Ping screen that logs its appearance callbacks ("first.viewWillAppear"…).
private final class LoggedPingViewController: SeedPingViewController {
  var name = "?"
  var log: (String) -> Void = { _ in }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log("\(name).viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log("\(name).viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log("\(name).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log("\(name).viewDidDisappear")
  }
}

/// The article's animator, counting the Core Animation callbacks that complete the transition.
private final class CountingCircleAnimator: SeedPingCircleTransitionAnimator {
  var stops: [Bool] = []

  override func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops.append(flag)
    super.animationDidStop(anim, finished: flag)
  }
}

/// The article's delegate, keeping the animators it hands out.
private final class CountingPingDelegate: SeedPingNavigationControllerDelegate {
  var animators: [CountingCircleAnimator] = []

  override func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = CountingCircleAnimator()
    animators.append(animator)
    return animator
  }
}

/// The article's storyboard on a stage: a navigation controller with its bar hidden over the
/// first (teal) screen, whose button performs the "PushSegue" show segue to an orange second
/// screen, each with a centred picture; the delegate object (kept by the stage, as the
/// storyboard keeps it) drives push and pop.
@MainActor
private final class PingApp {
  let first = LoggedPingViewController()
  let navigation: UINavigationController
  let delegate: CountingPingDelegate
  let stage: Stage
  private(set) var events: [String] = []

  init() {
    // The storyboard's attributes, set before the screen loads its view.
    first.backgroundColor = .systemTeal
    first.imageView.image = seedCardPicture
    first.imageView.contentMode = .scaleAspectFit
    navigation = UINavigationController(rootViewController: first)
    navigation.isNavigationBarHidden = true
    delegate = CountingPingDelegate(navigationController: navigation)
    navigation.delegate = delegate
    stage = Stage(device: .iPhone15Pro, rootViewController: navigation)
    stage.keep(delegate)
    first.name = "first"
    first.log = { [unowned self] in events.append($0) }
    first.registerSegue(identifier: "PushSegue") { [unowned self] source, _ in
      let second = LoggedPingViewController()
      second.backgroundColor = .systemOrange
      second.imageView.image = seedCardPicture
      second.imageView.contentMode = .scaleAspectFit
      second.name = "second"
      second.log = { [unowned self] in events.append($0) }
      return ShowSegue(identifier: "PushSegue", source: source, destination: second)
    }
    // The storyboard's action segue: the first screen's button shows the second.
    first.button.addAction(
      UIAction { [unowned first] _ in
        first.performSegue(withIdentifier: "PushSegue", sender: first.button)
      }, for: .touchUpInside)
    events = []
  }

  var second: LoggedPingViewController? {
    navigation.viewControllers.count > 1
      ? navigation.viewControllers.last as? LoggedPingViewController : nil
  }

  /// The pan the article adds to the navigation controller's view.
  var pan: UIPanGestureRecognizer? {
    // The seed's own pan, not the navigation controller's edge swipe (also a pan, as in UIKit).
    navigation.view.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }
      .first { $0 !== navigation.interactivePopGestureRecognizer }
  }

  func clearEvents() { events = [] }
}

/// The centre of `rect`.
private func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

/// The bounding box of the circle mask on `view` as shown now, or nil without one.
@MainActor
private func shownMask(of view: UIView) -> CGRect? {
  (view.layer.mask as? CAShapeLayer)?.presentation()?.path?.boundingBoxOfPath
}

@MainActor
@Suite("Seed 000 on a stage: Ping's circle, pushed, popped and panned")
struct Seed000PingStageTests {
  /// Seed: a 44×44 button 10 pt from the top-right of the safe area (iPhone 15 Pro, portrait:
  /// 393×852 points, top inset 59).
  let button = CGRect(x: 393 - 10 - 44, y: 59 + 10, width: 44, height: 44)
  /// Seed: R, the distance from the button's centre to the bottom-left corner (0, 852).
  var radius: CGFloat {
    let dx = button.midX - 0
    let dy = button.midY - 852
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Reference §2.2, push: current willDisappear → new willAppear → current didDisappear → new
  /// didAppear, each once.
  let pushCallbacks = [
    "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
    "second.viewDidAppear",
  ]

  /// Checks that `view` shows through the circle `progress` of the way from the button's oval
  /// (radius 22) to the oval inset by −R, about the button's centre: the mask's path animates
  /// linearly (a CABasicAnimation with no timing function).
  private func expectCircle(
    on view: UIView, at progress: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let box = try #require(
      shownMask(of: view), "masked at \(progress)", sourceLocation: sourceLocation)
    expectClose(
      box.width / 2, 22 + progress * radius, tolerance: 1e-6, "radius at \(progress)",
      sourceLocation: sourceLocation)
    expectClose(
      centre(box), centre(button), tolerance: 1e-6, "centre at \(progress)",
      sourceLocation: sourceLocation)
  }

  @Test func pushKeyFrames() {
    let app = PingApp()
    expectTransition(of: app.stage, named: "push") {
      app.stage.tap(at: centre(app.first.button.frame))
    }
  }

  @Test func theButtonPushesWithACircleGrowingLinearlyOverHalfASecond() throws {
    let app = PingApp()
    #expect(app.first.button.frame == button)
    app.stage.tap(at: centre(button))
    let second = try #require(app.second, "the button performed the show segue")
    let start = app.stage.time
    let coordinator = try #require(app.navigation.transitionCoordinator)
    #expect(coordinator.transitionDuration == 0.5)
    var completions = 0
    coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
    for progress in [0, 0.25, 0.5, 0.75, 0.98] {
      app.stage.advance(to: start + 0.5 * progress)
      try expectCircle(on: second.view, at: progress)
      #expect(app.navigation.transitionCoordinator != nil)
    }
    let mask = try #require(second.view.layer.mask as? CAShapeLayer)
    expectClose(
      try #require(mask.path?.boundingBoxOfPath), button.insetBy(dx: -radius, dy: -radius),
      tolerance: 1e-9, "the model path is the final circle, so nothing snaps back")

    app.stage.advance(to: start + 0.5)
    #expect(app.navigation.transitionCoordinator == nil, "done at 0.5 s")
    #expect(second.view.layer.mask == nil, "the mask is removed afterwards")
    #expect(app.first.view.window == nil && second.view.window === app.stage.window)
    try app.stage.runUntilIdle(timeout: 1)
    #expect(completions == 1 && app.delegate.animators.map(\.stops) == [[true]])
    #expect(app.events == pushCallbacks)
  }

  @Test func theSecondScreensButtonPopsWithTheSameCircle() throws {
    let app = PingApp()
    app.stage.tap(at: centre(button))
    try app.stage.runUntilIdle(timeout: 1)
    let second = try #require(app.second)
    #expect(second.button.frame == button)
    app.clearEvents()
    app.stage.tap(at: centre(button))
    let start = app.stage.time
    #expect(app.navigation.viewControllers.count == 1, "circleTapped popped")
    for progress in [0, 0.5, 0.9] {
      app.stage.advance(to: start + 0.5 * progress)
      try expectCircle(on: app.first.view, at: progress)
    }
    app.stage.advance(to: start + 0.5)
    #expect(app.navigation.transitionCoordinator == nil && app.first.view.layer.mask == nil)
    #expect(second.view.window == nil && app.first.view.window === app.stage.window)
    #expect(app.delegate.animators.map(\.stops) == [[true], [true]])
    #expect(
      app.events == [
        "second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear",
        "first.viewDidAppear",
      ])
  }

  @Test func aPanScrubsThePushByTranslationOverWidth() throws {
    let app = PingApp()
    let pan = try #require(app.pan)
    // A finger from x = 50 to 250 at a steady 400 pt/s, sampled at 120 Hz, so at every
    // 60 Hz frame it is exactly 400 × t points along.
    let down = CGPoint(x: 50, y: 400)
    app.stage.play(
      InputScript([
        .drag(
          path: [down, CGPoint(x: 250, y: 400)], time: 0, duration: 0.5, easing: .linear,
          releaseVelocity: nil)
      ]))
    let start = app.stage.time
    var checked = 0
    for frame in 1...29 {
      let elapsed = Double(frame) / 60
      app.stage.advance(to: start + elapsed)
      guard pan.state == .changed, let interaction = app.delegate.interactionController,
        let second = app.second
      else { continue }
      let translation = pan.translation(in: app.navigation.view).x
      expectClose(translation, 400 * elapsed, tolerance: 1e-9, "the finger at \(elapsed) s")
      expectClose(interaction.percentComplete, translation / 393, "progress at \(elapsed) s")
      // The percent-driven transition scrubs the mask's linear growth to that progress.
      let box = try #require(shownMask(of: second.view))
      expectClose(
        box.width / 2, 22 + interaction.percentComplete * radius, tolerance: 1e-6,
        "radius at \(elapsed) s")
      checked += 1
    }
    #expect(checked > 20, "the pan began after its hysteresis and changed every frame")
  }

  @Test func releasingWhileMovingRightFinishesThePush() throws {
    let app = PingApp()
    app.stage.drag(
      from: CGPoint(x: 50, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.4,
      releaseVelocity: CGPoint(x: 300, y: 0))
    #expect(app.delegate.interactionController == nil, "cleared at .ended")
    try app.stage.runUntilIdle(timeout: 2)
    let second = try #require(app.second)
    #expect(app.navigation.viewControllers.count == 2 && second.view.layer.mask == nil)
    #expect(app.first.view.window == nil && second.view.window === app.stage.window)
    #expect(app.delegate.animators.map(\.stops) == [[true]])
    #expect(app.events == pushCallbacks)
  }

  @Test(arguments: [CGFloat(-300), 0])
  func releasingWhileNotMovingRightCancelsThePush(velocity: CGFloat) throws {
    let app = PingApp()
    var pushed: UIViewController?
    app.stage.play(
      InputScript([
        .drag(
          path: [CGPoint(x: 50, y: 400), CGPoint(x: 200, y: 400)], time: 0, duration: 0.5,
          easing: .easeInOut, releaseVelocity: CGPoint(x: velocity, y: 0))
      ]))
    app.stage.advance(by: 0.3)
    pushed = app.second
    #expect(pushed != nil && app.navigation.transitionCoordinator?.isInteractive == true)
    app.stage.advance(by: 0.2)
    #expect(
      abs((app.pan?.velocity(in: app.navigation.view).x ?? .nan) - velocity) < 1e-6,
      "released at \(velocity) pt/s")
    try app.stage.runUntilIdle(timeout: 2)
    #expect(app.navigation.viewControllers.count == 1, "one controller is left")
    #expect(app.navigation.topViewController === app.first)
    #expect(pushed?.view.window == nil && pushed?.view.layer.mask == nil)
    #expect(app.first.view.window === app.stage.window && app.first.view.layer.mask == nil)
    // Once; whether `finished` is false here is not documented (UIKit plays the animation
    // back to its start), and the article does not read it.
    #expect(app.delegate.animators.map(\.stops.count) == [1], "the animation stopped once")
    // Reference §2.2, a cancelled interactive transition: the appearing screen gets
    // willAppear, willDisappear, didDisappear (no didAppear); the current one willAppear and
    // didAppear again.
    #expect(
      app.events == [
        "first.viewWillDisappear", "second.viewWillAppear", "second.viewWillDisappear",
        "second.viewDidDisappear", "first.viewWillAppear", "first.viewDidAppear",
      ])
  }
}
