import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

// Sheets in a compact height (an iPhone in landscape) and the grabber's touch area
// (docs/modern-presentation.md; reference modern-presentation §1 Constants, bin).
@MainActor
@Suite("Sheets: compact height (iPhone landscape) and the grabber's 44 pt touch area")
struct SheetCompactHeightTests {
  @Test func inLandscapeASheetRisesToEightPointsAndTheMediumDetentIsInactive() throws {
    let log = EventLog()
    let (host, a, _, sheet) = try presentSheet(log: log) { b in
      let sheet = b.sheetPresentationController
      sheet?.detents = [.medium(), .large()]
      sheet?.selectedDetentIdentifier = .medium
    }
    // Portrait: the medium detent (§1 Numbers: top 398.6), the screen not scaled.
    #expect(abs(sheet.sheetView.frame.minY - 398.6) < 0.1)
    host.stage.rotate(to: .landscape)
    host.advance(to: host.stage.time + 1)
    // 852 × 393, no top inset: the top offset in compact height is 8 pt (B-metrics, bin); the
    // medium detent is inactive there (Apple's documentation of `medium()`), so the sheet is at
    // full height; the selection is kept for when the height is regular again.
    #expect(sheet.sheetView.frame == CGRect(x: 0, y: 8, width: 852, height: 385))
    #expect(sheet.resolvedDetents.map(\.identifier) == [.large])
    #expect(sheet.selectedDetentIdentifier == .medium)
    // The screen behind stays full size and square-cornered under the dimming (est).
    #expect(a.view.transform == .identity)
    #expect(a.view.frame == host.window.bounds)
    #expect(sheet.dimmingView.alpha == 1)
    host.stage.rotate(to: .portrait)
    host.advance(to: host.stage.time + 1)
    #expect(abs(sheet.sheetView.frame.minY - 398.6) < 0.1, "back at medium in portrait")
  }

  @Test func aLargeSheetPresentedInLandscapeLeavesTheScreenUnscaled() throws {
    let log = EventLog()
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    host.window.rootViewController = a
    host.stage.rotate(to: .landscape, animated: false)
    host.advance(to: 0.1)
    let b = LoggingController("b", log: log)
    a.present(b, animated: true)
    host.advance(to: 0.3)
    let sheet = try #require(b.sheetPresentationController)
    let midway = sheet.sheetView.layer.presentationValues().position.y
    #expect(midway > 8 + 385 / 2 + 1, "still sliding up")
    #expect(a.view.layer.presentationValues().transform.isIdentity, "never scaled back")
    host.advance(to: 1.5)
    #expect(sheet.sheetView.frame == CGRect(x: 0, y: 8, width: 852, height: 385))
    #expect(a.view.transform == .identity)
  }

  @Test func theGrabbersFortyFourPointAreaTakesTouchesFromTheContentBelowIt() throws {
    let log = EventLog()
    var button: Button?
    let (host, _, _, sheet) = try presentSheet(log: log) { b in
      b.sheetPresentationController?.prefersGrabberVisible = true
      b.sheetPresentationController?.detents = [.medium(), .large()]
      b.sheetPresentationController?.selectedDetentIdentifier = .medium
      let made = Button(type: .system)
      made.frame = CGRect(x: 0, y: 0, width: 393, height: 60)
      b.view.addSubview(made)
      button = made
    }
    let top = sheet.sheetView.frame.minY
    // The grabber (36 × 5, 5 pt from the top) is centred at (196.5, 7.5) in the sheet: its
    // touch area runs 22 pt each way, clipped by the sheet's top edge.
    let window = host.window
    #expect(
      window.hitTest(CGPoint(x: 196.5 + 21, y: top + 25), with: nil) === sheet.sheetView.grabber)
    #expect(
      window.hitTest(CGPoint(x: 196.5 - 21, y: top + 2), with: nil) === sheet.sheetView.grabber)
    #expect(window.hitTest(CGPoint(x: 196.5 + 23, y: top + 10), with: nil) === button)
    #expect(window.hitTest(CGPoint(x: 196.5, y: top + 30), with: nil) === button)
    // Hidden, it takes nothing.
    sheet.prefersGrabberVisible = false
    #expect(window.hitTest(CGPoint(x: 196.5, y: top + 10), with: nil) === button)
    sheet.prefersGrabberVisible = true
    // A drag started on it moves the sheet up to the large detent.
    host.stage.play(
      InputScript([
        .drag(
          path: [CGPoint(x: 200, y: top + 10), CGPoint(x: 200, y: top - 200)], time: 0,
          duration: 0.4, easing: .easeInOut, releaseVelocity: CGPoint(x: 0, y: -300))
      ]))
    host.advance(to: host.stage.time + 1.5)
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(sheet.sheetView.frame.minY == 69)
  }
}
