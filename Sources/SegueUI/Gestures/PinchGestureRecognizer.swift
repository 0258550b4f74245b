import Foundation

/// A continuous recognizer for two fingers moving apart or together
/// (`UIPinchGestureRecognizer`).
///
/// It begins once two fingers are down and their distance changed by `hysteresis` points,
/// changes on every move, and ends when a finger lifts. `scale` is the fingers' distance over
/// their distance when they went down (the hysteresis included, as a pan's translation is), so
/// it reads 1 until they move; `velocity` is the scale's rate of change, per second.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  /// How far the fingers' distance must change before a pinch begins, points. UIKit does not
  /// document it; Segue uses the pan's 10 pt [est].
  public static let hysteresis: CGFloat = 10

  /// The fingers' distance over their distance when they went down (`scale`); settable, as in
  /// UIKit, to count from a new base (set 1 to read increments).
  open var scale: CGFloat {
    get { startDistance > 0 ? currentDistance / startDistance * baseScale : baseScale }
    set {
      baseScale = newValue
      startDistance = currentDistance
    }
  }
  /// How fast the scale changes, per second (`velocity`), from the last two moves.
  open private(set) var velocity: CGFloat = 0

  private var startDistance: CGFloat = 0
  private var baseScale: CGFloat = 1
  private var lastSample: (time: Double, scale: CGFloat)?

  private var currentDistance: CGFloat {
    guard trackedTouches.count >= 2 else { return startDistance }
    let a = trackedTouches[0].windowLocation
    let b = trackedTouches[1].windowLocation
    return hypot(a.x - b.x, a.y - b.y)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    if trackedTouches.count > 2 {
      state = .failed
      return
    }
    if trackedTouches.count == 2 {
      startDistance = currentDistance
      baseScale = 1
      lastSample = (event.timestamp, 1)
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard trackedTouches.count == 2, startDistance > 0 else { return }
    let now = scale
    if let last = lastSample, event.timestamp > last.time {
      velocity = (now - last.scale) / CGFloat(event.timestamp - last.time)
    }
    lastSample = (event.timestamp, now)
    switch state {
    case .possible:
      if abs(currentDistance - startDistance) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .began, .changed: state = .ended
    case .possible where trackedTouches.count <= touches.count: state = .failed
    default: break
    }
  }

  open override func reset() {
    super.reset()
    startDistance = 0
    baseScale = 1
    lastSample = nil
  }
}
