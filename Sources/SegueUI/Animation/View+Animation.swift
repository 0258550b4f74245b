import Foundation
import SegueAnimation
import SegueLayers

// How blocks behave (UIKit's rules unless said otherwise):
// - Changes made in the block update the model at once and animate on screen from their
//   current presentation value. Retargeting a position or bounds that another block animates
//   is additive, as in iOS 8+: the running animation finishes (its completion reports true)
//   and an additive one blends the new target in, seamless in position and velocity
//   (AnimationFrame.swift). Other keys replace the running animation, continuous in position
//   only. `.beginFromCurrentState` is therefore always in effect.
// - Duration ≤ 0 applies the changes without animation; the completion still runs, with
//   `finished` true, at the next tick.
// - A block nested in an animated block takes the outer block's duration and curve (or
//   spring) unless `.overrideInheritedDuration` / `.overrideInheritedCurve`, and its repeat,
//   autoreverse and interaction flags unless `.overrideInheritedOptions`; its delay is its own.
//   So a nested block with duration 0 still animates, as in UIKit.
// - Time comes from the `LayerContext` hosting the layers. A view whose layer is not in a
//   hosted tree has no clock: its animations start at the first tick that reaches it, and the
//   completion waits for them.
// - Stand-alone sublayers (not backing a view) are not affected by blocks: they keep Core
//   Animation's implicit 0.25 s animation, as in UIKit.

extension View {
  /// Animates the changes `animations` makes to views, with a curve
  /// (`animate(withDuration:delay:options:animations:completion:)`).
  /// - Parameters:
  ///   - duration: seconds; ≤ 0 applies the changes without animation.
  ///   - delay: seconds before the animations start (the old values show meanwhile).
  ///   - options: curve (default ease-in-ease-out), repeat, autoreverse, inheritance flags.
  ///   - animations: changes to make; runs at once, before this method returns.
  ///   - completion: called once when every animation the block added has stopped, with true
  ///     if they all ran to the end, false if any was removed or replaced by another block's.
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = AnimationParameters(
      duration: duration, delay: delay, timing: .curve(options.curve), options: options)
    runBlock(parameters, animations: animations, completion: completion)
  }

  /// Animates `animations` over `duration` seconds with the default ease-in-ease-out curve,
  /// then calls `completion` (see `animate(withDuration:delay:options:animations:completion:)`).
  public static func animate(
    withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates `animations` over `duration` seconds with the default ease-in-ease-out curve.
  public static func animate(withDuration duration: Double, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates `animations` with a spring that settles within `duration` seconds
  /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`).
  ///
  /// The spring is `Spring(dampingRatio:duration:initialVelocity:)`: damping ratio 1 does not
  /// oscillate, towards 0 oscillates more (ratios above 1 behave as 1); the motion is within
  /// 0.1 % of the target when the duration ends. The curve options are ignored.
  /// - Parameters:
  ///   - dampingRatio: `usingSpringWithDamping`, > 0.
  ///   - velocity: `initialSpringVelocity`, in total distances per second: 1 covers the
  ///     whole change in one second (200 pt to travel at 100 pt/s is 0.5).
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(
      dampingRatio.isFinite && velocity.isFinite, "spring damping and velocity must be finite")
    let parameters = AnimationParameters(
      duration: duration, delay: delay,
      timing: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
      options: options)
    runBlock(parameters, animations: animations, completion: completion)
  }

  /// Animates `animations` with a spring given as iOS 17 spells it
  /// (`animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`).
  ///
  /// The spring is `Spring(duration:bounce:initialVelocity:)`: damping ratio 1 − bounce (or
  /// 1 / (1 + bounce) when negative) and response `duration`, the mapping Apple documents for
  /// SwiftUI's `Spring(duration:bounce:)` (doc). The block runs until the spring settles
  /// (within 0.1 % of the target), which for a bounce of 0 is about 1.2 × `duration`; the
  /// completion runs then. The curve options are ignored.
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds; ≤ 0 applies the changes at once.
  ///   - bounce: 0 critically damped, up to 1 bouncier, negative overdamped; clamped to
  ///     ±`maximumSpringBounce` (a bounce of ±1 would never settle).
  ///   - velocity: `initialSpringVelocity`, in total distances per second.
  public static func animate(
    springDuration duration: Double = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0,
    delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    precondition(bounce.isFinite && velocity.isFinite, "spring bounce and velocity must be finite")
    guard duration.isFinite, duration > 0 else {
      let parameters = AnimationParameters(
        duration: 0, delay: delay, timing: .curve(options.curve), options: options)
      return runBlock(parameters, animations: animations, completion: completion)
    }
    let clamped = min(max(Double(bounce), -maximumSpringBounce), maximumSpringBounce)
    let spring = Spring(duration: duration, bounce: clamped, initialVelocity: Double(velocity))
    let parameters = AnimationParameters(
      duration: spring.settlingDuration, delay: delay, timing: .physical(spring),
      options: options)
    runBlock(parameters, animations: animations, completion: completion)
  }

  /// The largest |bounce| `animate(springDuration:bounce:…)` uses: UIKit does not document
  /// its limits; at ±1 the spring would never settle, so Segue stops just short (est).
  public nonisolated static let maximumSpringBounce = 0.99

  /// Runs `actionsWithoutAnimation` with animations turned off, even inside an animation
  /// block (`performWithoutAnimation(_:)`).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationStack.run(AnimationFrame(kind: .disabled, completion: nil), actionsWithoutAnimation)
  }

  /// Whether animation blocks animate (`areAnimationsEnabled`; default true). When false,
  /// blocks apply their changes at once and still call their completions.
  public static var areAnimationsEnabled: Bool { AnimationStack.areAnimationsEnabled }

  /// Turns animation blocks on or off for the whole app (`setAnimationsEnabled(_:)`).
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationStack.areAnimationsEnabled = enabled
  }

  /// The duration of the innermost animated block, seconds, or 0 outside any
  /// (`inheritedAnimationDuration`).
  public static var inheritedAnimationDuration: Double {
    AnimationStack.current?.parameters?.duration ?? 0
  }

  /// Runs a block: resolves inheritance, pushes the frame, runs the changes, lays out the
  /// changed views for `.layoutSubviews`, then seals the completion.
  static func runBlock(
    _ requested: AnimationParameters, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    precondition(
      requested.duration.isFinite && requested.delay.isFinite, "duration and delay must be finite")
    let tracker = BlockCompletion(completion)
    let frame = AnimationFrame(kind: resolvedKind(requested), completion: tracker)
    AnimationStack.run(frame) {
      animations()
      if frame.parameters?.options.contains(.layoutSubviews) == true {
        for view in frame.changedViews { view.layoutIfNeeded() }
      }
    }
    tracker.seal()
  }

  /// Applies the inheritance rules to a block about to run inside the current one.
  static func resolvedKind(_ requested: AnimationParameters) -> AnimationFrame.Kind {
    guard AnimationStack.areAnimationsEnabled else { return .disabled }
    var resolved = requested
    if let outer = AnimationStack.current {
      switch outer.kind {
      case .disabled:
        return .disabled
      case .animated(let inherited):
        let options = requested.options
        if !options.contains(.overrideInheritedDuration) { resolved.duration = inherited.duration }
        if !options.contains(.overrideInheritedCurve) { resolved.timing = inherited.timing }
        if !options.contains(.overrideInheritedOptions) {
          resolved.options.formUnion(inherited.options.intersection(.inheritable))
        }
      case .keyframes:
        break
      }
    }
    return resolved.duration > 0 ? .animated(resolved) : .disabled
  }
}
