import Foundation
import SegueAnimation
import SegueCairo
import SegueGeometry
import SegueLayers

// The stage is the one place that knows the frame pipeline (DESIGN.md, "How a frame is made"):
//
//   clock → pending rotation → input due → frame callbacks → layout → tick (animation events)
//
// and, on request, display list → renderer. Every host — a user's test, the `segue` tool's
// render/record/bench, the desktop window, the gallery — runs its UI through a stage, so a
// frame does not depend on which host drew it.
//
// Invariants: time only moves forwards; moving it runs every frame of `frameInterval` on the
// way, as a display does (a press that highlights, a release that pushes, a gesture timer
// all happen at the frame that sees them, whatever step the caller took); a frame runs at the
// target time even when it equals the current one (a caller that started something at time t
// needs the frame at t that picks it up). A rotation asked for during a view-controller
// transition waits for its end, as UIKit's does.
// Alternative rejected: a stage that ticks only at the times it is asked for (what the
// gallery's scenes did without a frame interval): cheaper, but a scene's frames then depend
// on how a caller steps through it.

/// A device screen running a UI on a clock of its own: the one public way to run, drive,
/// render and inspect view controllers frame by frame.
///
/// ```swift
/// let stage = Stage(device: .iPhone15Pro, rootViewController: ListViewController())
/// stage.tap(at: CGPoint(x: 200, y: 300))     // a finger, through the window's touch system
/// stage.advance(by: 0.25)                    // every 60 Hz frame on the way
/// let frame = try stage.render()             // a Bitmap at the device's scale
/// try stage.runUntilIdle()                   // until nothing runs, or a clear error
/// ```
///
/// A stage starts at time 0 with its window shown and one frame run. Its time is the host
/// time of everything in it (animations, gestures, transitions); nothing reads the wall clock.
@preconcurrency @MainActor
public final class Stage {
  /// The frame rate time advances at unless a stage is made with another, hertz (a 60 Hz
  /// display).
  public static let defaultFrameRate: Double = 60

  /// The device the window fills.
  public let device: Device
  /// The stage's clock, seconds; moved only by the stage (`advance`).
  public let clock: ManualClock
  /// The context hosting the window's layer tree.
  public let layerContext: LayerContext
  /// The window the UI is shown in.
  public let window: Window
  /// The time between two frames, seconds.
  public let frameInterval: Double

  /// Objects kept alive with the stage (what a storyboard or an app delegate would own).
  private var kept: [AnyObject] = []
  /// The interface orientation asked for by `rotate(to:)` and not applied yet (it waits for
  /// the running transition), with whether to animate it.
  var pendingRotation: (interface: InterfaceOrientation, animated: Bool)?
  /// The side a landscape interface lies on (`.landscapeLeft` or `.landscapeRight`): the one
  /// last turned to, `.landscapeRight` until then (Stage+Rotation.swift).
  var landscapeSide: InterfaceOrientation = .landscapeRight
  /// The way up a portrait interface is (`.portrait` or `.portraitUpsideDown`).
  var portraitSide: InterfaceOrientation = .portrait
  /// The last turn of the interface, running or done (nil before the first).
  var interfaceTurn: InterfaceTurn?
  /// The way the device is held for the frames (Stage+Canvas.swift); nil: each frame is the
  /// window's size.
  public var canvasOrientation: Device.Orientation?
  /// The interface orientation the canvas was held in (`holdCanvas()`): the window is drawn
  /// turned on the canvas by the turn from it to the interface's orientation now.
  var canvasInterface: InterfaceOrientation = .portrait
  /// The renderer, made at the first render.
  var renderer: CairoRenderer?
  /// The unsupported features already reported, so each is said once per stage.
  var reportedFeatures: Set<UnsupportedFeature> = []
  /// The report of the last render.
  public internal(set) var lastRenderReport = RenderReport()
  /// Main-queue blocks waiting for their stage time (Stage+MainQueue.swift).
  var scheduledBlocks: [ScheduledBlock] = []
  /// The haptic feedback played while this stage was current, oldest first (nothing is felt:
  /// see `FeedbackGenerator`).
  public internal(set) var playedFeedback: [PlayedFeedback] = []
  /// The stage `Stage.current` names.
  static var currentStage = WeakStage()

  /// Creates a stage showing `rootViewController` (when given) in a window filling `device`,
  /// with its clock at 0 and one frame run. Time advances `frameRate` frames a second
  /// (default 60).
  public init(
    device: Device = .iPhone15Pro, rootViewController: ViewController? = nil,
    frameRate: Double = Stage.defaultFrameRate
  ) {
    precondition(
      frameRate.isFinite && frameRate > 0, "a stage's frame rate must be positive, got \(frameRate)"
    )
    self.device = device
    self.frameInterval = 1 / frameRate
    clock = ManualClock(now: 0)
    layerContext = LayerContext(clock: clock)
    // Made now (it holds nothing until it draws) so that every tree has its texts' lines.
    let renderer = CairoRenderer()
    self.renderer = renderer
    layerContext.textLineLayout = renderer
    layerContext.drawingRasterizer = renderer
    layerContext.displayScale = CGFloat(device.scale)
    window = Window(device: device)
    window.host(in: layerContext)
    window.showsSystemChrome = Stage.showsSystemChromeWhenMade
    window.systemUserInterfaceStyle = Stage.userInterfaceStyleWhenMade
    window.rootViewController = rootViewController
    runFrame()
  }

  /// A stage that goes away drops what runs in it: the animations of its tree go with their
  /// completions, uncalled (`LayerContext.endHosting()`), and so do the window's frame
  /// callbacks, so that nothing they captured — views, controllers, transition contexts,
  /// animators, the window itself — is kept alive by a completion waiting for a frame that
  /// will never come (issue 16; `TeardownTests`).
  isolated deinit {
    layerContext.endHosting()
    window.dropFrameCallbacks()
  }

  /// Whether frames show the system chrome: the status bar, Dynamic Island, home indicator and
  /// the display's rounded corners, for the stage's device (default false: as on iOS, a
  /// snapshot of a view controller has no status bar). The `segue` tool turns it on for its
  /// recordings, renders and window unless given `--no-chrome`. See `Window.showsSystemChrome`.
  public var showsSystemChrome: Bool {
    get { window.showsSystemChrome }
    set { window.showsSystemChrome = newValue }
  }

  /// Whether stages made now show the system chrome from their first frame (default false);
  /// set it for the making of a stage with `makingWithSystemChrome(_:_:)`.
  @TaskLocal static var showsSystemChromeWhenMade = false

  /// Runs `body`, whose stages show the system chrome (or not) from the moment they are made.
  ///
  /// A scene that starts its transition as it makes its stage (a gallery entry, say) changes
  /// the status bar along that transition only if the chrome is there when it starts, as
  /// UIKit's status bar is: turned on afterwards, the chrome shows the end of the change at
  /// once (issue 20: every recording's status bar had the incoming screen's style from its
  /// first frame, dark over the night-blue screen a push was leaving).
  public static func makingWithSystemChrome<T>(_ shows: Bool, _ body: () throws -> T) rethrows
    -> T
  {
    try $showsSystemChromeWhenMade.withValue(shows, operation: body)
  }

  @TaskLocal static var userInterfaceStyleWhenMade = UserInterfaceStyle.light

  /// Runs `body`, whose stages start in the appearance `style` (`userInterfaceStyle`), so
  /// that a scene's first frame and its transition are already dark (`segue record
  /// --appearance dark`).
  public static func making<T>(
    userInterfaceStyle style: UserInterfaceStyle, _ body: () throws -> T
  ) rethrows -> T {
    try $userInterfaceStyleWhenMade.withValue(style, operation: body)
  }

  /// The stage's time now, seconds since it was made.
  public var time: Double { clock.now }

  /// When a scene's transition starts on this stage, stage seconds: the stage's time when the
  /// scene's `makeStage` returned (`StageScene.makeStartedStage`) — 0 unless the scene ran the
  /// stage to set it up (a screen presented to start from); 0 for a stage made otherwise.
  public internal(set) var sceneStartTime: Double = 0

  /// The window's size in points (which a rotation changes).
  public var size: CGSize { window.bounds.size }

  /// Where diagnostics go, one line each (default: standard error): transitions that never
  /// complete, features the renderer could not draw as asked…
  public var diagnostics: (String) -> Void {
    get { window.diagnostics }
    set { window.diagnostics = newValue }
  }

  /// Keeps `object` alive as long as the stage: what an app's storyboard or delegate owns
  /// and nothing else holds (a navigation controller's delegate, which it holds weakly).
  public func keep(_ object: AnyObject) {
    kept.append(object)
  }

  /// Runs one frame at the current time: a pending rotation (unless a transition runs), the
  /// main-queue blocks due, the input due, the frame callbacks (animators, transitions
  /// finishing, timers), the pending layout, then the layer tree's tick (animation events).
  func runFrame() {
    becomeCurrent()
    applyPendingRotation()
    runScheduledBlocks()
    window.prepareFrame()
    layerContext.tick()
  }
}
