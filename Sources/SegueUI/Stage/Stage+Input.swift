import Foundation
import SegueGeometry
import SegueLayers

// Input reaches the stage's window through the same touch system as the desktop window's
// mouse (`Window.handlePointer`): hit testing when a finger goes down, recognizers first,
// then views. Scripted input is replayed sample by sample at its own timestamps (a 120 Hz
// digitizer), so what a recognizer sees does not depend on the frame rate.

extension Stage {
  /// Where an edge swipe's finger goes down, points inside the edge (well within a screen-edge
  /// pan's `ScreenEdgePanGestureRecognizer.edgeRegionWidth`).
  public static let edgeSwipeInset: CGFloat = 5

  /// Schedules `script` from now (its time 0 is the stage's current time) and returns at
  /// once: its fingers move as time advances. Several scripts may run at once; their
  /// fingers never collide.
  public func play(_ script: InputScript) {
    window.schedule(script, startingAt: time)
  }

  /// Plays `script` from now and advances until its last finger has lifted.
  public func perform(_ script: InputScript) {
    let start = time
    play(script)
    advance(to: start + script.duration)
  }

  /// Taps at `point` (window coordinates, points): a finger down and up
  /// `InputScript.tapDuration` seconds later, when this returns.
  public func tap(at point: CGPoint) {
    perform(InputScript([.tap(at: point, time: 0)]))
  }

  /// Holds a finger still at `point` for `duration` seconds (a press, or a long press), then
  /// lifts it; returns when it has lifted.
  public func press(at point: CGPoint, duration: Double) {
    perform(InputScript([.press(at: point, time: 0, duration: duration)]))
  }

  /// Drags a finger from `start` to `end` (window coordinates, points) over `duration`
  /// seconds along `easing`, lifting it at `end`; returns when it has lifted. With a
  /// `releaseVelocity` (points per second) the finger ends on a straight run at that velocity,
  /// so a pan's velocity at release is exactly that.
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: Double,
    easing: InputScript.Easing = .easeInOut, releaseVelocity: CGPoint? = nil
  ) {
    perform(
      InputScript([
        .drag(
          path: [start, end], time: 0, duration: duration, easing: easing,
          releaseVelocity: releaseVelocity)
      ]))
  }

  /// Swipes in from `edge` of the window (one of top, left, bottom, right) by `distance`
  /// points over `duration` seconds, the finger going down `edgeSwipeInset` points inside the
  /// edge at `position` along it (points from the edge's start; default its middle); returns
  /// when it has lifted. What a screen-edge pan (a side menu, the interactive pop) answers.
  public func edgeSwipe(
    from edge: ScreenEdgePanGestureRecognizer.RectEdge, distance: CGFloat, duration: Double,
    position: CGFloat? = nil, releaseVelocity: CGPoint? = nil
  ) {
    let size = self.size
    let inset = Self.edgeSwipeInset
    let start: CGPoint
    let direction: CGVector
    switch edge {
    case .left:
      start = CGPoint(x: inset, y: position ?? size.height / 2)
      direction = CGVector(dx: 1, dy: 0)
    case .right:
      start = CGPoint(x: size.width - inset, y: position ?? size.height / 2)
      direction = CGVector(dx: -1, dy: 0)
    case .top:
      start = CGPoint(x: position ?? size.width / 2, y: inset)
      direction = CGVector(dx: 0, dy: 1)
    case .bottom:
      start = CGPoint(x: position ?? size.width / 2, y: size.height - inset)
      direction = CGVector(dx: 0, dy: -1)
    default:
      preconditionFailure("Stage.edgeSwipe(from:) needs one edge: top, left, bottom or right")
    }
    let end = CGPoint(x: start.x + direction.dx * distance, y: start.y + direction.dy * distance)
    drag(
      from: start, to: end, duration: duration, easing: .easeOut, releaseVelocity: releaseVelocity)
  }

  /// Delivers one pointer change now, as the desktop window's mouse does: `point` in window
  /// coordinates (points), at `time` (stage seconds, default now; never before now). `finger`
  /// tells simultaneous touches apart (the mouse is finger 0). The change is handled at once;
  /// what it starts runs as time advances.
  public func pointer(
    _ phase: PointerPhase, at point: CGPoint, time: Double? = nil, finger: Int = 0
  ) {
    window.handlePointer(phase, at: point, time: max(time ?? self.time, self.time), finger: finger)
  }
}
