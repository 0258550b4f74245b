import Foundation
import SegueGeometry

/// The coordinator of a window size change (a rotation): what `viewWillTransition(to:with:)`
/// receives from `Window.setSize(_:animated:)`. Not a controller transition: it has no
/// controllers or views for its keys, no interaction, and `presentationStyle` `.none`.
/// Alongside animations run in the same animation block as the resize; completions run when
/// it has finished.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  let containerView: View
  let isAnimated: Bool
  let transitionDuration: Double
  let targetTransform: CGAffineTransform
  private(set) var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private(set) var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var started = false

  init(containerView: View, duration: Double, targetTransform: CGAffineTransform) {
    self.containerView = containerView
    self.isAnimated = duration > 0
    self.transitionDuration = duration
    self.targetTransform = targetTransform
  }

  var presentationStyle: ModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: View.AnimationCurve { .easeInOut }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
  func view(forKey key: TransitionContextViewKey) -> View? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    guard let animation, !started else { return false }
    alongside.append(animation)
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Runs `resize` and the alongside animations in one animation block of the coordinator's
  /// duration, then the completions when it finished.
  func run(_ resize: () -> Void) {
    started = true
    let blocks = alongside
    alongside.removeAll()
    let finish: (Bool) -> Void = { _ in
      let completions = self.completions
      self.completions.removeAll()
      for completion in completions { completion(self) }
    }
    guard isAnimated else {
      View.performWithoutAnimation {
        resize()
        for block in blocks { block(self) }
      }
      finish(true)
      return
    }
    let window = containerView as? Window
    let end = window?.currentTime.map { $0 + transitionDuration }
    View.animate(
      withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        resize()
        for block in blocks { block(self) }
      },
      completion: { finished in
        // A half turn keeps the window's size: the block may animate nothing and end at once,
        // but the rotation (and so the coordinator) lasts its duration.
        guard let window, let end, let now = window.currentTime, now < end else {
          return finish(finished)
        }
        window.addFrameCallback("a rotation finishing") { time in
          guard time >= end else { return true }
          finish(finished)
          return false
        }
      })
  }
}
