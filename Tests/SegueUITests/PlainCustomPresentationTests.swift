import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A delegate that answers only an animator: UIKit then makes a plain presentation controller.
@MainActor
private final class AnimatorOnlyDelegate: ViewControllerTransitioningDelegate {
  let animator: any ViewControllerAnimatedTransitioning
  init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

/// Grows the presented view from a 40×40 square at (50, 100) to its final frame over 1 s.
@MainActor
private final class GrowingAnimator: ViewControllerAnimatedTransitioning {
  static let start = CGRect(x: 50, y: 100, width: 40, height: 40)
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { 1 }
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    guard let to = transitionContext.viewController(forKey: .to),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    let final = transitionContext.finalFrame(for: to)
    transitionContext.containerView.addSubview(toView)
    toView.frame = Self.start
    toView.layoutIfNeeded()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = final
        toView.layoutIfNeeded()
      },
      completion: { _ in transitionContext.completeTransition(true) })
  }
}

@Suite("A .custom presentation without a presentation controller of its own")
@MainActor
struct PlainCustomPresentationTests {
  @Test func theAnimatorPlacesThePresentedViewAndTheSystemLeavesItThere() {
    let presenter = ViewController()
    let stage = Stage(rootViewController: presenter)
    let delegate = AnimatorOnlyDelegate(GrowingAnimator())
    let presented = ViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    presenter.present(presented, animated: true)
    stage.advance(to: 0.5)
    // Halfway through a linear 1 s growth from the square to the full screen.
    let bounds = presented.view.layer.presentationValues().bounds
    #expect(abs(bounds.width - (40 + (393 - 40) / 2)) < 1e-6, "the frame animates")
    let container = presented.view.superview
    #expect(container?.frame == stage.window.bounds, "UIKit's plain controller: full screen")
    #expect(presenter.view.window === stage.window, "the presenter stays")
    stage.advance(to: 1.1)
    #expect(presented.view.frame == stage.window.bounds)
    // Nothing lays the presented view out afterwards: a frame its owner sets is kept.
    presented.view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    container?.setNeedsLayout()
    stage.advance(by: 0.1)
    #expect(presented.view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
  }
}
