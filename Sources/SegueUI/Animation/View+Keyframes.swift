import Foundation
import SegueAnimation
import SegueLayers

extension View {
  /// Animates the changes made in `animations` as keyframes
  /// (`animateKeyframes(withDuration:delay:options:animations:completion:)`).
  ///
  /// Inside `animations`, call `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
  /// for each step; changes made directly in `animations` span the whole duration. Each
  /// animated property gets one `KeyframeAnimation` (see `KeyframeRecorder` for how windows
  /// become key times) with the options' calculation mode, paced over the whole duration by
  /// the curve in bits 16–19 (ease-in-ease-out unless a curve is cast in, as in UIKit).
  /// Duration ≤ 0 applies every change at once and completes at the next tick. Nested in an
  /// animated block, the outer duration is used unless `.overrideInheritedDuration`.
  /// - Parameters:
  ///   - duration: seconds.
  ///   - delay: seconds before the keyframes start.
  ///   - completion: as for `animate(withDuration:delay:options:animations:completion:)`.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(duration.isFinite && delay.isFinite, "duration and delay must be finite")
    let blockOptions = AnimationOptions(rawValue: options.rawValue)
    let requested = AnimationParameters(
      duration: duration, delay: delay, timing: .curve(options.curve), options: blockOptions)
    let tracker = BlockCompletion(completion)
    guard case .animated(var parameters) = resolvedKind(requested) else {
      AnimationStack.run(AnimationFrame(kind: .disabled, completion: tracker), animations)
      tracker.seal()
      return
    }
    // The keyframes' own curve and calculation mode always come from this block.
    parameters.timing = .curve(options.curve)
    let recorder = KeyframeRecorder()
    AnimationStack.run(AnimationFrame(kind: .keyframes(recorder), completion: tracker), animations)
    for track in recorder.tracks {
      let (values, keyTimes) = KeyframeRecorder.schedule(of: track)
      let animation = KeyframeAnimation(keyPath: track.key)
      animation.values = values
      animation.keyTimes = keyTimes
      animation.calculationMode = options.calculationMode
      animation.timingFunction = options.curve.timingFunction
      animation.duration = parameters.duration
      parameters.applyRepeatAndDelay(to: animation)
      tracker.add(animation, to: track.layer, forKey: track.key)
    }
    tracker.seal()
  }

  /// Adds one step to the enclosing `animateKeyframes` block
  /// (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`): the changes made in
  /// `animations` are reached at `frameStartTime + frameDuration` of the total duration,
  /// moving from the previous value during that window.
  /// - Parameters:
  ///   - frameStartTime: 0…1 of the keyframe block's duration.
  ///   - frameDuration: 0…1 of the keyframe block's duration.
  /// - Precondition: called inside `animateKeyframes`' animations (or where animations are
  ///   off, where the changes simply apply).
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    precondition(
      (0...1).contains(frameStartTime) && (0...1).contains(frameDuration),
      "addKeyframe: relative start time and duration must be in 0…1, "
        + "got \(frameStartTime), \(frameDuration)")
    guard let frame = AnimationStack.current else {
      preconditionFailure("addKeyframe must be called inside the animations of animateKeyframes")
    }
    switch frame.kind {
    case .keyframes(let recorder):
      let outer = recorder.window
      recorder.window = (frameStartTime, frameDuration)
      defer { recorder.window = outer }
      animations()
    case .disabled:
      animations()
    case .animated:
      preconditionFailure(
        "addKeyframe must be called inside animateKeyframes, not animate(withDuration:…)")
    }
  }
}
