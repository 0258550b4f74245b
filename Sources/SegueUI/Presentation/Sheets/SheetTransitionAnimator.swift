import Foundation
import SegueAnimation
import SegueGeometry

/// The animator of a sheet's presentation and dismissal: the sheet slides from the container's
/// bottom edge to its detent (or back), the dimming and the scaled-back screen following it —
/// all through `SheetPresentationController.applyPosition(top:)` — on UIKit's sheet spring.
@MainActor
final class SheetTransitionAnimator: ViewControllerAnimatedTransitioning, AlongsideAnimationTiming {
  /// UIKit's sheet transition duration, seconds (`defaultDurationForTransition:` 0.4;
  /// reference §1 Constants, bin ×2). The spring runs for its own settling time, as UIKit's.
  static let duration: Double = 0.4

  let isPresentation: Bool
  /// The running slide (alongside animations join it).
  private var animator: ViewPropertyAnimator?

  init(isPresentation: Bool) {
    self.isPresentation = isPresentation
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : Self.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    // Weak: the context holds this animator, which holds the slide's animator and so this
    // closure; the context's container holds it while it runs (issue 16).
    let complete: () -> Void = { [weak transitionContext] in
      guard let transitionContext else { return }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    guard
      let presented = transitionContext.viewController(forKey: isPresentation ? .to : .from),
      let sheet = presented.presentationController as? SheetPresentationController
    else {
      complete()
      return
    }
    if isPresentation {
      transitionContext.containerView.addSubview(sheet.sheetView)
      sheet.applyPosition(top: sheet.dismissedTop)
    }
    let target = isPresentation ? sheet.restingTop : sheet.dismissedTop
    guard transitionContext.isAnimated else {
      sheet.applyPosition(top: target)
      complete()
      return
    }
    let animator = ViewPropertyAnimator(
      duration: Self.duration, timingParameters: SheetSpring.parameters(velocity: 0))
    animator.addAnimations { [weak sheet] in sheet?.applyPosition(top: target) }
    let isPresentation = self.isPresentation
    animator.addCompletion { [weak sheet] _ in
      sheet?.slide = nil
      complete()
      if isPresentation { sheet?.settleOnToChangedDetent() }
    }
    self.animator = animator
    sheet.slide = SheetSlide(
      animator: animator, context: transitionContext, isPresentation: isPresentation)
    animator.startAnimation()
  }

  func animateAlongside(duration: Double, animations: @escaping () -> Void) {
    if let animator, animator.isRunning {
      animator.addAnimations(animations)
    } else {
      View.animate(withDuration: duration, animations: animations)
    }
  }
}

/// A presentation's or coded dismissal's slide in flight, which a finger may grab. The sheet
/// holds it; the animator's blocks and the context refer back to the sheet, so both are weak
/// here and the animator holds nothing of the sheet strongly: a stage dropped mid-slide is
/// freed (issue 16).
@MainActor
struct SheetSlide {
  weak var animator: ViewPropertyAnimator?
  weak var context: (any ViewControllerContextTransitioning)?
  let isPresentation: Bool
}

/// UIKit's sheet spring: response 0.344144233 s, damping ratio 1 (0.8 after a flick) — mass
/// 1, stiffness 333.33, damping 36.515 (reference §1 Constants and §6; bin ×2 + meas).
enum SheetSpring {
  /// The spring's response, seconds.
  static let response: CGFloat = 0.344144233
  /// The damping ratio of a flick's settle.
  static let flickDampingRatio: CGFloat = 0.8

  /// The spring's stiffness, (2π / response)², per second squared (mass 1).
  static var stiffness: CGFloat { pow(2 * .pi / response, 2) }

  /// The timing of a settle at damping ratio `ratio`, starting at `velocity` in distances to
  /// travel per second (positive towards the target).
  static func parameters(dampingRatio ratio: CGFloat = 1, velocity: CGFloat)
    -> SpringTimingParameters
  {
    SpringTimingParameters(
      mass: 1, stiffness: stiffness, damping: 4 * .pi * ratio / response,
      initialVelocity: CGVector(dx: 0, dy: velocity))
  }
}
