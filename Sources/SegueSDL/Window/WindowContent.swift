import Foundation
import SegueLayers

/// What a `Window` shows: frames at a time on the content's own clock, and the pointer events
/// that land on them.
///
/// The window owns the clock: it pauses it, slows it down (Slow Animations) and hands the
/// resulting content time to `displayList(at:)`. Content time starts at 0 and never runs
/// backwards, so content built on a `ManualClock` can follow it directly.
@MainActor
public protocol WindowContent: AnyObject {
  /// The content's size in points; the window is this size × its scale (and takes a new size
  /// when this one changes), letterboxed when the user resizes it.
  var size: CGSize { get }

  /// The frame at `time`, seconds of content time (≥ 0, never less than on the previous call).
  func displayList(at time: Double) -> DisplayList

  /// Delivers a pointer event (mouse button and motion), in content points.
  ///
  /// Events arrive in order, before the frame they precede is requested; the default
  /// implementation ignores them. (Touches and gesture recognizers are built on these later.)
  func handle(_ event: PointerEvent)

  /// Where the content's scripted fingers (not the mouse's) are down at the last frame's
  /// time, in content points: the window draws a `TouchIndicator` over the frame at each. The
  /// default has none.
  var scriptedTouchLocations: [CGPoint] { get }

  /// Turns the content a quarter turn (portrait ↔ landscape), which swaps its `size`; false if
  /// it cannot turn. The window then takes the new shape. The default cannot.
  func rotate() -> Bool
}

extension WindowContent {
  /// Ignores the event.
  public func handle(_ event: PointerEvent) {}

  /// No scripted fingers.
  public var scriptedTouchLocations: [CGPoint] { [] }

  /// Cannot turn.
  public func rotate() -> Bool { false }
}

/// A mouse event converted to the content's coordinates.
public struct PointerEvent: Sendable, Hashable {
  /// What happened: the primary button went down or up, or the pointer moved (with or without
  /// the button held; see `isPressed`), or the window lost the pointer while it was pressed
  /// (`cancel`).
  public var phase: PointerPhase
  /// Where, in content points (origin top-left, y down); may lie outside the content's bounds
  /// when the pointer is over the letterbox bars.
  public var location: CGPoint
  /// Whether the primary button is held after this event.
  public var isPressed: Bool
  /// When, in seconds of content time: after the previous frame's time and at most the next
  /// frame's (the events a frame gathers are spread evenly over the time since the previous
  /// frame, in order, since SDL stamps them all when it reads them).
  public var timestamp: Double

  /// Creates an event.
  public init(phase: PointerPhase, location: CGPoint, isPressed: Bool, timestamp: Double) {
    self.phase = phase
    self.location = location
    self.isPressed = isPressed
    self.timestamp = timestamp
  }
}
