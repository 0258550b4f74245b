import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// A scroll view delegate that records its calls (didScroll only once per run of them).
@MainActor
final class ScrollLog: ScrollViewDelegate {
  var calls: [String] = []
  func add(_ call: String) { calls.append(call) }
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    if calls.last != "didScroll" { add("didScroll") }
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { add("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    add("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { add("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { add("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { add("didEndAnimation") }
}

@MainActor
@Suite("ScrollView: dragging, rubber band, deceleration and spring back")
struct ScrollViewTests {
  /// UIKit's per-millisecond rate for `.normal` (Apple's documentation).
  static let normalRate = 0.998

  private func makeScrollView(contentHeight: CGFloat = 10_000) -> (WindowHost, ScrollView) {
    let host = WindowHost()
    let scrollView = ScrollView(frame: host.window.bounds)
    scrollView.contentSize = CGSize(width: host.window.bounds.width, height: contentHeight)
    host.window.addSubview(scrollView)
    return (host, scrollView)
  }

  /// A vertical drag at x = 200 from `fromY` to `toY` over `duration` seconds, released at
  /// `velocity` (points per second, finger direction).
  private func drag(from fromY: CGFloat, to toY: CGFloat, duration: Double, velocity: CGFloat)
    -> InputScript
  {
    InputScript([
      .drag(
        path: [CGPoint(x: 200, y: fromY), CGPoint(x: 200, y: toY)], time: 0, duration: duration,
        easing: .linear, releaseVelocity: CGPoint(x: 0, y: velocity))
    ])
  }

  /// Where (y) a vertical `script`'s pan begins: its first sample the hysteresis away from
  /// where the finger went down.
  private func beginning(of script: InputScript) -> CGFloat {
    let samples = script.samples()
    let start = samples.first?.point.y ?? 0
    return samples.first { abs($0.point.y - start) >= PanGestureRecognizer.hysteresis }?.point.y
      ?? start
  }

  @Test func theRubberBandIsUIKitsFormula() {
    // (1 − 1/(x·c/d + 1))·d with c = 0.55: at x = d it is (1 − 1/1.55)·d = 0.354838…·d.
    expectClose(
      ScrollMotion.rubberBand(852, dimension: 852), 0.354_838_709_677 * 852, tolerance: 1e-6)
    expectClose(
      ScrollMotion.rubberBand(-852, dimension: 852), -0.354_838_709_677 * 852, tolerance: 1e-6)
    // Small overscroll follows the finger at slope c; huge overscroll never reaches d.
    expectClose(ScrollMotion.rubberBand(0.001, dimension: 852), 0.001 * 0.55, tolerance: 1e-9)
    #expect(ScrollMotion.rubberBand(1e9, dimension: 852) < 852)
  }

  @Test func aFlingDeceleratesAlongTheClosedForm() throws {
    let (host, scrollView) = makeScrollView()
    let recorder = ScrollLog()
    scrollView.delegate = recorder
    scrollView.contentOffset = CGPoint(x: 0, y: 1000)
    recorder.calls.removeAll()
    // Finger up at 1500 pt/s: the content moves down the page at +1500 pt/s.
    host.window.schedule(drag(from: 700, to: 400, duration: 0.3, velocity: -1500), startingAt: 0)
    host.advance(to: 0.3)
    #expect(!scrollView.isDragging && scrollView.isDecelerating)
    let start = Double(scrollView.contentOffset.y)
    // The pan begins at the first 120 Hz sample 10 pt (the hysteresis) from where the finger
    // went down, so the content followed the rest of the 300 pt.
    let followed = 400 - beginning(of: drag(from: 700, to: 400, duration: 0.3, velocity: -1500))
    expectClose(CGFloat(start), 1000 - followed, tolerance: 1e-9)
    let rate = Self.normalRate
    for frame in 1...60 {
      let t = Double(frame) / 60
      host.advance(to: 0.3 + t)
      // x(t) = x₀ + v·(r^(1000t) − 1)/(1000·ln r)
      let expected = start + 1500 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
      expectClose(scrollView.contentOffset.y, CGFloat(expected), tolerance: 1e-6)
    }
    // At rest (within 0.1 pt) at x₀ − v/(1000·ln r) = x₀ + 749.25 pt.
    var time = 1.3
    while scrollView.isDecelerating && time < 20 {
      time += 1.0 / 60
      host.advance(to: time)
    }
    expectClose(
      scrollView.contentOffset.y, CGFloat(start - 1500 / (1000 * log(rate))), tolerance: 1e-9)
    #expect(
      recorder.calls == [
        "willBeginDragging", "didScroll", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
  }

  @Test func aDragPastTheTopStretchesAndSpringsBackToTheEdge() throws {
    let (host, scrollView) = makeScrollView()
    let recorder = ScrollLog()
    scrollView.delegate = recorder
    // Down 210 pt in 0.3 s, then held still for 0.1 s: released at rest. The pan begins at
    // the first sample 10 pt down, and the content is pulled the rest of the way past the
    // edge, which the rubber band shows shorter.
    let script = drag(from: 200, to: 410, duration: 0.4, velocity: 0)
    host.window.schedule(script, startingAt: 0)
    host.advance(to: 0.4)
    let stretched = Double(scrollView.contentOffset.y)
    let pulled: CGFloat = 410 - beginning(of: script)
    expectClose(
      CGFloat(stretched), -ScrollMotion.rubberBand(pulled, dimension: 852), tolerance: 1e-9)
    #expect(scrollView.isDecelerating)
    var previous = stretched
    var time = 0.4
    for frame in 1...90 {
      time = 0.4 + Double(frame) / 60
      host.advance(to: time)
      let y = Double(scrollView.contentOffset.y)
      if scrollView.isDecelerating {
        // Critically damped from rest: x(t) = x₀·(1 + ωt)·e^(−ωt), ω = 10.9 rad/s.
        let t = Double(frame) / 60
        let expected = stretched * (1 + 10.9 * t) * exp(-10.9 * t)
        expectClose(CGFloat(y), CGFloat(expected), tolerance: 1e-9)
      }
      #expect(y >= previous && y <= 0, "the return is monotonic and never overshoots")
      previous = y
    }
    #expect(scrollView.contentOffset.y == 0, "exactly at the edge once at rest")
    #expect(!scrollView.isDecelerating)
    #expect(
      recorder.calls.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
  }

  @Test func aFlingIntoTheBottomBouncesAndComesBackToTheLastOffset() {
    let (host, scrollView) = makeScrollView(contentHeight: 2000)
    let maxY: CGFloat = 2000 - 852
    // The drag moves the content about 290 pt, staying inside; the throw would carry it about
    // 1250 pt further, into the edge.
    scrollView.contentOffset = CGPoint(x: 0, y: maxY - 400)
    host.window.schedule(drag(from: 700, to: 400, duration: 0.2, velocity: -2500), startingAt: 0)
    host.advance(to: 0.2)
    #expect(scrollView.contentOffset.y < maxY && scrollView.isDecelerating)
    var deepest: CGFloat = 0
    for frame in 1...180 {
      host.advance(to: 0.2 + Double(frame) / 60)
      deepest = max(deepest, scrollView.contentOffset.y)
    }
    #expect(deepest > maxY, "the content went past the bottom edge")
    #expect(scrollView.contentOffset.y == maxY && !scrollView.isDecelerating)
  }

  @Test func withoutBouncesADragStopsAtTheEdge() {
    let (host, scrollView) = makeScrollView()
    scrollView.bounces = false
    host.window.schedule(drag(from: 200, to: 400, duration: 0.3, velocity: 500), startingAt: 0)
    for frame in 1...30 {
      host.advance(to: Double(frame) / 60)
      #expect(scrollView.contentOffset.y == 0)
    }
  }

  @Test func withScrollingDisabledADragDoesNothing() {
    let (host, scrollView) = makeScrollView()
    scrollView.isScrollEnabled = false
    #expect(!scrollView.panGestureRecognizer.isEnabled)
    host.window.schedule(drag(from: 600, to: 300, duration: 0.3, velocity: -800), startingAt: 0)
    for frame in 1...40 { host.advance(to: Double(frame) / 60) }
    #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
  }

  @Test func setContentOffsetAnimatedArrivesAndTellsTheDelegate() {
    let (host, scrollView) = makeScrollView()
    let recorder = ScrollLog()
    scrollView.delegate = recorder
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    host.advance(to: 0.15)
    // Half way in time on ease-in-ease-out is half way in distance (the curve is symmetric).
    expectClose(scrollView.contentOffset.y, 150, tolerance: 1e-6)
    host.advance(to: 0.31)
    #expect(scrollView.contentOffset.y == 300)
    #expect(recorder.calls == ["didScroll", "didEndAnimation"])
  }

  @Test func aNonFiniteOffsetIsAClearError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        ScrollView(frame: .zero).contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      }
    }
  }
}
