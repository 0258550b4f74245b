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
    let c = stack("c", on: b, in: host, log: log)
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

  /// A controller named `name` presented as a sheet by `presenting`, settled.
  private func stack(
    _ name: String, on presenting: ViewController, in host: WindowHost, log: EventLog
  ) -> LoggingController {
    let controller = LoggingController(name, log: log)
    presenting.present(controller, animated: true)
    host.advance(to: host.stage.time + 2)
    return controller
  }

  /// The top edge and width on screen of `view`, points.
  private func shown(_ view: View, in host: WindowHost) -> CGRect {
    view.layer.convertOnScreen(view.layer.bounds, to: host.window.layer)
  }

  @Test func twoSheetsUpTheScreenKeepsItsScaleAndSinksBehindTheFirstSheet() throws {
    // SheetLayout.maximumDepth 2 (B-metrics, bin ×2 with the B-port): the root's depth is the
    // sum of the sheets' above it; k = 2 (1 − 2^−min(d, 1)) stops shrinking at d = 1 and the
    // top edge min(d, 1) · 69 − 10 k · clamp(2 − d) sinks from 59 back to 69 at d = 2.
    let log = EventLog()
    let (host, a, b, parent) = try presentSheet(log: log)
    let c = stack("c", on: b, in: host, log: log)
    let screen = shown(a.view, in: host)
    expectClose(screen.width, 361, tolerance: 1e-6)
    expectClose(screen.minY, 69, tolerance: 1e-6)
    // The first sheet recedes as the screen did with one sheet up: 361 wide, top 59.
    let first = shown(parent.sheetView, in: host)
    expectClose(first.width, 361, tolerance: 1e-6)
    expectClose(first.minY, 59, tolerance: 1e-6)
    #expect(a.view.layer.cornerRadius == 10)
    // With the second sheet gone the screen rises back to 59.
    c.dismiss(animated: true)
    host.advance(to: 5)
    expectClose(shown(a.view, in: host).minY, 59, tolerance: 1e-6)
    expectClose(shown(a.view, in: host).width, 361, tolerance: 1e-6)
  }

  @Test func threeSheetsUpOnlyTheCardUnderTheTopSheetRises() throws {
    let log = EventLog()
    let (host, a, b, first) = try presentSheet(log: log)
    let c = stack("c", on: b, in: host, log: log)
    let second = try #require(c.sheetPresentationController)
    expectClose(second.dimmingView.alpha, 0.6, tolerance: 1e-6)
    let d = stack("d", on: c, in: host, log: log)
    let third = try #require(d.sheetPresentationController)
    // Confined dimmings (B-port, bin): the top sheet's 0.6 on the second; the second's on the
    // first now 0.6 of its own and 0.2 of the top sheet's dimmed fraction (both full here).
    expectClose(third.dimmingView.alpha, 0.6, tolerance: 1e-6)
    expectClose(second.dimmingView.alpha, 0.8, tolerance: 1e-6)
    #expect(first.dimmingView.alpha == 1)
    // Depths 3, 2, 1 from the screen up: all 361 wide; only the card under the top sheet
    // (the second sheet) shows 10 pt above the stack top.
    for (view, top) in [(a.view!, 69.0), (first.sheetView, 69.0), (second.sheetView, 59.0)] {
      let frame = shown(view, in: host)
      expectClose(frame.width, 361, tolerance: 1e-6)
      expectClose(frame.minY, CGFloat(top), tolerance: 1e-6)
    }
    // On the way down the second's dimming follows the top sheet's: the two animate in one
    // block, so midway 0.6 + 0.2 × (the top sheet's opacity / 0.6).
    d.dismiss(animated: true)
    var midway: (top: Float, second: Float)?
    var time = host.stage.time
    while midway == nil, time < host.stage.time + 2 {
      time += 1 / 60
      host.advance(to: time)
      let top = third.dimmingView.layer.presentationValues().opacity
      if top > 0.1 && top < 0.5 {
        midway = (top, second.dimmingView.layer.presentationValues().opacity)
      }
    }
    let seen = try #require(midway, "a frame with the top sheet's dimming midway")
    expectClose(CGFloat(seen.second), 0.6 + 0.2 * CGFloat(seen.top) / 0.6, tolerance: 1e-5)
    host.advance(to: time + 2)
    expectClose(second.dimmingView.alpha, 0.6, tolerance: 1e-6)
  }

  @Test func rotatingAnIPhoneWithStackedSheetsUnscalesAndRestoresThem() throws {
    let log = EventLog()
    let (host, a, b, first) = try presentSheet(log: log)
    let c = stack("c", on: b, in: host, log: log)
    let second = try #require(c.sheetPresentationController)
    let before = (shown(a.view, in: host), shown(first.sheetView, in: host))
    host.stage.rotate(to: .landscape)
    host.advance(to: host.stage.time + 1)
    // Compact height: sheets at 8 pt, nothing scaled back (SheetCompactHeightTests).
    #expect(second.sheetView.frame == CGRect(x: 0, y: 8, width: 852, height: 385))
    #expect(first.sheetView.transform == .identity && a.view.transform == .identity)
    #expect(first.sheetView.frame == CGRect(x: 0, y: 8, width: 852, height: 385))
    host.stage.rotate(to: .portrait)
    host.advance(to: host.stage.time + 1)
    #expect(second.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    let after = (shown(a.view, in: host), shown(first.sheetView, in: host))
    for (was, now) in [(before.0, after.0), (before.1, after.1)] {
      expectClose(now.minY, was.minY, tolerance: 1e-6)
      expectClose(now.width, was.width, tolerance: 1e-6)
    }
  }

  @Test func rotatingAnIPadWithStackedFormSheetsKeepsThemCentred() throws {
    let log = EventLog()
    let (host, a, b, first) = try presentSheet(log: log, device: .iPadPro11) {
      $0.modalPresentationStyle = .formSheet
    }
    let c = LoggingController("c", log: log)
    c.modalPresentationStyle = .formSheet
    c.preferredContentSize = CGSize(width: 400, height: 300)
    b.present(c, animated: true)
    host.advance(to: 3)
    let second = try #require(c.sheetPresentationController)
    host.stage.rotate(to: .landscape)
    host.advance(to: host.stage.time + 1)
    // 1194 × 834: both centred, neither scaled (a form sheet does not stack; §1, est).
    #expect(first.sheetView.frame == CGRect(x: 307, y: 97, width: 580, height: 640))
    #expect(second.sheetView.frame == CGRect(x: 397, y: 267, width: 400, height: 300))
    #expect(a.view.transform == .identity && first.sheetView.transform == .identity)
  }
}
