import Foundation

/// An object that runs animations you can start, pause, scrub, reverse and stop
/// (`UIViewAnimating`). `ViewPropertyAnimator` is the one Segue provides.
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
  /// Whether the animations are active, stopped or neither (`state`).
  var state: ViewAnimatingState { get }
  /// Whether the animations are running rather than paused (`isRunning`).
  var isRunning: Bool { get }
  /// Whether the animations run towards their start (`isReversed`).
  var isReversed: Bool { get set }
  /// How far the animations are, 0…1 (`fractionComplete`); setting it scrubs.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animations (`startAnimation()`).
  func startAnimation()
  /// Starts or resumes the animations after `delay` seconds (`startAnimation(afterDelay:)`).
  func startAnimation(afterDelay delay: Double)
  /// Pauses the animations where they are (`pauseAnimation()`).
  func pauseAnimation()
  /// Stops the animations where they are (`stopAnimation(_:)`).
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends stopped animations at `finalPosition` (`finishAnimation(at:)`).
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and whose timing can change
/// mid-flight (`UIViewImplicitlyAnimating`): what `interruptibleAnimator(using:)` returns.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  /// Adds animations that start with the others (`addAnimations(_:)`).
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds animations that start after `delayFactor` × the remaining duration
  /// (`addAnimations(_:delayFactor:)`).
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block called once when the animations end (`addCompletion(_:)`).
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
  /// Resumes paused animations with new timing
  /// (`continueAnimation(withTimingParameters:durationFactor:)`).
  func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
