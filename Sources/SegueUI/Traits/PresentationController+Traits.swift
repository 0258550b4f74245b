import Foundation

extension PresentationController: TraitEnvironment, TraitStateHolder {
  /// The traits of the presentation (`traitCollection`): the window's, at level `.elevated`
  /// for a sheet (UIKit raises sheets and popovers, which is what gives them their lighter
  /// dark backgrounds; medium), then `overrideTraitCollection` and `traitOverrides`. The
  /// presented controller inherits them: not the presenting controller's overrides, as a
  /// window's override reaches presentations and a controller's reaches only its children
  /// (Apple's `overrideUserInterfaceStyle` pages).
  public var traitCollection: TraitCollection {
    traits(in: environmentWindow?.traitCollection ?? TraitCollection())
  }

  /// The presentation's traits in a window whose traits are `window`.
  func traits(in window: TraitCollection) -> TraitCollection {
    var traits = window
    if self is SheetPresentationController {
      traits = traits.overlaid(by: .only(\.userInterfaceLevel, .elevated))
    }
    if let override = traitState?.overrideCollection {
      traits = traits.overlaid(by: override.values)
    }
    return traits.overlaid(by: traitState?.overrides ?? TraitValues())
  }

  /// The traits set for the presentation and what it presents (`traitOverrides`, iOS 17).
  public var traitOverrides: TraitOverrides {
    get { traitState?.overrides ?? TraitOverrides() }
    set {
      guard newValue != traitOverrides else { return }
      ensuredTraitState.overrides = newValue
      updateTraits()
    }
  }

  /// The window the presentation takes place in.
  private var environmentWindow: Window? {
    containerView?.window ?? presentingControllerIfAlive?.viewIfLoaded?.window
  }

  /// Tells the presentation controller, then the presented controller and its views, of
  /// traits that changed.
  func updateTraits() {
    guard containerView?.window != nil else { return }
    report(traitCollection, in: ensuredTraitState)
    presentedViewController.updateTraits()
  }
}
