import Foundation
import SegueGeometry

/// The screen the current stage shows (`UIScreen`): its bounds and scale follow the stage's
/// device and orientation.
///
/// iOS code reads `UIScreen.main` from anywhere; Segue answers with the stage running a
/// frame, else the one made or advanced last (`Stage.current`), and without any stage with
/// `Device.iPhone15Pro` in portrait.
@preconcurrency @MainActor
public final class Screen {
  private weak var stage: Stage?

  private init(stage: Stage?) {
    self.stage = stage
  }

  /// The current stage's screen (`UIScreen.main`).
  public static var main: Screen { Screen(stage: Stage.current) }

  /// The screen's rectangle in points, origin zero; its size turns with the device.
  public var bounds: CGRect {
    CGRect(origin: .zero, size: stage?.size ?? Device.iPhone15Pro.portraitSize)
  }

  /// Pixels per point.
  public var scale: CGFloat { CGFloat((stage?.device ?? .iPhone15Pro).scale) }

  /// Pixels per point of the panel (`nativeScale`): the same as `scale` on Segue's devices.
  public var nativeScale: CGFloat { scale }

  /// The screen's size in pixels, held in portrait (`nativeBounds`).
  public var nativeBounds: CGRect {
    let device = stage?.device ?? .iPhone15Pro
    return CGRect(
      x: 0, y: 0, width: device.portraitSize.width * scale,
      height: device.portraitSize.height * scale)
  }
}

/// What kind of device the interface is for (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}

/// Which way up the interface is shown (`UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether the interface is wider than tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the interface is taller than wide.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Which way up the device is held (`UIDeviceOrientation`).
public enum DeviceOrientation: Int, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// Whether the device is held on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device is held upright.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
