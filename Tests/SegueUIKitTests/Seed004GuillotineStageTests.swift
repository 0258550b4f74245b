import SegueTesting
import SegueUIKit
import Testing

// Seed 004 run on a stage as its user would: the host's button performs the menu segue, UIKit
// Dynamics turn the menu about its pin; the fall is checked against the equation of motion,
// the bounce against the boundary and the elasticity; public API only.

/// The article's storyboard on a stage: the host screen and its "showMenu" segue (a
/// `SeedGuillotineMenuSegue`) to the menu.
@MainActor
private final class GuillotineApp {
  let host = SeedGuillotineHostViewController()
  let menu = SeedGuillotineMenuViewController()
  let stage: Stage

  init() {
    let menu = self.menu
    host.registerSegue(identifier: "showMenu") { source, _ in
      SeedGuillotineMenuSegue(identifier: "showMenu", source: source, destination: menu)
    }
    stage = Stage(device: .iPhone15Pro, rootViewController: host)
  }

  func tapHostButton() {
    let button = host.menuButton.convert(host.menuButton.bounds, to: nil)
    stage.tap(at: CGPoint(x: button.midX, y: button.midY))
  }

  func tapMenuButton() {
    let button = menu.menuButton.convert(menu.menuButton.bounds, to: nil)
    stage.tap(at: CGPoint(x: button.midX, y: button.midY))
  }

  /// Whether a dynamic animator still runs on the stage.
  var animatorRuns: Bool { stage.pendingWork.contains { $0.contains("DynamicAnimator") } }

  /// The menu's angle now, radians (clockwise positive; −π/2 lying along the bar).
  var angle: Double {
    let transform = menu.view.transform
    return atan2(transform.b, transform.a)
  }
}

/// The menu's motion about its pin under the article's push, as an independent reference:
/// I·θ″ = τ(θ), the push F on the middle of the menu's bottom edge, p from the pin to that point
/// in the menu's axes, τ = F·(p.x·cos θ − p.y·sin θ) (y down, clockwise positive). UIKit's push
/// unit: magnitude 1 gives a 100×100 pt item of density 1 an acceleration of 100 pt/s², so F/m =
/// 100 × magnitude × 10 000 / area; I/m about the pin = (w² + h²)/12 + |pin → centre|².
private struct PinnedMenuMotion {
  let size: CGSize
  let pin: CGPoint
  let magnitude: Double

  var lever: CGPoint { CGPoint(x: size.width / 2 - pin.x, y: size.height - pin.y) }
  var forcePerMass: Double { 100 * magnitude * 10_000 / (size.width * size.height) }
  var inertiaPerMass: Double {
    let dx = size.width / 2 - pin.x
    let dy = size.height / 2 - pin.y
    return (size.width * size.width + size.height * size.height) / 12 + dx * dx + dy * dy
  }

  func acceleration(_ angle: Double) -> Double {
    forcePerMass / inertiaPerMass * (lever.x * cos(angle) - lever.y * sin(angle))
  }

  /// The angle `time` seconds after starting at rest from `start` (Runge–Kutta, 0.1 ms).
  func angle(at time: Double, from start: Double) -> Double {
    restingStartMotion(from: start, after: time, acceleration: acceleration)
  }

  /// The push's work per unit force from `from` to `to`: ∫ (p.x·cos θ − p.y·sin θ) dθ.
  func work(from: Double, to: Double) -> Double {
    func primitive(_ angle: Double) -> Double { lever.x * sin(angle) + lever.y * cos(angle) }
    return primitive(to) - primitive(from)
  }

  /// The restitution that turns a fall from along the bar into a rebound up to `peak`: the
  /// rebound's kinetic energy is e² times the impact's, and the push takes it back by the peak.
  func restitution(reboundingTo peak: Double) -> Double {
    (work(from: peak, to: 0) / work(from: -.pi / 2, to: 0)).squareRoot()
  }
}

@MainActor
@Suite("Seed 004 on a stage: the Guillotine menu falls about its pin and bounces")
struct Seed004GuillotineStageTests {
  /// iPhone 15 Pro, portrait: the menu's bar is 44 pt below the 59 pt safe area, its button
  /// square and flush left, so the pin (the button's centre) is at (22, 81), 22 pt from the
  /// left edge and from the bar's bottom (103).
  let pin = CGPoint(x: 22, y: 81)
  let screen = CGSize(width: 393, height: 852)

  @Test func openKeyFrames() {
    let app = GuillotineApp()
    // The animator's 0.6 s is nominal ("does not matter much"): the menu lands at ~0.45 s,
    // comes to rest at ~1.8 s and the animator pauses half a second later (Box2D's time to
    // sleep), at ~2.2 s.
    expectTransition(of: app.stage, named: "open", duration: 2.5) { app.tapHostButton() }
    #expect(app.host.presentedViewController === app.menu && app.stage.isIdle)
  }

  @Test func theMenuFallsFromAlongTheBarAboutThePinAndBouncesOffTheBoundary() throws {
    let app = GuillotineApp()
    app.tapHostButton()
    let start = app.stage.time
    #expect(app.host.presentedViewController === app.menu, "the button performed the segue")
    #expect(app.menu.anchorPoint() == pin && app.menu.navigationBarHeight() == 103)
    // A quarter turn counter-clockwise about the pin: the menu lies along the bar, its edge on
    // the bar's bottom, its top 81 pt behind the pin.
    expectClose(app.angle, -.pi / 2, tolerance: 1e-9, "raised")
    expectClose(
      app.menu.view.frame, CGRect(x: 22 - 81, y: 103 - 393, width: 852, height: 393),
      tolerance: 1e-6, "along the bar")
    let motion = PinnedMenuMotion(size: screen, pin: pin, magnitude: 1500)
    var landed: Double?
    var peak = 0.0
    var highest = -Double.infinity
    for frame in 1...60 {
      let elapsed = Double(frame) / 60
      app.stage.advance(to: start + elapsed)
      let at = "at \(elapsed) s"
      // The attachment holds the menu at the pin.
      expectClose(app.menu.view.convert(pin, to: nil), pin, tolerance: 0.05, "the pin \(at)")
      highest = max(highest, app.angle)
      if landed == nil {
        if app.angle > -0.05 {
          landed = elapsed
        } else {
          // Box2D's semi-implicit Euler steps lead the exact motion by half a step (under a
          // constant acceleration a, n steps of h travel a·(t² + t·h)/2); its solver's own
          // error stays under 0.01 rad (under 8 pt at the far end, 771 pt from the pin).
          let lead = UIDynamicAnimator.timeStep / 2
          expectClose(
            app.angle, motion.angle(at: elapsed + lead, from: -.pi / 2), tolerance: 0.01,
            "falling \(at)")
        }
      } else {
        peak = min(peak, app.angle)
      }
    }
    let landing = try #require(landed)
    #expect(landing > 0.4 && landing < 0.5, "a quarter turn in under half a second")
    // The boundary 1 pt left of the screen stops it: never past upright by more than that
    // point at the far end (771 pt from the pin).
    #expect(highest <= 1.0 / 771)
    #expect(peak < -0.2, "it bounces back")
    let restitution = motion.restitution(reboundingTo: peak)
    #expect(restitution > 0.2 && restitution <= 0.62, "no more energy than elasticity 0.6 keeps")
    withKnownIssue(
      """
      The rebound reaches \(peak) rad, a restitution of \(restitution), not the item's 0.6 \
      (−0.77 rad): Box2D 2.4's time-of-impact pass solves the contact without the pin. UIKit's \
      engine is thought to be Box2D as well (unverified).
      """
    ) {
      expectClose(restitution, 0.6, tolerance: 0.03, "the bounce's restitution")
    }
  }

  @Test func theTransitionCompletesWhenTheDynamicAnimatorPauses() throws {
    let app = GuillotineApp()
    app.tapHostButton()
    let start = app.stage.time
    var animatorRanUntilTheEnd = false
    while app.host.transitionCoordinator != nil, app.stage.time < start + 3 {
      animatorRanUntilTheEnd = app.animatorRuns
      app.stage.advance(by: app.stage.frameInterval)
    }
    #expect(app.host.transitionCoordinator == nil, "ended within 3 s")
    #expect(animatorRanUntilTheEnd, "the animator ran until the frame that ended it")
    #expect(!app.animatorRuns, "the animator has paused")
    try app.stage.runUntilIdle(timeout: 0)
    #expect(app.stage.time - start > 1 && app.stage.time - start < 2.5)
    // Upright at the final frame, the presenter's view kept (a custom presentation), the segue
    // kept alive by the menu.
    #expect(app.menu.view.transform == .identity)
    #expect(app.menu.view.frame == app.stage.window.bounds)
    #expect(app.host.presentedViewController === app.menu && app.host.view.window != nil)
    #expect(app.menu.presentationSegue != nil)
    #expect(app.menu.transitioningDelegate === app.menu.presentationSegue)
  }

  @Test func closingRaisesTheMenuRemovesItAndReleasesTheSegue() throws {
    let app = GuillotineApp()
    app.tapHostButton()
    try app.stage.runUntilIdle(timeout: 3)
    weak let segue = app.menu.presentationSegue
    #expect(segue != nil)
    var dismissed = 0
    app.tapMenuButton()
    #expect(app.menu.isBeingDismissed, "the menu's button dismisses it")
    app.menu.transitionCoordinator?.animate(alongsideTransition: nil) { _ in dismissed += 1 }
    var lowest = 0.0
    var contact = false
    var pinErrorAfterContact = 0.0
    while app.menu.isBeingDismissed, app.stage.time < 10 {
      app.stage.advance(by: app.stage.frameInterval)
      guard app.menu.view.superview != nil else { break }
      lowest = min(lowest, app.angle)
      contact = contact || app.angle < -.pi / 2 + 0.05
      let held = app.menu.view.convert(pin, to: nil)
      if contact {
        pinErrorAfterContact = max(pinErrorAfterContact, hypot(held.x - pin.x, held.y - pin.y))
      } else {
        expectClose(held, pin, tolerance: 0.05, "the pin")
      }
    }
    #expect(contact, "it rose to the bar")
    withKnownIssue(
      """
      The menu leaves its pin by \(pinErrorAfterContact) pt when it meets the boundary: Box2D \
      2.4's time-of-impact pass moves it without the pin, which pulls it back afterwards.
      """
    ) {
      #expect(pinErrorAfterContact < 0.05, "the pin holds through the contact")
    }
    #expect(lowest >= -.pi / 2 - 1.0 / 371, "the boundary along the bar stops it")
    try app.stage.runUntilIdle(timeout: 3)
    #expect(dismissed == 1 && app.menu.view.superview == nil)
    #expect(app.host.presentedViewController == nil && app.host.view.window === app.stage.window)
    app.stage.advance(by: app.stage.frameInterval)
    #expect(segue == nil, "released once the menu has disappeared")
  }

  @Test func afterARotationTheMenuIsReanchoredAndRisesAboutItsNewPin() throws {
    let app = GuillotineApp()
    app.tapHostButton()
    try app.stage.runUntilIdle(timeout: 3)
    app.stage.rotate(to: .landscape)
    try app.stage.runUntilIdle(timeout: 1)
    #expect(app.stage.size == CGSize(width: 852, height: 393))
    #expect(app.menu.view.frame == app.stage.window.bounds, "the menu fills the wide screen")
    // Landscape has no top safe area: the bar is 44 pt, the pin 22 pt from both edges.
    let landscapePin = CGPoint(x: 22, y: 22)
    #expect(app.menu.anchorPoint() == landscapePin && app.menu.navigationBarHeight() == 44)
    app.tapMenuButton()
    #expect(app.menu.isBeingDismissed)
    var contact = false
    while app.menu.isBeingDismissed, app.menu.view.superview != nil, !contact {
      app.stage.advance(by: app.stage.frameInterval)
      contact = app.angle < -.pi / 2 + 0.05
      if !contact {
        expectClose(
          app.menu.view.convert(landscapePin, to: nil), landscapePin, tolerance: 0.05,
          "the new pin")
      }
    }
    #expect(contact, "it rose to the landscape bar")
    try app.stage.runUntilIdle(timeout: 3)
    #expect(app.host.presentedViewController == nil && app.menu.view.superview == nil)
  }

  @Test func onAWideScreenTheMenuFallsFromAlongTheWideBar() throws {
    let app = GuillotineApp()
    app.stage.rotate(to: .landscape, animated: false)
    app.stage.advance(by: 0)
    app.tapHostButton()
    let landscapePin = CGPoint(x: 22, y: 22)
    #expect(app.menu.anchorPoint() == landscapePin)
    expectClose(app.angle, -.pi / 2, tolerance: 1e-9, "raised")
    expectClose(
      app.menu.view.frame, CGRect(x: 22 - 22, y: 44 - 852, width: 393, height: 852),
      tolerance: 1e-6, "along the wide bar")
    try app.stage.runUntilIdle(timeout: 3)
    #expect(app.menu.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
  }
}
