import Foundation
import SegueGeometry
import SegueLayers

// The transition state machine. Every container transition (push, pop, later present and
// dismiss) is one `TransitionContext`, which is both the animator's context and the
// participants' coordinator, and moves through four states:
//
//   idle ──begin──▶ preparing ──start()──▶ animating ──completeTransition──▶ finishing ──▶ idle
//
// - preparing: the container has chosen the animator and interactor, updated its model and
//   sent the `will` appearance callbacks; alongside animations registered now are queued.
// - animating: `animateTransition(using:)` (or the interactor's `startInteractiveTransition`)
//   has been called; queued alongside animations run in one animation block with the
//   transition's duration, right after it returns. The state lasts until
//   `completeTransition(_:)` — forever if the animator never calls it (as UIKit; the window
//   reports it after `completionWatchdogDelay` seconds of host time).
// - finishing: the container's bookkeeping runs (views, stack, `did` callbacks), then
//   `animationEnded(_:)` and the coordinator's completions; then the context is idle for good
//   and the container starts the next queued request.
// Illegal moves (starting twice, completing before starting, completing twice) stop with a
// message naming the animator: they are programmer errors, never silently ignored.
// Interruptible transitions: an animator that implements `interruptibleAnimator(using:)` is
// asked for it whenever the system needs it (the interaction controller, the alongside
// animations, `isInterruptible`); the first answer is remembered and any other answer during
// the transition stops with a message (UIKit: "you must return the same animator object for
// the duration of the transition"). Alongside animations then join that animator, so that
// they are paused, scrubbed and reversed with it. `isInteractive` may switch several times;
// each switch runs the `notifyWhenInteractionChanges` handlers.
// Alternative rejected: a state field on each container — a context per transition keeps the
// bookkeeping of one transition from leaking into the next and makes "twice" detectable.

/// An animator of Segue's own whose curve alongside animations share (UIKit runs them in the
/// transition's animation context; a third-party animator's curve is unknown, so theirs get
/// the default block curve).
@MainActor
protocol AlongsideAnimationTiming {
  /// Runs `animations` in an animation block of `duration` seconds with the animator's curve.
  func animateAlongside(duration: Double, animations: @escaping () -> Void)
}

/// Where a container transition is in its life (see the design note above).
public enum TransitionState: Sendable, Hashable {
  /// No transition (before `preparing`, or after `finishing`).
  case idle
  /// Chosen and announced; the animator has not been started.
  case preparing
  /// The animator or interactor runs; waiting for `completeTransition(_:)`.
  case animating
  /// `completeTransition(_:)` was called; the container is committing the outcome.
  case finishing
}

/// The transition context and coordinator a container builds for one transition.
@MainActor
final class TransitionContext: ViewControllerContextTransitioning,
  ViewControllerTransitionCoordinator
{
  /// Seconds of host time after which a transition still animating is reported.
  static let completionWatchdogDelay: Double = 5

  let containerView: View
  let isAnimated: Bool
  let presentationStyle: ModalPresentationStyle
  let animator: any ViewControllerAnimatedTransitioning
  let interactor: (any ViewControllerInteractiveTransitioning)?
  let initiallyInteractive: Bool
  private(set) var state = TransitionState.preparing
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  private(set) var percentComplete: CGFloat = 0
  private let controllers: [TransitionContextViewControllerKey: ViewController]
  private let views: [TransitionContextViewKey: View]
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  /// Alongside animations registered before the start, with the view given to
  /// `animateAlongsideTransition(in:…)` (nil: inside the container).
  private var alongside:
    [(block: (any ViewControllerTransitionCoordinatorContext) -> Void, view: View?)] =
      []
  /// Views outside the container whose layers an interaction controller drives with the
  /// container's (see `drivenLayers`).
  private var drivenViews: [View] = []
  /// The timing of the layers an interaction drives, from before it (see
  /// `restoreDrivenTiming()`).
  private var savedTimings:
    [(layer: Layer, timing: (speed: Float, timeOffset: Double, beginTime: Double))] =
      []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The animator's interruptible animator, once asked (see the design note); released when
  /// the transition completes (its completions usually hold this context).
  private var interruptible: (any ViewImplicitlyAnimating)?
  private var wasInterruptible = false
  /// The container's bookkeeping, run first when the transition completes.
  private let commit: (Bool) -> Void
  /// Run last, once the context is idle, with the value given to `completeTransition(_:)`:
  /// the container's `didShow` and its queued requests. It gets the context rather than
  /// capturing it: a transition that never completes would otherwise keep itself alive.
  var onIdle: ((TransitionContext, Bool) -> Void)?

  init(
    containerView: View, from: ViewController, to: ViewController,
    views: [TransitionContextViewKey: View], initialFrames: [(ViewController, CGRect)],
    finalFrames: [(ViewController, CGRect)], isAnimated: Bool,
    presentationStyle: ModalPresentationStyle = .none,
    animator: any ViewControllerAnimatedTransitioning,
    interactor: (any ViewControllerInteractiveTransitioning)?, commit: @escaping (Bool) -> Void
  ) {
    self.containerView = containerView
    self.controllers = [.from: from, .to: to]
    self.views = views
    self.initialFrames = Dictionary(
      initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
    self.finalFrames = Dictionary(
      finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
    self.isAnimated = isAnimated
    self.presentationStyle = presentationStyle
    self.animator = animator
    self.interactor = interactor
    let interactive = interactor.map { $0.wantsInteractiveStart } ?? false
    self.initiallyInteractive = interactive
    self.isInteractive = interactive
    self.commit = commit
  }

  var animatorName: String { String(describing: type(of: animator)) }
  var interactorName: String {
    interactor.map { String(describing: type(of: $0)) } ?? animatorName
  }
  /// The transition as hosts name it while waiting for it, e.g. "the transition from
  /// ListViewController to DetailViewController (CardAnimator, interactive)".
  var activityDescription: String {
    let name = { (key: TransitionContextViewControllerKey) in
      self.controllers[key].map { String(describing: type(of: $0)) } ?? "nil"
    }
    let driver = isInteractive ? "\(animatorName), interactive: \(interactorName)" : animatorName
    return "the transition from \(name(.from)) to \(name(.to)) (\(driver))"
  }
  /// The host time of the last `updateInteractiveTransition(_:)`, for the watchdog.
  private(set) var lastInteractionUpdate = -Double.infinity

  private func move(to next: TransitionState) {
    let legal: Bool
    switch (state, next) {
    case (.preparing, .animating), (.animating, .finishing), (.finishing, .idle): legal = true
    default: legal = false
    }
    precondition(
      legal, "illegal transition-state move \(state) → \(next) (animator \(animatorName))")
    state = next
  }

  // MARK: Driving (called by the container)

  /// Starts the animator (or the interactor), then the queued alongside animations.
  func start() {
    // The status bar and home indicator change along the transition (UIKit animates them
    // with it), joined last so they take the transition's curve.
    containerView.window?.systemChromeJoin(self)
    move(to: .animating)
    startWatchdog()
    if let interactor {
      interactor.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
    runAlongside(alongside)
    alongside.removeAll()
  }

  /// The layers an interaction controller pauses and scrubs together: the container's, then
  /// those of the views given to `animateAlongsideTransition(in:…)` that are outside it.
  var drivenLayers: [Layer] { [containerView.layer] + drivenViews.map(\.layer) }

  /// Runs `blocks` in one animation block of the transition's duration. While an interaction
  /// controller holds the container's layer paused (speed 0), a view given to
  /// `animateAlongsideTransition(in:…)` outside the container is paused at the same time
  /// offset first, so its animations start on the container's timeline and the interactor
  /// scrubs them with it (reference §3.2, §4).
  private func runAlongside(
    _ blocks: [(block: (any ViewControllerTransitionCoordinatorContext) -> Void, view: View?)]
  ) {
    guard !blocks.isEmpty else { return }
    if let interruptible = interruptibleAnimator() {
      interruptible.addAnimations { for entry in blocks { entry.block(self) } }
      return
    }
    let driver = containerView.layer
    if driver.speed == 0 {
      for view in blocks.compactMap(\.view) where isOutsideContainer(view) {
        guard !drivenViews.contains(where: { $0 === view }) else { continue }
        drivenViews.append(view)
        saveTiming(of: view.layer)
        view.layer.speed = 0
        view.layer.timeOffset = driver.timeOffset
      }
    }
    let duration = isAnimated ? transitionDuration : 0
    let animations = { for entry in blocks { entry.block(self) } }
    if let timing = animator as? AlongsideAnimationTiming {
      timing.animateAlongside(duration: duration, animations: animations)
    } else {
      View.animate(withDuration: duration, animations: animations)
    }
  }

  /// Whether `view`'s layer runs on its own timeline, apart from the container's: it neither
  /// is inside the container nor contains it.
  private func isOutsideContainer(_ view: View) -> Bool {
    !view.isDescendant(of: containerView) && !containerView.isDescendant(of: view)
  }

  // MARK: ViewControllerContextTransitioning

  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    lastInteractionUpdate = containerView.window?.currentTime ?? lastInteractionUpdate
  }

  func finishInteractiveTransition() {
    endInteraction(cancelled: false)
  }

  func cancelInteractiveTransition() {
    endInteraction(cancelled: true)
  }

  func pauseInteractiveTransition() {
    guard !isInteractive else { return }
    isInteractive = true
    lastInteractionUpdate = containerView.window?.currentTime ?? lastInteractionUpdate
    for handler in interactionHandlers { handler(self) }
  }

  private func endInteraction(cancelled: Bool) {
    transitionWasCancelled = cancelled
    guard isInteractive else { return }
    isInteractive = false
    // The interaction-ended handlers run before the `will` calls of a cancel (reference §4).
    for handler in interactionHandlers { handler(self) }
  }

  /// The animator's interruptible animator, or nil when it implements none; the same one for
  /// the whole transition (see the design note).
  func interruptibleAnimator() -> (any ViewImplicitlyAnimating)? {
    guard state == .preparing || state == .animating else { return interruptible }
    let answer = animator.interruptibleAnimator(using: self)
    if answer is NoInterruptibleAnimator { return nil }
    if let first = interruptible {
      precondition(
        first === answer,
        "\(animatorName).interruptibleAnimator(using:) returned another animator during the same "
          + "transition; it must return the same one for the whole transition (keep it in a "
          + "property until animationEnded(_:))")
    } else {
      precondition(
        (answer as? ViewPropertyAnimator)?.isInterruptible != false,
        "\(animatorName).interruptibleAnimator(using:) returned a ViewPropertyAnimator whose "
          + "isInterruptible is false; an interruptible transition needs it true (UIKit's rule)")
      interruptible = answer
    }
    return answer
  }

  func completeTransition(_ didComplete: Bool) {
    precondition(
      state != .finishing && state != .idle,
      "completeTransition(_:) called twice (animator \(animatorName)); it must be called "
        + "exactly once per transition")
    move(to: .finishing)
    wasInterruptible = interruptible != nil
    interruptible = nil
    restoreDrivenTiming()
    commit(didComplete)
    animator.animationEnded(didComplete)
    for completion in completions { completion(self) }
    completions.removeAll()
    move(to: .idle)
    onIdle?(self, didComplete)
    onIdle = nil
  }

  /// Gives the layers an interaction drove back the timing they had before it: the
  /// transition's own animations are over, and the interaction's pause and re-basing (its
  /// timeline starts at 0) must not outlive it — a transition can end while they are frozen
  /// (its animator completed by itself, or its animations were removed because the container
  /// left the window), which would freeze the next transition there, and other animations
  /// running in them would otherwise end late by the host time at which the interaction
  /// started.
  private func restoreDrivenTiming() {
    for (layer, timing) in savedTimings {
      layer.speed = timing.speed
      layer.timeOffset = timing.timeOffset
      layer.beginTime = timing.beginTime
    }
    savedTimings.removeAll()
  }

  /// Remembers `layer`'s timing before an interaction changes it (the first time only).
  func saveTiming(of layer: Layer) {
    guard !savedTimings.contains(where: { $0.layer === layer }) else { return }
    savedTimings.append(
      (layer, (speed: layer.speed, timeOffset: layer.timeOffset, beginTime: layer.beginTime)))
  }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    controllers[key]
  }

  func view(forKey key: TransitionContextViewKey) -> View? { views[key] }

  func initialFrame(for vc: ViewController) -> CGRect {
    initialFrames[ObjectIdentifier(vc)] ?? .zero
  }

  func finalFrame(for vc: ViewController) -> CGRect {
    finalFrames[ObjectIdentifier(vc)] ?? .zero
  }

  // MARK: ViewControllerTransitionCoordinator

  var isInterruptible: Bool {
    state == .preparing || state == .animating ? interruptibleAnimator() != nil : wasInterruptible
  }
  var isCancelled: Bool { transitionWasCancelled }
  var transitionDuration: Double { animator.transitionDuration(using: self) }
  var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
  var completionCurve: View.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: nil, animation: animation, completion: completion)
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion, state != .idle { completions.append(completion) }
    guard let animation else { return false }
    switch state {
    case .preparing:
      alongside.append((animation, view))
      return true
    case .animating:
      runAlongside([(animation, view)])
      return true
    case .finishing, .idle:
      return false
    }
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }
}
