import Foundation
import SegueGeometry

// A view's tint (`tintColor`): its own when set, else its superview's, else the system's blue.
// When the tint a view shows changes — its own is set, or an ancestor's, or it moves under
// another superview — UIKit calls `tintColorDidChange()` on it and on every descendant that
// inherits; template images (symbols) and system buttons redraw in the new tint there.
// Simplification, loudly: `tintAdjustmentMode` (dimming behind a presentation) is not modelled.

extension View {
  /// The tint when no view in the chain sets one: UIKit's default, `systemBlue`.
  public static let defaultTintColor = Color.systemBlue

  /// The tint this view shows (`tintColor`): its own when set, else its superview's, else
  /// `defaultTintColor`. Setting it (nil: inherit again) tells this view and its inheriting
  /// descendants (`tintColorDidChange()`).
  // UIKit's own type: a port reads it as a colour and resets it with nil.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var tintColor: Color! {
    get { ownTintColor ?? superview?.tintColor ?? Self.defaultTintColor }
    set {
      guard newValue != ownTintColor else { return }
      ownTintColor = newValue
      notifyTintChange()
    }
  }

  /// Calls `tintColorDidChange()` on this view and every descendant that inherits its tint.
  func notifyTintChange() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintColor == nil {
      subview.notifyTintChange()
    }
  }
}
