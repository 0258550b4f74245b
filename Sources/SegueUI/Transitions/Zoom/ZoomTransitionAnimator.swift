import Foundation
import SegueAnimation
import SegueGeometry

/// The animator of a `.zoom` preferred transition, for a push or presentation (zooming in)
/// and a pop or dismissal (zooming out) alike.
///
/// It builds a `ZoomFlight` over the container and springs it; it completes the transition
/// when the flight lands — at the far end (completed) or, after a grab thrown back, at the
/// start (cancelled). The zoomed controller's `ZoomInteraction` may take the flight over at
/// any moment (`grab`), and drives the whole of an interactive dismissal (`begin`).
@MainActor
final class ZoomTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// The zoom-in spring: response 0.34 s, critically damped (reference modern-presentation §2,
  /// B-zoom zoomIn 0.34/1.0; M-morph fit 0.322–0.325/1.0 — bin + meas).
  static let zoomInSpring = Spring(duration: 0.34, bounce: 0)
  /// The zoom-out spring: response 0.34 s, damping ratio 0.92 (B-zoom zoomOut; M-morph fit
  /// 0.350–0.357/0.919 — bin + meas).
  static let zoomOutSpring = Spring(duration: 0.34, bounce: 0.08)
  /// The spring landing a released card on its source: ω₀ 15 rad/s, ζ 0.75 (M-swift, meas).
  static let landingSpring = Spring(response: 2 * .pi / 15, dampingRatio: 0.75)
  /// The spring returning a released card to full size: ω₀ 22 rad/s, ζ 0.9 (M-swift; M-morph
  /// 0.278 s / 0.927 — meas ×2).
  static let returningSpring = Spring(response: 2 * .pi / 22, dampingRatio: 0.9)

  /// Whether this transition shows the zoomed controller (push, present).
  let isZoomIn: Bool
  private let zoomed: ViewController
  private let source: ViewController
  private let transition: ViewController.Transition
  private(set) var flight: ZoomFlight?
  /// Weak: the context holds this animator, and its container (the window's or a navigation
  /// controller's queue) holds the context while it runs; a strong reference back kept the
  /// context, the flight and every view of a stage dropped mid-zoom alive (issue 16).
  private weak var context: (any ViewControllerContextTransitioning)?

  init(
    zoomed: ViewController, source: ViewController, transition: ViewController.Transition,
    isZoomIn: Bool
  ) {
    self.zoomed = zoomed
    self.source = source
    self.transition = transition
    self.isZoomIn = isZoomIn
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    (isZoomIn ? Self.zoomInSpring : Self.zoomOutSpring).settlingDuration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    prepare(transitionContext)
    guard transitionContext.isAnimated else {
      land(completed: true)
      return
    }
    settle(toSource: !isZoomIn, on: isZoomIn ? Self.zoomInSpring : Self.zoomOutSpring)
  }

  /// Whether the flight is in the air (not held by a finger, not landed).
  var isFlying: Bool { flight?.isSettling ?? false }

  /// Builds the flight at its starting pose: on the source for a zoom-in, zoomed for a
  /// zoom-out. The source is asked for now (a zoom-out asks again: it may have changed).
  func prepare(_ transitionContext: any ViewControllerContextTransitioning) {
    context = transitionContext
    let container = transitionContext.containerView
    let zoomedView: View = transitionContext.view(forKey: isZoomIn ? .to : .from) ?? zoomed.view
    let final = transitionContext.finalFrame(for: zoomed)
    let zoomedFrame =
      isZoomIn ? (final.isEmpty ? container.bounds : final) : zoomedView.frame
    if isZoomIn {
      zoomedView.frame = zoomedFrame
      container.addSubview(zoomedView)
    } else if let sourceScreen = transitionContext.view(forKey: .to),
      sourceScreen.superview !== container
    {
      if let sourceController = transitionContext.viewController(forKey: .to) {
        sourceScreen.frame = transitionContext.finalFrame(for: sourceController)
      }
      container.insertSubview(sourceScreen, at: 0)
    }
    container.layoutIfNeeded()
    let sourceView = askSource(in: container)
    let geometry = makeGeometry(
      sourceView: sourceView, zoomedFrame: zoomedFrame, container: container)
    let color =
      transition.zoom?.options.dimmingColor
      ?? Color.black.withAlphaComponent(ZoomGeometry.defaultDimmingAlpha)
    // The source screen recedes behind the platter (B-zoom), when it shows in this window.
    let background = transitionContext.view(forKey: isZoomIn ? .from : .to)
    flight = ZoomFlight(
      geometry: geometry, zoomedView: zoomedView, sourceView: sourceView,
      background: background?.window === container.window ? background : nil,
      dimmingColor: color, dimmingEffect: transition.zoom?.options.dimmingVisualEffect,
      in: container, zoom: isZoomIn ? 0 : 1)
    transition.interaction(for: zoomed).animator = self
  }

  /// The source view, if the provider gives one that is on screen in the container's window.
  private func askSource(in container: View) -> View? {
    guard let provider = transition.zoom?.provider else { return nil }
    let view = provider(
      ViewController.Transition.ZoomSourceViewProviderContext(source: source, zoomed: zoomed))
    guard let view, view.window != nil, view.window === container.window else { return nil }
    return view
  }

  private func makeGeometry(sourceView: View?, zoomedFrame: CGRect, container: View)
    -> ZoomGeometry
  {
    let sourceFrame =
      // Where the source shows now (a pressed card is scaled down), not its model frame.
      sourceView.map { $0.layer.convertOnScreen($0.layer.bounds, to: container.layer) }
      ?? ZoomGeometry.fallbackSource(in: container.bounds)
    var alignment = ZoomGeometry.topAlignment(zoomedSize: zoomedFrame.size, source: sourceFrame)
    if let sourceView, let provider = transition.zoom?.options.alignmentRectProvider,
      let rect = provider(.init(sourceView: sourceView, zoomed: zoomed)), rect.width > 0
    {
      alignment = rect
    }
    return ZoomGeometry(
      source: sourceFrame, zoomed: zoomedFrame, alignment: alignment,
      sourceCornerRadius: sourceView?.layer.cornerRadius ?? 0,
      zoomedCornerRadius: container.window?.device?.displayCornerRadius ?? 0)
  }

  /// Springs the flight to the source (0) or to the zoomed frame (1), then completes the
  /// transition: completed when it lands at the far end.
  func settle(toSource: Bool, on spring: Spring) {
    guard let flight else { return }
    flight.settle(to: toSource ? 0 : 1, on: spring) { [weak self] in
      guard let self else { return }
      self.land(completed: toSource != self.isZoomIn)
    }
  }

  private func land(completed: Bool) {
    // The zoomed view stays on screen after a completed zoom-in or a cancelled zoom-out.
    let stays = completed == isZoomIn
    flight?.tearDown(restoresZoomedView: stays)
    flight = nil
    let context = self.context
    self.context = nil
    context?.completeTransition(completed)
  }

  func animationEnded(_ transitionCompleted: Bool) {
    let stays = transitionCompleted == isZoomIn
    if stays {
      transition.interaction(for: zoomed).animator = nil
    } else {
      transition.endInteraction()
    }
  }

  // MARK: Taken over by a finger (ZoomInteraction)

  /// Stops the flight under the finger; the transition becomes interactive.
  func grab() {
    flight?.stop()
    context?.pauseInteractiveTransition()
  }

  /// Holds the card as `hold` says; the transition's progress is how far the card went down
  /// (a pan) or how much it shrank (a pinch, an edge swipe), whichever is more.
  func move(to hold: ZoomGeometry.Hold) {
    flight?.move(to: hold)
    if let context {
      let height = max(context.containerView.bounds.height, 1)
      let progress = max(hold.drag.dy / height, 1 - hold.scale)
      context.updateInteractiveTransition(min(max(progress, 0), 1))
    }
  }

  /// Lets a flight grabbed on touch-down fly on the way it went: the fingers lifted without a
  /// gesture taking the card.
  func resume() {
    release(toSource: !isZoomIn, velocity: CGVector(dx: 0, dy: 0))
  }

  /// The release: the card lands on its source or returns to full size, leaving at the
  /// finger's `velocity` (points per second).
  func release(toSource: Bool, velocity: CGVector) {
    guard let context, let flight else { return }
    if toSource != isZoomIn {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    var spring = toSource ? Self.landingSpring : Self.returningSpring
    spring.initialVelocity = Self.relativeVelocity(
      velocity, of: flight, toward: toSource ? flight.geometry.source : flight.geometry.zoomed)
    settle(toSource: toSource, on: spring)
  }

  /// The card centre's speed toward `target`'s centre over the distance left (UIKit's
  /// normalised spring velocity); the centre moves at `followShare` of the finger.
  static func relativeVelocity(_ velocity: CGVector, of flight: ZoomFlight, toward target: CGRect)
    -> Double
  {
    let card = flight.platter.frame
    let gap = CGVector(dx: target.midX - card.midX, dy: target.midY - card.midY)
    let distance = (gap.dx * gap.dx + gap.dy * gap.dy).squareRoot()
    guard distance > 1 else { return 0 }
    let along = (velocity.dx * gap.dx + velocity.dy * gap.dy) / distance
    return Double(ZoomGeometry.followShare * along / distance)
  }
}
