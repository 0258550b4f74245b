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
  /// Landscape is on the side last turned to (`rotate(toInterface:)`).
  public func rotate(to orientation: Device.Orientation, animated: Bool = true) {
    pendingRotation = (orientation == .portrait ? .portrait : landscapeSide, animated)
  }

  /// The orientation of the interface now: portrait (or upside down), or landscape on its side
  /// (`.landscapeRight`, the home indicator on the right, unless turned to `.landscapeLeft`).
  public var interfaceOrientation: InterfaceOrientation {
    orientation == .portrait ? portraitSide : landscapeSide
  }

  /// Turns the interface to `orientation` as `rotate(to:animated:)` does. A quarter turn
  /// (portrait ↔ landscape) turns it clockwise on the screen to `.landscapeRight` (the device
  /// turned counterclockwise, its top to the left) and counterclockwise to `.landscapeLeft`
  /// (`Window.quarterTurn`). A half turn (`.landscapeLeft` ↔ `.landscapeRight`, `.portrait`
  /// ↔ `.portraitUpsideDown`) keeps the window's size: the controllers get
  /// `viewWillTransition(to:with:)` with that size and a coordinator whose `targetTransform`
  /// is 180°, over twice the quarter's duration, and a held canvas shows the interface
  /// turning by π (`InterfaceTurn`). `.portraitUpsideDown` is for iPads and iPhones with a
  /// home button: iPhones with Face ID never turn upside down (reported, nothing turns), as
  /// `.unknown` is.
  public func rotate(toInterface orientation: InterfaceOrientation, animated: Bool = true) {
    switch orientation {
    case .portrait, .landscapeLeft, .landscapeRight:
      pendingRotation = (orientation, animated)
    case .portraitUpsideDown where device.isPad || !device.hasHomeIndicator:
      pendingRotation = (orientation, animated)
    case .portraitUpsideDown, .unknown:
      ViewController.report(
        "Stage.rotate(toInterface: \(orientation)): \(device.name) does not turn its interface "
          + "that way; the window keeps its orientation", in: window)
    }
  }

  /// Turns the window a quarter (portrait ↔ landscape), with `rotate(to:animated:)`'s rules;
  /// what the desktop window's O key does.
  public func rotate(animated: Bool = true) {
    let current = pendingRotation?.interface ?? interfaceOrientation
    rotate(to: current.isPortrait ? .landscape : .portrait, animated: animated)
  }

  /// Applies the pending rotation unless a transition runs.
  func applyPendingRotation() {
    guard let pending = pendingRotation, !hasRunningTransition else { return }
    pendingRotation = nil
    let from = interfaceOrientation
    let to = pending.interface
    guard to != from else { return }
    let quarters = InterfaceTurn.quarters(from: from, to: to)
    let oldSize = window.bounds.size
    let newSize =
      abs(quarters) == 1 ? CGSize(width: oldSize.height, height: oldSize.width) : oldSize
    let oldStatusBar = Application.statusBarFrame(of: self)
    // The layers' clock: the block's animations begin now (Layer.add), and so does the turn.
    let start = layerContext.currentTime
    let duration = window.turnInterface(
      to: newSize, quarterTurns: quarters, animated: pending.animated,
      willAnimate: {
        // The controllers hear of the turn in the old orientation; the animation block (and
        // its alongside animations) sees the new one.
        if to.isLandscape { self.landscapeSide = to } else { self.portraitSide = to }
      })
    interfaceTurn = InterfaceTurn(
      from: from, to: to, quarters: quarters, fromWidth: oldSize.width,
      toWidth: newSize.width, start: start, duration: duration)
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
