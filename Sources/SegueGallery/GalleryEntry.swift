import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

/// One transition of the gallery: what the CLI lists, renders and records, what the tests
/// snapshot and what the window will play.
public struct GalleryEntry: Sendable {
  /// A short identifier, e.g. "mask-reveal".
  public let id: String
  /// A human title.
  public let title: String
  /// The seed article the entry is ported from (a file name in `shared/seeds/`).
  public let seed: String
  /// One sentence on what the entry shows.
  public let summary: String
  /// How long the transition runs, seconds.
  public let duration: Double
  /// Builds the scene on a device, with the transition started at time 0.
  public let makeScene: @MainActor @Sendable (Device) -> GalleryScene

  /// Creates an entry.
  public init(
    id: String, title: String, seed: String, summary: String, duration: Double,
    makeScene: @escaping @MainActor @Sendable (Device) -> GalleryScene
  ) {
    self.id = id
    self.title = title
    self.seed = seed
    self.summary = summary
    self.duration = duration
    self.makeScene = makeScene
  }
}

/// A running transition: a layer tree in a context with a manual clock.
@MainActor
public final class GalleryScene {
  /// The device the scene was laid out for.
  public let device: Device
  /// The clock the scene's context reads; the scene moves it.
  public let clock: ManualClock
  /// The context hosting the tree.
  public let context: LayerContext
  /// The transition's duration, seconds.
  public let duration: Double
  /// The window the scene hosts, for scenes built from views and controllers.
  public let window: Window?
  /// Objects the scene keeps alive that nothing else owns (what a storyboard's top-level
  /// objects are, e.g. a navigation controller's delegate, which it holds weakly).
  private let owned: [AnyObject]
  /// When set, moving the clock runs every frame of this interval (seconds) on the way, as a
  /// display does — for scenes where input starts animations (a press that highlights, a
  /// release that pushes), so that a frame does not depend on how the caller stepped to it.
  private let frameInterval: Double?

  /// Creates a scene over `root`: hosts it at time 0 and ticks once so it is on screen before
  /// the transition starts, then calls `start` and ticks again.
  public init(device: Device, duration: Double, root: Layer, start: () -> Void) {
    self.device = device
    self.duration = duration
    self.clock = ManualClock(now: 0)
    self.context = LayerContext(clock: clock)
    self.window = nil
    self.owned = []
    self.frameInterval = nil
    context.rootLayer = root
    context.tick()
    start()
    context.tick()
  }

  /// Creates a scene hosting `window` (made for `device`): shows it at time 0 and renders
  /// once, then calls `start` and renders again. Before each tick the window runs its frame
  /// callbacks and pending layout (`Window.prepareFrame()`, DESIGN.md's frame step 4).
  /// `owning` lists objects to keep alive with the scene; `frameInterval` (seconds), when
  /// given, makes the scene run every frame of that interval on its way to a later time.
  public init(
    device: Device, duration: Double, window: Window, owning: [AnyObject] = [],
    frameInterval: Double? = nil, start: () -> Void
  ) {
    precondition(
      frameInterval.map { $0.isFinite && $0 > 0 } ?? true,
      "a scene's frame interval must be positive, got \(frameInterval ?? 0)")
    self.device = device
    self.duration = duration
    self.clock = ManualClock(now: 0)
    self.context = LayerContext(clock: clock)
    self.window = window
    self.owned = owning
    self.frameInterval = frameInterval
    window.host(in: context)
    advanceFrame()
    start()
    advanceFrame()
  }

  private func advanceFrame() {
    applyPendingRotation()
    window?.prepareFrame()
    context.tick()
  }

  /// Quarter turns asked for by `rotate()` and not applied yet.
  private var pendingRotations = 0

  /// Asks the scene's window to turn a quarter (`Window.rotate`, animated), as the device does:
  /// at the next frame, or — while a view-controller transition runs — at the first frame after
  /// it ends (UIKit does not rotate in the middle of a transition; its animators keep the
  /// frames they started with). Two requests before then cancel out. False, and nothing asked,
  /// for a scene without a window.
  @discardableResult
  public func rotate() -> Bool {
    guard window != nil else { return false }
    pendingRotations += 1
    return true
  }

  private func applyPendingRotation() {
    guard pendingRotations > 0, let window, !Self.hasRunningTransition(in: window) else { return }
    if pendingRotations % 2 == 1 { window.rotate() }
    pendingRotations = 0
  }

  /// Whether a controller of `window` (its root, their children, what they present) takes part
  /// in a running transition.
  private static func hasRunningTransition(in window: Window) -> Bool {
    var pending = window.rootViewController.map { [$0] } ?? []
    var seen: Set<ObjectIdentifier> = []
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      if controller.transitionCoordinator != nil { return true }
      pending += controller.children
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return false
  }

  /// Moves the clock to `progress` × duration (progress 0…1) and ticks the tree, delivering
  /// the animation events due by then. Progress may only move forwards, as time does.
  public func seek(toProgress progress: Double) {
    precondition(
      progress.isFinite && progress >= 0 && progress <= 1,
      "progress must be in 0…1, got \(progress)")
    let time = progress * duration
    precondition(
      time >= clock.now,
      "a scene's time only moves forwards (at \(clock.now) s, asked for \(time) s)")
    run(to: time)
  }

  /// Runs the frames due before `time` (with a `frameInterval`), then the one at `time`.
  private func run(to time: Double) {
    if let frameInterval {
      var index = (clock.now / frameInterval + 1e-9).rounded(.down) + 1
      while index * frameInterval < time - 1e-9 {
        clock.now = index * frameInterval
        advanceFrame()
        index += 1
      }
    }
    clock.now = time
    advanceFrame()
  }

  /// Moves the clock to `time` seconds, past the transition's end if need be (a live scene
  /// that keeps running, as in `segue play` once the user touches it), and runs a frame.
  /// Time only moves forwards: an earlier time leaves the clock where it is.
  public func advance(toTime time: Double) {
    precondition(time.isFinite, "a scene's time must be finite, got \(time)")
    guard time > clock.now else { return }
    run(to: time)
  }

  /// The scene's size in points: its window's (which a rotation changes), else the device's.
  public var size: CGSize { window?.bounds.size ?? device.size }

  /// The frame at the current time, at the scene's `size`.
  public func displayList() -> DisplayList {
    context.displayList(size: size, clearColor: Color(white: 0))
  }
}

/// The entries, in gallery order: the one registry the CLI, the tests and the window share.
public enum Gallery {
  /// Every entry.
  public static let entries: [GalleryEntry] =
    [
      MaskReveal.entry, Ping.pushEntry, Ping.popEntry, PingInteractive.finishedEntry,
      PingInteractive.cancelledEntry, Panel.presentEntry, Panel.dismissEntry, PanelGrabbed.entry,
      SideMenu.presentEntry, SideMenu.presentCancelledEntry, SideMenu.dismissEntry,
      Guillotine.openEntry, Guillotine.closeEntry, Card.openEntry, Card.closeEntry,
      Card.interactiveEntry,
    ] + BuiltInTransitions.entries

  /// The entry with `id`, or nil.
  public static func entry(id: String) -> GalleryEntry? {
    entries.first { $0.id == id }
  }
}
