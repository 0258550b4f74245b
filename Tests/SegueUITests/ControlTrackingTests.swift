import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("Control touch tracking")
struct ControlTrackingTests {
  /// A window showing one 100×44 button at (50, 100), recording the events it sends.
  @MainActor
  private final class Fixture {
    let host = WindowHost()
    let button = Button(type: .custom)
    var sent: [String] = []

    init() {
      let screen = ViewController()
      host.window.rootViewController = screen
      button.frame = CGRect(x: 50, y: 100, width: 100, height: 44)
      screen.view.addSubview(button)
      let names: [(Control.Event, String)] = [
        (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
        (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
        (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.primaryActionTriggered, "primary"),
      ]
      for (event, name) in names {
        button.addAction(
          ControlAction(handler: { [weak self] _ in self?.sent.append(name) }), for: event)
      }
    }
  }

  @Test func aTapInsideSendsDownThenUpInsideAndThePrimaryAction() {
    let f = Fixture()
    f.host.window.handlePointer(.down, at: CGPoint(x: 100, y: 120), time: 0)
    #expect(f.button.isHighlighted && f.button.isTracking)
    f.host.window.handlePointer(.up, at: CGPoint(x: 100, y: 120), time: 0.05)
    #expect(f.sent == ["down", "upInside", "primary"])
    #expect(!f.button.isHighlighted && !f.button.isTracking)
  }

  @Test func draggingOutBeyondTheToleranceAndReleasingSendsUpOutside() {
    let f = Fixture()
    f.host.window.handlePointer(.down, at: CGPoint(x: 100, y: 120), time: 0)
    // 60 pt below the bottom edge: still inside the 70 pt tolerance.
    f.host.window.handlePointer(.move, at: CGPoint(x: 100, y: 204), time: 0.1)
    #expect(f.button.isHighlighted)
    // 80 pt below: outside.
    f.host.window.handlePointer(.move, at: CGPoint(x: 100, y: 224), time: 0.2)
    #expect(!f.button.isHighlighted && !f.button.isTouchInside)
    f.host.window.handlePointer(.up, at: CGPoint(x: 100, y: 224), time: 0.3)
    #expect(f.sent == ["down", "dragInside", "dragOutside", "exit", "upOutside"])
  }

  @Test func aDisabledButtonSendsNothing() {
    let f = Fixture()
    f.button.isEnabled = false
    f.host.window.handlePointer(.down, at: CGPoint(x: 100, y: 120), time: 0)
    f.host.window.handlePointer(.up, at: CGPoint(x: 100, y: 120), time: 0.05)
    #expect(f.sent.isEmpty)
  }

  @Test func aCancelledTouchSendsCancel() {
    let f = Fixture()
    f.host.window.handlePointer(.down, at: CGPoint(x: 100, y: 120), time: 0)
    f.host.window.handlePointer(.cancel, at: CGPoint(x: 100, y: 120), time: 0.05)
    #expect(f.sent == ["down", "cancel"])
    #expect(!f.button.isHighlighted)
  }
}
