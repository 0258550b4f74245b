import Foundation
import SegueAnimation
import SegueLayers

/// The pacing of a block: a curve, or UIKit's fixed-duration spring.
enum BlockTiming: Equatable {
  case curve(View.AnimationCurve)
  /// `usingSpringWithDamping`/`initialSpringVelocity`; the spring is fitted to the duration.
  case spring(dampingRatio: Double, initialVelocity: Double)
}

/// A block's parameters once inheritance from enclosing blocks is resolved.
struct AnimationParameters {
  var duration: Double
  var delay: Double
  var timing: BlockTiming
  var options: View.AnimationOptions

  /// The animation of one property change: a `BasicAnimation` with the curve's timing
  /// function, or a `SpringAnimation` with `Spring(dampingRatio:duration:initialVelocity:)`;
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
      let spring = Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
      let springAnimation = SpringAnimation(keyPath: keyPath)
      springAnimation.mass = spring.mass
      springAnimation.stiffness = spring.stiffness
      springAnimation.damping = spring.damping
      springAnimation.initialVelocity = spring.initialVelocity
      animation = springAnimation
    }
    animation.fromValue = fromValue
    animation.duration = duration
    applyRepeatAndDelay(to: animation)
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
      guard let fromValue = Self.animatableValue(of: layer, forKey: key), let completion else {
        return nil
      }
      if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
      return BlockAnimationAction(
        parameters: parameters, fromValue: fromValue, completion: completion, view: view)
    case .keyframes(let recorder):
      guard let fromValue = Self.animatableValue(of: layer, forKey: key) else { return nil }
      return KeyframeRecordingAction(recorder: recorder, fromValue: fromValue)
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

/// The action a view returns inside an animated block: adds the block's animation.
@MainActor
final class BlockAnimationAction: Action {
  let parameters: AnimationParameters
  let fromValue: Any
  let completion: BlockCompletion
  let view: View

  init(parameters: AnimationParameters, fromValue: Any, completion: BlockCompletion, view: View) {
    self.parameters = parameters
    self.fromValue = fromValue
    self.completion = completion
    self.view = view
  }

  func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
    let animation = parameters.makeAnimation(keyPath: event, from: fromValue)
    let blocksInteraction = !parameters.options.contains(.allowUserInteraction)
    completion.add(
      animation, to: layer, forKey: event, blockingInteractionOf: blocksInteraction ? view : nil)
  }
}
