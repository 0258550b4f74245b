/// One change of a finger (or of the mouse standing in for one), as a host reports it: what
/// the desktop window hands its content and what a stage's touch system takes.
///
/// It lives here, below both, so that the window (which knows display lists, never views) and
/// the touch system speak of pointers with one vocabulary.
public enum PointerPhase: Sendable, Hashable {
  /// The finger (or primary mouse button) went down.
  case down
  /// It moved (for a mouse, possibly with no button held: see the event's pressed state).
  case move
  /// It lifted.
  case up
  /// The system took it away (the window lost focus…).
  case cancel
}
