import Foundation

extension Stage {
  /// The window's orientation now (landscape when it is wider than tall).
  public var orientation: Device.Orientation {
    size.width > size.height ? .landscape : .portrait
  }

  /// Turns the window to `orientation`, as the device does (`Window.setSize`: the
  /// controllers get `viewWillTransition(to:with:)`, the window takes the device's safe area
  /// for that shape, animated over `Window.sizeTransitionDuration` unless `animated` is
  /// false): at the next frame, or — while a view-controller transition runs — at the first
  /// frame after it ends (UIKit does not rotate in the middle of a transition). The latest
  /// request wins; asking for the orientation the window will have anyway does nothing.
  public func rotate(to orientation: Device.Orientation, animated: Bool = true) {
    pendingRotation = (orientation, animated)
  }

  /// The orientation of the interface now: portrait, or landscape on its side
  /// (`.landscapeRight`, the home indicator on the right, unless turned to `.landscapeLeft`).
  public var interfaceOrientation: InterfaceOrientation {
    orientation == .portrait ? .portrait : landscapeSide
  }

  /// Turns the window to `orientation` as `rotate(to:animated:)` does, on the side it names:
  /// the interface turns a quarter clockwise on the screen to `.landscapeRight` (the device
  /// turned counterclockwise, its top to the left) and counterclockwise to `.landscapeLeft`,
  /// and back the other way (`Window.setSize(_:animated:landscapeSide:)`). Upside-down and
  /// half turns are not done: reported, the window keeps its orientation (a half turn only
  /// changes the side it reports).
  public func rotate(toInterface orientation: InterfaceOrientation, animated: Bool = true) {
    switch orientation {
    case .portrait:
      rotate(to: Device.Orientation.portrait, animated: animated)
    case .landscapeLeft, .landscapeRight:
      if self.orientation == .landscape && pendingRotation == nil, landscapeSide != orientation {
        ViewController.report(
          "Stage.rotate(toInterface: \(orientation)): a half turn is not animated; the interface now "
            + "reports \(orientation) without turning", in: window)
      }
      landscapeSide = orientation
      rotate(to: Device.Orientation.landscape, animated: animated)
    case .portraitUpsideDown, .unknown:
      ViewController.report(
        "Stage.rotate(toInterface: \(orientation)): only portrait, landscapeLeft and landscapeRight are "
          + "supported; the window keeps its orientation", in: window)
    }
  }

  /// Turns the window a quarter (portrait ↔ landscape), with `rotate(to:animated:)`'s rules;
  /// what the desktop window's O key does.
  public func rotate(animated: Bool = true) {
    let current = pendingRotation?.orientation ?? orientation
    rotate(to: current == .portrait ? .landscape : .portrait, animated: animated)
  }

  /// Applies the pending rotation unless a transition runs.
  func applyPendingRotation() {
    guard let pending = pendingRotation, !hasRunningTransition else { return }
    pendingRotation = nil
    guard pending.orientation != orientation else { return }
    let oldStatusBar = Application.statusBarFrame(of: self)
    window.setSize(
      CGSize(width: window.bounds.height, height: window.bounds.width), animated: pending.animated,
      landscapeSide: landscapeSide)
    // UIKit tells the app when a rotation moves the status bar (an iPhone hides it in
    // landscape); the window's size is already the new one here.
    if oldStatusBar != Application.statusBarFrame(of: self) {
      NotificationCenter.default.post(
        name: Application.didChangeStatusBarFrameNotification, object: nil,
        userInfo: [Application.statusBarFrameUserInfoKey: oldStatusBar])
    }
  }

  /// Whether a controller of the window (its root, their children, what they present) takes
  /// part in a running view-controller transition.
  var hasRunningTransition: Bool { runningTransitionCoordinator != nil }

  /// The coordinator of a running view-controller transition in the window, if one runs.
  public var runningTransitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    var pending = window.rootViewController.map { [$0] } ?? []
    var seen: Set<ObjectIdentifier> = []
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      if let coordinator = controller.transitionCoordinator { return coordinator }
      pending += controller.children
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return nil
  }
}
