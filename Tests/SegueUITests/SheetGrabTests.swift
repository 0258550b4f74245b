import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

// A finger may grab a sheet while it slides in or out (SheetPresentationController+Drag.swift;
// UIKit's sheet transitions are interruptible — est, observed).
@MainActor
@Suite("Sheets: grabbed mid-slide")
struct SheetGrabTests {
  @Test func grabbedAsItSlidesUpThePresentationEndsAndTheSheetFollowsTheFinger() throws {
    let log = EventLog()
    let (host, a, b) = showRootAndMakeSheet(log: log)
    var presented = false
    a.present(b, animated: true) { presented = true }
    let sheet = try #require(b.sheetPresentationController)
    host.advance(to: 0.05)
    let shown = try #require(sheet.sheetView.layer.presentation()?.frame.minY)
    #expect(shown > 300 && shown < 800, "still sliding up: \(shown)")
    // A finger goes down on the sheet and drags it up 400 pt in 0.3 s.
    startDrag(on: host.stage, from: shown + 40, to: shown - 360, duration: 0.3, releaseVelocity: 0)
    host.advance(to: 0.2)
    #expect(presented, "the presentation completed when the drag began")
    #expect(log.events.contains("b.viewDidAppear"))
    #expect(sheet.drag != nil && sheet.slide == nil)
    // While dragged it follows the finger from where it showed (the finger 40 pt below its
    // top, less the pan's hysteresis), not from its detent.
    host.advance(to: 0.3)
    let finger = try #require(host.window.touchLocations.first).y
    let top = sheet.sheetView.frame.minY
    #expect(abs(top - (finger - 40)) < 15, "under the finger: top \(top), finger \(finger)")
    #expect(top > 69 + 50, "not at the large detent: \(top)")
    // Released without speed nearer the large detent than the bottom edge: it rests there.
    host.advance(to: 2)
    #expect(a.presentedViewController === b)
    #expect(sheet.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(!log.events.contains("b.viewDidDisappear"))
  }

  @Test func grabbedAsADismissalSlidesDownTheSheetStaysUpAndTheReleaseDecides() throws {
    let log = EventLog()
    let (host, a, b, sheet) = try presentSheet(log: log)
    var dismissed = false
    b.dismiss(animated: true) { dismissed = true }
    let start = host.stage.time
    host.advance(to: start + 0.05)
    let shown = try #require(sheet.sheetView.layer.presentation()?.frame.minY)
    #expect(shown > 69 && shown < 600, "sliding down: \(shown)")
    // Grabbed and pushed back up at 600 pt/s: it stays presented at the large detent.
    startDrag(
      on: host.stage, from: shown + 40, to: shown - 60, duration: 0.25, releaseVelocity: -600)
    host.advance(to: start + 2)
    #expect(!dismissed, "the dismissal was cancelled")
    #expect(a.presentedViewController === b && b.view.window === host.window)
    #expect(sheet.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(!log.events.contains("b.viewDidDisappear"))
    // It can still be dismissed afterwards.
    b.dismiss(animated: true) { dismissed = true }
    host.advance(to: host.stage.time + 1)
    #expect(dismissed && a.presentedViewController == nil)
  }
}
