import Foundation
import SegueAnimation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// The zoom's other gestures (issue 15): a pinch and, for a push, a swipe in from the left
/// edge dismiss it; a finger going down on a flight grabs it where it is; and the platter the
/// zoomed view flies on, over a receding source screen.
@MainActor
@Suite("Zoom gestures")
struct ZoomGestureTests {
  typealias Scene = ZoomTransitionTests.Scene

  /// "b" presented without animation over "a", a frame later.
  private func presented() -> Scene {
    let scene = Scene()
    scene.a.present(scene.b, animated: false)
    scene.host.advance(to: 0.1)
    scene.log.clear()
    return scene
  }

  @Test func aPinchShrinksTheCardWithTheFingersAndDismissesUnderHalf() throws {
    let scene = presented()
    let stage = scene.host.stage
    let start = stage.time
    let width = scene.host.window.bounds.width
    turningPinch(stage, closingTo: 60, turn: 0)
    stage.advance(to: start + 0.3)
    #expect(scene.b.transitionCoordinator?.isInteractive == true, "the pinch dismisses")
    // The fingers are 200 − 140 × 0.3 / 0.4 = 95 pt apart, closing at 1.75 of their start
    // distance a second. The card chases them through the tracking spring (mass 1, stiffness
    // 2000, damping 89: M-swift): a ramp of speed v is followed c v / k = 0.0779 behind once
    // the start has died away (e^(−44.5 t)), so the card is 95/200 + 0.0779 of the screen wide
    // (the fingers are sampled at 120 Hz: within about one sample, 0.0146, of it).
    let card = try #require(scene.flight).platter.frame
    let lag = 89 * (140.0 / 0.4 / 200) / 2000
    #expect(card.width / width > 95.0 / 200 + lag / 2, "trailing the fingers")
    expectClose(card.width / width, 95.0 / 200 + lag, tolerance: 3.0 / 200)
    stage.advance(to: start + 2.5)
    #expect(scene.a.presentedViewController == nil && !scene.source.isHidden)
    #expect(scene.log.events.contains("b.viewDidDisappear"))
  }

  /// Two fingers 200 pt apart on a horizontal line through (196, 400) closing to `to` points
  /// apart while their line turns by `turn` radians (clockwise) over 0.4 s, then lifting.
  private func turningPinch(_ stage: Stage, closingTo to: CGFloat, turn: CGFloat) {
    func finger(_ sign: CGFloat) -> InputScript.Step {
      let path = (0...24).map { i -> CGPoint in
        let t = CGFloat(i) / 24
        let half = (200 - (200 - to) * t) / 2 * sign
        return CGPoint(x: 196 + half * cos(turn * t), y: 400 + half * sin(turn * t))
      }
      return .drag(path: path, time: 0, duration: 0.4, easing: .linear, releaseVelocity: nil)
    }
    stage.play(InputScript([finger(1), finger(-1)]))
  }

  @Test func aTurningPinchTurnsTheCardWithTheFingersAndLandsUnturned() throws {
    // Two fingers 200 pt apart turning 30° clockwise about (196, 400) while closing to 80 pt
    // over 0.4 s: the card turns with the line through them (M-swift), trailing it by the
    // tracking spring's c ω / k at ω = (π/6) / 0.4 rad/s.
    let scene = presented()
    let stage = scene.host.stage
    let start = stage.time
    let turn = CGFloat.pi / 6
    turningPinch(stage, closingTo: 80, turn: turn)
    stage.advance(to: start + 0.3)
    let flight = try #require(scene.flight)
    let shown = flight.platter.transform
    let angle = atan2(shown.b, shown.a)
    // The card turns by the fingers' turn since the pinch began (10 pt closer: it was not
    // turned then), less the lag; the sampled fingers add up to half a sample's turn.
    let interaction = try #require(scene.b.preferredTransition?.zoomInteraction)
    var began = atan2(sin(interaction.pinchStartAngle), cos(interaction.pinchStartAngle))
    if abs(began) > .pi / 2 { began -= began > 0 ? .pi : -.pi }
    let fingers = try #require(stage.window.scriptedTouchLocations.first)
    let fingersTurn = atan2(fingers.y - 400, fingers.x - 196)
    let lag = 89 * (turn / 0.4) / 2000
    #expect(began > 0 && began < 0.1 && fingersTurn > turn * 0.7)
    expectClose(angle, fingersTurn - began - lag, tolerance: 0.012)
    #expect(flight.shadow.transform == shown, "the shadow turns with the card")
    stage.advance(to: start + 2.5)
    #expect(scene.a.presentedViewController == nil && !scene.source.isHidden)
    #expect(scene.flight == nil, "landed, the platter gone")
  }

  @Test func aPinchLetGoAboveHalfRestoresTheExactStartState() throws {
    for turn in [CGFloat(0), -.pi / 4] {
      let scene = presented()
      let stage = scene.host.stage
      let before = stage.presentationTree()
      let start = stage.time
      turningPinch(stage, closingTo: 130, turn: turn)
      stage.advance(to: start + 0.3)
      let flight = try #require(scene.flight)
      #expect(flight.platter.bounds.width < scene.host.window.bounds.width, "smaller")
      #expect((flight.platter.transform.b < -0.1) == (turn != 0), "turned with the fingers")
      stage.advance(to: start + 2.5)
      #expect(scene.a.presentedViewController === scene.b && scene.flight == nil)
      #expect(stage.presentationTree() == before, "the exact start state (turn \(turn))")
    }
  }

  /// "list" at the root of a navigation controller holding the source, "b" pushed over it
  /// without animation, a frame later.
  private func pushed() -> (Scene, NavigationController, ViewController) {
    let scene = Scene()
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    list.view.addSubview(scene.source)
    scene.host.window.rootViewController = navigation
    navigation.pushViewController(scene.b, animated: false)
    scene.host.advance(to: 0.1)
    return (scene, navigation, list)
  }

  /// A finger coming in from the left edge at y = 400, `distance` points over 0.3 s, lifted
  /// at rest.
  private func edgeSwipe(_ stage: Stage, distance: CGFloat) {
    stage.play(
      InputScript([
        .drag(
          path: [CGPoint(x: 5, y: 400), CGPoint(x: 5 + distance, y: 400)], time: 0,
          duration: 0.3, easing: .linear, releaseVelocity: CGPoint(x: 0, y: 0))
      ]))
  }

  @Test func aCancelledEdgeSwipeRestoresThePushExactly() throws {
    let (scene, navigation, _) = pushed()
    let stage = scene.host.stage
    let before = Self.withoutIDs(stage.presentationTree())
    let start = stage.time
    // 80 pt of 393 at rest: the card at 1 − 0.67 × 80 / 393 = 0.864 > 0.70 returns (M-swift).
    edgeSwipe(stage, distance: 80)
    stage.advance(to: start + 0.25)
    #expect(scene.b.transitionCoordinator?.isInteractive == true, "the edge swipe pops")
    let card = try #require(scene.flight).platter.frame
    #expect(card.width < scene.host.window.bounds.width && card.minX >= 0)
    stage.advance(to: start + 2.5)
    #expect(navigation.topViewController === scene.b && scene.flight == nil)
    #expect(Self.withoutIDs(stage.presentationTree()) == before, "the exact start state")
  }

  /// `tree` without its layer ids: a cancelled pop gives the navigation bar new views for the
  /// same items (the bar's way, not the zoom's), equal in every drawn property.
  static func withoutIDs(_ tree: String) -> String {
    tree.split(separator: "\n").filter { !$0.contains("\"id\":") }.joined(separator: "\n")
  }

  @Test func aLongEdgeSwipePopsIntoTheSource() {
    let (scene, navigation, list) = pushed()
    let stage = scene.host.stage
    let start = stage.time
    // 200 pt: 1 − 0.67 × 200 / 393 = 0.66 < 0.70 lands.
    edgeSwipe(stage, distance: 200)
    stage.advance(to: start + 2.5)
    #expect(navigation.topViewController === list && !scene.source.isHidden)
    #expect(scene.b.preferredTransition?.zoomInteraction == nil)
  }

  @Test func aFingerDownMidFlightStopsTheZoomWhereItIsAndLiftingLetsItFlyOn() throws {
    let scene = Scene()
    scene.a.present(scene.b, animated: true)
    scene.host.advance(to: 0.08)
    let flight = try #require(scene.flight)
    let held = flight.platter.frame
    let stage = scene.host.stage
    stage.pointer(.down, at: CGPoint(x: held.midX, y: held.midY))
    #expect(!flight.isSettling, "grabbed on touch-down, before any pan")
    scene.host.advance(to: 0.3)
    #expect(flight.platter.frame == held, "held still where the finger went down")
    #expect(scene.b.transitionCoordinator?.isInteractive == true)
    stage.pointer(.up, at: CGPoint(x: held.midX, y: held.midY))
    scene.host.advance(to: 2)
    #expect(scene.a.presentedViewController === scene.b && scene.flight == nil)
    #expect(scene.b.view.frame == scene.host.window.bounds)
    #expect(scene.log.events.last == "b.viewDidAppear")
  }

  @Test func aTurnMidZoomEndsAtTheNewSize() throws {
    let scene = Scene()
    let stage = scene.host.stage
    scene.a.present(scene.b, animated: true)
    scene.host.advance(to: 0.1)
    // The stage turns once the running transition is over (as it waits for any transition).
    stage.rotate(to: .landscape, animated: false)
    scene.host.advance(to: 2)
    #expect(scene.host.window.bounds.size == CGSize(width: 852, height: 393))
    #expect(scene.b.view.frame == scene.host.window.bounds && scene.flight == nil)
    #expect(scene.b.view.transform == .identity)
    // Dismissed in landscape, the zoom lands on the source where it is now.
    scene.b.dismiss(animated: true)
    let flight = try #require(scene.flight)
    #expect(flight.geometry.zoomed == scene.host.window.bounds)
    #expect(flight.geometry.source == ZoomTransitionTests.sourceFrame)
    scene.host.advance(to: 4)
    #expect(scene.a.presentedViewController == nil && !scene.source.isHidden)
    #expect(scene.a.view.frame == scene.host.window.bounds && scene.a.view.transform == .identity)
  }

  @Test func theSourceScreenRecedesBehindAShadowedPlatter() throws {
    let scene = Scene()
    scene.a.present(scene.b, animated: true)
    scene.host.advance(to: 0.1)
    let flight = try #require(scene.flight)
    // B-zoom: the background scales to max(0.8, (W − 34.667) / W), linearly with the zoom
    // (critically damped, response 0.34 s: closed form).
    let x = Reference.criticallyDampedSpring(frequency: 2 * .pi / 0.34, velocity: 0, at: 0.1)
    let receded = (393 - 34.667) / 393.0
    expectClose(scene.a.view.transform.a, 1 + (receded - 1) * x, tolerance: 1e-6)
    #expect(scene.a.view.transform.a == scene.a.view.transform.d)
    #expect(flight.shadow.layer.shadowOpacity == 0.4 && flight.shadow.layer.shadowRadius == 40)
    #expect(flight.shadow.frame == flight.platter.frame)
    scene.host.advance(to: 1)
    #expect(scene.a.view.transform == .identity && flight.shadow.superview == nil)
  }
}
