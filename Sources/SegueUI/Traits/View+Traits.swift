import Foundation

extension View: TraitEnvironment, TraitStateHolder {
  /// The view's traits (`traitCollection`): its view controller's when it is a controller's
  /// view, else its superview's, else — a window — the screen's; then a forced
  /// `semanticContentAttribute` and the view's own `traitOverrides`. A view outside any
  /// window has no trait specified but its own (UIKit gives it the screen's; Segue has no
  /// screen without a stage).
  public var traitCollection: TraitCollection { traits(inheriting: inheritedTraits) }

  /// The style the view and the subviews owned by the same controller adopt
  /// (`overrideUserInterfaceStyle`; default unspecified: inherited). A child controller's
  /// view below does not inherit it; on a window it applies to everything in the window
  /// (Apple's `UIView.overrideUserInterfaceStyle` page).
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }

  /// The traits the view sets for itself and the subviews owned by the same controller
  /// (`traitOverrides`, iOS 17). Changing them tells the views in a window whose traits
  /// change (`traitCollectionDidChange(_:)`) at once.
  public var traitOverrides: TraitOverrides {
    get { traitState?.overrides ?? TraitOverrides() }
    set {
      guard newValue != traitOverrides else { return }
      ensuredTraitState.overrides = newValue
      updateTraitsInSubtree()
    }
  }

  /// What the view inherits before its own overrides.
  var inheritedTraits: TraitCollection {
    if let controller = owningViewController { return controller.traitCollection }
    if let superview { return superview.traitCollection }
    if let window = self as? Window { return window.environmentTraits }
    return TraitCollection()
  }

  /// The view's traits over `inherited`: a forced layout direction, then its overrides.
  func traits(inheriting inherited: TraitCollection) -> TraitCollection {
    var overrides = traitState?.overrides ?? TraitValues()
    if overrides.layoutDirection == .unspecified {
      switch semanticContentAttribute {
      case .forceLeftToRight: overrides.layoutDirection = .leftToRight
      case .forceRightToLeft: overrides.layoutDirection = .rightToLeft
      case .unspecified, .playback, .spatial: break
      }
    }
    return inherited.overlaid(by: overrides)
  }

  /// Tells the views of this subtree in a window, and the controllers whose views they are,
  /// of traits that changed, from the top down (UIKit asks overrides to call `super` first so
  /// that the elements above adjust first: Apple's `traitCollectionDidChange(_:)` page).
  func updateTraitsInSubtree() {
    guard window != nil else { return }
    deliverTraits(inheriting: inheritedTraits)
  }

  private func deliverTraits(inheriting inherited: TraitCollection) {
    var inherited = inherited
    if let controller = owningViewController {
      inherited = controller.traitCollection
      controller.report(inherited, in: controller.ensuredTraitState)
    }
    let own = report(traits(inheriting: inherited), in: ensuredTraitState)
    resolveColors(for: own)
    for subview in subviews { subview.deliverTraits(inheriting: own) }
  }
}
