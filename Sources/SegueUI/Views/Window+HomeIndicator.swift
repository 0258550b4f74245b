import Foundation

// `prefersHomeIndicatorAutoHidden` lets the system hide the home indicator; it does not hide it
// at once. Apple's documentation (high confidence) says only that true lets "the system
// determine when to hide the indicator" and "is no guarantee that the indicator will be
// hidden". What iOS does is observed behaviour (medium confidence): the indicator fades out
// after a moment without touches ("after a beat", "after a couple of seconds" in bug reports of
// video players and games), a touch anywhere brings it back, and it fades out again after the
// same pause (SDL's `SDL_HINT_IOS_HIDE_HOME_INDICATOR`: "hidden and is shown when the screen is
// touched"). The pause and the fade are published nowhere: Segue takes 2 s and 0.3 s (low
// confidence on both numbers). The pause runs from the last touch or from the moment the
// controllers first allowed hiding, whichever is later.

extension Window {
  /// How long the screen must go untouched before an allowed home indicator hides, seconds
  /// (observed, not published; low confidence).
  public static let homeIndicatorAutoHideDelay: Double = 2
  /// How long the home indicator takes to fade out, or back in on a touch, seconds (observed,
  /// low confidence).
  public static let homeIndicatorFadeDuration: Double = 0.3

  /// A touch at `time` (host seconds): the home indicator fades back in if it had hidden, and
  /// may hide again after the pause.
  func homeIndicatorNoticeTouch(at time: Double) {
    guard let systemChrome else { return }
    systemChrome.touchedUntil = max(
      systemChrome.touchedUntil, time + Self.homeIndicatorAutoHideDelay)
    updateHomeIndicatorIdleness(at: time)
  }

  /// Called when the controllers' `prefersHomeIndicatorAutoHidden` is about to be shown: a
  /// preference turning true starts the pause now, so the indicator does not vanish at once.
  func homeIndicatorPreferenceWillChange(to hidden: Bool) {
    guard let systemChrome, hidden, !systemChrome.appearance.isHomeIndicatorHidden else { return }
    let now = inputTime
    systemChrome.touchedUntil = max(
      systemChrome.touchedUntil, now + Self.homeIndicatorAutoHideDelay)
    View.performWithoutAnimation { systemChrome.isIdle = false }
  }

  /// Fades the home indicator out once the pause has passed at `time` (and back in if a touch
  /// woke it); each frame runs it.
  func updateHomeIndicatorIdleness(at time: Double) {
    guard let systemChrome else { return }
    let idle = time >= systemChrome.touchedUntil
    guard idle != systemChrome.isIdle else { return }
    View.animate(withDuration: Self.homeIndicatorFadeDuration) { systemChrome.isIdle = idle }
  }
}
