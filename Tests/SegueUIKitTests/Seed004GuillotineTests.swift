import SegueUIKit
import Testing

@MainActor
@Suite("Seed 004: the Guillotine menu, as iOS source")
struct Seed004GuillotineTests {
  @Test func theSegueIsTheMenusDelegateAndKeepsItselfAlive() {
    let host = SeedGuillotineHostViewController()
    let menu = SeedGuillotineMenuViewController()
    let segue = SeedGuillotineMenuSegue(identifier: "showMenu", source: host, destination: menu)
    let presenting = segue.animationController(forPresented: menu, presenting: host, source: host)
    #expect((presenting as? SeedGuillotineTransitionAnimation)?.mode == .presentation)
    #expect(menu.presentationSegue === segue)
    let dismissing = segue.animationController(forDismissed: menu)
    #expect((dismissing as? SeedGuillotineTransitionAnimation)?.mode == .dismissal)
    #expect(
      SeedGuillotineTransitionAnimation(mode: .presentation).transitionDuration(using: nil) == 0.6)
  }

  @Test func performingTheSeguePresentsTheMenuCustom() {
    let window = UIWindow(device: .iPhone15Pro)
    let host = SeedGuillotineHostViewController()
    let menu = SeedGuillotineMenuViewController()
    host.registerSegue(identifier: "showMenu") { source, _ in
      SeedGuillotineMenuSegue(identifier: "showMenu", source: source, destination: menu)
    }
    window.rootViewController = host
    host.loadViewIfNeeded()
    host.menuButton.sendActions(for: .touchUpInside)
    #expect(host.presentedViewController === menu && menu.modalPresentationStyle == .custom)
    #expect(menu.transitioningDelegate === menu.presentationSegue)
    #expect(
      menu.view.transform == CGAffineTransform(rotationAngle: -.pi / 2), "raised along the bar")
  }

  @Test func theMenuPinIsAsFarFromTheLeftEdgeAsFromTheBarsBottom() {
    let menu = SeedGuillotineMenuViewController()
    menu.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    menu.view.layoutIfNeeded()
    let anchor = menu.anchorPoint()
    #expect(anchor == CGPoint(x: 22, y: 22), "outside a window: no safe area")
    #expect(anchor.x == menu.navigationBarHeight() - anchor.y)
  }
}
