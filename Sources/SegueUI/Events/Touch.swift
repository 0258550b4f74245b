import Foundation

/// One finger on the screen, from the moment it goes down until it lifts (`UITouch`).
///
/// The same object is updated through the whole sequence, as UIKit does. Locations are kept in
/// window coordinates (points) and converted on request.
@preconcurrency @MainActor
public final class Touch: Hashable {
  /// Where a touch is in its life (`UITouch.Phase`; raw values are UIKit's).
  public enum Phase: Int, Sendable, Hashable {
    /// The finger went down.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is down and did not move since the last event.
    case stationary = 2
    /// The finger lifted.
    case ended = 3
    /// The system stopped tracking the touch.
    case cancelled = 4
  }

  /// Where the touch is in its life.
  public internal(set) var phase: Phase
  /// When the touch last changed, seconds of host-clock time.
  public internal(set) var timestamp: Double
  /// How many times in a row the finger tapped at about this place (1 for a first tap; see
  /// `TouchDispatcher.multiTapInterval` and `.multiTapDistance`).
  public internal(set) var tapCount: Int
  /// The view hit-tested when the touch began (it keeps receiving the touch wherever the
  /// finger goes, as in UIKit).
  public internal(set) weak var view: View?
  /// The window the touch belongs to.
  public internal(set) weak var window: Window?
  /// The recognizers receiving the touch: those of `view` and its ancestors, deepest first,
  /// minus those whose delegate refused it and those reset since.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The current location in window coordinates, points.
  var windowLocation: CGPoint
  /// The previous location in window coordinates, points.
  var previousWindowLocation: CGPoint
  /// Whether the hit-tested view must no longer get this touch (a recognizer cancelled it).
  var isCancelledForView = false
  /// Whether the view received `touchesBegan` for this touch.
  var viewSawBegan = false

  init(at point: CGPoint, time: Double, tapCount: Int, view: View?, window: Window) {
    phase = .began
    timestamp = time
    self.tapCount = tapCount
    self.view = view
    self.window = window
    windowLocation = point
    previousWindowLocation = point
  }

  /// The touch's location in `view`'s coordinates (nil: the window's), points
  /// (`location(in:)`).
  public func location(in view: View?) -> CGPoint {
    convert(windowLocation, to: view)
  }

  /// The location before the last move, in `view`'s coordinates (nil: the window's), points
  /// (`previousLocation(in:)`).
  public func previousLocation(in view: View?) -> CGPoint {
    convert(previousWindowLocation, to: view)
  }

  private func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    guard let view else { return point }
    return view.convert(point, from: window)
  }

  public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
