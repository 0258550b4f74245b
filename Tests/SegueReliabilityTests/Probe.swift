import Foundation
import SegueGeometry
import SegueUI

/// Where a probe's view is in UIKit's appearance state machine, as its callbacks say.
enum ProbeAppearance: String, Sendable {
  case disappeared, appearing, appeared, disappearing
}

/// A controller that checks its appearance callbacks against UIKit's state machine as they
/// come, and remembers where it is. Every probe has a number; the world finds probes by
/// number through weak references only, so that a freed probe is visible as freed.
@MainActor
final class Probe: ViewController {
  let number: Int
  private(set) var appearance = ProbeAppearance.disappeared
  /// Callbacks that broke the state machine, one line each.
  private(set) var violations: [String] = []
  /// A transitioning delegate the probe keeps while it is presented with it (UIKit's
  /// `transitioningDelegate` is weak; apps keep theirs in the presented controller).
  var keptDelegate: AnyObject?
  /// A delegate the probe makes its transitioning delegate in `viewDidLoad`, with the custom
  /// style, as iOS code that writes `transitioningDelegate = self` there does.
  var delegateOnLoad: FadeTransitioning?

  /// A small square in the view that a zoom flies out of and back into.
  let tile = View(frame: CGRect(x: 20, y: 140, width: 80, height: 80))

  init(number: Int) {
    self.number = number
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let hue = CGFloat(number % 12) / 12
    view.backgroundColor = Color(red: hue, green: 1 - hue, blue: 0.5)
    // Dynamic, with a value per appearance and level: the sessions check that it always shows
    // the one for the tile's traits, wherever transitions move it.
    tile.backgroundColor = Color(dynamicProvider: { traits in
      let light = traits.userInterfaceStyle != .dark
      let elevated = traits.userInterfaceLevel == .elevated
      return Color(red: 1 - hue, green: hue, blue: light ? 0.5 : elevated ? 0.3 : 0.1)
    })
    view.addSubview(tile)
    if let delegateOnLoad {
      keptDelegate = delegateOnLoad
      transitioningDelegate = delegateOnLoad
      modalPresentationStyle = .custom
    }
  }

  /// Zooms out of `source`'s tile when pushed or presented (`preferredTransition = .zoom`).
  func zoomOut(of source: Probe) {
    preferredTransition = .zoom { [weak source] _ in source?.tile }
  }

  private func move(_ callback: String, from allowed: [ProbeAppearance], to next: ProbeAppearance) {
    if !allowed.contains(appearance) {
      violations.append("probe \(number): \(callback) while \(appearance.rawValue)")
    }
    appearance = next
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    move("viewWillAppear", from: [.disappeared, .disappearing], to: .appearing)
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    move("viewDidAppear", from: [.appearing], to: .appeared)
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    move("viewWillDisappear", from: [.appeared, .appearing], to: .disappearing)
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    move("viewDidDisappear", from: [.disappearing], to: .disappeared)
  }
}

/// Probes by number, held weakly, so that a freed probe shows as freed.
@MainActor
struct ProbeRegistry {
  private(set) var probes: [Int: WeakProbe] = [:]
  private var next: Int

  init(firstNumber: Int) { next = firstNumber }

  mutating func make() -> Probe {
    // A freed probe stays freed: forget it, so that the checks after every step walk the
    // live probes only (keeping them all made a 20,000-step session quadratic).
    probes = probes.filter { $0.value.probe != nil }
    let probe = Probe(number: next)
    probes[next] = WeakProbe(probe)
    next += 1
    return probe
  }
}

/// A cross-fade that a custom presentation's transitioning delegate answers with.
@MainActor
final class FadeAnimator: ViewControllerAnimatedTransitioning {
  let duration: Double
  init(duration: Double) { self.duration = duration }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { transitionContext?.isAnimated == false ? 0 : duration }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let toView = transitionContext.view(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)
    if let toView, let to = transitionContext.viewController(forKey: .to) {
      toView.frame = transitionContext.finalFrame(for: to)
      // The plain presentation controller does not lay the view out: it follows the
      // container (as an iOS developer pins it).
      toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(toView)
      toView.alpha = 0
    }
    View.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        toView?.alpha = 1
        fromView?.alpha = 0
      },
      completion: { _ in
        let finished = !transitionContext.transitionWasCancelled
        if finished { fromView?.removeFromSuperview() }
        fromView?.alpha = 1
        transitionContext.completeTransition(finished)
      })
  }
}

/// The transitioning delegate of a custom presentation: a fade both ways.
@MainActor
final class FadeTransitioning: ViewControllerTransitioningDelegate {
  let duration: Double
  /// How many presentations asked for an animator.
  private(set) var presentationsAsked = 0
  init(duration: Double) { self.duration = duration }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    presentationsAsked += 1
    return FadeAnimator(duration: duration)
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  { FadeAnimator(duration: duration) }
}
