import Segue

/// `UITraitCollection`: Segue's `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UITraitEnvironment`: Segue's `TraitEnvironment`.
public typealias UITraitEnvironment = TraitEnvironment
/// `UIMutableTraits`: Segue's `MutableTraits`.
public typealias UIMutableTraits = MutableTraits
/// `UITraitOverrides`: Segue's `TraitOverrides`.
public typealias UITraitOverrides = TraitOverrides
/// `UIUserInterfaceStyle`: Segue's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UIUserInterfaceLevel`: Segue's `UserInterfaceLevel`.
public typealias UIUserInterfaceLevel = UserInterfaceLevel
/// `UITraitEnvironmentLayoutDirection`: Segue's `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
