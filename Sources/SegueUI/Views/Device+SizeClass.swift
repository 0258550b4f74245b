import Foundation

/// A coarse width or height class of an interface (`UIUserInterfaceSizeClass`): what adaptive
/// containers (a split view controller collapsing) read instead of exact sizes.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
  /// Not known (no window yet).
  case unspecified
  /// A narrow space: an iPhone in portrait, most iPhones in landscape, a narrow iPad window.
  case compact
  /// A wide space: a full-screen iPad either way up, a large iPhone in landscape.
  case regular
}

extension Device {
  /// Whether the device is an iPad (Segue's device names say so).
  var isPad: Bool { name.hasPrefix("ipad") }

  /// The width on an iPad from which a window is regular, points. Apple documents the classes
  /// of full-screen iPads (regular both ways) and of the multitasking widths only by
  /// examples; 600 pt separates them for every iPad in Segue's table (its full widths are 834
  /// and 1194, its Split View thirds under 600). Estimate, medium confidence.
  public static let padRegularWidthMinimum: CGFloat = 600
  /// The portrait width from which an iPhone is regular wide in landscape, points: the Plus
  /// and Max models (414 and 428–440 pt wide) are, the others (375–402) are not (Apple's
  /// Human Interface Guidelines, "Layout: device size classes"; high confidence).
  public static let phoneRegularLandscapePortraitWidthMinimum: CGFloat = 414

  /// The horizontal size class of a window `size` points large on this device
  /// (`traitCollection.horizontalSizeClass`): an iPad's is regular from
  /// `padRegularWidthMinimum` on; an iPhone's is compact in portrait and, in landscape,
  /// regular only for the large models (`phoneRegularLandscapePortraitWidthMinimum`).
  public func horizontalSizeClass(for size: CGSize) -> UserInterfaceSizeClass {
    if isPad { return size.width >= Self.padRegularWidthMinimum ? .regular : .compact }
    let landscape = size.width > size.height
    return landscape && portraitSize.width >= Self.phoneRegularLandscapePortraitWidthMinimum
      ? .regular : .compact
  }
}
