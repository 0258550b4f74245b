import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// How one navigation bar changes during a push or pop, as UIKit's does: the bar (its
/// background) stays in place and opaque, the old title slides onto the back button's title
/// and cross-fades into it, the new title comes from the right, the chevron stays.
@MainActor
@Suite("NavigationBar: one bar through a push or pop, titles moving as UIKit's")
struct NavigationBarMotionTests {
  private func titled(_ title: String) -> ViewController {
    let controller = ViewController()
    controller.title = title
    controller.loadViewIfNeeded()
    return controller
  }

  /// A navigation controller showing "First" (dark) in a window, and "Second" (light) ready.
  private func makeShown() -> (WindowHost, NavigationController, ViewController) {
    let host = WindowHost()
    let first = titled("First")
    first.view.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.4)
    let navigation = NavigationController(rootViewController: first)
    host.window.rootViewController = navigation
    host.frame()
    let second = titled("Second")
    second.view.backgroundColor = Color(red: 0.95, green: 0.65, blue: 0.35)
    return (host, navigation, second)
  }

  /// Where the title's text starts on screen now (its label spans more than the text, which
  /// is centred in it).
  private func titleTextMinX(_ views: NavigationBarItemViews) -> CGFloat {
    let label = views.titleLabel
    let drawn = label.layer.presentationValues()
    let width = min(label.sizeThatFits(label.bounds.size).width, label.bounds.width)
    return drawn.position.x - width / 2
  }

  /// Where the title's text starts at rest (the model, not what is drawn now).
  private func restingTitleTextMinX(_ views: NavigationBarItemViews) -> CGFloat {
    views.titleTextMinX
  }

  /// Where the back button's title text starts on screen now (its label fits its text).
  private func backTextMinX(_ views: NavigationBarItemViews) throws -> CGFloat {
    let button = try #require(views.backButton)
    let label = try #require(button.titleLabel)
    let buttonMinX = button.layer.presentationValues().position.x - button.bounds.width / 2
    return buttonMinX + label.layer.presentationValues().position.x - label.bounds.width / 2
  }

  @Test(arguments: [true, false])
  func oneOpaqueBarStaysStillThroughEveryFrame(push: Bool) throws {
    let (host, navigation, second) = makeShown()
    if !push {
      navigation.pushViewController(second, animated: false)
      host.frame()
    }
    let bar = navigation.navigationBar
    let barFrame = bar.frame
    if push {
      navigation.pushViewController(second, animated: true)
    } else {
      navigation.popViewController(animated: true)
    }
    var frame = 0
    while navigation.transitionCoordinator != nil || frame < 2 {
      frame += 1
      host.advance(to: Double(frame) / 60)
      let tree = host.stage.layerContext.presentationTree().rendered(as: .text)
      let bars = tree.split(separator: "\n").filter { $0.contains("type: \"NavigationBar\"") }
      #expect(bars.count == 1, "frame \(frame): one bar in the tree")
      #expect(bar.layer.presentationValues().position == bar.layer.position)
      #expect(bar.frame == barFrame)
      // No seam of the content sliding under it shows through: a row of the bar above the
      // titles is one colour from edge to edge.
      let bitmap = try host.stage.render(scale: 1)
      let row = Int(barFrame.minY + 30)
      let first = bitmap.pixel(x: 0, y: row)
      for x in stride(from: 0, to: bitmap.width, by: 7) {
        let pixel = bitmap.pixel(x: x, y: row)
        #expect(
          pixel == first, "frame \(frame): the bar's colour at x \(x) differs from its left edge")
        if pixel != first { return }
      }
      #expect(frame < 120, "the transition ends")
      if frame >= 120 { return }
    }
  }

  @Test func aPushMovesTheOldTitleOntoTheBackTitleAtZeroHalfAndEnd() throws {
    let (host, navigation, second) = makeShown()
    let bar = navigation.navigationBar
    let outgoing = try #require(bar.shown)
    let oldTitleStart = titleTextMinX(outgoing)
    navigation.pushViewController(second, animated: true)
    let incoming = try #require(bar.shown)
    let newTitleRest = incoming.titleLabel.frame.midX
    let backRest = try #require(incoming.backTitleMinX)
    let slide = bar.bounds.width / 2
    let duration = NavigationSlideAnimator.duration

    // 0 %: the old title where it was, the back title coming out of it, the new title half the
    // bar's width to the right, transparent.
    host.frame()
    expectClose(titleTextMinX(outgoing), oldTitleStart, tolerance: 1e-6)
    expectClose(try backTextMinX(incoming), oldTitleStart, tolerance: 1e-6)
    expectClose(incoming.titleLabel.layer.presentationValues().position.x, newTitleRest + slide)
    #expect(incoming.titleLabel.layer.presentationValues().opacity == 0)

    // 50 %: the two move together (one cross-fades into the other), between the title's place
    // and the back button's; the chevron has not moved.
    host.advance(to: duration / 2)
    let oldNow = titleTextMinX(outgoing)
    expectClose(try backTextMinX(incoming), oldNow, tolerance: 1e-6)
    #expect(oldNow < oldTitleStart && oldNow > backRest)
    let back = try #require(incoming.backButton)
    #expect(back.layer.presentationValues().position == back.layer.position)
    let newNow = incoming.titleLabel.layer.presentationValues().position.x
    #expect(newNow > newTitleRest && newNow < newTitleRest + slide)
    let oldOpacity = outgoing.titleLabel.layer.presentationValues().opacity
    let backOpacity = try #require(back.titleLabel).layer.presentationValues().opacity
    expectClose(CGFloat(oldOpacity + backOpacity), 1, tolerance: 1e-6)

    // 100 %: the old title ended exactly on the back title, which is at rest.
    host.advance(to: duration - 1.0 / 60)
    expectClose(titleTextMinX(outgoing), backRest, tolerance: 0.5)
    host.advance(to: duration + 0.1)
    expectClose(try backTextMinX(incoming), backRest, tolerance: 1e-6)
    expectClose(incoming.titleLabel.layer.presentationValues().position.x, newTitleRest)
  }

  @Test func aPopBringsTheNewTitleOutOfTheBackTitle() throws {
    let (host, navigation, second) = makeShown()
    navigation.pushViewController(second, animated: false)
    host.frame()
    let bar = navigation.navigationBar
    let outgoing = try #require(bar.shown)
    let backStart = try backTextMinX(outgoing)
    let oldTitleRest = outgoing.titleLabel.frame.midX
    navigation.popViewController(animated: true)
    let incoming = try #require(bar.shown)
    let newTitleRest = restingTitleTextMinX(incoming)
    host.frame()
    // 0 %: the new title sits on the old back title; the old title is centred.
    expectClose(titleTextMinX(incoming), backStart, tolerance: 1e-6)
    expectClose(outgoing.titleLabel.layer.presentationValues().position.x, oldTitleRest)
    // 50 %: the new title and the old back title move together towards the centre; the old
    // title leaves to the right.
    host.advance(to: NavigationSlideAnimator.duration / 2)
    let newNow = titleTextMinX(incoming)
    expectClose(try backTextMinX(outgoing), newNow, tolerance: 1e-6)
    #expect(newNow > backStart && newNow < newTitleRest)
    #expect(outgoing.titleLabel.layer.presentationValues().position.x > oldTitleRest)
    host.advance(to: 1)
    expectClose(titleTextMinX(incoming), newTitleRest, tolerance: 1e-6)
  }

  @Test func aChevronShownBeforeAndAfterStaysStill() throws {
    let (host, navigation, second) = makeShown()
    navigation.pushViewController(second, animated: false)
    host.frame()
    let bar = navigation.navigationBar
    let outgoing = try #require(bar.shown)
    navigation.pushViewController(titled("Third"), animated: true)
    let incoming = try #require(bar.shown)
    for time in [0, 0.1, 0.2, 0.3] {
      host.advance(to: time)
      let chevron = try #require(incoming.backButton?.chevronLabel)
      #expect(chevron.layer.presentationValues().opacity == 1, "at \(time) s")
      #expect(outgoing.backButton?.chevronLabel.layer.presentationValues().opacity == 0)
    }
    host.advance(to: 1)
  }

  @Test func anInteractivePopAtHalfHasTheBarHalfWay() throws {
    let (host, navigation, second) = makeShown()
    navigation.pushViewController(second, animated: false)
    host.frame()
    let delegate = LoggingNavigationDelegate(log: EventLog())
    navigation.delegate = delegate
    let interactor = PercentDrivenInteractiveTransition()
    delegate.interactor = interactor
    let bar = navigation.navigationBar
    let outgoing = try #require(bar.shown)
    let backStart = try backTextMinX(outgoing)
    navigation.popViewController(animated: true)
    let incoming = try #require(bar.shown)
    let newTitleRest = restingTitleTextMinX(incoming)
    interactor.update(0.5)
    host.advance(to: 0.2)
    // The bar follows the percent on the slide's curve: where the content is, so is the bar.
    let toView = try #require(navigation.topViewController?.view)
    let width = bar.bounds.width
    let parallax = width * NavigationSlideAnimator.parallaxFraction
    let content = (toView.layer.presentationValues().position.x - width / 2 + parallax) / parallax
    #expect(content > 0.3 && content < 0.99)
    let bar50 = (titleTextMinX(incoming) - backStart) / (newTitleRest - backStart)
    expectClose(bar50, content, tolerance: 1e-3)
    expectClose(try backTextMinX(outgoing), titleTextMinX(incoming), tolerance: 1e-6)
    interactor.finish()
    host.advance(to: 1.5)
    withExtendedLifetime(delegate) {}
  }

  @Test func aLandscapeBarKeepsItsItemsInsideTheSafeArea() throws {
    let host = WindowHost(device: Device.iPhone15Pro.turned(to: .landscape))
    let navigation = NavigationController(rootViewController: titled("First"))
    host.window.rootViewController = navigation
    navigation.pushViewController(titled("Second"), animated: false)
    host.frame()
    let back = try #require(navigation.navigationBar.shown?.backButton)
    #expect(back.frame.minX == 59 + NavigationBar.backButtonInset, "clear of the Dynamic Island")
  }

  @Test func withACustomAnimatorTheTitlesCrossFadeInPlace() throws {
    let (host, navigation, second) = makeShown()
    let delegate = LoggingNavigationDelegate(log: EventLog())
    delegate.animator = FadeAnimator(log: delegate.log)
    navigation.delegate = delegate
    let bar = navigation.navigationBar
    let outgoing = try #require(bar.shown)
    let oldTitleStart = titleTextMinX(outgoing)
    navigation.pushViewController(second, animated: true)
    let incoming = try #require(bar.shown)
    host.advance(to: 0.1)
    let newTitle = incoming.titleLabel.layer.presentationValues()
    #expect(newTitle.opacity > 0.02 && newTitle.opacity < 0.98, "fading in")
    #expect(newTitle.position == incoming.titleLabel.layer.position, "in place")
    expectClose(titleTextMinX(outgoing), oldTitleStart, tolerance: 1e-6)
    expectClose(try backTextMinX(incoming), try #require(incoming.backTitleMinX), tolerance: 1e-6)
    host.advance(to: 2)
    withExtendedLifetime(delegate) {}
  }
}
