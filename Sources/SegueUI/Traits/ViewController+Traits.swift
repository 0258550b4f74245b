import Foundation

extension ViewController: TraitEnvironment, TraitStateHolder {
  /// The controller's traits (`traitCollection`): its parent's, with the parent's override
  /// for it (`setOverrideTraitCollection(_:forChild:)`); a presented controller, its
  /// presentation controller's; a window's root, the window's; then its own `traitOverrides`.
  /// A controller in none of these has no trait specified but its own.
  public var traitCollection: TraitCollection {
    inheritedTraits.overlaid(by: traitState?.overrides ?? TraitValues())
  }

  /// The style the controller, its views and its children adopt
  /// (`overrideUserInterfaceStyle`; default unspecified: inherited — Apple's
  /// `UIViewController.overrideUserInterfaceStyle` page). What it presents does not inherit it:
  /// presentations take the window's traits.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }

  /// The traits the controller sets for itself, its views and its children
  /// (`traitOverrides`, iOS 17). Changing them tells whose traits change at once.
  public var traitOverrides: TraitOverrides {
    get { traitState?.overrides ?? TraitOverrides() }
    set {
      guard newValue != traitOverrides else { return }
      ensuredTraitState.overrides = newValue
      updateTraits()
    }
  }

  /// Gives `child` these traits over the ones it inherits from this controller, or takes
  /// them back with nil (`setOverrideTraitCollection(_:forChild:)`). A controller that is not
  /// a child of this one is reported and ignored (UIKit ignores it).
  public func setOverrideTraitCollection(
    _ collection: TraitCollection?, forChild child: ViewController
  ) {
    guard child.parentController === self else {
      Self.report(
        "setOverrideTraitCollection(_:forChild:): \(type(of: child)) is not a child of "
          + "\(type(of: self)); ignored", in: viewIfLoaded?.window)
      return
    }
    let key = ObjectIdentifier(child)
    guard ensuredTraitState.childOverrides[key] != collection else { return }
    ensuredTraitState.childOverrides[key] = collection
    child.updateTraits()
  }

  /// The traits given to `child` over its inherited ones (`overrideTraitCollection(forChild:)`).
  public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
    traitState?.childOverrides[ObjectIdentifier(child)]
  }

  /// What the controller inherits before its own overrides.
  var inheritedTraits: TraitCollection {
    if let parent = parentController {
      let traits = parent.traitCollection
      guard let override = parent.traitState?.childOverrides[ObjectIdentifier(self)] else {
        return traits
      }
      return traits.overlaid(by: override.values)
    }
    if let presentation { return presentation.controller.traitCollection }
    if let window = loadedView?.window { return window.traitCollection }
    return TraitCollection()
  }

  /// The collection `child` will have when this controller's becomes `collection`.
  func traits(ofChild child: ViewController, under collection: TraitCollection) -> TraitCollection {
    var traits = collection
    if let override = traitState?.childOverrides[ObjectIdentifier(child)] {
      traits = traits.overlaid(by: override.values)
    }
    return traits.overlaid(by: child.traitState?.overrides ?? TraitValues())
  }

  /// Tells the controller and, through its view's subtree, its views and children of traits
  /// that changed; a controller whose view is in no window is told when it comes back.
  func updateTraits() {
    guard let view = loadedView, let window = view.window else { return }
    view.updateTraitsInSubtree()
    window.updateSystemChrome()
  }
}
