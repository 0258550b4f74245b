import Foundation

// The watchdog of a running transition: what a host waits for, and the one-line reports of a
// transition that never completes or an interaction nothing drives.

extension TransitionContext {
  /// Watches the transition while it animates, for hosts and people: hosts see it as busy
  /// exactly while it animates (not in the frame after `completeTransition(_:)`, and still when
  /// the animator never calls it); a transition that never completes, or an interactive one
  /// nothing drives, is reported once on the window's diagnostics.
  func startWatchdog() {
    guard let window = containerView.window, var start = window.currentTime else { return }
    var lastDriven = start
    var reportedUndriven = false
    // The time of the previous frame this callback saw: a delay counts as passed only once a
    // whole frame past it has ended with the transition still running, so that one long host
    // step (a stalled display, a test jumping ahead) does not report a transition whose
    // animations end in that very frame (they complete after the callbacks, at the tick).
    var previousFrame = start
    var reportedStuck = false
    let isBusy = { [weak self] in self?.state == .animating }
    window.addFrameCallback(activityDescription, isBusy: isBusy) {
      [weak self, weak window] time in
      guard let self, self.state == .animating else { return false }
      defer { previousFrame = time }
      // A finger may hold an interactive transition as long as it likes: the delay counts
      // from the end of the interaction. But an interaction controller that nothing drives
      // (no update, finish or cancel, and no finger down) hangs the transition, as it would in
      // UIKit: say so once, naming it.
      if self.isInteractive {
        start = time
        if window?.touchDispatcher.hasActiveTouches == true
          || self.lastInteractionUpdate > lastDriven
        {
          lastDriven = max(self.lastInteractionUpdate, time)
        } else if !reportedUndriven, previousFrame - lastDriven >= Self.completionWatchdogDelay {
          reportedUndriven = true
          window?.diagnostics(
            "segue: the interactive transition driven by \(self.interactorName) has had no update, "
              + "finish or cancel for \(Self.completionWatchdogDelay) s and no finger is down; it "
              + "stays in the transition, as UIKit does. Return an interaction controller only "
              + "while a gesture drives it")
        }
        return true
      }
      guard !reportedStuck, previousFrame - start >= Self.completionWatchdogDelay else {
        return true
      }
      reportedStuck = true
      window?.diagnostics(
        "segue: a transition animated by \(self.animatorName) has not called "
          + "completeTransition(_:) after \(Self.completionWatchdogDelay) s; the container stays "
          + "in it and queues further requests")
      return true
    }
  }
}
