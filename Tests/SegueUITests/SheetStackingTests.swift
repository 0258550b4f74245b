import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// A sheet presented over a sheet (reference modern-presentation §1): the sheet below recedes
/// (scaled as the screen is, its top 10 pt above the stack top) and is dimmed, the dimming
/// confined to it at 0.6 of the top sheet's (B-port, bin).
@MainActor
@Suite("Sheets: stacked")
struct SheetStackingTests {
  @Test func aSheetOverASheetDimsAndRecedesItsParentOnly() throws {
    let log = EventLog()
    let (host, a, b, parent) = try presentSheet(log: log)
    let c = LoggingController("c", log: log)
    b.present(c, animated: true)
    host.advance(to: 3)
    let top = try #require(c.sheetPresentationController)
    #expect(top.isStacked && b.presentedViewController === c)
    // Confined: inside the parent sheet, over all of it, at 0.6 × 0.2 black.
    #expect(top.dimmingView.superview === parent.sheetView)
    #expect(top.dimmingView.frame == parent.sheetView.bounds)
    expectClose(top.dimmingView.alpha, 0.6, tolerance: 1e-6)  // stored as a Float
    // The screen behind keeps the parent's dimming only.
    #expect(parent.dimmingView.alpha == 1 && parent.dimmingView.superview !== parent.sheetView)
    // Receded: the parent's top edge at d · stackTop − 10 k = 69 − 10 (B-port, d = 1).
    let onScreen = parent.sheetView.layer.convertOnScreen(
      parent.sheetView.layer.bounds, to: host.window.layer)
    expectClose(onScreen.minY, 59, tolerance: 1e-6)
    #expect(onScreen.width < host.window.bounds.width)

    c.dismiss(animated: true)
    host.advance(to: 5)
    #expect(b.presentedViewController == nil && top.dimmingView.superview == nil)
    #expect(parent.sheetView.transform == .identity && a.presentedViewController === b)
  }
}
