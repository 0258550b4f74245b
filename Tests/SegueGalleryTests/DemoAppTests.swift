import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

/// The demo app `segue play` opens, driven by scripted touches in this process.
@MainActor
@Suite("The demo app (segue play without an entry)")
struct DemoAppTests {
  /// The app on a device (default: iPhone 15 Pro) as a live scene, run at 60 Hz by
  /// `run(for:)`.
  @MainActor
  final class Harness {
    let app: DemoApp.App
    let scene: Stage

    init(device: Device = .iPhone15Pro, content: ViewController? = nil) {
      app = DemoApp.makeApp(device: device, content: content)
      scene = app.stage
    }

    var navigation: NavigationController { app.navigationController }
    var home: DemoHomeViewController { app.home }

    /// Replays `script` from now and runs the scene `seconds` further, frame by frame.
    func run(_ script: InputScript = InputScript(), for seconds: Double) {
      let start = scene.time
      scene.play(script)
      let frames = Int((seconds * 60).rounded(.up))
      for frame in 1...frames { scene.advance(to: start + Double(frame) / 60) }
    }

    /// Taps the centre of `view`.
    func tap(_ view: View, thenRun seconds: Double) {
      let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      run(InputScript([.tap(at: center, time: 0)]), for: seconds)
    }

    /// The frame now, at scale 1.
    func render() throws -> Bitmap {
      try CairoRenderer().render(scene.displayList(), scale: 1)
    }
  }

  @Test func itOpensOnTheHomeScreenInANavigationControllerWithItsControls() throws {
    let harness = Harness()
    #expect(harness.app.window.rootViewController === harness.navigation)
    #expect(harness.navigation.viewControllers.count == 1)
    #expect(harness.navigation.topViewController === harness.home)
    #expect(harness.home.content is TodayViewController)
    #expect(harness.home.content.parent === harness.home)
    let home: View = harness.home.view
    for control in [harness.home.button, harness.home.infoButton, harness.home.menuButton] {
      #expect(control.superview === home && home.bounds.contains(control.frame))
    }
    // The hamburger is where the Guillotine menu's own button is: the raised menu's edge then
    // lies along the bar (GuillotineMenu's requirement).
    #expect(
      harness.home.menuButton.center == GuillotineStyle.buttonCenter(safeTop: 59))
    expectSnapshot(of: try harness.render(), named: "home")
  }

  /// A home content that is a navigation delegate (as the Today list will be): it answers
  /// its own pushes with a cross-dissolve and is told what is shown; the Ping screen's
  /// transitions stay the circle's.
  @MainActor
  final class DelegatingContent: ViewController, NavigationControllerDelegate,
    ViewControllerAnimatedTransitioning
  {
    var log: [String] = []

    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController,
      animated: Bool
    ) {
      log.append("didShow \(type(of: viewController))")
    }

    func navigationController(
      _ navigationController: NavigationController,
      animationControllerFor operation: NavigationController.Operation,
      from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
      log.append("animator \(operation)")
      return self
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
      -> Double
    { 0.25 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
      let toView = transitionContext.view(forKey: .to) ?? View()
      toView.alpha = 0
      transitionContext.containerView.addSubview(toView)
      View.animate(withDuration: 0.25) {
        toView.alpha = 1
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }

  @Test func aContentThatIsANavigationDelegateAnswersForItsOwnPushes() throws {
    let content = DelegatingContent()
    let harness = Harness(content: content)
    #expect(harness.app.delegate.contentDelegate === content)
    let detail = ViewController()
    harness.navigation.pushViewController(detail, animated: true)
    harness.run(for: 0.1)
    #expect(detail.view.alpha == 1 && detail.view.layer.presentationValues().opacity < 1)
    harness.run(for: 0.3)
    #expect(harness.navigation.topViewController === detail)
    harness.navigation.popViewController(animated: true)
    harness.run(for: 0.5)
    harness.tap(harness.home.button, thenRun: 0.1)
    #expect(harness.navigation.topViewController is PingViewController)
    #expect(harness.navigation.topViewController?.view.layer.mask != nil, "the circle's push")
    harness.run(for: CircleTransitionAnimator.duration)
    #expect(
      content.log == [
        "animator push", "didShow ViewController", "animator pop",
        "didShow DemoHomeViewController", "didShow PingViewController",
      ])
  }

  @Test func theRoundButtonPushesThePingScreenWithTheCircleAndADragRightPopsIt() throws {
    let harness = Harness()
    harness.tap(harness.home.button, thenRun: 0.1)
    let ping = try #require(harness.navigation.topViewController as? PingViewController)
    #expect(harness.navigation.transitionCoordinator != nil, "the push is animating")
    #expect(ping.view.layer.mask != nil, "revealed through the circle mask")
    harness.run(for: CircleTransitionAnimator.duration)
    #expect(harness.navigation.transitionCoordinator == nil)
    #expect(harness.navigation.viewControllers.count == 2 && ping.view.layer.mask == nil)
    #expect(harness.home.view.superview == nil, "the home screen left the window")
    expectSnapshot(of: try harness.render(), named: "ping")

    // Seed 000's pan on the Ping screen: a drag to the right, released moving right.
    let y = 500.0
    let drag = InputScript([
      .drag(
        path: [CGPoint(x: 60, y: y), CGPoint(x: 300, y: y)], time: 0, duration: 0.4,
        easing: .linear, releaseVelocity: CGPoint(x: 600, y: 0))
    ])
    var scrubbed = false
    harness.scene.play(drag)
    let start = harness.scene.time
    for frame in 1...60 {
      harness.scene.advance(to: start + Double(frame) / 60)
      if let progress = harness.navigation.transitionCoordinator?.percentComplete,
        progress > 0.2, progress < 0.9, harness.app.delegate.ping.interactionController != nil
      {
        scrubbed = true
      }
    }
    #expect(scrubbed, "the drag scrubbed the reveal")
    #expect(harness.navigation.viewControllers.count == 1)
    #expect(harness.navigation.topViewController === harness.home)
    #expect(harness.home.view.superview != nil && harness.home.view.layer.mask == nil)
    #expect(harness.app.delegate.ping.interactionController == nil)
  }

  @Test func theInfoButtonSlidesInThePanelAndATapOnTheDimDismissesIt() throws {
    let harness = Harness()
    harness.tap(harness.home.infoButton, thenRun: 0.1)
    let panel = try #require(harness.navigation.presentedViewController as? ExampleViewController)
    #expect(harness.navigation.transitionCoordinator != nil || panel.isBeingPresented)
    harness.run(for: Panel.duration + 0.1)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    #expect(!panel.isBeingPresented && controller.chromeView.alpha == 1)
    #expect(panel.view.frame == CGRect(x: 393 - 131, y: 0, width: 131, height: 852))
    expectSnapshot(of: try harness.render(), named: "panel")
    harness.tap(controller.chromeView, thenRun: Panel.duration + 0.2)
    #expect(harness.navigation.presentedViewController == nil)
    #expect(controller.chromeView.superview == nil)
  }

  @Test func aTapOnTheDimWhileThePanelSlidesInDismissesItOnceIn() throws {
    let harness = Harness()
    harness.tap(harness.home.infoButton, thenRun: 0.1)
    let panel = try #require(harness.navigation.presentedViewController as? ExampleViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    #expect(panel.isBeingPresented)
    harness.tap(controller.chromeView, thenRun: 0.1)
    #expect(panel.isBeingPresented, "the presentation runs to its end")
    harness.run(for: 2 * Panel.duration)
    #expect(harness.navigation.presentedViewController == nil)
    #expect(controller.chromeView.superview == nil)
  }

  @Test func aLeftEdgeSwipePresentsTheSideMenu() throws {
    let harness = Harness()
    let swipe = SideMenu.script(size: Device.iPhone15Pro.size, kind: .present)
    harness.run(swipe, for: SideMenu.duration)
    let menu = try #require(harness.navigation.presentedViewController as? MenuViewController)
    #expect(menu.view.alpha == 1 && !menu.isBeingPresented)
    #expect(menu.transitioningDelegate === harness.home.menuTransitionHelper)
    #expect(harness.home.menuTransitionHelper.menuViewController === menu)
    expectSnapshot(of: try harness.render(), named: "menu")
    harness.tap(menu.backButton, thenRun: SideMenu.duration)
    #expect(harness.navigation.presentedViewController == nil)
  }

  @Test func theHamburgerDropsTheGuillotineMenuAndItsButtonRaisesIt() throws {
    let harness = Harness()
    harness.tap(harness.home.menuButton, thenRun: 0.1)
    let menu = try #require(
      harness.navigation.presentedViewController as? GuillotineMenuViewController)
    #expect(menu.hostTitle == "Segue")
    harness.run(for: Guillotine.duration)
    #expect(!menu.isBeingPresented && menu.view.transform == .identity)
    #expect(menu.view.frame == CGRect(origin: .zero, size: Device.iPhone15Pro.size))
    harness.tap(menu.menuButton, thenRun: Guillotine.duration + 0.1)
    #expect(harness.navigation.presentedViewController == nil)
    #expect(menu.presentingSegue == nil, "the menu ↔ segue cycle is broken")
  }

  /// Every control, on every device and in landscape: the round button pushes and the Ping
  /// screen's button pops; the hamburger drops the Guillotine menu and its button raises it;
  /// the info button presents the panel in the right third.
  @Test(arguments: Device.all, [false, true])
  func everyControlWorksOnEveryDevice(device: Device, landscape: Bool) throws {
    let harness = Harness(device: device)
    if landscape {
      harness.app.window.rotate(animated: false)
      harness.run(for: 0.1)
    }
    let size = harness.app.window.bounds.size
    #expect((size.width > size.height) == landscape)
    harness.tap(harness.home.button, thenRun: CircleTransitionAnimator.duration + 0.1)
    let ping = try #require(harness.navigation.topViewController as? PingViewController)
    #expect(ping.view.frame.size == size && ping.view.layer.mask == nil)
    harness.tap(ping.button, thenRun: CircleTransitionAnimator.duration + 0.1)
    #expect(harness.navigation.topViewController === harness.home)

    harness.tap(harness.home.menuButton, thenRun: Guillotine.duration + 0.1)
    let menu = try #require(
      harness.navigation.presentedViewController as? GuillotineMenuViewController)
    #expect(menu.view.frame == CGRect(origin: .zero, size: size))
    harness.tap(menu.menuButton, thenRun: Guillotine.duration + 0.1)
    #expect(harness.navigation.presentedViewController == nil)

    harness.tap(harness.home.infoButton, thenRun: Panel.duration + 0.1)
    let panel = try #require(harness.navigation.presentedViewController as? ExampleViewController)
    let third = (size.width / 3).rounded(.down)
    #expect(
      panel.view.frame == CGRect(x: size.width - third, y: 0, width: third, height: size.height))
  }

  /// O pressed while a transition runs: the rotation waits for the transition's end (UIKit
  /// does not rotate mid-transition), then the screen turns; two presses cancel out.
  @Test func rotatingWaitsForTheRunningTransition() throws {
    let harness = Harness()
    let portrait = Device.iPhone15Pro.size
    let landscape = CGSize(width: portrait.height, height: portrait.width)
    harness.tap(harness.home.button, thenRun: 0.2)
    harness.scene.rotate()
    harness.run(for: 0.1)
    #expect(harness.navigation.transitionCoordinator != nil)
    #expect(harness.scene.size == portrait, "not while the push runs")
    harness.run(for: CircleTransitionAnimator.duration)
    #expect(harness.navigation.transitionCoordinator == nil)
    #expect(harness.scene.size == landscape, "once it has ended")
    harness.run(for: Window.sizeTransitionDuration)
    let ping = try #require(harness.navigation.topViewController as? PingViewController)
    #expect(ping.view.frame.size == landscape && ping.view.layer.mask == nil)

    // During the Guillotine fall: the menu lands on the frame it started for, then turns with
    // the window.
    harness.tap(ping.button, thenRun: CircleTransitionAnimator.duration + 0.1)
    harness.tap(harness.home.menuButton, thenRun: 0.3)
    let menu = try #require(
      harness.navigation.presentedViewController as? GuillotineMenuViewController)
    harness.scene.rotate()
    harness.run(for: 0.1)
    #expect(menu.isBeingPresented && harness.scene.size == landscape)
    harness.run(for: Guillotine.duration + Window.sizeTransitionDuration)
    #expect(!menu.isBeingPresented && harness.scene.size == portrait)
    #expect(menu.view.frame == CGRect(origin: .zero, size: portrait))

    harness.scene.rotate()
    harness.scene.rotate()
    harness.run(for: 0.1)
    #expect(harness.scene.size == portrait, "two turns cancel out")
  }

  @Test func rotatingLaysTheHomeScreenOutLandscape() throws {
    let harness = Harness()
    harness.app.window.rotate(animated: true)
    harness.run(for: Window.sizeTransitionDuration + 0.1)
    #expect(harness.scene.size == CGSize(width: 852, height: 393))
    let home = harness.home
    #expect(home.view.bounds.size == CGSize(width: 852, height: 393))
    // Right-aligned in the bar's safe area: landscape insets (59 pt on each side).
    #expect(home.view.safeAreaInsets == Device.iPhone15Pro.landscapeSafeAreaInsets)
    #expect(home.button.frame.maxX == 852 - 59 - DemoHomeViewController.buttonMargin)
    #expect(home.content.view.frame.width == 852)
    #expect(try harness.render().width == 852)
  }

  /// The home content is seed 002's Today list: a tap on a card opens it with the card
  /// transition (the demo's delegate forwards to the list), its close button closes it back
  /// into the list (forwarded to the detail), and the Ping screen's circle still answers after.
  @Test func aCardOfTheTodayListOpensAndClosesWithTheCardTransition() throws {
    let harness = Harness()
    let list = try #require(harness.home.content as? TodayViewController)
    #expect(harness.navigation.delegate === harness.app.delegate)
    let row = list.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
    let center = list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
    #expect(center.y > harness.home.content.view.frame.minY, "the card is under the bar")
    harness.run(
      InputScript([.press(at: center, time: 0, duration: Card.pressDuration)]),
      for: Card.pressDuration + 0.2)
    let detail = try #require(harness.navigation.topViewController as? CardDetailViewController)
    #expect(harness.navigation.transitionCoordinator != nil, "the card flies open")
    harness.run(for: Card.transitionDuration)
    #expect(harness.navigation.transitionCoordinator == nil)
    #expect(detail.view.frame == CGRect(origin: .zero, size: Device.iPhone15Pro.size))
    #expect(harness.navigation.delegate === harness.app.delegate, "the demo keeps the role")
    expectSnapshot(of: try harness.render(), named: "card")

    harness.tap(detail.closeBtn, thenRun: 0.1)
    #expect(harness.navigation.transitionCoordinator != nil, "the card flies closed")
    harness.run(for: Card.transitionDuration)
    #expect(harness.navigation.topViewController === harness.home)
    let cell = try #require(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
    #expect(!cell.bgImageView.isHidden, "the card's picture is back")
    #expect(harness.home.view.superview != nil && harness.home.view.alpha == 1)

    harness.tap(harness.home.button, thenRun: 0.1)
    #expect(harness.navigation.topViewController?.view.layer.mask != nil, "the circle's push")
  }
}
