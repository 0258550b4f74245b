import Foundation

// Gesture arbitration. A recognizer observes the touches that begin on its view or a
// descendant, before the hit-tested view gets them, and moves through UIKit's states:
//
//   continuous: possible ─▶ began ─▶ changed* ─▶ ended | cancelled ─▶ (reset) possible
//   discrete:   possible ─▶ recognized (= ended) ─▶ (reset) possible
//   both:       possible ─▶ failed ─▶ (reset when the touch sequence ends) possible
//
// Subclasses only ask for a state (`state = .began`); the base class arbitrates the move out
// of `.possible` (`recognize(as:)`): the delegate's `gestureRecognizerShouldBegin` may refuse
// it (→ failed); a recognizer this one requires to fail that is still possible makes it wait
// (the asked state is kept and applied when that one fails, dropped → failed when it
// recognises); a recognizer already recognised on the same touches that may not run at the
// same time (neither delegate says `shouldRecognizeSimultaneouslyWith`) makes it fail. Once
// it begins, the other possible recognizers sharing a touch that may not run with it fail.
// Actions are sent synchronously when the state is set (UIKit sends them at the next turn of
// the run loop: the order is the same, the stack depth is not). Ended, recognized and
// cancelled recognizers are reset when the dispatch that ended them is over, failed ones when
// the last touch lifts; a reset recognizer ignores the touches still down.
// Alternative rejected: a global arbitration pass after each event, as some ports do — it
// cannot honour "the action of a recognizer runs as soon as it begins" for the common case of
// a single pan, and makes the order of actions depend on the pass, not on the touches.

/// The base of the objects that turn touch sequences into gestures (`UIGestureRecognizer`).
///
/// Target–action without selectors: `PanGestureRecognizer(target: self, action: Self.panned)`
/// with `func panned(_ recognizer: PanGestureRecognizer)` (or `panned()`); targets are held
/// weakly and skipped once gone. Closures work too (`addAction(_:)`).
@preconcurrency @MainActor
open class GestureRecognizer {
  /// The states of a recognizer (`UIGestureRecognizer.State`; raw values are UIKit's).
  public enum State: Int, Sendable, Hashable {
    /// Evaluating touches (the default).
    case possible = 0
    /// A continuous gesture was recognised; the action is sent.
    case began = 1
    /// A continuous gesture changed; the action is sent.
    case changed = 2
    /// A gesture ended (for discrete gestures, `recognized`); the action is sent, then reset.
    case ended = 3
    /// A continuous gesture was cancelled; the action is sent, then reset.
    case cancelled = 4
    /// The touches are not this gesture; no action; reset when the sequence ends.
    case failed = 5
    /// A discrete gesture was recognised (the same state as `ended`).
    public static let recognized = State.ended
  }

  /// An action: a target's method or a closure.
  enum Registration {
    case target(TargetAction)
    case closure(@MainActor (GestureRecognizer) -> Void)
  }

  private var stateStorage = State.possible
  /// The state asked for while waiting for a required recognizer to fail.
  var pendingState: State?
  var registrations: [Registration] = []
  var requiredToFail: [WeakRecognizer] = []
  /// The view the recognizer is attached to (`view`), held weakly as UIKit's is assigned.
  public internal(set) weak var view: View?
  /// The object consulted before the recognizer begins, receives touches or competes
  /// (`delegate`; held weakly).
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// The touches the recognizer is tracking, in the order they began.
  public internal(set) var trackedTouches: [Touch] = []
  /// The event being delivered, while a delivery runs.
  weak var currentEvent: Event?
  /// The dispatcher that delivers touches, while the recognizer has some.
  weak var dispatcher: TouchDispatcher?

  /// Whether the recognizer takes touches (default true); disabling an active recognizer
  /// cancels it.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      if state == .began || state == .changed { state = .cancelled }
      if state == .possible, !trackedTouches.isEmpty { state = .failed }
    }
  }
  /// Whether the hit-tested view gets `touchesCancelled` when the gesture is recognised
  /// (default true).
  open var cancelsTouchesInView = true
  /// Whether the view's `touchesBegan` waits until this recognizer fails (default false).
  open var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` waits until this recognizer fails (default true), so
  /// that recognising can still cancel the touches.
  open var delaysTouchesEnded = true

  /// Creates a recognizer without target; add actions with `addTarget` or `addAction`.
  public init() {}

  /// Creates a recognizer sending `action`, a method of `target` taking the recognizer, e.g.
  /// `PanGestureRecognizer(target: self, action: Self.panned)` (`init(target:action:)`).
  /// `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class and this recognizer a
  ///   `Sender`.
  public convenience init<Target, Sender>(
    target: AnyObject, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer sending `action`, a method of `target` taking no argument
  /// (`func panned()`); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class.
  public convenience init<Target>(
    target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// The recognizer's state. Subclasses set it (`UIGestureRecognizerSubclass`); leaving
  /// `.possible` is arbitrated (see the design note at the top of the file).
  public var state: State {
    get { stateStorage }
    set { request(newValue) }
  }

  func setStorage(_ state: State) { stateStorage = state }

  /// How many touches the recognizer tracks (`numberOfTouches`).
  open var numberOfTouches: Int { trackedTouches.count }

  /// The location of the gesture in `view`'s coordinates (nil: the window's), points: the
  /// centroid of the tracked touches (`location(in:)`); subclasses refine it.
  open func location(in view: View?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return lastLocation(in: view) }
    return centroid(trackedTouches.map { $0.location(in: view) })
  }

  /// Where the touch at `touchIndex` is, in `view`'s coordinates (`location(ofTouch:in:)`).
  public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      "location(ofTouch:in:): index \(touchIndex) out of 0..<\(trackedTouches.count)")
    return trackedTouches[touchIndex].location(in: view)
  }

  /// The last window location known, kept after the touches lifted (UIKit still answers).
  var lastWindowLocation = CGPoint.zero

  private func lastLocation(in view: View?) -> CGPoint {
    guard let view else { return lastWindowLocation }
    return view.convert(lastWindowLocation, from: view.window)
  }

  func centroid(_ points: [CGPoint]) -> CGPoint {
    let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
    let count = CGFloat(max(points.count, 1))
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails before leaving
  /// `.possible`, and fail if it recognises (`require(toFail:)`). Held weakly.
  public func require(toFail otherGestureRecognizer: GestureRecognizer) {
    requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
  }

  // MARK: Subclass hooks (UIGestureRecognizerSubclass)

  /// Called when touches go down (`touchesBegan(_:with:)`). Default: nothing.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Called when tracked touches move. Default: nothing.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Called when tracked touches lift. Default: nothing.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Called when tracked touches are cancelled. Default: cancels a begun gesture, fails a
  /// possible one.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if state == .began || state == .changed { state = .cancelled }
    if state == .possible { state = .failed }
  }
  /// Called once per frame with the host time (seconds) while the recognizer tracks touches
  /// or waits — the timers of time-based gestures (long press, multi-tap). Default: nothing.
  open func frameTick(at time: Double) {}
  /// Whether the recognizer, possible with no touch down, still expects more (a multi-tap
  /// between taps): it keeps getting `frameTick(at:)` (default false).
  open var isWaitingForMoreTouches: Bool { false }
  /// Puts the recognizer's own variables back (`reset()`); called after the state went back
  /// to `.possible`. Subclasses must call `super`.
  open func reset() {}
  /// Whether this recognizer may stop `preventedGestureRecognizer` from recognising when it
  /// recognises (`canPrevent(_:)`; default true).
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer` may stop this one (`canBePrevented(by:)`;
  /// default true).
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail
  /// (`shouldRequireFailure(of:)`; default false).
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` waits for this one to fail
  /// (`shouldBeRequiredToFail(by:)`; default false).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }
}

/// A weak reference to a recognizer.
@MainActor
struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
  init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
