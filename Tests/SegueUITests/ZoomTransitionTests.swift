import Foundation
import SegueAnimation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// iOS 18's zoom transition (`preferredTransition = .zoom`): the flight, the source asked
/// again on the way back, grabbing a zoom mid-flight, and the interactive swipe.
@MainActor
@Suite("Zoom transition")
struct ZoomTransitionTests {
  /// The source view's frame on the 393×852 screen.
  static let sourceFrame = CGRect(x: 40, y: 200, width: 120, height: 120)

  /// "a" on an iPhone 15 Pro with a 120-pt square source view, and "b" zooming out of it
  /// (its provider calls counted in `asked`).
  @MainActor
  struct Scene {
    let host = WindowHost()
    let log = EventLog()
    let a: LoggingController
    let b: LoggingController
    let source = View(frame: ZoomTransitionTests.sourceFrame)
    let asked = Counter()

    init(options: ViewController.Transition.ZoomOptions? = nil) {
      a = LoggingController("a", log: log)
      b = LoggingController("b", log: log)
      host.window.rootViewController = a
      source.layer.cornerRadius = 12
      a.view.addSubview(source)
      let source = source
      let asked = asked
      b.preferredTransition = .zoom(options: options) { context in
        asked.count += 1
        #expect(context.zoomedViewController is LoggingController)
        return source
      }
      host.frame()
      log.clear()
    }

    var flight: ZoomFlight? { b.preferredTransition?.zoomInteraction?.animator?.flight }
  }

  final class Counter {
    var count = 0
  }

  /// A finger dragging from `from` by `by` over `duration` seconds from now, released at
  /// `releaseVelocity` points per second (nil: as it moves).
  private func drag(
    _ stage: Stage, from: CGPoint, by: CGVector, duration: Double, releaseVelocity: CGPoint?
  ) {
    stage.play(
      InputScript([
        .drag(
          path: [from, CGPoint(x: from.x + by.dx, y: from.y + by.dy)], time: 0,
          duration: duration, easing: .linear, releaseVelocity: releaseVelocity)
      ]))
  }

  @Test func theGeometryIsLinearInTheZoomAndTheCardShrinksAsMeasured() {
    let geometry = ZoomGeometry(
      source: CGRect(x: 40, y: 200, width: 120, height: 60),
      zoomed: CGRect(x: 0, y: 0, width: 400, height: 800),
      alignment: CGRect(x: 0, y: 0, width: 400, height: 200), sourceCornerRadius: 10,
      zoomedCornerRadius: 50)
    let start = geometry.pose(zoom: 0)
    #expect(start.platter == geometry.source && start.contentScale == 0.3)
    #expect(start.cornerRadius == 10 && start.dimming == 0 && start.sourceAlpha == 1)
    let end = geometry.pose(zoom: 1)
    #expect(end.platter == geometry.zoomed && end.contentScale == 1 && end.dimming == 1)
    #expect(end.sourceAlpha == 0 && end.cornerRadius == 50)
    let middle = geometry.pose(zoom: 0.5)
    #expect(middle.platter == CGRect(x: 20, y: 100, width: 260, height: 430))
    #expect(abs(middle.contentScale - 0.65) < 1e-12 && middle.cornerRadius == 30)
    // The picture of the source has faded at 78 % of the flight.
    #expect(abs(geometry.pose(zoom: 0.39).sourceAlpha - 0.5) < 1e-12)
    // Dragged 100 pt down and 50 right: 7.8 % narrower, 15.4 % shorter (M-morph), the centre
    // 61 % of the way with the finger.
    let card = geometry.pose(zoom: 1, drag: CGVector(dx: 50, dy: 100))
    expectClose(card.platter.width, 400 * 0.922, tolerance: 1e-9)
    expectClose(card.platter.height, 800 * 0.846, tolerance: 1e-9)
    expectClose(card.platter.midX, 200 + 30.5, tolerance: 1e-9)
    expectClose(card.platter.midY, 400 + 61, tolerance: 1e-9)
    expectClose(card.contentScale, 0.922, tolerance: 1e-9)
  }

  @Test func aPresentedZoomFliesOnTheZoomInSpringToAFullScreenController() throws {
    let scene = Scene()
    scene.a.present(scene.b, animated: true)
    #expect(scene.asked.count == 1 && scene.source.isHidden, "the source's slot is kept, hidden")
    scene.host.advance(to: 0.1)
    let flight = try #require(scene.flight)
    // Critically damped, response 0.34 s (B-zoom; closed form, independent of `Spring`).
    let x = Reference.criticallyDampedSpring(frequency: 2 * .pi / 0.34, velocity: 0, at: 0.1)
    let bounds = scene.host.window.bounds
    let source = Self.sourceFrame
    expectClose(flight.platter.frame.minX, source.minX * (1 - x), tolerance: 1e-6)
    expectClose(
      flight.platter.frame.width, source.width + (bounds.width - source.width) * x,
      tolerance: 1e-6)
    expectClose(flight.dimming.alpha, x, tolerance: 1e-6)
    scene.host.advance(to: 1)
    #expect(scene.a.presentedViewController === scene.b && !scene.source.isHidden)
    #expect(scene.b.view.frame == bounds && scene.b.view.transform == .identity)
    #expect(scene.b.view.superview?.superview === scene.host.window)
    #expect(scene.a.view.window == nil, "full screen: the presenter's view leaves")
    #expect(
      scene.log.events == [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear",
        "b.viewDidAppear",
      ])
  }

  @Test func aDimmingVisualEffectBlursTheSourceScreenAsTheDimmingFades() throws {
    // `dimmingVisualEffect` (D-zoom, doc): over the source screen, under the dimming colour;
    // it fades with the zoom as the dimming does (est).
    let options = ViewController.Transition.ZoomOptions()
    let blur = BlurEffect(style: .regular)
    options.dimmingVisualEffect = blur
    let scene = Scene(options: options)
    scene.a.present(scene.b, animated: true)
    scene.host.advance(to: 0.1)
    let flight = try #require(scene.flight)
    let effectView = try #require(flight.dimmingEffectView)
    #expect(effectView.effect === blur && effectView.frame == scene.host.window.bounds)
    let siblings = try #require(flight.dimming.superview).subviews
    let below = try #require(siblings.firstIndex { $0 === effectView })
    #expect(siblings.firstIndex { $0 === flight.dimming } == below + 1, "just under the dimming")
    #expect(effectView.alpha == flight.dimming.alpha && effectView.alpha > 0.1)
    #expect(effectView.alpha < 0.99 && !effectView.isUserInteractionEnabled)
    scene.host.advance(to: 1)
    #expect(effectView.superview == nil, "gone with the flight")
    #expect(Scene().flight == nil && ZoomTransitionTests.noEffectByDefault())
  }

  /// Whether a zoom without the option flies without an effect view.
  static func noEffectByDefault() -> Bool {
    let scene = Scene()
    scene.a.present(scene.b, animated: true)
    scene.host.advance(to: 0.1)
    return scene.flight != nil && scene.flight?.dimmingEffectView == nil
  }

  @Test func theSourceIsAskedAgainWhenDismissingAndTheZoomLandsOnTheNewOne() throws {
    let scene = Scene()
    scene.a.present(scene.b, animated: false)
    scene.host.frame()
    let moved = CGRect(x: 200, y: 500, width: 150, height: 100)
    scene.source.frame = moved
    scene.b.dismiss(animated: true)
    #expect(scene.asked.count == 2)
    let flight = try #require(scene.flight)
    #expect(flight.geometry.source == moved)
    scene.host.advance(to: 0.3)
    #expect(scene.source.isHidden)
    scene.host.advance(to: 1.2)
    #expect(scene.a.presentedViewController == nil && scene.b.viewIfLoaded?.window == nil)
    #expect(!scene.source.isHidden && scene.b.preferredTransition?.zoomInteraction == nil)
  }

  /// A navigation controller in `scene`'s window whose root, "list", holds the source view.
  private func navigation(in scene: Scene) -> (NavigationController, ViewController) {
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    list.view.addSubview(scene.source)
    scene.host.window.rootViewController = navigation
    return (navigation, list)
  }

  @Test func aPushZoomsInAndThePopZoomsBackOut() throws {
    let scene = Scene()
    let (navigation, list) = navigation(in: scene)
    scene.host.frame()
    navigation.pushViewController(scene.b, animated: true)
    #expect(scene.flight != nil && scene.source.isHidden)
    scene.host.advance(to: 1)
    #expect(navigation.topViewController === scene.b && !scene.source.isHidden)
    #expect(scene.b.view.transform == .identity && scene.flight == nil)
    navigation.popViewController(animated: true)
    #expect(scene.asked.count == 2 && scene.flight != nil)
    scene.host.advance(to: 2)
    #expect(navigation.topViewController === list && scene.b.viewIfLoaded?.window == nil)
  }

  /// Presents "b" with its zoom and, 0.05 s in, grabs the flying platter and drags it `down`
  /// points over 0.3 s, released at `releaseVelocity` points per second down.
  private func grabPresentationMidFlight(down: CGFloat, releaseVelocity: CGFloat) throws -> (
    Scene, ZoomFlight
  ) {
    let scene = Scene()
    scene.a.present(scene.b, animated: true)
    scene.host.advance(to: 0.05)
    let flight = try #require(scene.flight)
    let grabbed = CGPoint(x: flight.platter.frame.midX, y: flight.platter.frame.midY)
    drag(
      scene.host.stage, from: grabbed, by: CGVector(dx: 0, dy: down), duration: 0.3,
      releaseVelocity: CGPoint(x: 0, y: releaseVelocity))
    return (scene, flight)
  }

  @Test func aSwipeDownOnAPushedZoomPopsItInteractively() throws {
    let scene = Scene()
    let (navigation, list) = navigation(in: scene)
    navigation.pushViewController(scene.b, animated: false)
    scene.host.advance(to: 0.1)
    let stage = scene.host.stage
    drag(
      stage, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 250), duration: 0.3,
      releaseVelocity: CGPoint(x: 0, y: 1200))
    stage.advance(to: stage.time + 0.2)
    #expect(scene.b.transitionCoordinator?.isInteractive == true, "the pop follows the finger")
    stage.advance(to: stage.time + 2)
    #expect(navigation.topViewController === list && !scene.source.isHidden)
    #expect(scene.b.preferredTransition?.zoomInteraction == nil)
  }

  @Test func aZoomGrabbedMidFlightAndThrownDownIsCancelled() throws {
    let (scene, flight) = try grabPresentationMidFlight(down: 160, releaseVelocity: 1400)
    scene.host.advance(to: 0.25)
    let coordinator = try #require(scene.b.transitionCoordinator)
    #expect(coordinator.isInteractive, "the grab makes the presentation interactive")
    #expect(!flight.isSettling, "held under the finger")
    scene.host.advance(to: 2.5)
    #expect(scene.a.presentedViewController == nil && scene.b.viewIfLoaded?.window == nil)
    #expect(!scene.source.isHidden && scene.a.view.window != nil)
    #expect(
      scene.log.events == [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewWillDisappear",
        "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
      ])
  }

  @Test func aZoomGrabbedMidFlightAndLetGoCompletes() throws {
    let (scene, _) = try grabPresentationMidFlight(down: 40, releaseVelocity: 0)
    scene.host.advance(to: 2.5)
    #expect(scene.a.presentedViewController === scene.b)
    #expect(scene.b.view.frame == scene.host.window.bounds && !scene.source.isHidden)
    #expect(scene.log.events.last == "b.viewDidAppear")
  }

  @Test func aShortSwipeReturnsToTheExactStartState() throws {
    let scene = Scene()
    scene.a.present(scene.b, animated: false)
    scene.host.advance(to: 0.1)
    scene.log.clear()
    let stage = scene.host.stage
    let before = stage.presentationTree()
    let frameBefore = scene.b.view.frame
    drag(
      stage, from: CGPoint(x: 200, y: 300), by: CGVector(dx: 10, dy: 90), duration: 0.3,
      releaseVelocity: CGPoint(x: 0, y: 0))
    stage.advance(to: stage.time + 0.25)
    #expect(scene.b.transitionCoordinator?.isInteractive == true)
    #expect(try #require(scene.flight).platter.frame.width < frameBefore.width)
    stage.advance(to: stage.time + 2)
    #expect(scene.a.presentedViewController === scene.b && scene.flight == nil)
    #expect(scene.b.view.frame == frameBefore && scene.b.view.transform == .identity)
    #expect(stage.presentationTree() == before, "the exact start state")
    // Reference §2.2: the cancelled dismissal undoes the presenter's appearance first.
    #expect(
      scene.log.events == [
        "b.viewWillDisappear", "a.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear",
        "b.viewWillAppear", "b.viewDidAppear",
      ])
  }

  @Test func aSwipeDownDismissesUnlessTheOptionsRefuse() throws {
    let scene = Scene()
    scene.a.present(scene.b, animated: false)
    scene.host.advance(to: 0.1)
    let stage = scene.host.stage
    drag(
      stage, from: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 200), duration: 0.3,
      releaseVelocity: nil)
    stage.advance(to: stage.time + 2)
    #expect(scene.a.presentedViewController == nil && !scene.source.isHidden)

    let options = ViewController.Transition.ZoomOptions()
    var asked: [ViewController.Transition.ZoomOptions.InteractionContext] = []
    options.interactiveDismissShouldBegin = { context in
      asked.append(context)
      return false
    }
    let refusing = Scene(options: options)
    refusing.a.present(refusing.b, animated: false)
    refusing.host.advance(to: 0.1)
    drag(
      refusing.host.stage, from: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 200),
      duration: 0.3, releaseVelocity: nil)
    refusing.host.advance(to: 2)
    #expect(refusing.a.presentedViewController === refusing.b)
    #expect(asked.count == 1 && asked.first?.willBegin == true)
  }

  @Test func aSidewaysSwipeDoesNotBeginADismissal() {
    let scene = Scene()
    scene.a.present(scene.b, animated: false)
    scene.host.advance(to: 0.1)
    drag(
      scene.host.stage, from: CGPoint(x: 100, y: 300), by: CGVector(dx: 200, dy: 30),
      duration: 0.3, releaseVelocity: nil)
    scene.host.advance(to: 2)
    #expect(scene.a.presentedViewController === scene.b)
  }

  @Test func theOtherPreferredTransitionsAreModalTransitionStyles() throws {
    let controller = ViewController()
    controller.preferredTransition = .crossDissolve
    let animator = ViewController.builtInAnimator(
      for: controller, style: .fullScreen, presenting: true)
    #expect((animator as? ModalTransitionAnimator)?.style == .crossDissolve)
    controller.preferredTransition = .flipHorizontal
    #expect(controller.effectiveModalTransitionStyle == .flipHorizontal)
    controller.preferredTransition = nil
    controller.modalTransitionStyle = .partialCurl
    #expect(controller.effectiveModalTransitionStyle == .partialCurl)
    let zoomed = ViewController()
    zoomed.preferredTransition = .zoom { _ in nil }
    #expect(ViewController.resolved(.automatic, for: zoomed) == .fullScreen)
    #expect(ViewController.resolved(.overFullScreen, for: zoomed) == .overFullScreen)
  }
}
