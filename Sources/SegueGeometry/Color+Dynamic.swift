import Foundation

// Dynamic colours (`UIColor(dynamicProvider:)`, iOS 13): a colour that is a different value in
// the light and the dark appearance, and at the base and the elevated level. UIKit's system
// colours are all dynamic; a view resolves its own colour properties (background, text, tint)
// for its traits whenever they change, while a `CGColor` is resolved once, when it is made,
// for `UITraitCollection.current` (WWDC 2019 session 214, "Implementing Dark Mode on iOS";
// Apple's `UIColor.resolvedColor(with:)` and `init(dynamicProvider:)` pages; high).
//
// Here a dynamic colour is still a plain value: its components are its light resolution (what
// UIKit draws for an unspecified trait collection), so code that ignores appearances draws as
// before, and it carries the number of its provider in a process-wide table. The table keeps
// every provider made for the life of the process; a provider made again and again (a colour
// built in a getter) adds an entry each time — a few dozen bytes, as UIKit's own colour objects
// would cost while they live.

/// The traits a dynamic colour depends on: whether the appearance is dark and the level
/// elevated (`TraitCollection`).
public protocol ColorResolutionTraits: Sendable {
  /// Whether the dark colours apply (`userInterfaceStyle == .dark`).
  var prefersDarkColors: Bool { get }
  /// Whether the elevated colours apply (`userInterfaceLevel == .elevated`).
  var prefersElevatedColors: Bool { get }
}

/// An appearance as a value: the traits colours resolve for, nothing else.
package struct ColorAppearance: ColorResolutionTraits, Hashable {
  package var prefersDarkColors: Bool
  package var prefersElevatedColors: Bool

  /// Light, at the base level: what an unspecified trait collection resolves to.
  package static let light = ColorAppearance(prefersDarkColors: false, prefersElevatedColors: false)

  package init(prefersDarkColors: Bool, prefersElevatedColors: Bool) {
    self.prefersDarkColors = prefersDarkColors
    self.prefersElevatedColors = prefersElevatedColors
  }

  /// The appearance `traits` describe.
  package init(_ traits: any ColorResolutionTraits) {
    self.init(
      prefersDarkColors: traits.prefersDarkColors,
      prefersElevatedColors: traits.prefersElevatedColors)
  }
}

extension Color {
  /// What makes a dynamic colour's value for an appearance.
  package typealias Provider = @Sendable (any ColorResolutionTraits) -> Color

  /// A colour that `provider` resolves for the traits where it is used. Its components are
  /// its light resolution.
  package init(resolving provider: @escaping Provider) {
    self = provider(ColorAppearance.light).resolved(for: ColorAppearance.light)
    dynamicID = DynamicColors.shared.register(provider)
  }

  /// A colour that is `light` in the light appearance and `dark` in the dark one, or
  /// `elevatedDark` there at the elevated level (UIKit's system colours).
  package init(light: Color, dark: Color, elevatedDark: Color? = nil) {
    let elevated = elevatedDark ?? dark
    self.init { traits in
      guard traits.prefersDarkColors else { return light }
      return traits.prefersElevatedColors ? elevated : dark
    }
  }

  /// Whether the colour has a value per appearance (`init(resolving:)`, the system colours).
  public var isDynamic: Bool { dynamicID != 0 }

  /// The plain colour this one is for `traits`: itself when it is plain. A provider returning
  /// a dynamic colour is resolved in turn, at most a few levels deep (then its light value).
  package func resolved(for traits: any ColorResolutionTraits) -> Color {
    var color = self
    for _ in 0..<8 where color.isDynamic {
      color = DynamicColors.shared.provider(color.dynamicID)(traits)
    }
    return color.plain
  }

  /// The colour's components without its provider.
  var plain: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

  /// The traits `cgColor` resolves for on this thread: `TraitCollection.current` binds them
  /// while UIKit would (a view's layout, drawing and trait callbacks, `performAsCurrent`).
  @TaskLocal package static var resolutionTraits: any ColorResolutionTraits = ColorAppearance.light
}

/// The providers of the process's dynamic colours, numbered from 1.
final class DynamicColors: @unchecked Sendable {
  static let shared = DynamicColors()

  private let lock = NSLock()
  private var providers: [Color.Provider] = []
  /// A dynamic colour's variant with another alpha, made once per colour and alpha.
  private var alphaVariants: [AlphaVariant: UInt32] = [:]

  private struct AlphaVariant: Hashable {
    var id: UInt32
    var alpha: CGFloat
  }

  func register(_ provider: @escaping Color.Provider) -> UInt32 {
    lock.withLock {
      providers.append(provider)
      return UInt32(providers.count)
    }
  }

  func provider(_ id: UInt32) -> Color.Provider {
    lock.withLock { providers[Int(id) - 1] }
  }

  /// The colour `id` resolves to, each resolution with `plain`'s alpha; `plain` is its light
  /// resolution with that alpha.
  func withAlpha(_ plain: Color, of id: UInt32) -> Color {
    let key = AlphaVariant(id: id, alpha: plain.alpha)
    var color = plain
    color.dynamicID = lock.withLock {
      if let known = alphaVariants[key] { return known }
      let base = providers[Int(id) - 1]
      let alpha = plain.alpha
      providers.append { traits in
        base(traits).resolved(for: traits).withAlphaComponent(alpha)
      }
      alphaVariants[key] = UInt32(providers.count)
      return UInt32(providers.count)
    }
    return color
  }
}
