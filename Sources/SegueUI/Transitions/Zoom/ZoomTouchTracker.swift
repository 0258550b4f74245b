import Foundation

/// A recognizer that never recognises: it tells its owner when the first finger of a sequence
/// goes down on its view and when the last one lifts, whatever the other recognizers do.
///
/// The zoom grabs a flight on touch-down, before any pan has moved past its slop (the article
/// "Enhancing your app with fluid transitions": people "grab" the transition, doc), and lets it
/// fly on if the fingers lift without a gesture having taken the card.
@MainActor
final class ZoomTouchTracker: GestureRecognizer {
  /// Called when the first finger goes down.
  var touchedDown: (() -> Void)?
  /// Called when the last finger lifts (or the touches are cancelled).
  var lifted: (() -> Void)?

  override init() {
    super.init()
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if trackedTouches.count == touches.count { touchedDown?() }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard trackedTouches.count <= touches.count else { return }
    lifted?()
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    touchesEnded(touches, with: event)
  }

  /// It watches every sequence to its end: no recognizer that begins makes it fail.
  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }

  /// It never begins, so it stops no one; said anyway.
  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
}
