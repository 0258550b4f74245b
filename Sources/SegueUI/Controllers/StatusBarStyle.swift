import Foundation

/// How the status bar draws its time and icons (`UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable, Hashable, CaseIterable {
  /// Dark content in the light appearance, light content in the dark one (UIKit's default:
  /// "automatically chooses light or dark content based on the user interface style").
  case `default`
  /// Light content, for dark backgrounds.
  case lightContent
  /// Dark content, whatever the interface style.
  case darkContent

  /// Whether the time and icons are drawn light (white).
  var isLight: Bool { self == .lightContent }

  /// The style shown for a controller with `traits`: `.default` is light content in the dark
  /// appearance; every other style is itself.
  func resolved(for traits: TraitCollection) -> StatusBarStyle {
    self == .default && traits.userInterfaceStyle == .dark ? .lightContent : self
  }
}

/// How the status bar hides and shows (`UIStatusBarAnimation`); raw values are UIKit's.
///
/// Apple's documentation of `preferredStatusBarUpdateAnimation` (high confidence): the default
/// is `.fade`, and the animation "comes into play only when you actively change the status bar's
/// show/hide state" — a change of style cross-fades whatever it says.
public enum StatusBarAnimation: Int, Sendable, Hashable, CaseIterable {
  /// No animation: the status bar appears or disappears at once, even in an animation block.
  case none = 0
  /// The status bar fades out or in.
  case fade = 1
  /// The status bar slides up off the screen, or down into place.
  case slide = 2
}
