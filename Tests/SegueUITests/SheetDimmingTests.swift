import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// The dimming behind a page sheet: black 0.2 × the dimmed fraction, and what a tap on it does
/// (SheetPresentationController+DimmingTap.swift; reference modern-presentation §1, B-port's
/// `-dimmingViewWasTapped:` and `-_shouldDimmingIgnoreTouches`, bin).
@MainActor
@Suite("Sheets: the dimming and taps on it")
struct SheetDimmingTests {
  @Test func aTapOnTheDimmingAboveAMediumSheetDismissesItInUIKitsOrder() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, _, sheet) = try presentSheet(log: log) { b in
      b.sheetPresentationController?.detents = [.medium(), .large()]
    }
    sheet.delegate = delegate
    #expect(sheet.dimmingView.alpha == 1)
    host.stage.tap(at: CGPoint(x: 200, y: 200))
    host.advance(to: host.stage.time + 2)
    #expect(a.presentedViewController == nil)
    #expect(log.events == userDismissalEvents, "as a swipe's")
  }

  @Test func aTapAboveALargeSheetIsIgnored() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet) = try presentSheet(log: log)
    sheet.delegate = delegate
    host.stage.tap(at: CGPoint(x: 200, y: 30))
    host.advance(to: host.stage.time + 2)
    #expect(a.presentedViewController === b && log.events.isEmpty)
  }

  @Test func aModalSheetGoesToItsLargestUndimmedDetentInstead() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let low = SheetPresentationController.Detent.Identifier("low")
    let (host, a, b, sheet) = try presentSheet(log: log) { b in
      b.isModalInPresentation = true
      let sheet = b.sheetPresentationController
      sheet?.detents = [.custom(identifier: low) { _ in 150 }, .medium(), .large()]
      sheet?.largestUndimmedDetentIdentifier = low
      sheet?.selectedDetentIdentifier = .medium
    }
    sheet.delegate = delegate
    var taps = 0
    let tap = TapGestureRecognizer()
    tap.addAction { _ in taps += 1 }
    a.view.addGestureRecognizer(tap)
    #expect(sheet.dimmingView.alpha == 1, "medium is the detent above the undimmed one")
    host.stage.tap(at: CGPoint(x: 200, y: 200))
    host.advance(to: host.stage.time + 0.1)
    // Mid-spring the dimming fades with the sheet's top (linear between the two detents).
    let shownTop = try #require(sheet.sheetView.layer.presentation()).frame.minY
    let shownAlpha = CGFloat(try #require(sheet.dimmingView.layer.presentation()).opacity)
    #expect(shownTop > 398.56 && shownTop < 852 - 34 - 150)
    #expect(abs(shownAlpha - sheet.dimmedFraction(top: shownTop)) < 1e-3)
    #expect(shownAlpha > 0 && shownAlpha < 1)
    host.advance(to: host.stage.time + 2)
    #expect(a.presentedViewController === b && sheet.selectedDetentIdentifier == low)
    #expect(sheet.sheetView.frame.minY == 852 - 34 - 150 && sheet.dimmingView.alpha == 0)
    #expect(log.events == ["didChangeDetent low"], "not asked shouldDismiss: modal")
    #expect(taps == 0, "the tap was the dimming's")
    // Undimmed now: the screen behind takes the next tap.
    host.stage.tap(at: CGPoint(x: 200, y: 200))
    #expect(taps == 1)
  }

  @Test func aTapOnTheDimmingOfAModalSheetWithoutAnUndimmedDetentDoesNothing() throws {
    let log = EventLog()
    let delegate = LoggingSheetDelegate(log: log)
    let (host, a, b, sheet) = try presentSheet(log: log) { b in
      b.isModalInPresentation = true
      b.sheetPresentationController?.detents = [.medium(), .large()]
    }
    sheet.delegate = delegate
    host.stage.tap(at: CGPoint(x: 200, y: 200))
    host.advance(to: host.stage.time + 2)
    #expect(a.presentedViewController === b && abs(sheet.sheetView.frame.minY - 398.56) < 0.01)
    #expect(log.events.isEmpty)
  }
}
