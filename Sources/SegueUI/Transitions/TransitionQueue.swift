import Foundation

/// One transition at a time: the one running, and the requests made meanwhile, which run in
/// order once it ends. A window's modal transitions and each container's child transitions
/// are queued this way, so a push or a present during a transition is never lost and never
/// corrupts the hierarchy.
@MainActor
final class TransitionQueue {
  private(set) var transition: TransitionContext?
  private var queued: [() -> Void] = []

  /// Runs `request` now if no transition runs, else when the queued ones before it ran.
  func enqueueOrRun(_ request: @escaping () -> Void) {
    if transition == nil {
      request()
    } else {
      queued.append(request)
    }
  }

  /// Marks `context` as the running transition.
  func begin(_ context: TransitionContext) {
    precondition(transition == nil, "a transition started while another runs")
    transition = context
  }

  /// Ends the running transition, runs `afterClearing` (e.g. a delegate's `didShow`, which may
  /// itself request a transition, and then runs at once), then starts the queued requests.
  func end(afterClearing: () -> Void = {}) {
    transition = nil
    afterClearing()
    while transition == nil, !queued.isEmpty {
      queued.removeFirst()()
    }
  }
}
