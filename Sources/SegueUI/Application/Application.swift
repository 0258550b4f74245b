import Foundation
import SegueGeometry

/// The running app (`UIApplication.shared`), as far as transition code asks about it: its
/// windows and the status bar, following the current stage (`Stage.current`).
@preconcurrency @MainActor
public final class Application {
  private weak var stage: Stage?

  private init(stage: Stage?) {
    self.stage = stage
  }

  /// The app of the current stage (`UIApplication.shared`).
  public static var shared: Application { Application(stage: Stage.current) }

  /// The app's windows: the current stage's window (none without a stage).
  public var windows: [Window] { stage.map { [$0.window] } ?? [] }

  /// The window that receives keyboard events (`keyWindow`): the stage's window.
  public var keyWindow: Window? { stage?.window }

  /// The orientation of the interface (`statusBarOrientation`): the stage's
  /// (`Stage.interfaceOrientation`; landscape is `.landscapeRight` unless turned to the left).
  public var statusBarOrientation: InterfaceOrientation {
    stage?.interfaceOrientation ?? .portrait
  }

  /// The status bar's rectangle in the window, points (`statusBarFrame`); zero when the
  /// stage's device shows none in this orientation (an iPhone in landscape).
  public var statusBarFrame: CGRect {
    stage.map(Self.statusBarFrame(of:)) ?? .zero
  }

  /// The status bar's rectangle on `stage` now.
  static func statusBarFrame(of stage: Stage) -> CGRect {
    guard stage.orientation == .portrait || stage.device.isPad else { return .zero }
    return CGRect(x: 0, y: 0, width: stage.size.width, height: stage.device.statusBarHeight)
  }

  /// Posted after the status bar's frame changed, with the old frame under
  /// `statusBarFrameUserInfoKey` (`didChangeStatusBarFrameNotification`), as UIKit does: on a
  /// stage, when a rotation shows or hides it, right after the window takes its new size.
  public nonisolated static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  /// The user-info key of the status-bar notification's frame (a `CGRect`; UIKit wraps it in an
  /// `NSValue`).
  public nonisolated static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

/// The device the current stage shows (`UIDevice.current`).
@preconcurrency @MainActor
public final class CurrentDevice {
  private weak var stage: Stage?

  private init(stage: Stage?) {
    self.stage = stage
  }

  /// The current stage's device (`UIDevice.current`).
  public static var current: CurrentDevice { CurrentDevice(stage: Stage.current) }

  private var device: Device { stage?.device ?? .iPhone15Pro }

  /// Phone or pad, from the stage's device.
  public var userInterfaceIdiom: UserInterfaceIdiom {
    device.isPad ? .pad : .phone
  }

  /// Which way up the device is held: the interface's `.landscapeRight` is the device's
  /// `.landscapeLeft` and the other way round, as UIKit pairs them (doc: the two enums).
  public var orientation: DeviceOrientation {
    switch stage?.interfaceOrientation {
    case .landscapeRight: .landscapeLeft
    case .landscapeLeft: .landscapeRight
    default: .portrait
    }
  }

  /// The model name, "iPhone" or "iPad".
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

  /// The device's name (the stage device's command-line name, e.g. "iphone-15-pro").
  public var name: String { device.name }

  /// The version of the system whose behaviour Segue reproduces, "18.0", on every device
  /// (iOS 18's zoom transition and sheets are Segue's); code comparing versions takes its
  /// newest branch.
  public var systemVersion: String { "18.0" }
}
