import SegueUIKit
import Testing

// Issue 22, sections 1 and 2, in Swift 6 language mode (this target's): UIKit's `view: UIView!`
// and `layerClass: AnyClass`, and what UIKit tolerates (CATransaction.commit() without begin(),
// insertSubview with a non-sibling, a transitioning delegate set in viewDidLoad). The Swift 5
// spellings are in Tests/SegueUIKitSwift5Tests.

/// Counts its `viewDidLoad` calls.
private final class CountingController: UIViewController {
  var loads = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    loads += 1
  }
}

/// A view backed by a gradient layer, declared as iOS code declares it.
private final class GradientBackedView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }
}

/// An animator that records that it ran.
private final class MarkingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var ran = false
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.2
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    ran = true
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: 0.2, animations: { toView.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(true) })
  }
}

/// A presented controller that is its own transitioning delegate from `viewDidLoad` on.
private final class SelfDelegatingController: UIViewController,
  UIViewControllerTransitioningDelegate
{
  let animator = MarkingAnimator()
  override func viewDidLoad() {
    super.viewDidLoad()
    transitioningDelegate = self
    modalPresentationStyle = .overFullScreen
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator
  }
}

@MainActor
@Suite("UIKit compatibility (issue 22): view as UIView!, layerClass, and UIKit's tolerances")
struct UIKitCompatibilityTests {
  @Test func viewIsImplicitlyUnwrappedAndLoadsOnce() throws {
    let controller = CountingController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.loads == 0)
    // `controller.view?.frame` and `guard let view = controller.view` as iOS code writes them;
    // reading loads the view.
    let width = controller.view?.frame.width
    #expect(width == 393 && controller.isViewLoaded && controller.loads == 1)
    guard let view = controller.view else {
      Issue.record("view is nil after loading")
      return
    }
    #expect(controller.viewIfLoaded === view)
    controller.loadViewIfNeeded()
    #expect(controller.loads == 1, "loadViewIfNeeded loads nothing twice")
    // Setting nil unloads it; the next read loads a new one.
    controller.view = nil
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    #expect(controller.view !== view && controller.loads == 2)
    let replacement = UIView()
    controller.view = replacement
    #expect(controller.view === replacement && controller.loads == 2)
  }

  @Test func layerClassIsAnyClassAsInUIKit() {
    let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.gradientLayer != nil)
    #expect(
      ObjectIdentifier(GradientBackedView.layerClass) == ObjectIdentifier(CAGradientLayer.self))
  }

  @Test func commitWithoutBeginCommitsTheImplicitTransaction() {
    let host = UIViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: host)
    var reports: [String] = []
    let saved = CATransaction.diagnostics
    CATransaction.diagnostics = { reports.append($0) }
    defer { CATransaction.diagnostics = saved }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    host.view.addSubview(view)
    var completed = 0
    CATransaction.setCompletionBlock { completed += 1 }
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 0.5
    view.layer.add(fade, forKey: "fade")
    CATransaction.commit()
    #expect(CATransaction.depth == 0)
    #expect(reports.count == 1 && reports[0].contains("without begin()"))
    #expect(completed == 0, "the completion waits for the animation")
    let start = stage.time
    stage.advance(to: start + 0.25)
    #expect(completed == 0)
    stage.advance(to: start + 0.6)
    #expect(completed == 1)
    stage.advance(to: start + 1)
    #expect(completed == 1, "once")
  }

  @Test func insertSubviewWithANonSiblingAddsOnTopOrAtTheBack() {
    let window = UIWindow(device: .iPhone15Pro)
    var reports: [String] = []
    window.diagnostics = { reports.append($0) }
    let first = UIView()
    let second = UIView()
    window.addSubview(first)
    window.addSubview(second)
    let stranger = UIView()
    let below = UIView()
    window.insertSubview(below, belowSubview: stranger)
    #expect(
      window.subviews.map(ObjectIdentifier.init)
        == [first, second, below].map(ObjectIdentifier.init))
    let above = UIView()
    window.insertSubview(above, aboveSubview: stranger)
    #expect(window.subviews.first === above && window.subviews.count == 4)
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0.contains("the sibling is not a subview") })
  }

  @Test func aTransitioningDelegateSetInViewDidLoadAnimatesThePresentation() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: host)
    let presented = SelfDelegatingController()
    host.present(presented, animated: true)
    stage.advance(by: 0.1)
    #expect(presented.animator.ran)
    #expect(presented.modalPresentationStyle == .overFullScreen)
    let opacity = try #require(presented.view.layer.presentation()?.opacity)
    #expect(opacity > 0 && opacity < 1, "the delegate's fade, half-way")
    _ = try stage.runUntilIdle()
    #expect(host.presentedViewController === presented)
    // .overFullScreen keeps the presenter's view in the window.
    #expect(host.view.window != nil)
  }
}
