import Foundation
import SegueLayers

// Touch delivery, DESIGN.md's frame step 2. A touch is hit-tested once, when it begins; its
// recognizers are those attached to the hit view and its ancestors (deepest first) that are
// enabled and whose delegate accepts the touch. Every change is given to the recognizers
// first, then to the hit view's responder methods, honouring the delivery flags (reference
// §10.2): `cancelsTouchesInView` sends the view `touchesCancelled` when a recognizer
// recognises (before its action runs); `delaysTouchesBegan` holds `touchesBegan` back while
// such a recognizer is possible (delivered when it fails, dropped when it recognises);
// `delaysTouchesEnded` does the same for `touchesEnded`. Held deliveries are re-examined at
// the end of every dispatch and every frame.
// Simplifications, loudly: the responder chain goes from view to superview (view
// controllers are not responders yet); `touchesMoved` is not delayed with a delayed
// `touchesBegan` (the view gets nothing until the began is released, then the later moves);
// a touch's view does not change while it moves; a hit view blocked by a running animation
// without `.allowUserInteraction` still gets the touch.

/// The window's touch system: touches, the recognizers they feed and held deliveries.
@MainActor
final class TouchDispatcher {
  /// The longest gap between a lift and the next touch for both to count as one multi-tap,
  /// seconds (Segue's choice; UIKit does not document it).
  static let multiTapInterval: Double = 0.35
  /// The farthest the next touch may go down from the last tap to continue a multi-tap,
  /// points (Segue's choice).
  static let multiTapDistance: CGFloat = 25

  private weak var window: Window?
  private var touches: [Int: Touch] = [:]
  /// Whether a finger is down (a touch that has not ended or been cancelled).
  var hasActiveTouches: Bool { !touches.isEmpty }
  /// Where the fingers that are down are, window coordinates (points), by finger.
  var activeTouchLocations: [CGPoint] {
    touches.sorted { $0.key < $1.key }.map(\.value.windowLocation)
  }
  /// The fingers that went down from an input script (not the host's pointer).
  private var scriptedIDs: Set<Int> = []
  /// Where the scripted fingers that are down are, window coordinates (points), by finger.
  var scriptedTouchLocations: [CGPoint] {
    touches.filter { scriptedIDs.contains($0.key) }.sorted { $0.key < $1.key }
      .map(\.value.windowLocation)
  }
  private var event = Event()
  /// The recognizers that have touches, wait, or are not `.possible`.
  private(set) var liveRecognizers: [GestureRecognizer] = []
  private var heldBegan: [Touch] = []
  private var heldEnded: [Touch] = []
  private var resets: [GestureRecognizer] = []
  private var lastTap: (time: Double, location: CGPoint, count: Int)?
  /// The timestamp of the change being delivered, host seconds (nil between deliveries).
  private(set) var deliveringTime: Double?

  init(window: Window) {
    self.window = window
  }

  /// Delivers one pointer change at `point` (window coordinates, points) and `time` (host
  /// seconds). `id` tells fingers apart.
  func handle(
    _ phase: PointerPhase, at point: CGPoint, time: Double, id: Int, isScripted: Bool = false
  ) {
    guard let window else { return }
    event.timestamp = time
    deliveringTime = time
    window.homeIndicatorNoticeTouch(at: time)
    defer { deliveringTime = nil }
    switch phase {
    case .down:
      guard touches[id] == nil else { return }
      let touch = Touch(
        at: point, time: time, tapCount: tapCount(at: point, time: time),
        view: window.hitTest(point, with: event), window: window)
      touch.gestureRecognizers = recognizers(for: touch)
      touches[id] = touch
      if isScripted { scriptedIDs.insert(id) }
      event.touchList.append(touch)
      deliver(touch, phase: .began)
    case .move:
      guard let touch = touches[id] else { return }
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = point
      touch.timestamp = time
      deliver(touch, phase: .moved)
    case .up, .cancel:
      guard let touch = touches[id] else { return }
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = point
      touch.timestamp = time
      if phase == .up { lastTap = (time, point, touch.tapCount) }
      deliver(touch, phase: phase == .up ? .ended : .cancelled)
      touches[id] = nil
      scriptedIDs.remove(id)
    }
    endDispatch()
  }

  private func tapCount(at point: CGPoint, time: Double) -> Int {
    guard let lastTap, time - lastTap.time <= Self.multiTapInterval,
      hypot(point.x - lastTap.location.x, point.y - lastTap.location.y) <= Self.multiTapDistance
    else { return 1 }
    return lastTap.count + 1
  }

  private func recognizers(for touch: Touch) -> [GestureRecognizer] {
    var found: [GestureRecognizer] = []
    var view = touch.view
    while let current = view {
      for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
        guard
          recognizer.state == .possible || recognizer.state == .began
            || recognizer.state == .changed
        else { continue }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
          continue
        }
        found.append(recognizer)
      }
      view = current.superview
    }
    return found
  }

  private func deliver(_ touch: Touch, phase: Touch.Phase) {
    touch.phase = phase
    let set: Set<Touch> = [touch]
    for recognizer in touch.gestureRecognizers {
      recognizer.lastWindowLocation = touch.windowLocation
      switch phase {
      case .began:
        recognizer.dispatcher = self
        recognizer.trackedTouches.append(touch)
        if !liveRecognizers.contains(where: { $0 === recognizer }) {
          liveRecognizers.append(recognizer)
        }
        recognizer.touchesBegan(set, with: event)
      case .moved, .stationary:
        recognizer.touchesMoved(set, with: event)
      case .ended:
        recognizer.touchesEnded(set, with: event)
      case .cancelled:
        recognizer.touchesCancelled(set, with: event)
      }
      if phase == .ended || phase == .cancelled {
        recognizer.trackedTouches.removeAll { $0 === touch }
      }
    }
    deliverToView(touch, phase: phase)
  }

  private func deliverToView(_ touch: Touch, phase: Touch.Phase) {
    guard !touch.isCancelledForView, let view = touch.view else { return }
    let set: Set<Touch> = [touch]
    switch phase {
    case .began:
      if isDelayed(touch, by: \.delaysTouchesBegan) {
        heldBegan.append(touch)
      } else {
        touch.viewSawBegan = true
        view.touchesBegan(set, with: event)
      }
    case .moved, .stationary:
      if touch.viewSawBegan { view.touchesMoved(set, with: event) }
    case .ended:
      if !touch.viewSawBegan || isDelayed(touch, by: \.delaysTouchesEnded) {
        heldEnded.append(touch)
      } else {
        view.touchesEnded(set, with: event)
      }
    case .cancelled:
      if touch.viewSawBegan { view.touchesCancelled(set, with: event) }
      heldBegan.removeAll { $0 === touch }
    }
  }

  private func isDelayed(_ touch: Touch, by flag: KeyPath<GestureRecognizer, Bool>) -> Bool {
    touch.gestureRecognizers.contains { $0[keyPath: flag] && $0.state == .possible }
  }

  /// Releases the held deliveries no possible recognizer delays any more.
  private func releaseHeld() {
    let began = heldBegan
    heldBegan.removeAll()
    for touch in began {
      if touch.isCancelledForView { continue }
      if isDelayed(touch, by: \.delaysTouchesBegan) {
        heldBegan.append(touch)
      } else if let view = touch.view {
        touch.viewSawBegan = true
        view.touchesBegan([touch], with: event)
      }
    }
    let ended = heldEnded
    heldEnded.removeAll()
    for touch in ended {
      if touch.isCancelledForView { continue }
      if !touch.viewSawBegan || isDelayed(touch, by: \.delaysTouchesEnded) {
        heldEnded.append(touch)
      } else {
        touch.view?.touchesEnded([touch], with: event)
      }
    }
  }

  // MARK: Called by recognizers

  func recognizerDidRecognize(_ recognizer: GestureRecognizer) {
    if recognizer.cancelsTouchesInView {
      for touch in recognizer.trackedTouches where !touch.isCancelledForView {
        touch.isCancelledForView = true
        if touch.viewSawBegan { touch.view?.touchesCancelled([touch], with: event) }
      }
    }
    for waiting in liveRecognizers where waiting.pendingState != nil {
      waiting.reconsiderPending()
    }
  }

  func recognizerDidFail(_ recognizer: GestureRecognizer) {
    for waiting in liveRecognizers where waiting.pendingState != nil {
      waiting.reconsiderPending()
    }
  }

  func scheduleReset(_ recognizer: GestureRecognizer) {
    if !resets.contains(where: { $0 === recognizer }) { resets.append(recognizer) }
  }

  // MARK: End of a dispatch, frames

  private func endDispatch() {
    releaseHeld()
    let due = resets
    resets.removeAll()
    for recognizer in due where recognizer.state != .possible { recognizer.resetNow() }
    if touches.isEmpty {
      for recognizer in liveRecognizers where recognizer.state == .failed {
        recognizer.resetNow()
      }
      event = Event()
    }
    liveRecognizers.removeAll { recognizer in
      recognizer.state == .possible && recognizer.trackedTouches.isEmpty
        && recognizer.pendingState == nil && !recognizer.isWaitingForMoreTouches
    }
  }

  /// Runs the recognizers' timers at host time `time` (seconds); then releases and resets as
  /// after a dispatch.
  func frameTick(at time: Double) {
    guard !liveRecognizers.isEmpty || !heldEnded.isEmpty || !heldBegan.isEmpty else { return }
    event.timestamp = time
    deliveringTime = time
    defer { deliveringTime = nil }
    for recognizer in liveRecognizers { recognizer.frameTick(at: time) }
    endDispatch()
  }
}
