import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

/// The pacing of a block: a curve, UIKit's fixed-duration spring, or iOS 17's spring that
/// runs for its own settling time.
enum BlockTiming: Equatable {
  case curve(View.AnimationCurve)
  /// `usingSpringWithDamping`/`initialSpringVelocity`; the spring is fitted to the duration.
  case spring(dampingRatio: Double, initialVelocity: Double)
  /// `springDuration`/`bounce`/`initialSpringVelocity`: the spring as given; the block's
  /// duration is its settling duration.
  case physical(Spring)
}

/// A block's parameters once inheritance from enclosing blocks is resolved.
struct AnimationParameters {
  var duration: Double
  var delay: Double
  var timing: BlockTiming
  var options: View.AnimationOptions
  /// The fixed-duration spring fitted to `duration` and `timing` (`fittingSpring()`), with
  /// what it was fitted to; nil until fitted. Used only while they still match.
  private(set) var fittedSpring: (duration: Double, timing: BlockTiming, spring: Spring)?

  /// These parameters with their fixed-duration spring fitted, so that every property the
  /// block animates runs the same spring without fitting it again (with an initial velocity,
  /// a fit is a bisection whose every step bisects the motion for its settling time).
  func fittingSpring() -> AnimationParameters {
    guard case .spring(let ratio, let velocity) = timing, fittedSpring == nil else { return self }
    var fitted = self
    fitted.fittedSpring = (
      duration, timing, Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
    )
    return fitted
  }

  /// The animation of one property change: a `BasicAnimation` with the curve's timing
  /// function, or a `SpringAnimation` with `Spring(dampingRatio:duration:initialVelocity:)` or
  /// the block's own spring;
  /// from `fromValue` to the model value (`toValue` nil, so a later non-animated change of the
  /// model retargets it instead of snapping at the end).
  @MainActor
  func makeAnimation(keyPath: String, from fromValue: Any) -> BasicAnimation {
    let animation: BasicAnimation
    switch timing {
    case .curve(let curve):
      animation = BasicAnimation(keyPath: keyPath)
      animation.timingFunction = curve.timingFunction
    case .spring(let ratio, let velocity):
      let spring =
        fittedSpring.flatMap { $0.duration == duration && $0.timing == timing ? $0.spring : nil }
        ?? Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
      animation = Self.springAnimation(keyPath, spring)
    case .physical(let spring):
      animation = Self.springAnimation(keyPath, spring)
    }
    animation.fromValue = fromValue
    animation.duration = duration
    applyRepeatAndDelay(to: animation)
    return animation
  }

  /// A `SpringAnimation` of `keyPath` running `spring`.
  @MainActor
  static func springAnimation(_ keyPath: String, _ spring: Spring) -> SpringAnimation {
    let animation = SpringAnimation(keyPath: keyPath)
    animation.mass = spring.mass
    animation.stiffness = spring.stiffness
    animation.damping = spring.damping
    animation.initialVelocity = spring.initialVelocity
    return animation
  }

  /// Sets `.repeat`, `.autoreverse` and the delay. The delay is a negative `timeOffset` with a
  /// backwards fill — the same timeline as UIKit's `beginTime = now + delay` with a backwards
  /// fill, but valid for a layer outside a hosted tree, which has no "now" yet (its animations
  /// begin at the first tick that reaches them). During the delay the old value shows.
  @MainActor
  func applyRepeatAndDelay(to animation: Animation) {
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    if options.contains(.autoreverse) { animation.autoreverses = true }
    if delay > 0 {
      animation.timeOffset = -delay
      animation.fillMode = .backwards
    }
  }
}

/// One block on the animation stack.
@MainActor
final class AnimationFrame {
  enum Kind {
    /// Changes apply at once (`performWithoutAnimation`, duration ≤ 0, animations disabled).
    case disabled
    /// Changes animate with these parameters.
    case animated(AnimationParameters)
    /// Changes are recorded as keyframes of `animateKeyframes`.
    case keyframes(KeyframeRecorder)
  }

  let kind: Kind
  /// Counts the block's animations and calls its completion (nil for
  /// `performWithoutAnimation`, which has no completion).
  let completion: BlockCompletion?
  /// The views whose layers the block changed, in order, for `.layoutSubviews`.
  private(set) var changedViews: [View] = []
  /// The parameters with their spring fitted, once the block animates a first property.
  private(set) var fittedParameters: AnimationParameters?

  init(kind: Kind, completion: BlockCompletion?) {
    self.kind = kind
    self.completion = completion
  }

  /// The parameters, when the frame animates.
  var parameters: AnimationParameters? {
    if case .animated(let parameters) = kind { return parameters }
    return nil
  }

  func action(for layer: Layer, forKey key: String, view: View) -> (any Action)? {
    guard AnimationStack.areAnimationsEnabled else { return nil }
    switch kind {
    case .disabled:
      return nil
    case .animated(let parameters):
      // A view that is not in a window does not animate, as in UIKit: the change applies at
      // once, and a block with nothing else to animate completes at the next commit.
      guard layer.context != nil, let fromValue = Self.animatableValue(of: layer, forKey: key),
        let completion
      else {
        return nil
      }
      if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
      let fitted = fittedParameters ?? parameters.fittingSpring()
      fittedParameters = fitted
      return BlockAnimationAction(
        key: key,
        block: BlockAnimationAction.Block(
          parameters: fitted, fromValue: fromValue,
          oldModel: Self.geometryModel(of: layer, forKey: key), completion: completion,
          view: view))
    case .keyframes(let recorder):
      guard let fromValue = Self.animatableValue(of: layer, forKey: key) else { return nil }
      return KeyframeRecordingAction(recorder: recorder, fromValue: fromValue)
    }
  }

  /// The model value of `key` before the change, for the keys retargeted additively.
  private static func geometryModel(of layer: Layer, forKey key: String) -> Any? {
    switch key {
    case "position": layer.position
    case "bounds": layer.bounds
    default: nil
    }
  }

  /// The value on screen of `key`, or nil when the key does not animate (a discrete property
  /// such as "hidden" or "contents", or "path", which Core Animation never animates
  /// implicitly and UIKit blocks do not animate either).
  private static func animatableValue(of layer: Layer, forKey key: String) -> Any? {
    guard Layer.defaultAction(forKey: key) != nil else { return nil }
    return layer.presentationValues().value(forKeyPath: key)
  }
}

extension BlockAnimationAction {
  // Retargeting geometry additively (UIKit since iOS 8): when another block's animation of the
  // same geometry key still runs, it is not removed — it finishes, and its completion reports
  // finished. It is turned, in place and without interruption, into the additive animation it
  // is equivalent to (from − old model → 0, on top of the model), so it keeps its own motion
  // whatever the model becomes; the new block then adds an additive animation from (old model
  // − new model) to zero under a key of its own. The sum starts exactly where the view was,
  // keeps the running motion (position and velocity are continuous) and ends at the new
  // model value. Only "position" and "bounds" (what frame changes and a rotation's re-layout
  // set) retarget this way; other keys, and animations that are not a block's, are replaced.

  /// The keys retargeted additively.
  static let additiveKeys: Set<String> = ["position", "bounds"]
  /// What separates the key from the counter in the keys of additive retargets.
  static let additiveKeySeparator = "+additive"

  /// The additive animation `block` adds for `event` when another block's still runs.
  static func additiveRetarget(
    of event: String, on layer: Layer, block: Block
  ) -> (animation: BasicAnimation, key: String)? {
    guard additiveKeys.contains(event), let oldModel = block.oldModel else { return nil }
    let keys = (layer.animationKeys() ?? []).filter {
      $0 == event || $0.hasPrefix(event + additiveKeySeparator)
    }
    let blockAnimations = keys.compactMap { key in
      (layer.animation(forKey: key) as? BasicAnimation).map { (key, $0) }
    }.filter { $0.1.delegate is BlockCompletion }
    // None running, or only this block's (a property set twice in one block replaces).
    guard blockAnimations.contains(where: { $0.1.delegate !== block.completion }) else {
      return nil
    }
    guard let delta = Self.difference(oldModel, minus: layer, event),
      let zero = Self.zero(of: event)
    else { return nil }
    for (key, running) in blockAnimations where !running.isAdditive && running.toValue == nil {
      guard let from = running.fromValue, let offset = Self.difference(from, minus: oldModel)
      else { continue }
      let additive = running.copy()
      additive.fromValue = offset
      additive.toValue = zero
      additive.isAdditive = true
      layer.replaceRunningAnimation(forKey: key, with: additive)
    }
    let animation = block.parameters.makeAnimation(keyPath: event, from: delta)
    animation.toValue = zero
    animation.isAdditive = true
    var counter = 1
    while keys.contains(event + additiveKeySeparator + String(counter)) { counter += 1 }
    return (animation, event + additiveKeySeparator + String(counter))
  }

  /// `value − layer`'s model value of `key`.
  private static func difference(_ value: Any, minus layer: Layer, _ key: String) -> Any? {
    switch key {
    case "position": difference(value, minus: layer.position)
    case "bounds": difference(value, minus: layer.bounds)
    default: nil
    }
  }

  /// `value − other` for points and rectangles.
  private static func difference(_ value: Any, minus other: Any) -> Any? {
    switch (value, other) {
    case (let a as CGPoint, let b as CGPoint): a.subtracting(b)
    case (let a as CGRect, let b as CGRect): a.subtracting(b)
    default: nil
    }
  }

  private static func zero(of key: String) -> Any? {
    switch key {
    case "position": CGPoint.zero
    case "bounds": CGRect.zero
    default: nil
    }
  }
}
