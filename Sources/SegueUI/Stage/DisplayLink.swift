import Foundation
import SegueLayers

// A display link (`CADisplayLink`) on the stage's clock. iOS code drives frame-by-frame work
// from one (GuillotineMenu turns its menu button with the falling menu's angle); a headless
// stage has no display and a recording must not depend on the wall clock, so the link is one
// of the window's frame callbacks, called in every frame the stage runs (at stage time; on
// the wall clock in the desktop window, whose stage follows the display). A running link
// never keeps the stage busy: UIKit's does not hold anything up either. The target/selector
// form is spelled with a method reference (`DisplayLink(target: self, action: Self.step)`),
// which `segue migrate` writes for `CADisplayLink(target:selector:)`; as on iOS the target is
// held strongly until `invalidate()`.

/// A timer called once per frame the display shows (`CADisplayLink`).
@preconcurrency @MainActor
public final class DisplayLink {
  private var action: (@MainActor (DisplayLink) -> Void)?
  private weak var window: Window?
  /// When the link last called its action, stage seconds.
  private var lastFire: Double?

  /// A link calling `action`, a method of `target` taking no argument, every frame once added
  /// to a run loop (`init(target:selector:)`). `target` is held strongly until `invalidate()`.
  /// - Precondition: `target` is an instance of the method's class.
  public convenience init<Target>(
    target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    let target = Self.checked(target, as: Target.self)
    self.init { _ in action(target)() }
  }

  /// A link calling `action`, a method of `target` taking the link, every frame once added to
  /// a run loop. `target` is held strongly until `invalidate()`.
  /// - Precondition: `target` is an instance of the method's class.
  public convenience init<Target>(
    target: AnyObject, action: @escaping @MainActor (Target) -> (DisplayLink) -> Void
  ) {
    let target = Self.checked(target, as: Target.self)
    self.init { link in action(target)(link) }
  }

  /// A link calling `handler` every frame once added to a run loop (the closure form).
  public init(handler: @escaping @MainActor (DisplayLink) -> Void) {
    action = handler
  }

  /// Whether the action is suspended (default false); the link stays registered.
  public var isPaused = false
  /// The rate the action is wanted at, frames a second (default 0: the display's rate). The
  /// link calls it every n-th frame, n the display's rate over this rounded (at least 1).
  public var preferredFramesPerSecond = 0
  /// The range of rates wanted (iOS 15); when not `.default`, its preferred rate (else its
  /// maximum) takes precedence over `preferredFramesPerSecond`.
  public var preferredFrameRateRange = FrameRateRange.default
  /// The stage time of the frame the action is called in, seconds (`timestamp`).
  public private(set) var timestamp: Double = 0
  /// The stage time of the frame of the next call, seconds (`targetTimestamp`).
  public private(set) var targetTimestamp: Double = 0
  /// The interval between the display's frames, seconds (`duration`); 0 until the link is
  /// added to a stage.
  public private(set) var duration: Double = 0

  /// Starts calling the action at each frame of the current stage (`Stage.current`), the
  /// run loop and mode standing for the display. Without a stage nothing calls it; that is
  /// reported on the diagnostics. Adding a link twice is the same as once.
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard action != nil, window == nil else { return }
    guard let stage = Stage.current else {
      Transaction.diagnostics(
        "DisplayLink.add(to:forMode:): no stage is alive; the link is not called")
      return
    }
    window = stage.window
    duration = stage.frameInterval
    let body: (Double) -> Bool = { [weak self] time in
      guard let self, self.action != nil, self.window != nil else { return false }
      self.frame(at: time)
      return self.action != nil && self.window != nil
    }
    stage.window.addFrameCallback("a display link", isBusy: { false }, body)
  }

  /// Stops the link's calls from `runLoop` (`remove(from:forMode:)`); `add(to:forMode:)`
  /// starts them again.
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    window = nil
  }

  /// Ends the link and releases its target (`invalidate()`); it is not called again.
  public func invalidate() {
    action = nil
    window = nil
  }

  /// The interval between calls, seconds: a whole number of display frames.
  private var callInterval: Double {
    let range = preferredFrameRateRange
    let wanted =
      range == .default
      ? Double(preferredFramesPerSecond)
      : Double(range.preferred > 0 ? range.preferred : range.maximum)
    guard wanted > 0, duration > 0 else { return duration }
    return duration * max(1, (1 / duration / wanted).rounded())
  }

  private func frame(at time: Double) {
    guard !isPaused else {
      lastFire = nil
      return
    }
    let interval = callInterval
    if let lastFire, time < lastFire + interval - Stage.timeTolerance { return }
    lastFire = time
    timestamp = time
    targetTimestamp = time + interval
    action?(self)
  }

  private static func checked<Target>(_ target: AnyObject, as type: Target.Type) -> Target {
    guard let target = target as? Target else {
      preconditionFailure("DisplayLink: the target \(target) is not a \(Target.self)")
    }
    return target
  }
}

/// The range of frame rates a display link wants (`CAFrameRateRange`), frames a second.
public struct FrameRateRange: Hashable, Sendable {
  /// The lowest rate acceptable.
  public var minimum: Float
  /// The highest rate wanted.
  public var maximum: Float
  /// The rate wanted most (0: no preference).
  public var preferred: Float

  /// A range; a nil `preferred` means no preference (0), as Core Animation's initializer.
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred ?? 0
  }

  /// No preference (all zero): the display's rate.
  public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
