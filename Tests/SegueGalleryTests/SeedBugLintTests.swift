import Foundation
import SegueGeometry
import SegueLayers
import SegueMotion
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

/// The seeds' motion bugs that the gallery fixed, each reintroduced in a test-only variant,
/// must be caught by the motion lint; the gallery's own code, run the same way, must not be.
///
/// Seed bugs that are not motion (crashes on force unwraps, a `print`, globals shared by two
/// menus, a cancelled pan that finishes, a precondition's wording) are not the lint's to find.
@MainActor
@Suite("The motion lint catches the seeds' bugs")
struct SeedBugLintTests {
  // MARK: Seed 000: the circle mask is never removed

  /// Seed 000's animator as the article writes it: its `animationDidStop` clears the mask of
  /// the *from* view, while the mask is on the *to* view.
  private final class SeedCircleTransitionAnimator: NSObject, ViewControllerAnimatedTransitioning,
    AnimationDelegate
  {
    weak var transitionContext: (any ViewControllerContextTransitioning)?

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
      -> Double
    { CircleTransitionAnimator.duration }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
      self.transitionContext = transitionContext
      guard
        let from = transitionContext.viewController(forKey: .from) as? CircleTransitionSource,
        let to = transitionContext.viewController(forKey: .to)
      else { return }
      transitionContext.containerView.addSubview(to.view)
      let button = from.button
      let radius = hypot(button.center.x, button.center.y - to.view.bounds.maxY)
      let initial = BezierPath(ovalIn: button.frame)
      let final = BezierPath(ovalIn: button.frame.insetBy(dx: -radius, dy: -radius))
      let mask = ShapeLayer()
      mask.path = final.cgPath
      to.view.layer.mask = mask
      let animation = BasicAnimation(keyPath: "path")
      animation.fromValue = initial.cgPath
      animation.toValue = final.cgPath
      animation.duration = transitionDuration(using: transitionContext)
      animation.delegate = self
      mask.add(animation, forKey: "path")
    }

    func animationDidStop(_ anim: Animation, finished flag: Bool) {
      transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
      // The seed's bug: the from-controller's view has no mask.
      transitionContext?.viewController(forKey: .from)?.view.layer.mask = nil
    }
  }

  private final class SeedPingDelegate: NavigationControllerDelegate {
    func navigationController(
      _ navigationController: NavigationController,
      animationControllerFor operation: NavigationController.Operation,
      from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
      SeedCircleTransitionAnimator()
    }
  }

  @Test func seed000sMaskLeftOnTheIncomingScreenIsALeftover() {
    let app = Ping.makeApp(device: .iPhone15Pro, pushed: false)
    let delegate = SeedPingDelegate()
    app.navigationController.delegate = delegate
    let report = withExtendedLifetime(delegate) {
      MotionLint.lint(app.stage, duration: Ping.duration) { Ping.start(.push, in: app) }
    }
    let leftover = report.faults.first { $0.kind == .leftover }
    #expect(
      leftover?.detail.hasPrefix(
        "a mask added during the transition is still on View (PingViewController)") == true,
      "\(report.text)")
    #expect(leftover?.frame == 15)
  }

  @Test func pingsFixedAnimatorLeavesNoMask() {
    let app = Ping.makeApp(device: .iPhone15Pro, pushed: false)
    let report = MotionLint.lint(app.stage, duration: Ping.duration) {
      Ping.start(.push, in: app)
    }
    #expect(report.isClean, "\(report.text)")
  }

  /// The article's `animationDidStop` for the layer-level reveal: it clears the mask of the
  /// *from* screen, which has none.
  private final class SeedMaskRemover: AnimationDelegate {
    weak var from: Layer?
    init(from: Layer?) { self.from = from }
    func animationDidStop(_ anim: Animation, finished flag: Bool) { from?.mask = nil }
  }

  @Test func seed000sRevealMaskLeftOnTheLayerIsALeftover() throws {
    let stage = MaskReveal.makeStage(device: .iPhone15Pro)
    let screens = try #require(stage.window.layer.sublayers?.first { $0.name == "screens" })
    let from = screens.sublayers?.first { $0.name == "from" }
    let to = try #require(screens.sublayers?.first { $0.name == "to" })
    let remover = SeedMaskRemover(from: from)
    try #require(to.mask?.animation(forKey: "path")).delegate = remover
    let report = withExtendedLifetime(remover) {
      MotionLint.lint(stage, duration: MaskReveal.duration)
    }
    #expect(
      report.faults.contains {
        $0.kind == .leftover
          && $0.detail.hasPrefix(
            "a mask that moved or changed shape during the transition is still on Layer \"to\"")
      }, "\(report.text)")
    // The gallery's own remover: clean.
    #expect(MotionLint.lint(MaskReveal.entry).report.isClean)
  }

  // MARK: Seed 001: the panel's fixed dismissal, judged from the frame before it starts

  // Not caught: the article's dismissal starts from `finalFrame(for: fromVC)`, `.zero` for a
  // leaving view (reference § 1.4), and animates to `.zero` too, so the animation changes
  // nothing, completes at once and removes the panel in the first frame. A layer removed
  // while seen is no finding (views covered by the next screen are removed the same way).

  @Test func panelsFixedDismissalHasNoJump() {
    let app = Panel.makeApp(device: .iPhone15Pro, presented: true)
    let report = MotionLint.lint(app.stage, duration: Panel.duration) {
      Panel.start(in: app, presenting: false)
    }
    #expect(report.isClean, "\(report.text)")
  }

  // MARK: Seed 002: the flight starts from the pressed cell's model frame

  /// The gallery's opening animator, with the flying card's first frame put back to the
  /// seed's: the cell's model frame (full size), while the cell on screen is still pressed.
  private final class SeedCardOpenDelegate: NavigationControllerDelegate {
    weak var list: TodayViewController?

    func navigationController(
      _ navigationController: NavigationController,
      animationControllerFor operation: NavigationController.Operation,
      from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
      list.map { SeedCardOpenAnimator(animator: CardOpenAnimator(list: $0)) }
    }
  }

  private final class SeedCardOpenAnimator: ViewControllerAnimatedTransitioning {
    let animator: CardOpenAnimator
    init(animator: CardOpenAnimator) { self.animator = animator }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
      -> Double
    { animator.transitionDuration(using: transitionContext) }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
      animator.animateTransition(using: transitionContext)
      // The seed's start: the copy's flight begins unscaled (the model frame) instead of at
      // the pressed cell's presentation scale.
      let flying = transitionContext.containerView.subviews.last {
        $0.accessibilityIdentifier == "flying-card"
      }
      guard let layer = flying?.layer else { return }
      for key in layer.animationKeys() ?? [] {
        guard let animation = layer.animation(forKey: key) as? BasicAnimation,
          animation.keyPath == "transform"
        else { continue }
        let seeds = animation.copy()
        seeds.fromValue = Transform3DIdentity
        layer.add(seeds, forKey: key)
      }
    }
  }

  @Test func seed002sFlightFromTheModelFrameIsAJump() {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    let delegate = SeedCardOpenDelegate()
    delegate.list = app.list
    app.list.becomesNavigationDelegate = false
    app.navigationController.delegate = delegate
    Card.startOpening(app)
    let report = withExtendedLifetime(delegate) {
      MotionLint.lint(app.stage, duration: Card.openEntry.duration)
    }
    let jump = report.faults.first { $0.kind == .jump && $0.layer.contains("flying-card") }
    #expect(jump?.detail.hasPrefix("took over from ImageView \"card\"") == true, "\(report.text)")
    #expect(jump?.frame == 14)
  }

  // MARK: Seed 004: the segue and its menu keep each other alive

  @Test func seed004sSegueCycleKeepsTheMenuAlive() throws {
    let app = Guillotine.makeApp(device: .iPhone15Pro, presented: true)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    let segue = try #require(menu.presentingSegue)
    // The seed's associated object: the menu holds its segue for good (the animator clears
    // only `presentingSegue`), and the segue holds the menu, its destination.
    let keeper = TapGestureRecognizer()
    keeper.addAction { _ in _ = segue }
    menu.view.addGestureRecognizer(keeper)
    let report = MotionLint.lint(app.stage, duration: Guillotine.duration) {
      Guillotine.start(in: app, presenting: false)
    }
    #expect(
      report.faults.contains {
        $0.kind == .leftover
          && $0.detail.hasPrefix("GuillotineMenuViewController left the hierarchy")
      }, "\(report.text)")
  }

  @Test func guillotinesFixedSegueLetsTheMenuGo() {
    let app = Guillotine.makeApp(device: .iPhone15Pro, presented: true)
    let report = MotionLint.lint(app.stage, duration: Guillotine.duration) {
      Guillotine.start(in: app, presenting: false)
    }
    #expect(!report.faults.contains { $0.kind == .leftover }, "\(report.text)")
  }
}
