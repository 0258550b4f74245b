/// What a key press asks the window to do.
public enum WindowAction: Sendable, Hashable, CaseIterable {
  /// Space: stop or restart the content's clock.
  case togglePause
  /// S: run the content's clock at 1/10 speed, or back at full speed (the iOS simulator's
  /// "Slow Animations").
  case toggleSlowAnimations
  /// R: start recording what the window shows, or stop and write the GIF.
  case toggleRecording
  /// O: turn the device a quarter turn (portrait ↔ landscape); the window takes the new
  /// shape.
  case rotate
  /// Q or Escape: close the window.
  case quit

  /// The action bound to an SDL keycode, or nil.
  ///
  /// SDL's keycodes for printable keys are the (lower-case) characters' codes, and Escape's
  /// is 27, so the bindings are spelled as ASCII here and this stays testable without SDL.
  public init?(keycode: Int32) {
    guard (0..<128).contains(keycode) else { return nil }
    switch UInt8(keycode) {
    case UInt8(ascii: " "): self = .togglePause
    case UInt8(ascii: "s"): self = .toggleSlowAnimations
    case UInt8(ascii: "r"): self = .toggleRecording
    case UInt8(ascii: "o"): self = .rotate
    case UInt8(ascii: "q"), Self.escape: self = .quit
    default: return nil
    }
  }

  /// The Escape key's code (ASCII ESC, and SDL's `SDLK_ESCAPE`).
  static let escape: UInt8 = 27
}
