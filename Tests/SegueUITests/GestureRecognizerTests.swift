import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A view that records the responder calls it gets.
@MainActor
private final class TouchLoggingView: View {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { calls.append("began") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { calls.append("moved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { calls.append("ended") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    calls.append("cancelled")
  }
}

/// A target recording the states its recognizer sends.
@MainActor
private final class StateLog {
  var states: [GestureRecognizer.State] = []
  func changed(_ recognizer: GestureRecognizer) { states.append(recognizer.state) }
}

@MainActor
@Suite("Gesture recognizers: states, delivery flags, relationships, scripted input")
struct GestureRecognizerTests {
  private func makeHost() -> (WindowHost, TouchLoggingView) {
    let host = WindowHost()
    let view = TouchLoggingView(frame: host.window.bounds)
    host.window.addSubview(view)
    return (host, view)
  }

  @Test func aPanBeginsAfterTenPointsChangesAndEndsAndCancelsTheViewsTouches() {
    let (host, view) = makeHost()
    let log = StateLog()
    let pan = PanGestureRecognizer(target: log, action: StateLog.changed)
    view.addGestureRecognizer(pan)
    host.window.handlePointer(.down, at: CGPoint(x: 100, y: 100), time: 0)
    host.window.handlePointer(.move, at: CGPoint(x: 105, y: 100), time: 0.01)
    #expect(pan.state == .possible, "5 pt is under the hysteresis")
    host.window.handlePointer(.move, at: CGPoint(x: 112, y: 100), time: 0.02)
    host.window.handlePointer(.move, at: CGPoint(x: 130, y: 100), time: 0.03)
    #expect(pan.translation(in: view) == CGPoint(x: 30, y: 0))
    host.window.handlePointer(.up, at: CGPoint(x: 130, y: 100), time: 0.04)
    #expect(log.states == [.began, .changed, .ended])
    #expect(pan.state == .possible, "reset after the sequence")
    #expect(view.calls == ["began", "moved", "cancelled"], "cancelsTouchesInView")
  }

  @Test func aScriptedDragReleasesWithItsVelocity() {
    let (host, view) = makeHost()
    var velocity = CGPoint.zero
    let pan = PanGestureRecognizer()
    // Weakly: the view keeps the recognizer, which keeps this action.
    pan.addAction { [weak view] recognizer in
      if recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer {
        velocity = pan.velocity(in: view)
      }
    }
    view.addGestureRecognizer(pan)
    host.window.schedule(
      InputScript([
        .drag(
          path: [CGPoint(x: 20, y: 300), CGPoint(x: 250, y: 300)], time: 0, duration: 0.5,
          easing: .easeInOut, releaseVelocity: CGPoint(x: 600, y: -50))
      ]), startingAt: 0)
    for frame in 1...40 { host.advance(to: Double(frame) / 60) }
    #expect(abs(velocity.x - 600) < 1e-6 && abs(velocity.y + 50) < 1e-6, "\(velocity)")
    #expect(!host.window.hasPendingInput)
  }

  @Test func aTapRecognizesOnLiftAndASingleTapCanWaitForADoubleTapToFail() {
    let (host, _) = makeHost()
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    var fired: [String] = []
    single.addAction { _ in fired.append("single") }
    double.addAction { _ in fired.append("double") }
    host.window.addGestureRecognizer(single)
    host.window.addGestureRecognizer(double)
    let point = CGPoint(x: 50, y: 50)
    host.window.schedule(
      InputScript([.tap(at: point, time: 0), .tap(at: point, time: 0.2)]), startingAt: 0)
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
    #expect(fired == ["double"])
    host.window.schedule(InputScript([.tap(at: point, time: 0)]), startingAt: 2)
    for frame in 1...60 { host.advance(to: 2 + Double(frame) / 60) }
    #expect(fired == ["double", "single"], "the single tap waited for the double to fail")
  }

  @Test func aLongPressBeginsAfterHalfASecondAndFailsWhenMovedFirst() {
    let (host, view) = makeHost()
    let log = StateLog()
    let press = LongPressGestureRecognizer(target: log, action: StateLog.changed)
    view.addGestureRecognizer(press)
    host.window.schedule(
      InputScript([.press(at: CGPoint(x: 80, y: 80), time: 0, duration: 0.8)]), startingAt: 0)
    host.advance(to: 0.45)
    #expect(log.states.isEmpty)
    host.advance(to: 0.5)
    #expect(log.states == [.began])
    host.advance(to: 1)
    #expect(log.states == [.began, .ended])
    host.window.handlePointer(.down, at: CGPoint(x: 80, y: 80), time: 2)
    host.window.handlePointer(.move, at: CGPoint(x: 95, y: 80), time: 2.1)
    #expect(press.state == .failed)
    host.window.handlePointer(.up, at: CGPoint(x: 95, y: 80), time: 2.2)
    #expect(press.state == .possible)
  }

  @Test func anEdgePanOnlyBeginsFromItsEdge() {
    let (host, view) = makeHost()
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    var began = 0
    edge.addAction { if $0.state == .began { began += 1 } }
    view.addGestureRecognizer(edge)
    for (x, time) in [(CGFloat(100), 0.0), (CGFloat(5), 1.0)] {
      host.window.handlePointer(.down, at: CGPoint(x: x, y: 300), time: time)
      host.window.handlePointer(.move, at: CGPoint(x: x + 40, y: 300), time: time + 0.1)
      host.window.handlePointer(.up, at: CGPoint(x: x + 40, y: 300), time: time + 0.2)
    }
    #expect(began == 1)
  }

  @Test func theDelegateCanRefuseAndTargetsAreHeldWeakly() {
    final class Refusing: GestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
    }
    let (host, view) = makeHost()
    var log: StateLog? = StateLog()
    weak let weakLog = log
    let pan = PanGestureRecognizer(target: log ?? StateLog(), action: StateLog.changed)
    view.addGestureRecognizer(pan)
    let refusing = Refusing()
    pan.delegate = refusing
    host.window.handlePointer(.down, at: CGPoint(x: 100, y: 100), time: 0)
    host.window.handlePointer(.move, at: CGPoint(x: 150, y: 100), time: 0.1)
    #expect(pan.state == .failed && weakLog?.states.isEmpty == true)
    host.window.handlePointer(.up, at: CGPoint(x: 150, y: 100), time: 0.2)
    #expect(view.calls == ["began", "moved", "ended"], "a failed recognizer releases the end")
    log = nil
    #expect(weakLog == nil, "the recognizer holds its target weakly")
    pan.delegate = nil
    host.window.handlePointer(.down, at: CGPoint(x: 100, y: 100), time: 1)
    host.window.handlePointer(.move, at: CGPoint(x: 150, y: 100), time: 1.1)
    #expect(pan.state == .began, "a gone target is skipped")
    host.window.handlePointer(.up, at: CGPoint(x: 150, y: 100), time: 1.2)
  }
}
