import Foundation
import SegueGeometry

// Dynamic colours resolved for trait collections (`UIColor(dynamicProvider:)`,
// `resolvedColor(with:)`, `UITraitCollection.current`). What a view resolves and when:
// View+DynamicColors.swift.

extension TraitCollection: ColorResolutionTraits {
  /// Whether the style is dark (an unspecified style resolves as light).
  public var prefersDarkColors: Bool { userInterfaceStyle == .dark }
  /// Whether the level is elevated (an unspecified level resolves as the base).
  public var prefersElevatedColors: Bool { userInterfaceLevel == .elevated }

  /// The traits colours resolve for on this thread (`UITraitCollection.current`): UIKit sets
  /// them around a view's `layoutSubviews()` and `draw(_:)`, a controller's
  /// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` and every
  /// `traitCollectionDidChange(_:)`, and `performAsCurrent(_:)` sets them for a closure
  /// (WWDC 2019 session 214; high); elsewhere no trait is specified, which resolves as light.
  /// UIKit also lets code assign it; here `performAsCurrent(_:)` is the only way.
  public static var current: TraitCollection {
    Color.resolutionTraits as? TraitCollection ?? TraitCollection()
  }

  /// Runs `actions` with this collection as `current` (`performAsCurrent(_:)`): a dynamic
  /// colour's `cgColor` made there is resolved for these traits.
  public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
    try Color.$resolutionTraits.withValue(self, operation: actions)
  }

  /// A collection with the style and level `traits` describe.
  convenience init(appearance traits: any ColorResolutionTraits) {
    var values = TraitValues()
    values.userInterfaceStyle = traits.prefersDarkColors ? .dark : .light
    values.userInterfaceLevel = traits.prefersElevatedColors ? .elevated : .base
    self.init(values: values)
  }
}

extension Color {
  /// A colour that `provider` makes for the traits where it is used
  /// (`UIColor(dynamicProvider:)`): a view asks again whenever its traits' style or level
  /// changes. Its components are its light resolution.
  public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
    self.init(resolving: { traits in
      provider(traits as? TraitCollection ?? TraitCollection(appearance: traits))
    })
  }

  /// The plain colour this one is for `traitCollection` (`resolvedColor(with:)`): itself when
  /// it is not dynamic.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    resolved(for: traitCollection)
  }
}
