import Foundation

/// A continuous recognizer for fingers held still (`UILongPressGestureRecognizer`).
///
/// It begins when `numberOfTouchesRequired` fingers stayed down `minimumPressDuration`
/// seconds without moving more than `allowableMovement`, changes when they move, and ends
/// when they lift. The timer is checked once per frame (`frameTick(at:)`), so a host at 60 Hz
/// begins it up to one frame late.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must stay down, seconds (default 0.5, UIKit's).
  open var minimumPressDuration: Double = 0.5
  /// How far fingers may move before recognition, points (default 10, UIKit's).
  open var allowableMovement: CGFloat = 10
  /// How many fingers (default 1).
  open var numberOfTouchesRequired = 1
  /// How many taps before the press (default 0). Only 0 is supported yet.
  open var numberOfTapsRequired = 0
  private var pressStart: Double?
  private var downCentroid = CGPoint.zero

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    if trackedTouches.count > numberOfTouchesRequired {
      state = .failed
    } else if trackedTouches.count == numberOfTouchesRequired {
      pressStart = event.timestamp
      downCentroid = centroid(trackedTouches.map(\.windowLocation))
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      let now = centroid(trackedTouches.map(\.windowLocation))
      if hypot(now.x - downCentroid.x, now.y - downCentroid.y) > allowableMovement {
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      state = .failed
    case .began, .changed:
      if trackedTouches.count == touches.count { state = .ended }
    default:
      break
    }
  }

  open override func frameTick(at time: Double) {
    guard state == .possible, let pressStart, time - pressStart >= minimumPressDuration else {
      return
    }
    self.pressStart = nil
    state = .began
  }

  open override func reset() {
    super.reset()
    pressStart = nil
  }
}
