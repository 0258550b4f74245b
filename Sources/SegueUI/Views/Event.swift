/// An input event given to hit testing and, later, to responders (`UIEvent`).
///
/// A placeholder until the touch system arrives: it carries nothing yet, so that
/// `hitTest(_:with:)` and `point(inside:with:)` already have UIKit's signatures and overrides
/// written now keep compiling. Pass nil where no event is at hand, as UIKit code often does.
@MainActor
open class Event {
  /// Creates an event.
  public init() {}
}
