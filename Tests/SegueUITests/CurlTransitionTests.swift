import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("Page curl transitions")
struct CurlTransitionTests {
  private func container(in host: TestHost) -> View {
    let view = View(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
    view.backgroundColor = .red
    return host.show(view)
  }

  /// The stand-in above `view`: the look beneath and the curling page holding the other.
  private func curlLayers(of view: View) -> (standIn: Layer, beneath: Layer, curl: PageCurlLayer)? {
    guard let sublayers = view.layer.superlayer?.sublayers,
      let index = sublayers.firstIndex(where: { $0 === view.layer }), index + 1 < sublayers.count
    else { return nil }
    let standIn = sublayers[index + 1]
    guard let parts = standIn.sublayers, parts.count == 2,
      let curl = parts[1] as? PageCurlLayer
    else { return nil }
    return (standIn, parts[0], curl)
  }

  @Test func curlUpRollsTheOldLookUpOffTheNew() {
    let host = TestHost()
    let view = container(in: host)
    let log = CompletionLog()
    View.transition(
      with: view, duration: 1, options: [.transitionCurlUp, .curveLinear],
      animations: { view.backgroundColor = .green }, completion: log.record)
    guard let (standIn, beneath, curl) = curlLayers(of: view) else {
      Issue.record("expected a stand-in holding the new look and the curling old one")
      return
    }
    #expect(standIn.frame == view.frame)
    #expect(beneath.backgroundColor == .green)
    #expect(curl.sublayers?.first?.backgroundColor == .red)
    // 0.304878 × the width (UIPageViewController's radius, modern-presentation.md §3).
    expectClose(curl.curlRadius, 0.304878 * 200, tolerance: 1e-9)
    #expect(curl.curlAngle == PageCurl.curlUpAngle)
    host.advance(to: 0.25)
    expectClose(curl.presentationValues().curlTime, 0.25, tolerance: 1e-9)
    #expect(view.layer.presentationValues().opacity == 0, "the view hides behind its stand-in")
    host.advance(to: 1)
    #expect(log.calls == [true])
    #expect(standIn.superlayer == nil)
    #expect(view.layer.presentationValues().opacity == 1)
  }

  @Test func curlDownUnrollsTheNewLookDownOverTheOld() {
    let host = TestHost()
    let view = container(in: host)
    View.transition(
      with: view, duration: 1, options: [.transitionCurlDown, .curveEaseInOut],
      animations: { view.backgroundColor = .green })
    guard let (_, beneath, curl) = curlLayers(of: view) else {
      Issue.record("expected a stand-in")
      return
    }
    #expect(beneath.backgroundColor == .red)
    #expect(curl.sublayers?.first?.backgroundColor == .green)
    host.advance(to: 0)
    expectClose(curl.presentationValues().curlTime, 1, tolerance: 1e-9)
    host.advance(to: 0.25)
    expectClose(
      curl.presentationValues().curlTime, 1 - Reference.easeInEaseOut(0.25), tolerance: 1e-9)
  }

  @Test func transitionFromToCurlsTheSuperview() {
    let host = TestHost()
    let box = container(in: host)
    let old = View(frame: box.bounds)
    box.addSubview(old)
    host.advance(to: 0)
    let new = View(frame: box.bounds)
    let log = CompletionLog()
    View.transition(
      from: old, to: new, duration: 0.5, options: .transitionCurlDown, completion: log.record)
    #expect(new.superview === box && old.superview == nil)
    #expect(curlLayers(of: box) != nil)
    host.advance(to: 0.5)
    #expect(log.calls == [true])
    #expect(curlLayers(of: box) == nil)
  }

  @Test func aCurlWithoutASuperviewMakesTheChangeAtOnce() {
    let host = TestHost()
    let loose = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = CompletionLog()
    View.transition(
      with: loose, duration: 1, options: .transitionCurlUp,
      animations: { loose.backgroundColor = .blue }, completion: log.record)
    #expect(loose.backgroundColor == .blue)
    #expect(loose.layer.animationKeys() == nil)
    host.advance(to: 0.1)
    #expect(log.calls == [true])
  }

  /// A screen with a container of one child view, on a stage (rendered at 1×).
  private func curlStage(options: View.AnimationOptions) throws -> (Stage, Bitmap, () -> Void) {
    let stage = Stage(device: .iPhoneSE)
    let box = View(frame: CGRect(x: 20, y: 60, width: 300, height: 400))
    box.backgroundColor = Color(white: 0.9)
    let first = View(frame: CGRect(x: 30, y: 40, width: 120, height: 90))
    first.backgroundColor = .red
    box.addSubview(first)
    stage.window.addSubview(box)
    stage.advance(by: 0)
    let before = try stage.render(scale: 1)
    let second = View(frame: CGRect(x: 100, y: 200, width: 150, height: 120))
    second.backgroundColor = .blue
    let start = {
      View.transition(from: first, to: second, duration: 1, options: options, completion: nil)
    }
    return (stage, before, start)
  }

  @Test(arguments: [View.AnimationOptions.transitionCurlUp, .transitionCurlDown])
  func theFirstAndLastFramesAreTheUncurledViews(options: View.AnimationOptions) throws {
    let (stage, before, start) = try curlStage(options: options)
    start()
    stage.advance(by: 0)
    #expect(try stage.render(scale: 1) == before, "at time 0 the frame is the old views'")
    stage.advance(by: 0.5)
    let middle = try stage.render(scale: 1)
    #expect(middle != before)
    stage.advance(to: stage.time + 0.5)
    let last = try stage.render(scale: 1)
    stage.advance(by: 0.5)
    let after = try stage.render(scale: 1)
    #expect(last == after, "at the end the frame is the new views'")
    #expect(middle != after)
  }
}
