import Foundation

extension Window {
  /// The traits of the screen for the window's size: what the window inherits.
  var environmentTraits: TraitCollection { environmentTraits(for: bounds.size) }

  /// The screen's traits for a window `size` points large: the device's idiom and scale, its
  /// size classes for that size — vertically compact only for an iPhone in landscape (Apple's
  /// Human Interface Guidelines, "Layout: device size classes"; high) — the window's layout
  /// direction, the system appearance, level `.base`. A window made without a device has
  /// no idiom, scale or size classes.
  func environmentTraits(for size: CGSize) -> TraitCollection {
    var values = TraitValues()
    if let device {
      values.userInterfaceIdiom = device.isPad ? .pad : .phone
      values.displayScale = CGFloat(device.scale)
      values.horizontalSizeClass = device.horizontalSizeClass(for: size)
      values.verticalSizeClass = !device.isPad && size.width > size.height ? .compact : .regular
    }
    values.layoutDirection = TraitEnvironmentLayoutDirection(layoutDirection)
    values.userInterfaceStyle = systemUserInterfaceStyle
    values.userInterfaceLevel = .base
    return TraitCollection(values: values)
  }

  /// The appearance the system gives the window: Settings' light or dark (default light).
  /// `Stage.userInterfaceStyle` sets it; the window's `overrideUserInterfaceStyle` wins over
  /// it. Changing it tells whose traits change at once.
  public var systemUserInterfaceStyle: UserInterfaceStyle {
    get { traitState?.systemStyle ?? .light }
    set {
      let style = newValue == .unspecified ? UserInterfaceStyle.light : newValue
      guard style != systemUserInterfaceStyle else { return }
      ensuredTraitState.systemStyle = style
      updateTraits()
      // The status bar's `.default` style follows the appearance.
      updateSystemChrome()
    }
  }

  /// Tells the presentation controllers, then every view and controller in the window, of
  /// traits that changed.
  func updateTraits() {
    for controller in presentationControllers() {
      controller.report(controller.traitCollection, in: controller.ensuredTraitState)
    }
    updateTraitsInSubtree()
  }

  /// Tells the controllers of the window that the traits will change when its size becomes
  /// `size` (`willTransition(to:with:)`), before their `viewWillTransition(to:with:)`:
  /// the root controller, then each presentation controller, which forwards to its
  /// presented controller. Nothing when the traits stay.
  func willTransitionTraits(
    toSize size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    let now = environmentTraits
    let next = environmentTraits(for: size)
    guard next != now else { return }
    let windowTraits = traits(inheriting: next)
    if let root = rootViewController {
      root.willTransition(
        to: windowTraits.overlaid(by: root.traitOverrides), with: coordinator)
    }
    for controller in presentationControllers() {
      controller.willTransition(to: controller.traits(in: windowTraits), with: coordinator)
    }
  }
}
