import Foundation

/// How the status bar draws its time and icons (`UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable, Hashable, CaseIterable {
  /// Dark content, for light backgrounds (UIKit's default, in light mode).
  case `default`
  /// Light content, for dark backgrounds.
  case lightContent
  /// Dark content, whatever the interface style.
  case darkContent

  /// Whether the time and icons are drawn light (white).
  var isLight: Bool { self == .lightContent }
}
