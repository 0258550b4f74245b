import Foundation
import SegueAnimation

/// A turn of the interface on the device's screen (`Stage.rotate(toInterface:)`), running or
/// done: what a held canvas turns the window by (Stage+Canvas.swift).
///
/// Angles are in quarter turns on the screen, clockwise positive (y down), from upright
/// portrait: `.landscapeRight` +1 (the device turned counterclockwise, the interface
/// clockwise to stay upright), `.landscapeLeft` −1, `.portraitUpsideDown` 2 (geometry of the
/// enums' pages, doc; the sign per side is est — see Window.quarterTurn).
struct InterfaceTurn {
  var from: InterfaceOrientation
  var to: InterfaceOrientation
  /// −1 or 1 (portrait ↔ landscape), or 2 (a half turn).
  var quarters: Int
  /// The window's width before and after (equal for a half turn).
  var fromWidth: CGFloat
  var toWidth: CGFloat
  /// The layer time the turn's animation began and its duration, seconds (0: at once).
  var start: Double
  var duration: Double

  /// Where `orientation` lies on the screen, quarter turns.
  static func angle(of orientation: InterfaceOrientation) -> Int {
    switch orientation {
    case .landscapeRight: 1
    case .landscapeLeft: -1
    case .portraitUpsideDown: 2
    case .portrait, .unknown: 0
    }
  }

  /// The turn from `from` to `to`: the shorter way for a quarter; a half turn clockwise.
  /// Which way a half turn goes is not documented and its targetTransform cannot say (a
  /// rotation by π and by −π are one matrix); Segue turns it clockwise (est).
  static func quarters(from: InterfaceOrientation, to: InterfaceOrientation) -> Int {
    let turn = ((angle(of: to) - angle(of: from)) % 4 + 4) % 4
    return turn == 3 ? -1 : turn
  }

  /// How far the turn has gone with the window `shownWidth` wide on screen at layer time
  /// `now`, 0…1. A quarter turn is read from the window's bounds (their animation is the
  /// rotation's: same curve, duration and start); a half turn, which keeps the bounds, from
  /// the clock with the rotation block's curve (ease-in-out) and duration.
  func progress(shownWidth: CGFloat, now: Double) -> CGFloat {
    if abs(quarters) == 1 {
      let span = toWidth - fromWidth
      return span == 0 ? 1 : min(max((shownWidth - fromWidth) / span, 0), 1)
    }
    guard duration > 0 else { return 1 }
    let elapsed = min(max((now - start) / duration, 0), 1)
    return CGFloat(View.AnimationCurve.easeInOut.timingFunction.value(at: elapsed))
  }

  /// Where the interface lies on the screen now relative to `held`, quarter turns
  /// (fractional mid-turn). The whole quarters are summed first, so that a turn that starts
  /// from `held` gives exactly its own fraction (no 1 − p − 1 rounding).
  func shownAngle(relativeTo held: InterfaceOrientation, shownWidth: CGFloat, now: Double)
    -> CGFloat
  {
    let p = progress(shownWidth: shownWidth, now: now)
    if p == 1 { return CGFloat(Self.angle(of: to) - Self.angle(of: held)) }
    return CGFloat(Self.angle(of: from) - Self.angle(of: held)) + CGFloat(quarters) * p
  }
}
