import Foundation
import SegueUI

/// Seed 004's custom segue: it presents its destination, a `GuillotineMenu`, modally with the
/// Guillotine animation, acting as the destination's transitioning delegate.
///
/// Seed bugs fixed here:
/// - The seed kept the segue alive with an Objective-C associated object on the presented
///   controller and never released it; since a segue holds its destination strongly, menu and
///   segue kept each other alive forever. Here the menu holds the segue in a stored property
///   (`presentingSegue`) that the animator clears when the dismissal completes, so both are
///   freed.
/// - The seed checked the destination's protocol only with an assertion in `init`; here it is
///   a precondition with a message.
@MainActor
final class GuillotineMenuSegue: StoryboardSegue, ViewControllerTransitioningDelegate {
  override init(identifier: String?, source: ViewController, destination: ViewController) {
    precondition(
      destination is GuillotineMenu,
      "a GuillotineMenuSegue's destination must conform to GuillotineMenu, got "
        + "\(type(of: destination))")
    super.init(identifier: identifier, source: source, destination: destination)
  }

  /// Presents the destination over the source with a `.custom` presentation animated by
  /// `GuillotineTransitionAnimation`.
  override func perform() {
    destination.modalPresentationStyle = .custom
    destination.transitioningDelegate = self
    source.present(destination, animated: true, completion: nil)
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    // `transitioningDelegate` is weak: the presented menu keeps this segue alive.
    (presented as? GuillotineMenu)?.presentingSegue = self
    return GuillotineTransitionAnimation(mode: .presentation)
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  {
    GuillotineTransitionAnimation(mode: .dismissal)
  }
}
