import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

/// A view whose content is larger than itself, scrolled by dragging (`UIScrollView`).
///
/// The content offset is the origin of the view's `bounds`: scrolling moves the bounds over
/// the subviews, which stay where they are in content coordinates. The built-in
/// `panGestureRecognizer` drags the content (past an edge it stretches like a rubber band);
/// when the finger lifts the content decelerates with UIKit's per-millisecond rate and, past
/// an edge, springs back (the maths is in ScrollMotion.swift). The free motion advances with
/// the window's frames (`Window.prepareFrame()`), from the time of the input that released
/// it, so it is deterministic under a manual clock. A scroll view that is not in a window has
/// no frames: its free motion jumps to where it would come to rest.
///
/// Not done (yet): zooming, paging, scroll indicators, `contentInsetAdjustmentBehavior`
/// (`adjustedContentInset` is `contentInset`), `scrollViewWillEndDragging(_:withVelocity:
/// targetContentOffset:)`, and delaying the touches of arbitrary subviews
/// (`delaysContentTouches` is honoured by `TableView`'s highlighting only).
@preconcurrency @MainActor
open class ScrollView: View {
  /// How quickly free motion slows down: the factor the velocity keeps each millisecond
  /// (`UIScrollView.DecelerationRate`).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor per millisecond, in 0 < value < 1.
    public var rawValue: CGFloat
    /// Creates a rate; it must be in 0 < value < 1.
    public init(rawValue: CGFloat) {
      precondition(
        rawValue > 0 && rawValue < 1, "a deceleration rate must be in 0 < rate < 1, got \(rawValue)"
      )
      self.rawValue = rawValue
    }
    /// UIKit's default, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How long an animated `setContentOffset(_:animated:)` takes, seconds (Segue's choice:
  /// UIKit does not document it; about 0.3 s is what is observed).
  public static let scrollAnimationDuration: Double = 0.3

  /// The size of the content, points (default zero). Must be finite and not negative.
  open var contentSize: CGSize = .zero {
    didSet {
      precondition(
        contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0
          && contentSize.height >= 0,
        "ScrollView.contentSize must be finite and not negative, got \(contentSize)")
    }
  }

  /// The point of the content shown at the view's top-left corner, points (`contentOffset`;
  /// the origin of `bounds`). Setting it tells the delegate `scrollViewDidScroll(_:)`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Extra scrollable space around the content, points (default zero).
  open var contentInset: EdgeInsets = .zero
  /// The inset the scrolling limits use: `contentInset` (Segue does not add the safe area).
  public var adjustedContentInset: EdgeInsets { contentInset }
  /// Whether the content may go past its edges, stretching (default true).
  open var bounces = true
  /// Whether a vertical drag bounces even when the content is not taller than the view
  /// (default false).
  open var alwaysBounceVertical = false
  /// Whether a horizontal drag bounces even when the content is not wider than the view
  /// (default false).
  open var alwaysBounceHorizontal = false
  /// Whether dragging scrolls (default true); false disables `panGestureRecognizer`.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether content touches wait briefly to see if they scroll (default true); see
  /// `TableView` for what Segue delays.
  open var delaysContentTouches = true
  /// How quickly free motion slows down (default `.normal`).
  open var decelerationRate: DecelerationRate = .normal

  /// The recognizer that drags the content (`panGestureRecognizer`).
  public let panGestureRecognizer = PanGestureRecognizer()
  /// The object told about scrolling (`delegate`; held weakly). A `TableView` reads it as its
  /// `TableViewDelegate` too.
  public weak var delegate: (any ScrollViewDelegate)?

  /// Whether a finger is dragging the content (`isDragging`).
  public private(set) var isDragging = false
  /// Whether the content is moving on its own after a drag (`isDecelerating`).
  public private(set) var isDecelerating = false

  private var dragStartOffset = CGPoint.zero
  private var motion: Motion?
  private var motionGeneration = 0
  /// Whether the touch that began last stopped a free motion (it must not select anything).
  var touchStoppedMotion = false
  /// Whether a sheet took this drag at the content's top edge (ScrollView+SheetHandOff.swift):
  /// the drag then does not move the content, the sheet does.
  var isDragHandedOff = false

  private enum Motion {
    case free(x: ScrollAxisMotion, y: ScrollAxisMotion)
    case animated(from: CGPoint, to: CGPoint, start: Double?)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    panGestureRecognizer.addTarget(self, action: ScrollView.handlePan)
    addGestureRecognizer(panGestureRecognizer)
  }

  // MARK: Offsets

  /// Moves the content so that `contentOffset` is `offset` (`setContentOffset(_:animated:)`);
  /// animated, over `scrollAnimationDuration` with an ease-in-ease-out curve, after which the
  /// delegate gets `scrollViewDidEndScrollingAnimation(_:)`. The offset is not clamped, as in
  /// UIKit. Stops any motion in progress.
  /// - Precondition: `offset` is finite.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    precondition(
      offset.x.isFinite && offset.y.isFinite,
      "ScrollView.contentOffset must be finite, got \(offset)")
    stopMotion()
    guard animated, let window, offset != contentOffset else {
      applyOffset(offset)
      return
    }
    motion = .animated(from: contentOffset, to: offset, start: window.currentTime)
    runMotion(in: window)
  }

  /// The smallest and largest offsets the content rests at, per axis.
  var offsetLimits: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = adjustedContentInset
    let minX = Double(-inset.left)
    let minY = Double(-inset.top)
    let maxX = max(minX, Double(contentSize.width + inset.right - bounds.width))
    let maxY = max(minY, Double(contentSize.height + inset.bottom - bounds.height))
    return (minX...maxX, minY...maxY)
  }

  /// Whether a drag moves the content horizontally / vertically.
  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || offsetLimits.x.upperBound > offsetLimits.x.lowerBound
  }
  var scrollsVertically: Bool {
    alwaysBounceVertical || offsetLimits.y.upperBound > offsetLimits.y.lowerBound
  }

  func applyOffset(_ offset: CGPoint) {
    guard offset != bounds.origin else { return }
    bounds = CGRect(origin: offset, size: bounds.size)
    setNeedsLayout()
    delegate?.scrollViewDidScroll(self)
  }

  // MARK: Dragging

  private func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      // Scrolling starts from here, not from where the finger went down (no jump by the
      // recognizer's hysteresis).
      pan.setTranslation(.zero, in: self)
      dragStartOffset = contentOffset
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      guard !isDragHandedOff else { return }
      let translation = pan.translation(in: self)
      let limits = offsetLimits
      var offset = contentOffset
      if scrollsHorizontally {
        offset.x = stretched(dragStartOffset.x - translation.x, limits.x, bounds.width)
      }
      if scrollsVertically {
        offset.y = stretched(dragStartOffset.y - translation.y, limits.y, bounds.height)
      }
      applyOffset(offset)
    case .ended, .cancelled:
      guard isDragging else { return }
      isDragging = false
      // The content moves against the finger; a cancelled drag lets go without a throw, and so
      // does a drag a sheet held at the top edge (the sheet takes the throw).
      var fingerVelocity = pan.state == .ended ? pan.velocity(in: self) : .zero
      if isDragHandedOff {
        isDragHandedOff = false
        if !isScrolledPastTopEdge { fingerVelocity = .zero }
      }
      let velocity = CGPoint(
        x: scrollsHorizontally ? -fingerVelocity.x : 0,
        y: scrollsVertically ? -fingerVelocity.y : 0)
      let willDecelerate = startFreeMotion(velocity: velocity, at: window?.inputTime ?? 0)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
      if willDecelerate {
        delegate?.scrollViewWillBeginDecelerating(self)
        if let window { runMotion(in: window) } else { finishFreeMotionAtOnce() }
      }
    default:
      break
    }
  }

  /// `raw` along an axis with `limits`, rubber-banded past them (clamped without bounces).
  func stretched(_ raw: CGFloat, _ limits: ClosedRange<Double>, _ dimension: CGFloat)
    -> CGFloat
  {
    let lower = CGFloat(limits.lowerBound)
    let upper = CGFloat(limits.upperBound)
    if raw < lower {
      return bounces ? lower + ScrollMotion.rubberBand(raw - lower, dimension: dimension) : lower
    }
    if raw > upper {
      return bounces ? upper + ScrollMotion.rubberBand(raw - upper, dimension: dimension) : upper
    }
    return raw
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    // A finger on moving content stops it, as in UIKit; that touch selects nothing.
    touchStoppedMotion = motion != nil
    if motion != nil {
      stopMotion()
      // Past an edge, the content must not stay stretched once the finger is down.
      if !offsetIsWithinLimits { startSpringBackIfNeeded() }
    }
    super.touchesBegan(touches, with: event)
  }

  private var offsetIsWithinLimits: Bool {
    let limits = offsetLimits
    return limits.x.contains(Double(contentOffset.x)) && limits.y.contains(Double(contentOffset.y))
  }

  private func startSpringBackIfNeeded() {
    guard let window, startFreeMotion(velocity: .zero, at: window.inputTime) else { return }
    runMotion(in: window)
  }

  // MARK: Free motion

  /// Sets up the free motion from the current offset at `velocity` (points per second);
  /// returns whether there is any.
  private func startFreeMotion(velocity: CGPoint, at time: Double) -> Bool {
    let limits = offsetLimits
    let x = ScrollAxisMotion(
      offset: Double(contentOffset.x), velocity: Double(velocity.x), limits: limits.x, time: time)
    let y = ScrollAxisMotion(
      offset: Double(contentOffset.y), velocity: Double(velocity.y), limits: limits.y, time: time)
    guard !(x.isResting && y.isResting) else { return false }
    motion = .free(x: x, y: y)
    isDecelerating = true
    return true
  }

  private func runMotion(in window: Window) {
    motionGeneration += 1
    let generation = motionGeneration
    window.addFrameCallback("a scroll view decelerating or bouncing") { [weak self] time in
      guard let self, self.motionGeneration == generation else { return false }
      return self.advanceMotion(to: time)
    }
  }

  /// Moves the content to where the motion is at `time`; returns whether it goes on.
  private func advanceMotion(to time: Double) -> Bool {
    switch motion {
    case .free(var x, var y):
      let limits = offsetLimits
      let rate = Double(decelerationRate.rawValue)
      let offset = CGPoint(
        x: x.offset(
          at: time, limits: limits.x, rate: rate, bounces: bounces,
          current: Double(contentOffset.x)),
        y: y.offset(
          at: time, limits: limits.y, rate: rate, bounces: bounces,
          current: Double(contentOffset.y)))
      motion = .free(x: x, y: y)
      applyOffset(offset)
      guard x.isResting && y.isResting else { return true }
      motion = nil
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
      return false
    case .animated(let from, let to, let start):
      let begin = start ?? time
      motion = .animated(from: from, to: to, start: begin)
      let fraction = min(max((time - begin) / Self.scrollAnimationDuration, 0), 1)
      let eased = CGFloat(MediaTimingFunction.easeInEaseOut.value(at: fraction))
      applyOffset(CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
      guard fraction >= 1 else { return true }
      motion = nil
      delegate?.scrollViewDidEndScrollingAnimation(self)
      return false
    case nil:
      return false
    }
  }

  /// Without a window there are no frames: the motion ends where it would come to rest.
  private func finishFreeMotionAtOnce() {
    let limits = offsetLimits
    let rate = Double(decelerationRate.rawValue)
    func rest(_ axis: ScrollAxisMotion, _ limits: ClosedRange<Double>, _ current: CGFloat)
      -> CGFloat
    {
      switch axis.phase {
      case .resting: return current
      case .springing(let edge, _, _): return CGFloat(edge)
      case .decelerating(let start, let velocity):
        let end = ScrollMotion.decelerationRest(start: start, velocity: velocity, rate: rate)
        return CGFloat(min(max(end, limits.lowerBound), limits.upperBound))
      }
    }
    if case .free(let x, let y) = motion {
      applyOffset(
        CGPoint(x: rest(x, limits.x, contentOffset.x), y: rest(y, limits.y, contentOffset.y)))
    }
    motion = nil
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// Stops any motion where it is.
  private func stopMotion() {
    motionGeneration += 1
    motion = nil
    isDecelerating = false
  }
}
