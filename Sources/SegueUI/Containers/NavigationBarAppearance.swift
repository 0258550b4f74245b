import Foundation
import SegueGeometry

/// How a navigation bar's background and hairline look (`UINavigationBarAppearance`, iOS 13):
/// set on a bar's `standardAppearance`.
///
/// Segue draws the background's colour and the hairline's. UIKit's default background is a
/// blurred material (`backgroundEffect`), which Segue stands in for with an opaque light grey
/// (`NavigationBar.defaultBackgroundColor`); a translucent `backgroundColor` is drawn as it
/// is, over the content under the bar. Title text attributes, background images,
/// `scrollEdgeAppearance` and `compactAppearance` are not supported.
@preconcurrency @MainActor
public final class NavigationBarAppearance {
  /// How the background starts: the system's material, opaque, or nothing.
  enum Background: Equatable {
    case systemDefault
    case opaque
    case transparent
  }

  /// The background's colour (`backgroundColor`); nil leaves the background of the
  /// configuration (the material, or nothing for a transparent one), under which a bar's
  /// `barTintColor` shows.
  public var backgroundColor: Color? {
    didSet { changed() }
  }
  /// The hairline's colour under the bar (`shadowColor`); nil or clear draws none.
  public var shadowColor: Color? {
    didSet { changed() }
  }
  var background = Background.systemDefault {
    didSet { changed() }
  }
  /// The bars showing this appearance, told when it changes.
  var onChange: (() -> Void)?

  /// An appearance with the system's default background and hairline
  /// (`configureWithDefaultBackground()`).
  public init() {
    shadowColor = NavigationBar.separatorColor
  }

  /// The system's material background and hairline (`configureWithDefaultBackground()`).
  public func configureWithDefaultBackground() {
    configure(.systemDefault, color: nil, shadow: NavigationBar.separatorColor)
  }

  /// An opaque background in the system background colour, with the hairline
  /// (`configureWithOpaqueBackground()`).
  public func configureWithOpaqueBackground() {
    configure(.opaque, color: .systemBackground, shadow: NavigationBar.separatorColor)
  }

  /// No background and no hairline (`configureWithTransparentBackground()`).
  public func configureWithTransparentBackground() {
    configure(.transparent, color: nil, shadow: nil)
  }

  /// A copy (UIKit copies an appearance set on a bar: `@NSCopying`).
  public func copy() -> NavigationBarAppearance {
    let copy = NavigationBarAppearance()
    copy.configure(background, color: backgroundColor, shadow: shadowColor)
    return copy
  }

  /// The colour the background is filled with under `barTintColor` (nil: no fill).
  func backgroundFill(barTintColor: Color?) -> Color? {
    if let backgroundColor { return backgroundColor }
    switch background {
    case .transparent: return nil
    case .systemDefault, .opaque: return barTintColor ?? NavigationBar.defaultBackgroundColor
    }
  }

  private func configure(_ background: Background, color: Color?, shadow: Color?) {
    let handler = onChange
    onChange = nil
    self.background = background
    backgroundColor = color
    shadowColor = shadow
    onChange = handler
    changed()
  }

  private func changed() { onChange?() }
}
