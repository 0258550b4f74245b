import Foundation

/// Light or dark appearance (`UIUserInterfaceStyle`; UIKit's raw values).
public enum UserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// Whether content sits at the base of the interface or above it, in a sheet or a popover
/// (`UIUserInterfaceLevel`; UIKit's raw values).
public enum UserInterfaceLevel: Int, Sendable, Hashable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}

/// The layout direction of a trait environment (`UITraitEnvironmentLayoutDirection`; UIKit's
/// raw values): a `UserInterfaceLayoutDirection` that can also be unspecified.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1

  init(_ direction: UserInterfaceLayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}

/// The traits one can set (`UIMutableTraits`): what `TraitCollection(mutations:)`,
/// `modifyingTraits(_:)` and `traitOverrides` hand to a closure or a caller. A value left
/// unspecified (`.unspecified`, a display scale of 0) is not set.
public protocol MutableTraits {
  var horizontalSizeClass: UserInterfaceSizeClass { get set }
  var verticalSizeClass: UserInterfaceSizeClass { get set }
  var userInterfaceIdiom: UserInterfaceIdiom { get set }
  var displayScale: CGFloat { get set }
  var layoutDirection: TraitEnvironmentLayoutDirection { get set }
  var userInterfaceStyle: UserInterfaceStyle { get set }
  var userInterfaceLevel: UserInterfaceLevel { get set }
}

/// The values of a trait collection, each possibly unspecified.
public struct TraitValues: MutableTraits, Sendable, Hashable {
  public var horizontalSizeClass = UserInterfaceSizeClass.unspecified
  public var verticalSizeClass = UserInterfaceSizeClass.unspecified
  public var userInterfaceIdiom = UserInterfaceIdiom.unspecified
  public var displayScale: CGFloat = 0
  public var layoutDirection = TraitEnvironmentLayoutDirection.unspecified
  public var userInterfaceStyle = UserInterfaceStyle.unspecified
  public var userInterfaceLevel = UserInterfaceLevel.unspecified

  /// No trait specified.
  public init() {}

  /// These values with every trait `other` specifies taking its value there.
  func overlaid(by other: TraitValues) -> TraitValues {
    var result = self
    if other.horizontalSizeClass != .unspecified {
      result.horizontalSizeClass = other.horizontalSizeClass
    }
    if other.verticalSizeClass != .unspecified {
      result.verticalSizeClass = other.verticalSizeClass
    }
    if other.userInterfaceIdiom != .unspecified {
      result.userInterfaceIdiom = other.userInterfaceIdiom
    }
    if other.displayScale > 0 { result.displayScale = other.displayScale }
    if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
    if other.userInterfaceStyle != .unspecified {
      result.userInterfaceStyle = other.userInterfaceStyle
    }
    if other.userInterfaceLevel != .unspecified {
      result.userInterfaceLevel = other.userInterfaceLevel
    }
    return result
  }

  /// Whether every trait `other` specifies has the same value here.
  func contains(_ other: TraitValues) -> Bool {
    overlaid(by: other) == self
  }

  /// Whether no trait is specified.
  public var isEmpty: Bool { self == TraitValues() }

  /// Values with only `trait` specified, as `value`.
  static func only<Value>(_ trait: WritableKeyPath<TraitValues, Value>, _ value: Value) -> Self {
    var values = TraitValues()
    values[keyPath: trait] = value
    return values
  }
}

/// The traits of an interface environment: size classes, idiom, scale, layout direction,
/// light or dark appearance and level (`UITraitCollection`). Immutable; views, view
/// controllers, presentation controllers and windows each have one (`TraitEnvironment`),
/// inherited down the hierarchy and changed by overrides.
///
/// Where the traits come from (Apple's UITraitCollection and UITraitEnvironment pages; the
/// chain itself is documented, the details marked where estimated):
/// - the window: its device's idiom and scale, size classes from its size
///   (`Device.horizontalSizeClass(for:)`; vertical compact only for an iPhone in landscape —
///   Apple's HIG size-class table, high), the stage's `userInterfaceStyle`, its
///   `layoutDirection`, level `.base`;
/// - a view controller: its parent's (with the parent's `setOverrideTraitCollection(_:forChild:)`),
///   else its presentation controller's (level `.elevated` for sheets — page, form — and
///   popovers, as UIKit gives sheets their lighter dark-mode backgrounds; medium), else its
///   window's; then its own overrides;
/// - a view: its view controller's when it is a controller's view, else its superview's;
///   then a forced `semanticContentAttribute` (layout direction) and its own overrides.
///
/// Colours that depend on the style and level resolve for a collection (`Color+Traits.swift`).
/// Not modelled: content size categories, contrast, gamut, legibility weight and custom
/// traits.
public final class TraitCollection: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The collection's values.
  public let values: TraitValues

  /// A collection with no trait specified (`init()`).
  public convenience init() { self.init(values: TraitValues()) }

  init(values: TraitValues) { self.values = values }

  /// A collection of the traits `mutations` sets (`init(mutations:)`, iOS 17).
  public convenience init(mutations: (inout any MutableTraits) -> Void) {
    var traits: any MutableTraits = TraitValues()
    mutations(&traits)
    self.init(values: traits as? TraitValues ?? TraitValues())
  }

  /// A collection of the traits of `collections`, later ones winning where several specify
  /// one (`init(traitsFrom:)`).
  public convenience init(traitsFrom collections: [TraitCollection]) {
    self.init(values: collections.reduce(TraitValues()) { $0.overlaid(by: $1.values) })
  }

  /// A collection with only `horizontalSizeClass` specified (`init(horizontalSizeClass:)`).
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(values: .only(\.horizontalSizeClass, horizontalSizeClass))
  }

  /// A collection with only `verticalSizeClass` specified (`init(verticalSizeClass:)`).
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(values: .only(\.verticalSizeClass, verticalSizeClass))
  }

  /// A collection with only `userInterfaceIdiom` specified (`init(userInterfaceIdiom:)`).
  public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
    self.init(values: .only(\.userInterfaceIdiom, userInterfaceIdiom))
  }

  /// A collection with only `displayScale` specified (`init(displayScale:)`).
  public convenience init(displayScale: CGFloat) {
    self.init(values: .only(\.displayScale, displayScale.isFinite ? max(displayScale, 0) : 0))
  }

  /// A collection with only `layoutDirection` specified (`init(layoutDirection:)`).
  public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.init(values: .only(\.layoutDirection, layoutDirection))
  }

  /// A collection with only `userInterfaceStyle` specified (`init(userInterfaceStyle:)`).
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(values: .only(\.userInterfaceStyle, userInterfaceStyle))
  }

  /// A collection with only `userInterfaceLevel` specified (`init(userInterfaceLevel:)`).
  public convenience init(userInterfaceLevel: UserInterfaceLevel) {
    self.init(values: .only(\.userInterfaceLevel, userInterfaceLevel))
  }

  public var horizontalSizeClass: UserInterfaceSizeClass { values.horizontalSizeClass }
  public var verticalSizeClass: UserInterfaceSizeClass { values.verticalSizeClass }
  public var userInterfaceIdiom: UserInterfaceIdiom { values.userInterfaceIdiom }
  /// Pixels per point; 0 when unspecified.
  public var displayScale: CGFloat { values.displayScale }
  public var layoutDirection: TraitEnvironmentLayoutDirection { values.layoutDirection }
  public var userInterfaceStyle: UserInterfaceStyle { values.userInterfaceStyle }
  public var userInterfaceLevel: UserInterfaceLevel { values.userInterfaceLevel }

  /// This collection with the traits `mutations` sets changed (`modifyingTraits(_:)`, iOS 17).
  public func modifyingTraits(_ mutations: (inout any MutableTraits) -> Void) -> TraitCollection {
    var traits: any MutableTraits = values
    mutations(&traits)
    return TraitCollection(values: traits as? TraitValues ?? values)
  }

  /// Whether every trait `other` specifies has the same value here (`containsTraits(in:)`);
  /// true for nil.
  public func containsTraits(in other: TraitCollection?) -> Bool {
    other.map { values.contains($0.values) } ?? true
  }

  /// Whether colours resolved for this collection may differ from those for `other`
  /// (`hasDifferentColorAppearance(comparedTo:)`): the style or the level differ.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return userInterfaceStyle != other.userInterfaceStyle
      || userInterfaceLevel != other.userInterfaceLevel
  }

  /// This collection with every trait `overrides` specifies taking its value there.
  func overlaid(by overrides: TraitValues) -> TraitCollection {
    overrides.isEmpty ? self : TraitCollection(values: values.overlaid(by: overrides))
  }

  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs === rhs || lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(values) }

  public var description: String {
    "TraitCollection(horizontal: \(horizontalSizeClass), vertical: \(verticalSizeClass), "
      + "idiom: \(userInterfaceIdiom), scale: \(displayScale), direction: \(layoutDirection), "
      + "style: \(userInterfaceStyle), level: \(userInterfaceLevel))"
  }
}
