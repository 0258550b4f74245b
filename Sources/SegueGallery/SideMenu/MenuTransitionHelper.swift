import Foundation
import SegueGeometry
import SegueUI

/// Seed 003's `MenuTransitionHepler` (typo fixed in the name): one object that is the menu's
/// transitioning delegate, its animator (see `MenuTransitionHelper+Animation.swift`) and its
/// percent-driven interaction controller. A left screen-edge pan on the source screen presents
/// the menu; a pan on the menu dismisses it.
///
/// The interaction controller is answered only while one of the pans drives the transition
/// (`isInteractive`, set in `.began` and cleared when the pan ends): a transition started
/// otherwise (the menu's back button) runs the plain animation. Answering it when no gesture
/// drives it would leave the transition paused at 0 forever, as in UIKit.
///
/// Seed bugs fixed here:
/// - `isInteractive` and `isPresenting` were file-private *globals*, shared by every helper
///   (two menus would corrupt each other); they are instance state here.
/// - The collaborators were implicitly unwrapped (`sourceViewController!`, `pan.view!`); they
///   are weak optionals here, and a pan without a view does nothing.
/// - The handlers' `default:` branch treated `.cancelled` and `.failed` like `.ended`, so a
///   pan cancelled by the system past the threshold *finished* the transition; only `.ended`
///   may finish here, anything else cancels.
/// - Setting `sourceViewController` again added a second edge pan, leaving the first one
///   attached; the old pan is removed here.
/// - The debugging `print(d)` on every pan event is gone.
@MainActor
final class MenuTransitionHelper: PercentDrivenInteractiveTransition,
  ViewControllerTransitioningDelegate
{
  /// The seed's segue identifier.
  static let presentMenuSegue = "presentMenu"
  /// The finger's travel that drives the transition from 0 to 1, points: the items' own travel
  /// (`interactiveOffstageOffset`), so that they stay under the finger. The seed took the
  /// translation over the width × 0.5: the items moved at 0.38 of the finger's speed, and the
  /// release spring, left 70 % of the way to cover, lunged from 229 to 544 pt/s (issue 20).
  static let trackedDistance: CGFloat = abs(interactiveOffstageOffset)
  /// The progress past which a released edge pan finishes the presentation (seed: 0.2).
  static let presentFinishThreshold: CGFloat = 0.2
  /// The progress past which a released menu pan finishes the dismissal (seed: 0.1).
  static let dismissFinishThreshold: CGFloat = 0.1

  /// Whether a pan drives the running transition (the seed's `isInteractive`).
  private(set) var isInteractive = false
  /// Whether the running transition presents the menu (the seed's `isPresenting`).
  private(set) var isPresenting = false

  /// The running transition's animator (see `interruptibleAnimator(using:)`), until it ends.
  var animator: ViewPropertyAnimator?

  /// The presenting screen's left edge pan (the seed's `enterPanGesture`).
  private(set) var enterPanGesture: ScreenEdgePanGestureRecognizer?
  /// The menu's pan (the seed's `exitPanGesture`).
  private(set) var exitPanGesture: PanGestureRecognizer?

  /// The screen the edge pan presents the menu from; setting it attaches the edge pan to its
  /// view (the seed's `sourceViewController` and its `didSet`).
  weak var sourceViewController: ViewController? {
    didSet {
      if let old = enterPanGesture { old.view?.removeGestureRecognizer(old) }
      guard let sourceViewController else { return }
      let pan = ScreenEdgePanGestureRecognizer()
      pan.addTarget(self, action: MenuTransitionHelper.handleOnstagePan)
      pan.edges = .left
      sourceViewController.view.addGestureRecognizer(pan)
      enterPanGesture = pan
    }
  }

  /// The presented menu; setting it attaches the dismissal pan to its view (the seed's
  /// `menuViewController` and its `didSet`).
  weak var menuViewController: MenuViewController? {
    didSet {
      guard let menuViewController else { return }
      let pan = PanGestureRecognizer()
      pan.addTarget(self, action: MenuTransitionHelper.handleOffstagePan)
      menuViewController.view.addGestureRecognizer(pan)
      exitPanGesture = pan
    }
  }

  /// The edge pan's handler (the seed's `handelOnStagePan(pan:)`): progress is the horizontal
  /// translation in the window over `trackedDistance`; on release, finish past 0.2.
  func handleOnstagePan(_ pan: PanGestureRecognizer) {
    guard let view = pan.view else { return }
    let translation = pan.translation(in: view.superview)
    let progress = translation.x / Self.trackedDistance
    switch pan.state {
    case .began:
      isInteractive = true
      sourceViewController?.performSegue(withIdentifier: Self.presentMenuSegue, sender: self)
    case .changed:
      update(progress)
    default:
      isInteractive = false
      let rate = pan.velocity(in: view.superview).x / Self.trackedDistance
      release(
        finishing: pan.state == .ended && progress > Self.presentFinishThreshold,
        progressRate: rate)
    }
  }

  /// The menu pan's handler (the seed's `handleOffstagePan(pan:)`): progress is the leftward
  /// translation in the menu's view over `trackedDistance`; on release, finish past 0.1.
  func handleOffstagePan(_ pan: PanGestureRecognizer) {
    guard let view = pan.view else { return }
    let translation = pan.translation(in: view)
    let progress = -translation.x / Self.trackedDistance
    switch pan.state {
    case .began:
      isInteractive = true
      menuViewController?.dismiss(animated: true, completion: nil)
    case .changed:
      update(progress)
    default:
      isInteractive = false
      let rate = -pan.velocity(in: view).x / Self.trackedDistance
      release(
        finishing: pan.state == .ended && progress > Self.dismissFinishThreshold,
        progressRate: rate)
    }
  }

  /// Finishes or cancels the transition with the demo's spring leaving at the finger's speed:
  /// `rate` is the progress per second the finger was driving (positive towards the end),
  /// which a spring takes in UIKit's unit, the speed towards its target over the distance
  /// left (`SpringTimingParameters.initialVelocity`).
  ///
  /// The spring lasts the demo's whole duration however much is left (its completion speed
  /// is the fraction left): a spring's duration is how long it takes to settle, not a speed
  /// (iOS 17's `UISpringTimingParameters(duration:bounce:)` has the same notion). Left at
  /// UIKit's default, the remainder lasts the fraction left × 0.5 s: a cancel from 15 % snaps
  /// back in two frames, a finish from 30 % lunges.
  private func release(finishing: Bool, progressRate rate: CGFloat) {
    let left = finishing ? 1 - percentComplete : percentComplete
    let towards = finishing ? rate : -rate
    timingCurve = SpringTimingParameters(
      dampingRatio: Self.springDamping,
      initialVelocity: CGVector(dx: left > 0 ? towards / left : 0, dy: 0))
    completionSpeed = left > 0 ? left : 1
    if finishing { finish() } else { cancel() }
  }

  // MARK: ViewControllerTransitioningDelegate

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    isPresenting = true
    return self
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  {
    isPresenting = false
    return self
  }

  func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  {
    isInteractive ? self : nil
  }

  func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  {
    isInteractive ? self : nil
  }
}
