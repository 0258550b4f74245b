import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("Sheets: page and form sheets, detents, swipes")
struct SheetPresentationTests {
  @Test func automaticIsAPageSheetThatKeepsThePresenterWithoutAppearanceCallbacks() throws {
    // modern-presentation §1: `.automatic` resolves to `.pageSheet` (iOS 13+, doc/meas);
    // M-hack: the presenter stays and gets no viewWillDisappear/viewDidDisappear.
    let log = EventLog()
    let (host, a, b) = showRootAndMakeSheet(log: log)
    #expect(b.modalPresentationStyle == .automatic, "UIKit's default since iOS 13")
    a.present(b, animated: true)
    #expect(b.presentationController is SheetPresentationController)
    host.advance(to: 1.5)
    #expect(log.events == ["b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear"])
    #expect(a.view.window === host.window, "the presenter's view stays")
    let sheet = try #require(b.sheetPresentationController)
    // §1 Numbers: the sheet at large is (0, 69, 393, 783), the screen behind 361 pt wide
    // with its top at 59 and 10 pt corners; dimming black 0.2.
    #expect(sheet.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(b.view.frame == CGRect(x: 0, y: 0, width: 393, height: 783))
    #expect(abs(a.view.frame.width - 361) < 1e-6 && abs(a.view.frame.minY - 59) < 1e-6)
    #expect(a.view.layer.cornerRadius == 10 && a.view.clipsToBounds)
    #expect(sheet.sheetView.layer.cornerRadius == 10)
    #expect(
      sheet.dimmingView.alpha == 1
        && sheet.dimmingView.backgroundColor
          == Color(
            white: 0, alpha: 0.2)
    )
  }

  @Test func aSheetControllerReadBeforePresentingKeepsNothingAlive() {
    weak var weakController: ViewController?
    weak var weakSheet: SheetPresentationController?
    do {
      let controller = ViewController()
      weakController = controller
      weakSheet = controller.sheetPresentationController
      #expect(weakSheet != nil && controller.presentationController === weakSheet)
    }
    #expect(weakController == nil && weakSheet == nil)
  }

  @Test func theSlideUpRunsOnUIKitsSheetSpring() throws {
    let log = EventLog()
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    host.window.rootViewController = a
    let b = LoggingController("b", log: log)
    a.present(b, animated: true)
    let sheet = try #require(b.sheetPresentationController)
    // Critically damped, ω = 2π / 0.344144 = 18.257: x(t) = 1 − (1 + ωt) e^(−ωt) (§6).
    for t in [0.05, 0.1, 0.2] {
      host.advance(to: t)
      let omega = 2 * Double.pi / 0.344144233
      let x = 1 - (1 + omega * t) * exp(-omega * t)
      let expected = 852 - x * (852 - 69)
      let shown = try #require(sheet.sheetView.layer.presentation()).frame.minY
      #expect(abs(Double(shown) - expected) < 0.5, "t = \(t): \(shown) vs \(expected)")
    }
  }

  @Test func dismissingInCodeSlidesDownAndRestoresTheScreenWithoutSwipeCallbacks() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet) = try presentSheet(log: log)
    sheet.delegate = delegate
    b.dismiss(animated: true)
    host.advance(to: 3)
    #expect(log.events == ["b.viewWillDisappear", "b.viewDidDisappear"])
    #expect(a.view.transform == .identity && a.view.layer.cornerRadius == 0)
    #expect(!a.view.clipsToBounds && a.view.frame == host.window.bounds)
    #expect(host.window.subviews.count == 1, "container, dimming and backdrop gone")
    #expect(b.presentingViewController == nil && b.preparedSheet === sheet, "kept for next time")
  }

  @Test func detentsAreConfiguredBeforePresentingAndChangedWithAnimateChanges() throws {
    let log = EventLog()
    let (host, a, _, sheet) = try presentSheet(log: log) { b in
      b.sheetPresentationController?.detents = [.medium(), .large()]
      b.sheetPresentationController?.prefersGrabberVisible = true
    }
    // No selected detent: the smallest, medium (top 398.6); the screen is not scaled there.
    #expect(abs(sheet.sheetView.frame.minY - 398.56) < 0.01)
    #expect(a.view.transform == .identity)
    #expect(!sheet.sheetView.grabber.isHidden)
    #expect(sheet.sheetView.grabber.frame == CGRect(x: 178.5, y: 5, width: 36, height: 5))
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    #expect(log.events.isEmpty, "changes in code are not reported to the delegate")
    host.advance(to: 1.6)
    let midway = try #require(sheet.sheetView.layer.presentation()).frame.minY
    #expect(midway > 69 && midway < 398, "animated")
    host.advance(to: 3)
    #expect(sheet.sheetView.frame.minY == 69 && abs(a.view.frame.width - 361) < 1e-6)
  }

  @Test func theLargestUndimmedDetentLeavesTheScreenUndimmedUpToIt() throws {
    let log = EventLog()
    let (host, _, _, sheet) = try presentSheet(log: log) { b in
      b.sheetPresentationController?.detents = [.medium(), .large()]
      b.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
      b.sheetPresentationController?.preferredCornerRadius = 24
    }
    #expect(sheet.dimmingView.alpha == 0 && sheet.sheetView.layer.cornerRadius == 24)
    // Beside the undimmed screen the sheet casts its drop shadow: 0.5 × (1 − dimmed) ×
    // presented, radius 2 (reference §1, B-metrics — bin), under the sheet's own shape.
    #expect(sheet.shadowView.layer.shadowOpacity == 0.5)
    #expect(sheet.shadowView.layer.shadowRadius == 2)
    #expect(sheet.shadowView.frame == sheet.sheetView.frame)
    #expect(sheet.shadowView.layer.cornerRadius == 24)
    #expect(sheet.shadowView.superview === sheet.sheetView.superview)
    // Halfway from medium to large, half dimmed (linear in the sheet's top; est).
    #expect(abs(sheet.dimmedFraction(top: (398.56 + 69) / 2) - 0.5) < 1e-3)
    #expect(abs(sheet.shadowOpacity(top: (398.56 + 69) / 2) - 0.25) < 1e-3)
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    host.advance(to: 3)
    #expect(sheet.dimmingView.alpha == 1 && sheet.shadowView.layer.shadowOpacity == 0)
  }

  @Test func theScreenBehindAnUndimmedDetentTakesTouches() throws {
    // Apple's documentation of largestUndimmedDetentIdentifier: the view behind the sheet is
    // not dimmed and stays interactive at that detent and below (doc).
    for undimmed in [true, false] {
      let log = EventLog()
      let (host, a, _, _) = try presentSheet(log: log) { b in
        b.sheetPresentationController?.detents = [.medium(), .large()]
        if undimmed { b.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium }
      }
      var taps = 0
      let tap = TapGestureRecognizer()
      tap.addAction { _ in taps += 1 }
      a.view.addGestureRecognizer(tap)
      host.stage.tap(at: CGPoint(x: 200, y: 200))
      #expect(taps == (undimmed ? 1 : 0), "undimmed: \(undimmed)")
    }
  }

  @Test func aSlowDragUpMovesToTheLargeDetentAndTellsTheDelegate() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, _, _, sheet) = try presentSheet(log: log) { b in
      b.sheetPresentationController?.detents = [.medium(), .large()]
    }
    sheet.delegate = delegate
    host.stage.drag(
      from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 200), duration: 0.5,
      releaseVelocity: CGPoint(x: 0, y: -100))
    host.advance(to: host.stage.time + 1)
    #expect(sheet.selectedDetentIdentifier == .large && sheet.sheetView.frame.minY == 69)
    #expect(log.events == ["didChangeDetent com.apple.UIKit.large"])
  }

  @Test func draggingAboveTheLargestDetentRubberBands() throws {
    let log = EventLog()
    let (host, _, _, sheet) = try presentSheet(log: log)
    let stage = host.stage
    startDrag(on: stage, from: 300, to: 100, duration: 0.4, easing: .linear, releaseVelocity: nil)
    stage.advance(to: stage.time + 0.39)
    // 200 pt up: 69 − 10 (1 − 1 / (0.55 · 200 / 10 + 1)) = 59.83 (§1 rubber band, e = 10).
    let top = sheet.sheetView.frame.minY
    #expect(top < 69 && top > 59, "stretched less than the 10 pt extent: \(top)")
    stage.advance(to: stage.time + 1.5)
    #expect(sheet.sheetView.frame.minY == 69)
  }

  @Test func aSwipeDownDismissesInUIKitsDelegateOrderAndReportsTheInteraction() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet) = try presentSheet(log: log)
    sheet.delegate = delegate
    let stage = host.stage
    startDrag(on: stage, from: 300, to: 700, duration: 0.5, easing: .linear, releaseVelocity: 600)
    stage.advance(to: stage.time + 0.3)
    let coordinator = try #require(b.transitionCoordinator)
    #expect(coordinator.isInteractive, "the coordinator reports the drag")
    var interactionEnded = false
    coordinator.notifyWhenInteractionChanges { context in
      interactionEnded = !context.isInteractive && !context.isCancelled
    }
    stage.advance(to: stage.time + 2)
    #expect(interactionEnded)
    // WWDC19 224: should → will → (the transition) → did.
    #expect(
      log.events == [
        "shouldDismiss", "willDismiss", "b.viewWillDisappear", "b.viewDidDisappear", "didDismiss",
      ])
    #expect(a.presentedViewController == nil && a.view.transform == .identity)
  }

  @Test func aShortSwipeSpringsBackToTheExactStartAndCancelsTheDismissal() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet) = try presentSheet(log: log)
    sheet.delegate = delegate
    let before = (sheet.sheetView.frame, a.view.transform, a.view.layer.cornerRadius)
    let stage = host.stage
    startDrag(
      on: stage, from: 300, to: 420, duration: 0.4, easing: .easeInOut, releaseVelocity: nil)
    stage.advance(to: stage.time + 0.2)
    var cancelled = false
    b.transitionCoordinator?.notifyWhenInteractionChanges { cancelled = $0.isCancelled }
    stage.advance(to: stage.time + 2)
    #expect(cancelled)
    #expect(
      log.events == [
        "shouldDismiss", "willDismiss", "b.viewWillDisappear", "b.viewWillAppear",
        "b.viewDidAppear",
      ])
    #expect(a.presentedViewController === b && sheet.sheetView.superview != nil)
    #expect(sheet.sheetView.frame == before.0 && a.view.transform == before.1)
    #expect(a.view.layer.cornerRadius == before.2 && sheet.dimmingView.alpha == 1)
  }

  @Test func aModalSheetRefusesWithARubberBandAndReportsTheAttemptOnce() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet) = try presentSheet(log: log) { $0.isModalInPresentation = true }
    sheet.delegate = delegate
    let stage = host.stage
    startDrag(on: stage, from: 300, to: 800, duration: 0.5, easing: .linear, releaseVelocity: 2000)
    stage.advance(to: stage.time + 0.49)
    // 500 pt pulled: 69 + 195.75 (1 − 1 / (0.55 · 500 / 195.75 + 1)) < 69 + 195.75 (§1).
    let top = sheet.sheetView.frame.minY
    #expect(top > 69 + 195.75 / 4 && top < 69 + 195.75)
    #expect(b.transitionCoordinator == nil, "no dismissal started")
    stage.advance(to: stage.time + 2)
    #expect(log.events == ["didAttemptToDismiss"], "asked nothing, reported once")
    #expect(sheet.sheetView.frame.minY == 69 && a.presentedViewController === b)
  }

  @Test func aDelegateRefusingDismissalIsAskedOnceAndTheSheetRubberBands() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    delegate.allowsDismissal = false
    let (host, _, _, sheet) = try presentSheet(log: log)
    sheet.delegate = delegate
    host.stage.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.5,
      releaseVelocity: CGPoint(x: 0, y: 0))
    host.advance(to: host.stage.time + 2)
    #expect(log.events == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(sheet.sheetView.frame.minY == 69)
  }

  @Test func aFlickDownFromLargePassesMediumAndDismisses() throws {
    // Released at 269 moving 2000 pt/s: projected 467 is nearest medium, the region it is in,
    // so the flick moves one further: dismissed (§1 Release). Slower, it stops at medium.
    for (velocity, dismissed) in [(CGFloat(2000), true), (CGFloat(700), false)] {
      let log = EventLog()
      let (host, a, _, sheet) = try presentSheet(log: log) { b in
        b.sheetPresentationController?.detents = [.medium(), .large()]
        b.sheetPresentationController?.selectedDetentIdentifier = .large
      }
      host.stage.drag(
        from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 320), duration: 0.25,
        easing: .easeIn, releaseVelocity: CGPoint(x: 0, y: velocity))
      host.advance(to: host.stage.time + 2)
      #expect((a.presentedViewController == nil) == dismissed, "\(velocity) pt/s")
      if !dismissed { #expect(sheet.selectedDetentIdentifier == .medium) }
    }
  }

  @Test func randomSwipesNeverLeaveASheetBetweenDetents() throws {
    var random = SplitMix(seed: 15)
    for round in 0..<6 {
      let log = EventLog()
      let (host, a, _, sheet) = try presentSheet(log: log) { b in
        b.sheetPresentationController?.detents = [
          .medium(), .large(), .custom(identifier: .init("low")) { _ in 150 },
        ]
      }
      for _ in 0..<5 {
        guard a.presentedViewController != nil else { break }
        let top = sheet.sheetView.frame.minY
        let start = CGPoint(x: 200, y: top + 40)
        let end = CGPoint(x: 200, y: start.y + random.next(in: -500...500))
        host.stage.drag(
          from: start, to: end, duration: random.next(in: 0.1...0.6),
          releaseVelocity: CGPoint(x: 0, y: random.next(in: -2500...2500)))
        host.advance(to: host.stage.time + 1.5)
        guard a.presentedViewController != nil else { break }
        let tops = sheet.resolvedDetents.map(\.top)
        let rest = sheet.sheetView.frame.minY
        #expect(
          tops.contains { abs($0 - rest) < 1e-6 }, "round \(round): at rest at \(rest), \(tops)")
        #expect(sheet.settleAnimator == nil && sheet.drag == nil)
        let shown = try #require(sheet.sheetView.layer.presentation()).frame.minY
        #expect(abs(shown - rest) < 0.01, "what is shown is the model")
      }
    }
  }

  @Test func aFormSheetOnAnIPadIsACentredCardOverTheUnscaledScreen() throws {
    // §1 Form sheet: 580 × 640 centred at (127, 277) in 834 × 1194; dimmed, not scaled.
    let log = EventLog()
    let (_, a, _, sheet) = try presentSheet(log: log, device: .iPadPro11) {
      $0.modalPresentationStyle = .formSheet
    }
    #expect(sheet.sheetView.frame == CGRect(x: 127, y: 277, width: 580, height: 640))
    #expect(a.view.transform == .identity && sheet.dimmingView.alpha == 1)
    #expect(sheet.sheetView.layer.maskedCorners == .all)
  }

  @Test func aFormSheetInACompactWidthIsAPageSheet() throws {
    let log = EventLog()
    let (_, _, _, sheet) = try presentSheet(log: log) { $0.modalPresentationStyle = .formSheet }
    #expect(sheet.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  @Test func aSheetOnASheetScalesTheFirstSheetBack() throws {
    let log = EventLog()
    let (host, a, b, first) = try presentSheet(log: log)
    let c = LoggingController("c", log: log)
    b.present(c, animated: true)
    host.advance(to: 3)
    let second = try #require(c.sheetPresentationController)
    #expect(second.sheetView.frame.minY == 69)
    // The first sheet shrinks like the screen (361 pt) and rises 10 pt above the second.
    let shown = first.sheetView.frame
    #expect(abs(shown.width - 361) < 1e-6 && abs(shown.minY - 59) < 1e-6)
    #expect(abs(a.view.frame.width - 361) < 1e-6, "the screen stays scaled back")
    #expect(first.sheetView.layer.cornerRadius == 10, "the sheet below keeps its corners")
    #expect(second.backdropView.superview == nil, "no black behind a sheet: the screen shows")
    c.dismiss(animated: true)
    host.advance(to: 5)
    #expect(first.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  @Test func rotatingWithASheetUpRelaysItOut() throws {
    let log = EventLog()
    let (host, _, _, sheet) = try presentSheet(log: log, device: .iPadPro11) {
      $0.modalPresentationStyle = .formSheet
    }
    host.stage.rotate(to: .landscape)
    host.advance(to: host.stage.time + 1)
    // 1194 × 834: the card stays 580 × 640 and centred.
    #expect(sheet.sheetView.frame == CGRect(x: 307, y: 97, width: 580, height: 640))
  }
}
