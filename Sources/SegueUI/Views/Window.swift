import Foundation
import SegueGeometry
import SegueLayers

/// The root of a view hierarchy on screen (`UIWindow`).
///
/// A window is made for a `Device` (its size, scale and safe area) and shows the view of its
/// `rootViewController`, sized to the window. A `Stage` owns it: it hosts the window in its
/// `LayerContext` and, for every frame, runs `prepareFrame()` before ticking the context —
/// the frame callbacks containers registered (transition watchdogs, animators, timers) and
/// the pending layout, steps 3 and 4 of DESIGN.md's frame pipeline. Key-window status comes
/// later.
@preconcurrency @MainActor
open class Window: View {
  /// The device the window fills (nil for a window made with a frame).
  public let device: Device?
  /// The context hosting the window's layer, set by `host(in:)`.
  public private(set) weak var layerContext: LayerContext?
  /// Where runtime diagnostics go, one line each (default: standard error) — e.g. a
  /// transition whose animator never calls `completeTransition(_:)`.
  public var diagnostics: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
  private var rootController: ViewController?
  private var frameCallbacks: [FrameCallback] = []
  /// Objects kept until the next frame begins: what UIKit's autorelease pool does for a
  /// finished transition context, which an animator may still read after completing it.
  private var keptUntilNextFrame: [AnyObject] = []
  /// The window's modal transitions, one at a time (Presentation/).
  let modalTransitions = TransitionQueue()
  /// The touch system (Events/TouchDispatcher.swift) and the scripted input it replays.
  lazy var touchDispatcher = TouchDispatcher(window: self)
  var inputReplays: [InputReplay] = []
  /// The status bar, home indicator and rounded corners drawn over the content while
  /// `showsSystemChrome` (Window+SystemChrome.swift).
  var systemChrome: SystemChromeView?

  /// Creates a window filling `device`'s screen, with the device's safe-area insets.
  public init(device: Device) {
    self.device = device
    super.init(frame: CGRect(origin: .zero, size: device.size))
    hostSafeAreaInsets = device.safeAreaInsets
  }

  /// Creates a window occupying `frame` (points) with no safe-area insets; set
  /// `hostSafeAreaInsets` to give it some.
  public override init(frame: CGRect) {
    device = nil
    super.init(frame: frame)
  }

  /// The controller whose view fills the window (`rootViewController`; default nil).
  ///
  /// Setting it removes the old controller's view, installs the new one's (loading it),
  /// sized to the window's bounds and resized with it, so it takes the window's safe area.
  /// The window counts as visible: the old controller gets `viewWillDisappear`/
  /// `viewDidDisappear`, the new one `viewWillAppear`/`viewDidAppear` (not animated).
  open var rootViewController: ViewController? {
    get { rootController }
    set {
      guard newValue !== rootController else { return }
      let old = rootController
      // UIKit loads the view (viewDidLoad) before the appearance callbacks.
      newValue?.loadViewIfNeeded()
      old?.beginAppearanceTransition(false, animated: false)
      newValue?.beginAppearanceTransition(true, animated: false)
      old?.viewIfLoaded?.removeFromSuperview()
      rootController = newValue
      if let controller = newValue {
        let view: View = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        layoutIfNeeded()
      }
      old?.endAppearanceTransition()
      newValue?.endAppearanceTransition()
      updateSystemChrome()
    }
  }

  /// Hosts the window in `context`: its layer becomes the context's root layer (`Stage`).
  func host(in context: LayerContext) {
    layerContext = context
    context.rootLayer = layer
  }

  /// The host clock's time, seconds, or nil while the window is not hosted.
  public var currentTime: Double? { layerContext?.currentTime }

  /// Runs what must happen before a frame is drawn: the registered frame callbacks (in
  /// registration order), then the pending layout of the whole hierarchy. Hosts call it once
  /// per frame, before `LayerContext.tick()` (`Stage.runFrame()`, the only caller).
  func prepareFrame() {
    let time = currentTime ?? 0
    keptUntilNextFrame.removeAll()
    deliverDueInput(at: time)
    // Callbacks may register others; those run from the next frame.
    let callbacks = frameCallbacks
    frameCallbacks.removeAll()
    for callback in callbacks where callback.body(time) {
      frameCallbacks.append(callback)
    }
    layoutIfNeeded()
    keepSystemChromeOnTop()
    updateHomeIndicatorIdleness(at: time)
  }

  /// Drops the frame callbacks and what waits for the next frame, uncalled: the stage that
  /// ran them went away (`Stage`'s deinit), so no frame will come. A callback holds what it
  /// finishes (a rotation's coordinator, which holds this window), and would keep the window
  /// alive with it (issue 16; `TeardownTests`).
  func dropFrameCallbacks() {
    frameCallbacks.removeAll()
    keptUntilNextFrame.removeAll()
  }

  /// Keeps `object` alive until the next `prepareFrame()`.
  func keepUntilNextFrame(_ object: AnyObject) {
    keptUntilNextFrame.append(object)
  }

  /// Registers `body` to run at each `prepareFrame()` with the host time (seconds) until it
  /// returns false — a minimal display link for containers' timers. `activity` names what it
  /// runs, for hosts waiting for the window to settle; while `isBusy` says so (default: for as
  /// long as it is registered), the window is not idle.
  func addFrameCallback(
    _ activity: String, isBusy: @escaping () -> Bool = { true },
    _ body: @escaping (Double) -> Bool
  ) {
    frameCallbacks.append(FrameCallback(activity: activity, isBusy: isBusy, body: body))
  }

  /// What the window's frame callbacks are still doing (property animators running, a
  /// transition finishing, a scroll view decelerating…), one line each; empty when none is.
  var busyActivities: [String] {
    frameCallbacks.filter { $0.isBusy() }.map(\.activity)
  }
}

private struct FrameCallback {
  let activity: String
  let isBusy: () -> Bool
  let body: (Double) -> Bool
}

extension Window {
  /// The duration of an animated size change, seconds (UIKit's rotation is commonly measured
  /// at about 0.4 s on iPad; the exact value is not public).
  public static let sizeTransitionDuration: Double = 0.4

  /// Resizes the window to `size`, points, as a rotation does (`viewWillTransition(to:with:)`
  /// flow): the root controller and every presentation controller (which forwards to its
  /// presented controller) get `viewWillTransition(to:with:)` with a coordinator; then the
  /// window takes the new size and, made for a device, the device's safe area for that shape
  /// (`Device.safeAreaInsets(for:)`) — its subviews autoresize, the presentations' containers lay
  /// out (`containerViewWillLayoutSubviews()`…) — in one animation block of
  /// `sizeTransitionDuration` (not animated: at once) together with the coordinator's
  /// alongside animations; its completions run at the end. The coordinator's
  /// `targetTransform` is a quarter turn when width and height swap, else the identity: to
  /// `landscapeSide` +90° for `.landscapeRight`, −90° for `.landscapeLeft`, and the opposite
  /// turn back to portrait (`quarterTurn(toSize:landscapeSide:)`).
  public func setSize(
    _ size: CGSize, animated: Bool = true, landscapeSide: InterfaceOrientation = .landscapeRight
  ) {
    let turn = Self.quarterTurn(from: bounds.size, to: size, landscapeSide: landscapeSide)
    turnInterface(to: size, quarterTurns: Int(turn), animated: animated, willAnimate: {})
  }

  /// Turns the interface `quarterTurns` quarters on the screen (clockwise positive; 2 is a
  /// half turn, landscapeLeft ↔ landscapeRight or portrait ↔ upside down) and gives the window
  /// `size`, with `setSize`'s calls and animation block. The coordinator's `targetTransform`
  /// is that turn, exactly (uikit-semantics §1.6: ±90° or 180°, doc); a half turn keeps the
  /// size — `viewWillTransition(to:with:)` is still called, with the same size — and lasts
  /// twice `sizeTransitionDuration` (doc for the status bar, `statusBarOrientationAnimation
  /// Duration`: "double the value … for a 180 degree orientation change"; for the window est).
  /// `willAnimate` runs between the controllers' calls and the animation block. Returns the
  /// coordinator's duration.
  @discardableResult
  func turnInterface(
    to size: CGSize, quarterTurns: Int, animated: Bool, willAnimate: () -> Void
  ) -> Double {
    let duration = animated ? Self.sizeTransitionDuration * Double(max(1, abs(quarterTurns))) : 0
    let coordinator = SizeTransitionCoordinator(
      containerView: self, duration: duration,
      targetTransform: Self.quarterTurnTransform(quarterTurns))
    willTransitionTraits(toSize: size, with: coordinator)
    rootViewController?.viewWillTransition(to: size, with: coordinator)
    for controller in presentationControllers() {
      controller.viewWillTransition(to: size, with: coordinator)
    }
    willAnimate()
    coordinator.run {
      // The insets first: set after the frame, the views resized in between would hear of a
      // safe area computed from the new bounds and the old insets, then of the right one.
      if let device = self.device {
        self.hostSafeAreaInsets = device.safeAreaInsets(for: size)
      }
      self.frame = CGRect(origin: self.frame.origin, size: size)
      self.updateTraits()
      self.layoutIfNeeded()
    }
    return duration
  }

  /// A turn of `quarters` quarters (clockwise on the screen, y down), exact: sin and cos of
  /// multiples of π/2 are 0 and ±1, not CGAffineTransform(rotationAngle:)'s 1e-16.
  public static func quarterTurnTransform(_ quarters: Int) -> CGAffineTransform {
    switch ((quarters % 4) + 4) % 4 {
    case 1: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 2: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    case 3: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
    default: .identity
    }
  }

  /// The quarter turns of the interface on the screen (y down: positive is clockwise) when a
  /// window of `old` size takes `new` one: 0 unless the sides swap; +1 to `.landscapeRight`
  /// and −1 to `.landscapeLeft` from portrait, the opposite back. Geometry, not a
  /// measurement: `.landscapeRight` has the device turned counterclockwise (its top to the
  /// left; UIDeviceOrientation.landscapeLeft, doc), so the interface turns clockwise on its
  /// screen to stay upright. UIKit's `targetTransform` is documented as ±90° without the sign
  /// per side (uikit-semantics §1.6); Segue gives it this turn (est).
  public static func quarterTurn(
    from old: CGSize, to new: CGSize, landscapeSide: InterfaceOrientation
  ) -> CGFloat {
    guard new.width == old.height, new.height == old.width, new != old else { return 0 }
    let toLandscape: CGFloat = landscapeSide == .landscapeLeft ? -1 : 1
    return new.width > new.height ? toLandscape : -toLandscape
  }

  /// Swaps the window's width and height (portrait ↔ landscape) with `setSize(_:animated:)`.
  public func rotate(animated: Bool = true) {
    setSize(CGSize(width: bounds.height, height: bounds.width), animated: animated)
  }

  /// The presentation controllers of every presentation in the window, outermost first.
  func presentationControllers() -> [PresentationController] {
    var result: [PresentationController] = []
    var pending = rootViewController.map { [$0] } ?? []
    while !pending.isEmpty {
      let controller = pending.removeFirst()
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedController {
        if let presentation = presented.presentation { result.append(presentation.controller) }
        pending.append(presented)
      }
    }
    return result
  }
}
