import Foundation

// Highlight and selection by touch (see TableView's documentation for the order of the
// delegate calls). The touch is followed from `touchesBegan` on a row; the highlight waits
// `highlightDelay` on the window's frames (UIKit's delayed content touches), so a drag that
// scrolls within the delay never highlights. The pan recognizer of the scroll view cancels
// the touch when it begins (`cancelsTouchesInView`), which removes the highlight without
// selecting. Simplification, loudly: UIKit delays the touch itself for every subview of a
// scroll view; Segue delays only the table's highlighting, and subviews of cells still get
// their touches at once.

extension TableView {
  func beginTracking(_ touches: Set<Touch>) {
    guard trackedTouch == nil, !touchStoppedMotion, let touch = touches.first,
      let indexPath = indexPathForRow(at: touch.location(in: self))
    else { return }
    touchGeneration += 1
    let generation = touchGeneration
    trackedTouch = (touch, indexPath, generation)
    afterHighlightDelay(
      of: touch, activity: "a table view's highlight delay",
      isStillTracked: { [weak self] in self?.trackedTouch?.generation == generation },
      highlight: { [weak self] in self?.highlightTrackedRow() })
  }

  func endTracking(_ touches: Set<Touch>) {
    guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return }
    // A tap shorter than the delay highlights when it lifts, as in UIKit.
    if highlighted == nil { highlightTrackedRow() }
    trackedTouch = nil
    guard let indexPath = highlighted, indexPath == tracked.indexPath else { return }
    unhighlight(indexPath)
    // The row is selected only if the finger lifted on it.
    guard indexPathForRow(at: tracked.touch.location(in: self)) == indexPath else { return }
    selectByTouch(indexPath)
  }

  func cancelTracking(_ touches: Set<Touch>) {
    guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return }
    trackedTouch = nil
    if let indexPath = highlighted { unhighlight(indexPath) }
  }

  /// Highlights the followed row if the delegate allows it. A row that may not highlight is
  /// not selected either (the touch is dropped).
  private func highlightTrackedRow() {
    guard let tracked = trackedTouch, highlighted == nil else { return }
    let indexPath = tracked.indexPath
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
      trackedTouch = nil
      return
    }
    highlighted = indexPath
    cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  private func unhighlight(_ indexPath: IndexPath) {
    highlighted = nil
    cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }
}
