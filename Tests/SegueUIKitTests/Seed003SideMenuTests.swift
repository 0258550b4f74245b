import SegueUIKit
import Testing

/// The article's storyboard in code: the host screen in a window, its "presentMenu"
/// Present Modally segue to the menu.
@MainActor
private func makeMenuApp() -> (UIWindow, SeedMenuHostViewController, SeedMenuViewController) {
  let window = UIWindow(device: .iPhone15Pro)
  let host = SeedMenuHostViewController()
  let menu = SeedMenuViewController()
  host.registerSegue(identifier: "presentMenu") { source, _ in
    PresentationSegue(identifier: "presentMenu", source: source, destination: menu)
  }
  window.rootViewController = host
  return (window, host, menu)
}

@MainActor
@Suite("Seed 003: the interactive side menu, as iOS source")
struct Seed003SideMenuTests {
  @Test func theHelperIsAnimatorDelegateAndInteractionController() {
    let helper = SeedMenuTransitionHelper()
    let host = UIViewController()
    let menu = SeedMenuViewController()
    #expect(
      helper.animationController(forPresented: menu, presenting: host, source: host) === helper)
    #expect(helper.animationController(forDismissed: menu) === helper)
    #expect(helper.transitionDuration(using: nil) == 0.5)
    #expect(
      helper.interactionControllerForPresentation(using: helper) == nil, "no pan, no interaction")
  }

  @Test func theSourceGetsALeftEdgePanAndTheMenuADismissingPan() {
    let (_, host, menu) = makeMenuApp()
    host.loadViewIfNeeded()
    let edge = host.view.gestureRecognizers?.first as? UIScreenEdgePanGestureRecognizer
    #expect(edge?.edges == .left)
    host.transitionHelper.menuViewController = menu
    #expect(menu.view.gestureRecognizers?.first is UIPanGestureRecognizer)
  }

  @Test func prepareForSegueMakesTheHelperTheMenusTransitioningDelegate() {
    let (window, host, menu) = makeMenuApp()
    host.performSegue(withIdentifier: "presentMenu", sender: nil)
    #expect(menu.transitioningDelegate === host.transitionHelper)
    #expect(
      host.transitionHelper.menuViewController === menu && host.presentedViewController === menu)
    #expect(menu.view.window === window)
  }

  @Test func anEdgePanPresentsTheMenuInteractivelyAtHalfTheTranslation() {
    let (window, host, menu) = makeMenuApp()
    window.handlePointer(.down, at: CGPoint(x: 2, y: 300), time: 0)
    window.handlePointer(.move, at: CGPoint(x: 60, y: 300), time: 0.1)
    window.handlePointer(.move, at: CGPoint(x: 120, y: 300), time: 0.2)
    #expect(host.presentedViewController === menu)
    #expect(menu.transitionCoordinator?.isInteractive == true)
    // progress = translation.x / width × 0.5, the translation from where the pan began.
    let progress = host.transitionHelper.percentComplete
    #expect(abs(progress - 118 / 393 * 0.5) < 0.01)
    let helper = host.transitionHelper
    #expect(helper.interactionControllerForPresentation(using: helper) === helper)
    // Lifting below 0.2 cancels, and the (file-scope) interactive flag goes back to false.
    window.handlePointer(.up, at: CGPoint(x: 120, y: 300), time: 0.3)
    #expect(helper.interactionControllerForPresentation(using: helper) == nil)
    #expect(menu.transitionCoordinator?.isCancelled == true)
  }
}
