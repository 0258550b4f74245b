import Foundation

/// An input event: the touches down at one instant (`UIEvent`).
///
/// The window's touch dispatcher owns one event per touch sequence and updates it in place
/// before each delivery, as UIKit reuses its `UIEvent`; read it during the call, don't keep it.
/// Hit testing may be given nil, as UIKit code often does.
@preconcurrency @MainActor
open class Event {
  /// The kind of an event (`UIEvent.EventType`). Only touches exist in Segue.
  public enum EventType: Int, Sendable, Hashable {
    /// Touches on the screen (or a mouse standing in for one finger).
    case touches = 0
  }

  /// The kind of event (always `.touches`).
  public var type: EventType { .touches }
  /// When the event happened, seconds of host-clock time.
  public internal(set) var timestamp: Double = 0
  /// The touches of the event, in the order they began.
  var touchList: [Touch] = []

  /// Creates an empty event.
  public init() {}

  /// Every touch of the event (`allTouches`), or nil when there is none.
  public var allTouches: Set<Touch>? {
    touchList.isEmpty ? nil : Set(touchList)
  }

  /// The touches delivered to `view` (`touches(for:)`): those whose hit-tested view is `view`.
  public func touches(for view: View) -> Set<Touch>? {
    let found = touchList.filter { $0.view === view }
    return found.isEmpty ? nil : Set(found)
  }

  /// The touches given to `gestureRecognizer` (`touches(for:)`).
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    let found = touchList.filter { touch in
      touch.gestureRecognizers.contains { $0 === gestureRecognizer }
    }
    return found.isEmpty ? nil : Set(found)
  }
}
