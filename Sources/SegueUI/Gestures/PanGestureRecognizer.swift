import Foundation

/// A continuous recognizer for fingers dragging (`UIPanGestureRecognizer`).
///
/// It begins once at least `minimumNumberOfTouches` (and at most `maximumNumberOfTouches`)
/// fingers are down and their centroid moved `hysteresis` points from where it started,
/// changes on every move, and ends when the last finger lifts. Translation counts from where
/// the fingers went down (the hysteresis included), so `translation.x / width` is the whole
/// distance the finger travelled.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the fingers must move before a pan begins, points. UIKit does not document it;
  /// ≈ 10 pt is what is commonly observed (reference §10.4), and what Segue uses.
  public static let hysteresis: CGFloat = 10
  /// The span of recent samples the velocity is estimated over, seconds.
  public static let velocityWindow: Double = 0.1

  /// The fewest fingers that can pan (default 1).
  open var minimumNumberOfTouches = 1
  /// The most fingers that can pan (default `Int.max`, UIKit's `NSUIntegerMax`).
  open var maximumNumberOfTouches = Int.max
  /// Where the translation counts from, window coordinates (points).
  var translationOrigin = CGPoint.zero
  /// The centroid where the fingers went down, window coordinates (points).
  private var startCentroid = CGPoint.zero
  /// Recent (time, centroid in window coordinates) samples, oldest first.
  private var samples: [(time: Double, point: CGPoint)] = []

  private var windowCentroid: CGPoint { centroid(trackedTouches.map(\.windowLocation)) }

  /// The total movement since the fingers went down (or since `setTranslation`), in `view`'s
  /// coordinates (nil: the window's), points (`translation(in:)`).
  open func translation(in view: View?) -> CGPoint {
    let current = location(in: view)
    let origin = convert(translationOrigin, to: view)
    return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
  }

  /// Makes the translation read `translation` in `view`'s coordinates from now on
  /// (`setTranslation(_:in:)`).
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    let current = location(in: view)
    let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    translationOrigin = view.map { $0.convert(origin, to: $0.window) } ?? origin
  }

  /// The fingers' velocity in `view`'s coordinates (nil: the window's), points per second
  /// (`velocity(in:)`).
  ///
  /// Estimated by a least-squares line through the centroid samples of the last
  /// `velocityWindow` seconds (x and y separately), which is robust to one late or early
  /// sample; zero with fewer than two samples or no time between them. It is kept after the
  /// fingers lift, so the `.ended` action reads the release velocity.
  open func velocity(in view: View?) -> CGPoint {
    guard let last = samples.last else { return .zero }
    let recent = samples.filter { last.time - $0.time <= Self.velocityWindow + 1e-9 }
    guard recent.count >= 2 else { return .zero }
    let meanT = recent.map(\.time).reduce(0, +) / Double(recent.count)
    let meanX = recent.map { Double($0.point.x) }.reduce(0, +) / Double(recent.count)
    let meanY = recent.map { Double($0.point.y) }.reduce(0, +) / Double(recent.count)
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for sample in recent {
      let dt = sample.time - meanT
      stt += dt * dt
      stx += dt * (Double(sample.point.x) - meanX)
      sty += dt * (Double(sample.point.y) - meanY)
    }
    guard stt > 0 else { return .zero }
    let windowVelocity = CGPoint(x: stx / stt, y: sty / stt)
    // Velocities are directions: convert two points one second apart.
    let base = convert(last.point, to: view)
    let ahead = convert(
      CGPoint(x: last.point.x + windowVelocity.x, y: last.point.y + windowVelocity.y), to: view)
    return CGPoint(x: ahead.x - base.x, y: ahead.y - base.y)
  }

  private func convert(_ windowPoint: CGPoint, to view: View?) -> CGPoint {
    guard let view else { return windowPoint }
    return view.convert(windowPoint, from: view.window)
  }

  /// Whether the touch may start this pan; `ScreenEdgePanGestureRecognizer` restricts it.
  func accepts(_ touch: Touch) -> Bool { true }

  /// Whether the movement so far may begin the pan (`ScreenEdgePanGestureRecognizer` wants it
  /// away from its edge).
  func movementBegins(_ translation: CGPoint) -> Bool { true }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, trackedTouches.count > maximumNumberOfTouches {
      state = .failed
      return
    }
    if state == .possible, !touches.allSatisfy(accepts) {
      state = .failed
      return
    }
    // The first fingers of a sequence: forget the last sequence's samples.
    if trackedTouches.count == touches.count { samples.removeAll() }
    restartSamples(at: event.timestamp)
    if trackedTouches.count == touches.count { startCentroid = windowCentroid }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    record(at: event.timestamp)
    switch state {
    case .possible:
      guard trackedTouches.count >= minimumNumberOfTouches else { return }
      let moved = CGPoint(
        x: windowCentroid.x - startCentroid.x, y: windowCentroid.y - startCentroid.y)
      if hypot(moved.x, moved.y) >= Self.hysteresis, movementBegins(moved) {
        translationOrigin = startCentroid
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    record(at: event.timestamp)
    guard trackedTouches.count <= touches.count else {
      // Fingers remain: the centroid jumps, so the translation keeps its value.
      shiftForRemoved(touches, at: event.timestamp)
      return
    }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  private func shiftForRemoved(_ removed: Set<Touch>, at time: Double) {
    let remaining = trackedTouches.filter { !removed.contains($0) }
    let before = windowCentroid
    let after = centroid(remaining.map(\.windowLocation))
    translationOrigin.x += after.x - before.x
    translationOrigin.y += after.y - before.y
    startCentroid.x += after.x - before.x
    startCentroid.y += after.y - before.y
    samples = [(time, after)]
  }

  private func restartSamples(at time: Double) {
    // A finger added changes the centroid: translation and velocity go on from the new one.
    let new = windowCentroid
    if !samples.isEmpty, let last = samples.last {
      translationOrigin.x += new.x - last.point.x
      translationOrigin.y += new.y - last.point.y
      startCentroid.x += new.x - last.point.x
      startCentroid.y += new.y - last.point.y
    }
    samples = [(time, new)]
  }

  private func record(at time: Double) {
    samples.append((time, windowCentroid))
    let horizon = time - Self.velocityWindow * 2
    samples.removeAll { $0.time < horizon }
  }

  open override func location(in view: View?) -> CGPoint {
    guard trackedTouches.isEmpty, let last = samples.last else { return super.location(in: view) }
    return convert(last.point, to: view)
  }

  open override func reset() {
    super.reset()
    // The samples stay readable after the end (velocity at `.ended` is read in the action,
    // which runs before the reset); a new sequence restarts them.
    startCentroid = .zero
  }
}
