import Foundation
import SegueGeometry

/// A screen to render on: its size in points, pixels per point and safe area (what UIKit
/// reads from `UIScreen`; a `Window` is made for one), held the way up given by `orientation`.
public struct Device: Sendable, Hashable {
  /// Which way up a device is held.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Taller than wide (the home indicator at the bottom).
    case portrait
    /// Wider than tall (turned a quarter, the home indicator at the bottom; on a stage,
    /// `Stage.interfaceOrientation` says which side: `.landscapeRight`, the Dynamic Island's
    /// side to the left, unless turned to `.landscapeLeft`).
    case landscape
  }

  /// The name used on the command line, e.g. "iphone-15-pro".
  public let name: String
  /// The screen size in points, held in portrait.
  public let portraitSize: CGSize
  /// Pixels per point.
  public let scale: Int
  /// The safe area insets in points, held in portrait.
  public let portraitSafeAreaInsets: EdgeInsets
  /// The safe area insets in points, held in landscape (the home button or indicator at the
  /// bottom).
  public let landscapeSafeAreaInsets: EdgeInsets
  /// Which way up the device is held (default portrait).
  public let orientation: Orientation
  /// The radius of the display's rounded corners, points (0: square corners).
  public let displayCornerRadius: CGFloat
  /// Whether the screen has the Dynamic Island (a black pill at the top centre in portrait,
  /// at the left in landscape).
  public let hasDynamicIsland: Bool
  /// Whether the screen shows a home indicator (a bar at the bottom) instead of a home button.
  public let hasHomeIndicator: Bool
  /// The status bar's height in portrait, points (the time, signal, Wi-Fi and battery are
  /// centred in it).
  public let statusBarHeight: CGFloat

  /// Creates a device description from its portrait `size` and `safeAreaInsets`; without
  /// `landscapeSafeAreaInsets`, a landscape window keeps the portrait insets. The chrome
  /// (`displayCornerRadius`…) defaults to a screen with square corners, a 20 pt status bar and
  /// a home button.
  public init(
    name: String, size: CGSize, scale: Int, safeAreaInsets: EdgeInsets,
    landscapeSafeAreaInsets: EdgeInsets? = nil, orientation: Orientation = .portrait,
    displayCornerRadius: CGFloat = 0, hasDynamicIsland: Bool = false,
    hasHomeIndicator: Bool = false, statusBarHeight: CGFloat = 20
  ) {
    self.name = name
    self.portraitSize = size
    self.scale = scale
    self.portraitSafeAreaInsets = safeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets ?? safeAreaInsets
    self.orientation = orientation
    self.displayCornerRadius = displayCornerRadius
    self.hasDynamicIsland = hasDynamicIsland
    self.hasHomeIndicator = hasHomeIndicator
    self.statusBarHeight = statusBarHeight
  }

  /// The screen size in points the way up the device is held.
  public var size: CGSize {
    orientation == .portrait
      ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe area insets in points the way up the device is held.
  public var safeAreaInsets: EdgeInsets {
    orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
  }

  /// The same device held `orientation` up.
  public func turned(to orientation: Orientation) -> Device {
    Device(
      name: name, size: portraitSize, scale: scale, safeAreaInsets: portraitSafeAreaInsets,
      landscapeSafeAreaInsets: landscapeSafeAreaInsets, orientation: orientation,
      displayCornerRadius: displayCornerRadius, hasDynamicIsland: hasDynamicIsland,
      hasHomeIndicator: hasHomeIndicator, statusBarHeight: statusBarHeight)
  }

  /// The safe area insets of a window of `size` on this device: the landscape insets when it
  /// is wider than tall, else the portrait ones.
  public func safeAreaInsets(for size: CGSize) -> EdgeInsets {
    size.width > size.height ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }

  /// The full-resolution pixel size.
  public var pixelSize: (width: Int, height: Int) {
    (Int((size.width * CGFloat(scale)).rounded()), Int((size.height * CGFloat(scale)).rounded()))
  }

  /// iPhone 15 Pro: 393×852 pt at 3×, safe area top 59, bottom 34 (the default device); in
  /// landscape 59 on both sides (the Dynamic Island's side and, symmetric, the other) and 21 at
  /// the bottom. The Dynamic Island, a home indicator, a 54 pt status bar and corners of 55 pt
  /// (the display's radius as measured from Apple's device frames; Apple publishes no value,
  /// medium confidence).
  public static let iPhone15Pro = Device(
    name: "iphone-15-pro", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    displayCornerRadius: 55, hasDynamicIsland: true, hasHomeIndicator: true,
    statusBarHeight: 54)
  /// iPhone SE (2nd/3rd generation): 375×667 pt at 2×, safe area top 20 (the status bar); in
  /// landscape none (an iPhone hides its status bar there). Square corners, a home button.
  public static let iPhoneSE = Device(
    name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  /// iPad Pro 11-inch: 834×1194 pt at 2×, safe area top 24, bottom 20, the same in landscape;
  /// a 24 pt status bar, a home indicator and corners of 18 pt (measured, medium confidence).
  public static let iPadPro11 = Device(
    name: "ipad-pro-11", size: CGSize(width: 834, height: 1194), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    displayCornerRadius: 18, hasHomeIndicator: true, statusBarHeight: 24)

  /// Every known device, default first.
  public static let all: [Device] = [.iPhone15Pro, .iPhoneSE, .iPadPro11]

  /// The device named `name`, or nil.
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name }
  }
}
