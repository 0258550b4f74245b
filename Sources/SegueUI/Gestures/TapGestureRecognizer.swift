import Foundation

/// A discrete recognizer for one or more taps of one or more fingers
/// (`UITapGestureRecognizer`).
///
/// It recognises when the last finger of the `numberOfTapsRequired`-th tap lifts; it fails
/// if a finger moves more than `allowableMovement` from where it went down, if more fingers
/// than `numberOfTouchesRequired` go down, or if the next tap does not start within
/// `TouchDispatcher`'s multi-tap interval (0.35 s) of the last lift.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may move and still tap, points (Segue's choice; UIKit does not
  /// document it).
  public static let allowableMovement: CGFloat = 10
  /// The longest gap between taps of one multi-tap, seconds.
  public static let maximumTapInterval: Double = 0.35

  /// How many taps make the gesture (default 1).
  open var numberOfTapsRequired = 1
  /// How many fingers each tap needs (default 1).
  open var numberOfTouchesRequired = 1
  private var tapsDone = 0
  private var fingersThisTap = 0
  private var lastLift: Double?
  private var firstTapLocation: CGPoint?
  private var downLocations: [ObjectIdentifier: CGPoint] = [:]

  /// Between two taps of a multi-tap, the recognizer waits for the next.
  open override var isWaitingForMoreTouches: Bool {
    tapsDone > 0 && tapsDone < numberOfTapsRequired && state == .possible
  }

  /// Where the first tap was (the centroid of its fingers), in `view`'s coordinates.
  open override func location(in view: View?) -> CGPoint {
    guard let first = firstTapLocation else { return super.location(in: view) }
    guard let view else { return first }
    return view.convert(first, from: view.window)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.windowLocation }
    fingersThisTap = max(fingersThisTap, trackedTouches.count)
    if trackedTouches.count > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    for touch in touches {
      guard let down = downLocations[ObjectIdentifier(touch)] else { continue }
      let moved = hypot(touch.windowLocation.x - down.x, touch.windowLocation.y - down.y)
      if moved > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    touchesMoved(touches, with: event)
    guard state == .possible, trackedTouches.count == touches.count else { return }
    // The last finger of this tap lifted.
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    if firstTapLocation == nil {
      firstTapLocation = centroid(trackedTouches.map(\.windowLocation))
    }
    tapsDone += 1
    fingersThisTap = 0
    lastLift = event.timestamp
    if tapsDone >= numberOfTapsRequired { state = .recognized }
  }

  open override func frameTick(at time: Double) {
    // Only between the taps of a multi-tap: a recognised tap waiting for a required failure
    // does not time out.
    guard state == .possible, pendingState == nil, trackedTouches.isEmpty, let lastLift,
      time - lastLift > Self.maximumTapInterval
    else { return }
    state = .failed
  }

  open override func reset() {
    super.reset()
    tapsDone = 0
    fingersThisTap = 0
    lastLift = nil
    firstTapLocation = nil
    downLocations.removeAll()
  }
}
