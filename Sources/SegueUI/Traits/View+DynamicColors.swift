import Foundation
import SegueGeometry

// What a view resolves of its dynamic colours, and when (WWDC 2019 session 214,
// "Implementing Dark Mode on iOS"; Apple's `UIColor` dynamic-colour pages; high):
// - its own colour properties — `backgroundColor` here, a label's `textColor`, a template
//   image's tint — keep the dynamic colour and show its resolution for the view's traits,
//   again each time their style or level changes (a view entering a dark window, a sheet's
//   elevated level, `Stage.userInterfaceStyle`, `overrideUserInterfaceStyle`);
// - a layer's colours are plain: `view.layer.borderColor = UIColor.label.cgColor` resolves
//   once, for `TraitCollection.current`, and stays (UIKit's classic dark-mode bug, kept);
//   the traits are current around `layoutSubviews()`, `draw(_:)`, the controller's layout
//   hooks and every `traitCollectionDidChange(_:)`, where such code belongs.
// A view outside a window resolves as light until it enters one (UIKit gives it the screen's
// traits; Segue has no screen without a stage).

extension View {
  /// The appearance the view's colours resolve for now: that of the traits it was last told
  /// of in a window, light before.
  var colorAppearance: ColorAppearance { traitState?.colorAppearance ?? .light }

  /// Runs `body` with the traits the view was last told of as `TraitCollection.current`
  /// (nothing specified before it was in a window).
  func withColorTraitsCurrent(_ body: () -> Void) {
    guard let traits = traitState?.reported else { return body() }
    traits.performAsCurrent(body)
  }

  /// Resolves the view's dynamic colours for `traits` when their appearance differs from
  /// the one they were resolved for.
  func resolveColors(for traits: TraitCollection) {
    let appearance = ColorAppearance(traits)
    guard appearance != colorAppearance else { return }
    ensuredTraitState.colorAppearance = appearance
    traits.performAsCurrent { appearanceDidChange() }
  }

  /// The dynamic colour set as `backgroundColor`, while the layer still shows its resolution.
  var dynamicBackgroundColor: Color? {
    guard let dynamic = traitState?.dynamicBackground,
      layer.backgroundColor == dynamic.resolved
    else { return nil }
    return dynamic.color
  }

  func setBackgroundColor(_ color: Color?) {
    guard let color, color.isDynamic else {
      traitState?.dynamicBackground = nil
      layer.backgroundColor = color
      return
    }
    let resolved = color.resolved(for: colorAppearance)
    ensuredTraitState.dynamicBackground = (color, resolved)
    layer.backgroundColor = resolved
  }

  /// Shows the dynamic background's resolution for the current appearance, unless the layer's
  /// colour was set directly since.
  func resolveBackgroundColor() {
    guard let dynamic = dynamicBackgroundColor else { return }
    setBackgroundColor(dynamic)
  }
}
