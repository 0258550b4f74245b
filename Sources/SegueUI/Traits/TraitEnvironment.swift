import Foundation
import SegueGeometry

/// An object with traits that tells when they change (`UITraitEnvironment`): views, windows,
/// view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
  /// The traits now (`traitCollection`).
  var traitCollection: TraitCollection { get }
  /// Called after the traits changed, with the collection before
  /// (`traitCollectionDidChange(_:)`); call `super` first.
  func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

/// The traits an object sets for itself and what inherits from it (`UITraitOverrides`,
/// iOS 17): `view.traitOverrides.userInterfaceStyle = .dark`. A trait left unspecified is
/// inherited; `overrideUserInterfaceStyle` is the same override as `userInterfaceStyle` here
/// (Apple's `traitOverrides` pages). The same values as a collection's.
public typealias TraitOverrides = TraitValues

/// The trait bookkeeping of a view or a controller, made on first use: its overrides and the
/// collection it was last told of.
final class TraitState {
  var overrides = TraitOverrides()
  /// The collection last reported (or first seen) in a window; nil before.
  var reported: TraitCollection?
  /// A container's overrides for its children (`setOverrideTraitCollection(_:forChild:)`).
  var childOverrides: [ObjectIdentifier: TraitCollection] = [:]
  /// A presentation controller's `overrideTraitCollection`.
  var overrideCollection: TraitCollection?
  /// A window's appearance from the system (`Stage.userInterfaceStyle`).
  var systemStyle = UserInterfaceStyle.light
  /// The appearance a view's dynamic colours are resolved for (View+DynamicColors.swift).
  var colorAppearance = ColorAppearance.light
  /// A view's dynamic `backgroundColor`, and what it resolved to, while the layer shows that.
  var dynamicBackground: (color: Color, resolved: Color)?
}

/// An object keeping its trait bookkeeping in a `TraitState` made on first use.
@MainActor
protocol TraitStateHolder: AnyObject {
  var traitState: TraitState? { get set }
}

extension TraitStateHolder {
  var ensuredTraitState: TraitState {
    if let traitState { return traitState }
    let state = TraitState()
    traitState = state
    return state
  }
}

extension TraitEnvironment {
  /// Tells the object of `current` when it differs from the collection it was last told of;
  /// the first collection an object is seen with is only remembered (UIKit reports changes,
  /// not the first traits; medium). Returns `current`.
  @discardableResult
  func report(_ current: TraitCollection, in state: TraitState) -> TraitCollection {
    guard let previous = state.reported else {
      state.reported = current
      return current
    }
    guard previous != current else { return current }
    state.reported = current
    current.performAsCurrent { traitCollectionDidChange(previous) }
    return current
  }
}
