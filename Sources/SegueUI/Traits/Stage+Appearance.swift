import Foundation

extension Stage {
  /// The device's appearance setting (Settings ▸ Display & Brightness: light or dark;
  /// default light): every view and controller in the window inherits it as
  /// `traitCollection.userInterfaceStyle`, and those whose traits change are told at once
  /// (`traitCollectionDidChange(_:)`). Overrides (`overrideUserInterfaceStyle`) win over it.
  /// Setting `.unspecified` means light.
  public var userInterfaceStyle: UserInterfaceStyle {
    get { window.systemUserInterfaceStyle }
    set { window.systemUserInterfaceStyle = newValue }
  }
}
