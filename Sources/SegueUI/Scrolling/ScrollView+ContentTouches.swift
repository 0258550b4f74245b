import Foundation

extension ScrollView {
  /// Runs `highlight` once `touch` has rested `TableView.highlightDelay` on the window's
  /// frames — at once when the scroll view does not delay content touches or has no window —
  /// unless `isStillTracked()` is false by then (the touch ended, moved on or was cancelled).
  /// What tables and collection views do before highlighting a row or item.
  func afterHighlightDelay(
    of touch: Touch, activity: String, isStillTracked: @escaping () -> Bool,
    highlight: @escaping () -> Void
  ) {
    guard delaysContentTouches, let window else {
      highlight()
      return
    }
    let due = touch.timestamp + TableView.highlightDelay
    window.addFrameCallback(activity) { time in
      guard isStillTracked() else { return false }
      guard time >= due else { return true }
      highlight()
      return false
    }
  }
}
