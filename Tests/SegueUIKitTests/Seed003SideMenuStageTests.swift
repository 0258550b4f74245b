import SegueTesting
import SegueUIKit
import Testing

// Seed 003 run on a stage as its user would: a finger swipes in from the left edge and pans the
// menu away; the article's progress formulas and thresholds are checked with numbers; public
// API only.

/// The article's storyboard on a stage: the host screen, its "presentMenu" Present Modally
/// segue to the menu.
@MainActor
private final class MenuApp {
  let host = SeedMenuHostViewController()
  let menu = SeedMenuViewController()
  let stage: Stage

  init() {
    let menu = self.menu
    host.registerSegue(identifier: "presentMenu") { source, _ in
      PresentationSegue(identifier: "presentMenu", source: source, destination: menu)
    }
    stage = Stage(device: .iPhone15Pro, rootViewController: host)
  }

  var helper: SeedMenuTransitionHelper { host.transitionHelper }

  /// The interaction controllers the helper hands out now, for presenting and dismissing.
  var offeredInteractions: [UIViewControllerInteractiveTransitioning?] {
    [
      helper.interactionControllerForPresentation(using: helper),
      helper.interactionControllerForDismissal(using: helper),
    ]
  }

  /// Whether the menu is up, alone and at rest.
  var menuIsUp: Bool {
    host.presentedViewController === menu && menu.view.window === stage.window
      && menu.view.transform == .identity && menu.view.alpha == 1
      && host.transitionCoordinator == nil
  }

  /// Whether the host is back, the menu gone.
  var menuIsGone: Bool {
    host.presentedViewController == nil && menu.viewIfLoaded?.window == nil
      && host.view.window === stage.window && host.transitionCoordinator == nil
  }

  /// The spring the menu's animator runs, checked against the port's animator (damping ratio
  /// 0.7, initial velocity 0.8, the article's 0.5 s); its progress at a time.
  func menuSpring(sourceLocation: SourceLocation = #_sourceLocation) throws -> (Double) -> Double {
    try expectSpring(
      on: menu.view, key: "transform", dampingRatio: 0.7, initialVelocity: 0.8, duration: 0.5,
      sourceLocation: sourceLocation)
  }
}

/// A finger from the left edge at y = 426, `distance` points rightwards at a steady speed
/// over `duration` seconds.
@MainActor
private func edgeDrag(distance: CGFloat, duration: Double) -> InputScript {
  let start = CGPoint(x: Stage.edgeSwipeInset, y: 426)
  return InputScript([
    .drag(
      path: [start, CGPoint(x: start.x + distance, y: start.y)], time: 0, duration: duration,
      easing: .linear, releaseVelocity: nil)
  ])
}

@MainActor
@Suite("Seed 003 on a stage: the side menu follows a screen-edge pan")
struct Seed003SideMenuStageTests {
  /// The iPhone 15 Pro's width, points.
  let width: CGFloat = 393

  @Test func edgeSwipeKeyFrames() {
    let app = MenuApp()
    // A 200 pt swipe over 0.5 s, then the remaining 75 % finishing: 0.9 s in all.
    expectTransition(of: app.stage, named: "edge-swipe", duration: 0.9) {
      app.stage.play(edgeDrag(distance: 200, duration: 0.5))
    }
    #expect(app.menuIsUp)
  }

  @Test func anEdgePanScrubsThePresentationAtHalfTheTranslationOverWidth() throws {
    let app = MenuApp()
    let pan = try #require(
      app.host.view.gestureRecognizers?.first as? UIScreenEdgePanGestureRecognizer)
    #expect(pan.edges == .left)
    // 200 pt over 0.5 s: the finger is 400 × t points in at each frame.
    app.stage.play(edgeDrag(distance: 200, duration: 0.5))
    let start = app.stage.time
    var checked = 0
    for frame in 1..<30 {
      let elapsed = Double(frame) / 60
      app.stage.advance(to: start + elapsed)
      guard pan.state == .changed else { continue }
      let translation = pan.translation(in: pan.view?.superview).x
      expectClose(translation, 400 * elapsed, tolerance: 1e-9, "the finger at \(elapsed) s")
      let percent = app.helper.percentComplete
      expectClose(percent, translation / width * 0.5, "progress at \(elapsed) s")
      #expect(app.offeredInteractions.allSatisfy { $0 === app.helper }, "while the pan runs")
      #expect(app.menu.transitionCoordinator?.isInteractive == true)
      // The percent-driven transition holds the animator's spring at percent × 0.5 s.
      let shown = try app.menuSpring()(percent * 0.5)
      let layer = try #require(app.menu.view.layer.presentation())
      expectClose(
        layer.transform.m41, -width * (1 - shown), tolerance: 1e-6, "offset at \(elapsed) s")
      expectClose(Double(layer.opacity), shown, tolerance: 1e-6, "opacity at \(elapsed) s")
      checked += 1
    }
    #expect(checked > 25, "the pan began after its hysteresis and changed every frame")
    try app.stage.runUntilIdle(timeout: 2)
    #expect(app.menuIsUp, "200 / 393 × 0.5 = 0.25 > 0.2")
    #expect(app.offeredInteractions.allSatisfy { $0 == nil }, "not once the pan has ended")
  }

  @Test(arguments: [CGFloat(170), 140])
  func aFullEdgeSwipeFinishesPastAFifthAndCancelsBelow(distance: CGFloat) throws {
    let app = MenuApp()
    app.stage.edgeSwipe(from: .left, distance: distance, duration: 0.4)
    let progress = distance / width * 0.5
    expectClose(app.helper.percentComplete, progress, tolerance: 1e-9, "the last update")
    #expect(app.offeredInteractions.allSatisfy { $0 == nil }, "the pan has ended")
    try app.stage.runUntilIdle(timeout: 2)
    if progress > 0.2 {
      #expect(app.menuIsUp, "170 / 393 × 0.5 = 0.216 > 0.2: finished")
    } else {
      #expect(app.menuIsGone, "140 / 393 × 0.5 = 0.178 ≤ 0.2: cancelled")
    }
  }

  @Test(arguments: [CGFloat(120), 60])
  func panningTheMenuLeftDismissesPastATenthAndCancelsBelow(distance: CGFloat) throws {
    let app = MenuApp()
    app.stage.edgeSwipe(from: .left, distance: 250, duration: 0.4)
    try app.stage.runUntilIdle(timeout: 2)
    #expect(app.menuIsUp)
    let pan = try #require(app.menu.view.gestureRecognizers?.first as? UIPanGestureRecognizer)
    // Leftwards at a steady speed: progress = −translation.x / width × 0.5.
    let from = CGPoint(x: 300, y: 426)
    app.stage.play(
      InputScript([
        .drag(
          path: [from, CGPoint(x: from.x - distance, y: from.y)], time: 0, duration: 0.4,
          easing: .linear, releaseVelocity: nil)
      ]))
    let start = app.stage.time
    var checked = 0
    for frame in 1..<24 {
      let elapsed = Double(frame) / 60
      app.stage.advance(to: start + elapsed)
      guard pan.state == .changed else { continue }
      let translation = pan.translation(in: app.menu.view).x
      expectClose(translation, -distance * elapsed / 0.4, tolerance: 1e-9, "at \(elapsed) s")
      expectClose(
        app.helper.percentComplete, -translation / width * 0.5, "progress at \(elapsed) s")
      #expect(app.menu.transitionCoordinator?.isInteractive == true)
      checked += 1
    }
    #expect(checked > 15)
    try app.stage.runUntilIdle(timeout: 2)
    if distance / width * 0.5 > 0.1 {
      #expect(app.menuIsGone, "120 / 393 × 0.5 = 0.153 > 0.1: dismissed")
    } else {
      #expect(app.menuIsUp, "60 / 393 × 0.5 = 0.076 ≤ 0.1: cancelled, the menu stays")
    }
    #expect(app.offeredInteractions.allSatisfy { $0 == nil })
  }

  @Test func withoutAPanThePresentationIsTheHalfSecondSpringAndNotInteractive() throws {
    let app = MenuApp()
    #expect(app.offeredInteractions.allSatisfy { $0 == nil }, "no pan, no interaction")
    app.host.performSegue(withIdentifier: "presentMenu", sender: nil)
    app.stage.advance(by: 0)
    let start = app.stage.time
    let coordinator = try #require(app.menu.transitionCoordinator)
    #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive)
    #expect(coordinator.transitionDuration == 0.5)
    let progress = try app.menuSpring()
    for elapsed in stride(from: 0.0, to: 0.5, by: 0.05) {
      app.stage.advance(to: start + elapsed)
      let layer = try #require(app.menu.view.layer.presentation())
      expectClose(
        layer.transform.m41, -width * (1 - progress(elapsed)), tolerance: 1e-6,
        "offset at \(elapsed) s")
      expectClose(
        Double(layer.opacity), progress(elapsed), tolerance: 1e-6, "opacity at \(elapsed) s")
    }
    app.stage.advance(to: start + 0.5)
    #expect(app.menuIsUp, "done at 0.5 s")
    #expect(app.offeredInteractions.allSatisfy { $0 == nil })
  }
}
