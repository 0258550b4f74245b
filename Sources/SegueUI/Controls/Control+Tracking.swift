import Foundation
import SegueGeometry

// Touch tracking, as UIKit's controls do it: a touch that begins on an enabled control is
// tracked until it ends or is cancelled. The control is highlighted while the touch is inside
// its tracking area — the bounds grown by `trackingTolerance` on every side, UIKit's generous
// margin for fingers that slide a little — and sends, in order: `.touchDown`; then, as the
// touch moves, `.touchDragInside`/`.touchDragOutside` and `.touchDragEnter`/`.touchDragExit`
// when it crosses the area's edge; and at the end `.touchUpInside` followed by
// `.primaryActionTriggered` (inside) or `.touchUpOutside` (outside), or `.touchCancel`.
// Touches the control does not track (disabled, or a second finger) go up the responder chain.

extension Control {
  /// How far outside its bounds a tracked touch still counts as inside, points (UIKit's
  /// observed margin; not published).
  public static let trackingTolerance: CGFloat = 70

  func trackBegan(_ touches: Set<Touch>, with event: SegueUI.Event?) -> Bool {
    guard isEnabled, !isTracking, !touches.isEmpty else { return false }
    isTracking = true
    isTouchInside = true
    isHighlighted = true
    sendActions(for: .touchDown, with: event)
    return true
  }

  func trackMoved(_ touches: Set<Touch>, with event: SegueUI.Event?) -> Bool {
    guard isTracking, let touch = touches.first else { return false }
    let inside = isInTrackingArea(touch.location(in: self))
    let crossed = inside != isTouchInside
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    if crossed { sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event) }
    return true
  }

  func trackEnded(_ touches: Set<Touch>, with event: SegueUI.Event?) -> Bool {
    guard isTracking, let touch = touches.first else { return false }
    let inside = isInTrackingArea(touch.location(in: self))
    endTracking()
    if inside {
      sendActions(for: .touchUpInside, with: event)
      sendActions(for: .primaryActionTriggered, with: event)
    } else {
      sendActions(for: .touchUpOutside, with: event)
    }
    return true
  }

  func trackCancelled(with event: SegueUI.Event?) -> Bool {
    guard isTracking else { return false }
    endTracking()
    sendActions(for: .touchCancel, with: event)
    return true
  }

  private func endTracking() {
    isTracking = false
    isTouchInside = false
    isHighlighted = false
  }

  private func isInTrackingArea(_ point: CGPoint) -> Bool {
    let tolerance = Self.trackingTolerance
    return bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(point)
  }
}
