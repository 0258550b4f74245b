import Foundation
import SegueUI

/// Seed 001's transitioning delegate: the `ExamplePresentationViewController` for the
/// presentation and an `ExampleAnimatedTransitioning` each way.
@MainActor
final class ExampleTransitioningDelegate: ViewControllerTransitioningDelegate {
  /// Whether the animators are the article's "UIView way" (`CurlingPanelAnimator`, the
  /// `panel-curl` entry) instead of its frame animation.
  var animatesTheUIViewWay = false

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    ExamplePresentationViewController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    animator(presenting: true)
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  {
    animator(presenting: false)
  }

  private func animator(presenting: Bool) -> any ViewControllerAnimatedTransitioning {
    if animatesTheUIViewWay {
      let animator = CurlingPanelAnimator()
      animator.isPresentation = presenting
      return animator
    }
    let animator = ExampleAnimatedTransitioning()
    animator.isPresentation = presenting
    return animator
  }
}
