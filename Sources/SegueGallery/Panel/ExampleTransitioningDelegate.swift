import Foundation
import SegueUI

/// Seed 001's transitioning delegate: the `ExamplePresentationViewController` for the
/// presentation and an `ExampleAnimatedTransitioning` each way.
@MainActor
final class ExampleTransitioningDelegate: ViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    ExamplePresentationViewController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    let animator = ExampleAnimatedTransitioning()
    animator.isPresentation = true
    return animator
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  {
    let animator = ExampleAnimatedTransitioning()
    animator.isPresentation = false
    return animator
  }
}
