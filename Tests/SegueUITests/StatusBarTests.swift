import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// A controller with status bar preferences a test sets.
@MainActor
private final class Preferring: ViewController {
  var hidden = false
  var style = StatusBarStyle.default
  var homeHidden = false
  var hiding = StatusBarAnimation.fade
  override var prefersStatusBarHidden: Bool { hidden }
  override var preferredStatusBarUpdateAnimation: StatusBarAnimation { hiding }
  override var preferredStatusBarStyle: StatusBarStyle { style }
  override var prefersHomeIndicatorAutoHidden: Bool { homeHidden }
}

@MainActor
@Suite("Status bar and system chrome: UIKit's preferences, drawn by the window")
struct StatusBarTests {
  private func stage(_ root: ViewController) -> Stage {
    let stage = Stage(device: .iPhone15Pro, rootViewController: root)
    stage.showsSystemChrome = true
    return stage
  }

  @Test func aStageLeavesTheChromeOffAndDrawsItOnTopWhenAsked() throws {
    let stage = Stage(device: .iPhone15Pro, rootViewController: ViewController())
    #expect(!stage.showsSystemChrome)
    #expect(!stage.presentationTree(format: .text).contains("system-chrome"))
    stage.showsSystemChrome = true
    stage.window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    stage.advance(by: 1.0 / 60)
    #expect(stage.window.layer.sublayers?.last === stage.window.systemChrome?.layer)
    let tree = stage.presentationTree(format: .text)
    for part in [
      "system-chrome-status-bar", "system-chrome-dynamic-island",
      "system-chrome-home-indicator", "system-chrome-corners",
    ] {
      #expect(tree.contains(part))
    }
    // The corners are masked to black; the centre is the content.
    let frame = try stage.render(scale: 1)
    #expect(frame.pixel(x: 1, y: 1) == (0, 0, 0, 255))
  }

  @Test func theRootDecidesAndSetNeedsUpdateAnimatesInABlock() throws {
    let root = Preferring()
    let stage = stage(root)
    #expect(stage.window.shownSystemChromeAppearance == SystemChromeAppearance())
    root.style = .lightContent
    root.hidden = true
    root.homeHidden = true
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle == .default, "not yet told")
    View.animate(withDuration: 0.4) { root.setNeedsStatusBarAppearanceUpdate() }
    stage.advance(by: 0.2)
    let chrome = try #require(stage.window.systemChrome)
    let alpha = chrome.statusBar.layer.presentationValues().opacity
    #expect(alpha > 0.05 && alpha < 0.95, "the status bar fades out with the block")
    let light = chrome.lightGlyphs.layer.presentationValues().opacity
    #expect(light > 0.05 && light < 0.95, "the light glyphs fade in")
    stage.advance(by: 0.3)
    #expect(chrome.statusBar.layer.presentationValues().opacity == 0)
    // The home indicator only may hide: it waits for a pause without touches (HomeIndicatorTests).
    #expect(chrome.homeIndicator.alpha == 1)
  }

  @Test(arguments: [ModalPresentationStyle.overFullScreen, .overCurrentContext])
  func aPresentedControllerCapturesOnlyWhenItSaysSo(style: ModalPresentationStyle) throws {
    let root = Preferring()
    let stage = stage(root)
    let presented = Preferring()
    presented.style = .lightContent
    presented.modalPresentationStyle = style
    root.present(presented, animated: false)
    stage.advance(by: 1)
    presented.setNeedsStatusBarAppearanceUpdate()
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle == .default)
    presented.modalPresentationCapturesStatusBarAppearance = true
    presented.setNeedsStatusBarAppearanceUpdate()
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle == .lightContent)
  }

  @Test func aFullScreenPresentationTakesOverAlongItsTransitionAndGivesBackOnDismissal() throws {
    let root = Preferring()
    let stage = stage(root)
    let presented = Preferring()
    presented.hidden = true
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: true)
    stage.advance(by: 0.15)
    let chrome = try #require(stage.window.systemChrome)
    let alpha = chrome.statusBar.layer.presentationValues().opacity
    #expect(alpha > 0.02 && alpha < 0.98, "hiding animates with the presentation, got \(alpha)")
    stage.advance(by: 1)
    #expect(stage.window.shownSystemChromeAppearance?.isStatusBarHidden == true)
    presented.dismiss(animated: true)
    stage.advance(by: 1)
    #expect(stage.window.shownSystemChromeAppearance?.isStatusBarHidden == false)
  }

  /// A transition started while the stage is made (as a gallery entry starts its own) changes
  /// the status bar along its way when the stage was made with the chrome; turned on only
  /// afterwards, the chrome jumps to the end of the change (what recordings did before).
  @Test func aStageMadeWithTheChromeChangesItAlongATransitionStartedAsItIsMade() throws {
    func make() -> (Stage, SystemChromeView?) {
      let root = Preferring()
      root.style = .lightContent
      let stage = Stage(device: .iPhone15Pro, rootViewController: root)
      let presented = Preferring()
      presented.modalPresentationStyle = .fullScreen
      root.present(presented, animated: true)
      stage.advance(by: 0.1)
      return (stage, stage.window.systemChrome)
    }
    let (made, madeChrome) = Stage.makingWithSystemChrome(true, make)
    #expect(made.showsSystemChrome)
    let light = try #require(madeChrome).lightGlyphs.layer.presentationValues().opacity
    #expect(light > 0.05 && light < 0.95, "the light time fades out along the presentation")
    let (late, _) = make()
    #expect(!late.showsSystemChrome, "a stage leaves the chrome off by default")
    late.showsSystemChrome = true
    let lateChrome = try #require(late.window.systemChrome)
    #expect(lateChrome.lightGlyphs.layer.presentationValues().opacity == 0, "at the end at once")
  }

  @Test func navigationAndTabDefaultsFollowUIKit() throws {
    let top = Preferring()
    top.hidden = true
    top.style = .lightContent
    let navigation = NavigationController(rootViewController: top)
    let stage = stage(navigation)
    // Hiding follows the top controller; the style stays the bar's while the bar shows.
    #expect(stage.window.shownSystemChromeAppearance?.isStatusBarHidden == true)
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle == .default)
    navigation.isNavigationBarHidden = true
    navigation.setNeedsStatusBarAppearanceUpdate()
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle == .lightContent)

    let tabs = TabBarController()
    let selected = Preferring()
    selected.style = .lightContent
    tabs.setViewControllers([selected, ViewController()], animated: false)
    stage.window.rootViewController = tabs
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle == .lightContent)
  }

  /// Fading (the default), the bar hides with the push; with `.none` at its first frame.
  @Test(arguments: [StatusBarAnimation.fade, .none])
  func aPushToAControllerHidingTheBarHidesItWithThePush(_ hiding: StatusBarAnimation) throws {
    let navigation = NavigationController(rootViewController: Preferring())
    let stage = stage(navigation)
    let second = Preferring()
    second.hidden = true
    second.hiding = hiding
    navigation.pushViewController(second, animated: true)
    stage.advance(by: 0.1)
    let chrome = try #require(stage.window.systemChrome)
    let alpha = chrome.statusBar.layer.presentationValues().opacity
    if hiding == .none {
      #expect(alpha == 0, "at once")
    } else {
      #expect(alpha > 0.02 && alpha < 0.98, "got \(alpha)")
    }
    stage.advance(by: 1)
    #expect(chrome.statusBar.layer.presentationValues().opacity == 0)
  }

  /// `preferredStatusBarUpdateAnimation` (Apple's documentation, high confidence: default
  /// `.fade`; it applies to showing and hiding only): `.slide` moves the bar up off the screen
  /// with the block, its alpha kept; `.none` hides it at once inside the block, while a change
  /// of style in the same block still cross-fades.
  @Test func theHidingAnimationIsTheDecidingControllers() throws {
    #expect(ViewController().preferredStatusBarUpdateAnimation == .fade)
    let root = Preferring()
    let stage = stage(root)
    let chrome = try #require(stage.window.systemChrome)
    let height = Device.iPhone15Pro.statusBarHeight
    root.hiding = .slide
    root.hidden = true
    View.animate(withDuration: 0.4) { root.setNeedsStatusBarAppearanceUpdate() }
    stage.advance(by: 0.2)
    var shown = chrome.statusBar.layer.presentationValues()
    #expect(shown.opacity == 1, "a slide keeps the bar opaque")
    let ty = shown.transform.m42
    #expect(ty < -0.05 * height && ty > -0.95 * height, "half way up, got \(ty)")
    stage.advance(by: 0.3)
    shown = chrome.statusBar.layer.presentationValues()
    #expect(shown.transform.m42 == -height, "off the top of the screen")
    // Back down with the same animation, then hidden with none while the style changes.
    root.hidden = false
    View.animate(withDuration: 0.4) { root.setNeedsStatusBarAppearanceUpdate() }
    stage.advance(by: 0.5)
    #expect(chrome.statusBar.layer.presentationValues().transform.m42 == 0)
    root.hiding = .none
    root.hidden = true
    root.style = .lightContent
    View.animate(withDuration: 0.4) { root.setNeedsStatusBarAppearanceUpdate() }
    stage.advance(by: 0.2)
    #expect(chrome.statusBar.layer.presentationValues().opacity == 0, "at once")
    let light = chrome.lightGlyphs.layer.presentationValues().opacity
    #expect(light > 0.05 && light < 0.95, "the style still cross-fades, got \(light)")
  }

  @Test func anIPhoneSEHasA20PointBarNoIndicatorAndSquareCorners() throws {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    stage.showsSystemChrome = true
    let chrome = try #require(stage.window.systemChrome)
    #expect(chrome.statusBar.frame.height == 20)
    #expect(chrome.homeIndicator.isHidden && chrome.island.isHidden && chrome.corners.isHidden)
    #expect(Device.iPhone15Pro.displayCornerRadius == 55 && Device.iPhone15Pro.hasDynamicIsland)
  }

  @Test func theHomeIndicatorIsLightOverDarkContentAndDarkOverLight() throws {
    let root = ViewController()
    root.view.backgroundColor = Color(red: 0.1, green: 0.15, blue: 0.3)
    let stage = stage(root)
    let chrome = try #require(stage.window.systemChrome)
    #expect(chrome.homeIndicator.backgroundColor == Color(white: 1))
    root.view.backgroundColor = Color(white: 0.95)
    stage.advance(by: 1.0 / 60)
    #expect(chrome.homeIndicator.backgroundColor == Color(white: 0))
  }
}
