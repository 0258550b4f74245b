import SegueUIKit
import Testing

@MainActor
@Suite("Seed 001: the right-third panel presentation, as iOS source")
struct Seed001PanelTests {
  @Test func theDelegateGivesThePanelControllerAndAnAnimatorForEachDirection() {
    let delegate = SeedPanelTransitioningDelegate()
    let host = SeedPanelHostViewController()
    let panel = SeedPanelContentViewController()
    let controller = delegate.presentationController(
      forPresented: panel, presenting: host, source: host)
    #expect(controller is SeedPanelPresentationController)
    let presenting =
      delegate.animationController(
        forPresented: panel, presenting: host, source: host) as? SeedPanelAnimatedTransitioning
    let dismissing =
      delegate.animationController(forDismissed: panel)
      as? SeedPanelAnimatedTransitioning
    #expect(presenting?.isPresentation == true && dismissing?.isPresentation == false)
    #expect(presenting?.transitionDuration(using: nil) == 0.5)
  }

  @Test func thePanelIsAThirdOfTheWidthRoundedDown() {
    let controller = SeedPanelPresentationController(
      presentedViewController: SeedPanelContentViewController(), presenting: nil)
    let size = controller.size(
      forChildContentContainer: controller.presentedViewController,
      withParentContainerSize: CGSize(width: 393, height: 852))
    #expect(size == CGSize(width: 131, height: 852))
    #expect(
      controller.shouldPresentInFullscreen && controller.adaptivePresentationStyle == .fullScreen)
  }

  @Test func presentingPutsTheChromeBehindAndThePanelOnTheRight() throws {
    let window = UIWindow(device: .iPhone15Pro)
    let host = SeedPanelHostViewController()
    window.rootViewController = host
    host.presentTapped()
    let panel = try #require(host.presentedViewController as? SeedPanelContentViewController)
    let controller = try #require(panel.presentationController as? SeedPanelPresentationController)
    let container = try #require(controller.containerView)
    #expect(panel.modalPresentationStyle == .custom)
    #expect(
      controller.chromeView.superview === container
        && container.subviews.first === controller.chromeView)
    #expect(controller.chromeView.frame == container.bounds)
    #expect(
      controller.frameOfPresentedViewInContainerView
        == CGRect(x: 262, y: 0, width: 131, height: 852))
    #expect(host.view.window === window, "a custom presentation keeps the presenter")
  }
}
