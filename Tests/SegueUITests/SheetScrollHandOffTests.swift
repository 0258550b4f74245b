import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A scroll view inside a sheet hands its drag to the sheet at its top edge
/// (SheetPresentationController+Scroll.swift; reference modern-presentation §1, B-port's
/// `_shouldInteractWithDescendentScrollView:…`, bin; the direction rule is the documented
/// meaning of `prefersScrollingExpandsWhenScrolledToEdge`, doc). Positions are checked every
/// frame against where the scripted finger is.
@MainActor
@Suite("Sheets: scroll views hand their drag to the sheet")
struct SheetScrollHandOffTests {
  /// Medium's top on an iPhone 15 Pro (§1 Numbers): 852 − 34 − 0.56 × 749.
  static let mediumTop: CGFloat = 398.56
  static let largeTop: CGFloat = 69

  /// "b" presented as a sheet with medium and large detents, a 3000 pt tall scroll view
  /// filling it.
  private func presentScrollingSheet(
    log: EventLog, selected: SheetPresentationController.Detent.Identifier? = nil,
    expands: Bool = true
  ) throws -> (
    WindowHost, LoggingController, LoggingController, SheetPresentationController, ScrollView
  ) {
    let scrollView = ScrollView(frame: .zero)
    let (host, a, b, sheet) = try presentSheet(log: log) { b in
      let sheet = b.sheetPresentationController
      sheet?.detents = [.medium(), .large()]
      sheet?.selectedDetentIdentifier = selected
      sheet?.prefersScrollingExpandsWhenScrolledToEdge = expands
      scrollView.frame = b.view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.contentSize = CGSize(width: 393, height: 3000)
      b.view.addSubview(scrollView)
    }
    return (host, a, b, sheet, scrollView)
  }

  /// A finger at x = 200 going through `ys` at a steady speed over `duration` seconds, lifted
  /// still.
  private static func drag(through ys: [CGFloat], duration: Double) -> InputScript {
    InputScript([
      .drag(
        path: ys.map { CGPoint(x: 200, y: $0) }, time: 0, duration: duration, easing: .linear,
        releaseVelocity: .zero)
    ])
  }

  /// Runs the stage a frame at a time for `duration` seconds, calling `check` with the
  /// finger's window y (nil once it lifted) after each frame.
  private func frames(
    _ host: WindowHost, for duration: Double, _ check: (CGFloat?) -> Void
  ) {
    let end = host.stage.time + duration
    while host.stage.time < end - 1e-9 {
      host.stage.advance(by: 1.0 / 60)
      check(host.window.scriptedTouchLocations.first?.y)
    }
  }

  @Test func aPullDownAtTheTopEdgeMovesTheSheetAndDismissesItInUIKitsOrder() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet, scrollView) = try presentScrollingSheet(log: log, selected: .large)
    sheet.delegate = delegate
    startDrag(on: host.stage, from: 300, to: 800, duration: 0.5, releaseVelocity: 1500)
    var checked = 0
    var sawInteractive = false
    frames(host, for: 0.49) { finger in
      guard let finger, finger - 300 >= PanGestureRecognizer.hysteresis else { return }
      // The sheet follows the finger one to one (its translation counts the hysteresis);
      // the content stays at its top edge.
      #expect(abs(sheet.sheetView.frame.minY - (Self.largeTop + finger - 300)) < 1e-9)
      #expect(scrollView.contentOffset.y == 0)
      if sheet.sheetView.frame.minY > Self.mediumTop + 1 {
        sawInteractive = sawInteractive || (b.transitionCoordinator?.isInteractive ?? false)
      }
      checked += 1
    }
    #expect(checked > 20 && sawInteractive, "the coordinator reports the interaction")
    host.advance(to: host.stage.time + 2)
    #expect(a.presentedViewController == nil && scrollView.contentOffset.y == 0)
    // WWDC19 224 as for the sheet's own pan: should → will → (the transition) → did.
    #expect(log.events == userDismissalEvents)
  }

  @Test func aPullUpAtMediumExpandsTheSheetThenTheSameDragScrolls() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, _, _, sheet, scrollView) = try presentScrollingSheet(log: log)
    sheet.delegate = delegate
    #expect(abs(sheet.sheetView.frame.minY - Self.mediumTop) < 0.01)
    let medium = sheet.sheetView.frame.minY
    startDrag(on: host.stage, from: 700, to: 100, duration: 0.6, releaseVelocity: 0)
    var expanded = 0
    var scrolled = 0
    frames(host, for: 0.59) { finger in
      guard let finger, 700 - finger >= PanGestureRecognizer.hysteresis else { return }
      let raw = medium + finger - 700
      if raw >= Self.largeTop {
        #expect(abs(sheet.sheetView.frame.minY - raw) < 1e-9)
        #expect(scrollView.contentOffset.y == 0)
        expanded += 1
      } else {
        // At the largest detent the rest of the travel scrolls the content.
        #expect(sheet.sheetView.frame.minY == Self.largeTop)
        #expect(abs(scrollView.contentOffset.y - (Self.largeTop - raw)) < 1e-9)
        scrolled += 1
      }
    }
    #expect(expanded > 10 && scrolled > 10)
    host.advance(to: host.stage.time + 1.5)
    // Released still: the content rests where it was scrolled, the sheet at large.
    let travel = CGFloat(600)
    #expect(abs(scrollView.contentOffset.y - (travel - (medium - Self.largeTop))) < 1e-6)
    #expect(sheet.selectedDetentIdentifier == .large && sheet.sheetView.frame.minY == 69)
    #expect(log.events == ["didChangeDetent com.apple.UIKit.large"])
  }

  @Test func scrolledContentTakesTheThrowAndTheSheetStays() throws {
    let log = EventLog()
    let (host, _, _, sheet, scrollView) = try presentScrollingSheet(log: log)
    startDrag(on: host.stage, from: 700, to: 200, duration: 0.5, releaseVelocity: -1500)
    host.advance(to: host.stage.time + 0.5)
    let released = scrollView.contentOffset.y
    #expect(released > 0 && scrollView.isDecelerating)
    host.advance(to: host.stage.time + 0.3)
    #expect(scrollView.contentOffset.y > released + 100, "thrown on: \(scrollView.contentOffset.y)")
    #expect(sheet.sheetView.frame.minY == 69 && sheet.settleAnimator == nil)
  }

  @Test func withoutExpandingAPullUpAtMediumScrollsAndTheSheetStays() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, _, b, sheet, scrollView) = try presentScrollingSheet(log: log, expands: false)
    sheet.delegate = delegate
    let medium = sheet.sheetView.frame.minY
    host.stage.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.4,
      releaseVelocity: .zero)
    host.advance(to: host.stage.time + 1)
    #expect(sheet.sheetView.frame.minY == medium && sheet.selectedDetentIdentifier == nil)
    // The scroll view's own drag: 200 pt less its 10 pt hysteresis and the rest of the sample
    // it began on (it starts from where it began).
    #expect(scrollView.contentOffset.y <= 190 && scrollView.contentOffset.y > 185)
    #expect(log.events.isEmpty)
    // Down at the top edge still moves the sheet (and here dismisses it).
    scrollView.contentOffset = .zero
    host.stage.drag(
      from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: 0.3,
      releaseVelocity: CGPoint(x: 0, y: 1200))
    host.advance(to: host.stage.time + 2)
    #expect(b.presentingViewController == nil)
  }

  @Test func scrolledContentScrollsBackAndDoesNotMoveTheSheet() throws {
    let log = EventLog()
    let (host, _, _, sheet, scrollView) = try presentScrollingSheet(log: log, selected: .large)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    startDrag(on: host.stage, from: 300, to: 500, duration: 0.4, releaseVelocity: 0)
    frames(host, for: 0.39) { finger in
      #expect(sheet.sheetView.frame.minY == Self.largeTop)
      // (The scroll view starts from where its pan began, 10 pt or a sample more down.)
      guard let finger, finger - 300 >= 2 * PanGestureRecognizer.hysteresis else { return }
      #expect(scrollView.contentOffset.y < 300)
    }
    host.advance(to: host.stage.time + 1)
    // 200 pt less the hysteresis and the rest of the sample the pan began on (120 Hz).
    #expect(scrollView.contentOffset.y >= 110 && scrollView.contentOffset.y < 115)
  }

  @Test func aDragDownThenUpPastTheLargestDetentShareOneFinger() throws {
    // At large: down 60 moves the sheet, back up 160 returns it and scrolls 100.
    let log = EventLog()
    let (host, _, _, sheet, scrollView) = try presentScrollingSheet(log: log, selected: .large)
    host.stage.play(Self.drag(through: [300, 360, 200], duration: 0.6))
    var deepest: CGFloat = 0
    frames(host, for: 0.59) { _ in deepest = max(deepest, sheet.sheetView.frame.minY) }
    #expect(abs(deepest - (Self.largeTop + 60)) < 1, "moved down with the finger: \(deepest)")
    host.advance(to: host.stage.time + 1)
    #expect(sheet.sheetView.frame.minY == Self.largeTop)
    #expect(abs(scrollView.contentOffset.y - 100) < 1e-6)
  }

  @Test func aQuickRepeatWhileTheSheetRestsScrolls() throws {
    // B-port: a pan within 0.4 s of the last one, the sheet at rest, goes to the scroll view.
    for gap in [0.2, 0.6] {
      let log = EventLog()
      let (host, _, _, sheet, scrollView) = try presentScrollingSheet(log: log, selected: .large)
      // Down 50 and up 150: the drag ends with the sheet at large and the content scrolled.
      host.stage.perform(Self.drag(through: [300, 350, 200], duration: 0.4))
      #expect(sheet.settleAnimator == nil && sheet.sheetView.frame.minY == Self.largeTop)
      scrollView.contentOffset = .zero
      host.advance(to: host.stage.time + gap - 0.1)
      startDrag(on: host.stage, from: 300, to: 400, duration: 0.2, releaseVelocity: nil)
      var lowest: CGFloat = 0
      frames(host, for: 0.19) { _ in lowest = max(lowest, sheet.sheetView.frame.minY) }
      if gap < SheetPanDelegate.quickRepeatInterval {
        #expect(lowest == Self.largeTop, "gap \(gap): the content bounced instead")
        #expect(scrollView.contentOffset.y < 0)
      } else {
        #expect(lowest > Self.largeTop + 50, "gap \(gap): the sheet moved")
      }
      host.advance(to: host.stage.time + 2)
    }
  }

  @Test func aSidewaysScrollViewKeepsItsDrag() throws {
    let log = EventLog()
    let (host, _, _, sheet, scrollView) = try presentScrollingSheet(log: log, selected: .large)
    scrollView.contentSize = CGSize(width: 1000, height: 3000)
    host.stage.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.4,
      releaseVelocity: .zero)
    host.advance(to: host.stage.time + 1)
    #expect(sheet.sheetView.frame.minY == Self.largeTop)
    #expect(scrollView.contentOffset.y == 0, "the scroll view pulled past its top, sprang back")
  }
}
