import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("View transitions")
struct TransitionTests {
  private func container(in host: TestHost) -> View {
    let view = View(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
    view.backgroundColor = .red
    return host.show(view)
  }

  @Test func crossDissolveFadesACopyOfTheOldLookOverTheNew() {
    let host = TestHost()
    let view = container(in: host)
    let log = CompletionLog()
    let added = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    View.transition(
      with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: {
        view.backgroundColor = .blue
        view.addSubview(added)
      }, completion: log.record)
    #expect(view.backgroundColor == .blue && added.superview === view, "the changes apply at once")
    #expect(view.layer.animationKeys() == nil, "they are not animated themselves")
    guard let overlay = view.layer.sublayers?.last, overlay !== added.layer else {
      Issue.record("expected the old look on top")
      return
    }
    #expect(overlay.backgroundColor == .red)
    #expect(overlay.frame == view.bounds)
    host.advance(to: 0.5)
    expectClose(CGFloat(overlay.presentationValues().opacity), 0.5, tolerance: 1e-6)
    host.advance(to: 1)
    #expect(log.calls == [true])
    #expect(view.layer.sublayers?.count == 1 && view.layer.sublayers?.first === added.layer)
  }

  /// The stand-in of a flip and its old and new copies.
  private func flipLayers(of view: View) -> (standIn: Layer, old: Layer, new: Layer)? {
    guard let superlayer = view.layer.superlayer, let sublayers = superlayer.sublayers,
      let index = sublayers.firstIndex(where: { $0 === view.layer }), index + 1 < sublayers.count
    else { return nil }
    let standIn = sublayers[index + 1]
    guard let copies = standIn.sublayers, copies.count == 2 else { return nil }
    return (standIn, copies[0], copies[1])
  }

  /// Half the projected height of the edge at `x` (relative to the centre) of a layer turned
  /// by `transform` under the perspective `sublayerTransform`.
  private func projectedHalfHeight(
    atX x: CGFloat, halfHeight: CGFloat, _ transform: Transform3D, _ perspective: Transform3D
  ) -> CGFloat {
    let total = transform.concatenating(perspective)
    guard let top = total.projecting(CGPoint(x: x, y: -halfHeight)),
      let bottom = total.projecting(CGPoint(x: x, y: halfHeight))
    else { return .nan }
    return (bottom.y - top.y) / 2
  }

  @Test func flipFromLeftTurnsAboutTheVerticalAxisWithPerspective() {
    let host = TestHost()
    let view = container(in: host)
    let log = CompletionLog()
    View.transition(
      with: view, duration: 1, options: .transitionFlipFromLeft,
      animations: {
        view.backgroundColor = .green
      }, completion: log.record)
    guard let (standIn, old, new) = flipLayers(of: view) else {
      Issue.record("expected a stand-in above the view holding two copies")
      return
    }
    #expect(old.backgroundColor == .red && new.backgroundColor == .green)
    #expect(standIn.frame == view.frame)
    // d = 2 × width = 400 pt.
    #expect(standIn.sublayerTransform.m34 == -1.0 / 400)

    host.advance(to: 0.25)
    let angle = CGFloat.pi * Reference.easeInEaseOut(0.25)
    let oldTransform = old.presentationValues().transform
    expectClose(oldTransform.m11, cos(angle), tolerance: 1e-9)
    expectClose(oldTransform.m13, -sin(angle), tolerance: 1e-9)
    #expect(old.presentationValues().opacity == 1 && new.presentationValues().opacity == 0)
    #expect(
      view.layer.presentationValues().opacity == 0, "the real view is hidden behind its stand-in")
    // The left edge (x = −100) comes towards the viewer: z = 100 sin θ, w = 1 − z/400.
    let left = projectedHalfHeight(
      atX: -100, halfHeight: 50, oldTransform, standIn.sublayerTransform)
    let right = projectedHalfHeight(
      atX: 100, halfHeight: 50, oldTransform, standIn.sublayerTransform)
    expectClose(left, 50 / (1 - 100 * sin(angle) / 400), tolerance: 1e-9)
    expectClose(right, 50 / (1 + 100 * sin(angle) / 400), tolerance: 1e-9)

    host.advance(to: 0.5)
    expectClose(old.presentationValues().transform.m11, 0, tolerance: 1e-9)
    host.advance(to: 0.75)
    // Second half: the new side shows, turning in from −π.
    #expect(old.presentationValues().opacity == 0 && new.presentationValues().opacity == 1)
    let newAngle = -CGFloat.pi + CGFloat.pi * Reference.easeInEaseOut(0.75)
    expectClose(new.presentationValues().transform.m11, cos(newAngle), tolerance: 1e-9)

    host.advance(to: 1)
    #expect(log.calls == [true])
    #expect(standIn.superlayer == nil)
    #expect(view.layer.presentationValues().opacity == 1)
  }

  @Test func flipFromTopTurnsAboutTheHorizontalAxisTopEdgeFirst() {
    let host = TestHost()
    let view = container(in: host)
    View.transition(
      with: view, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: nil)
    guard let (standIn, old, _) = flipLayers(of: view) else {
      Issue.record("expected a flip")
      return
    }
    #expect(standIn.sublayerTransform.m34 == -1.0 / 200, "d = 2 × height")
    host.advance(to: 0.25)
    let transform = old.presentationValues().transform.concatenating(standIn.sublayerTransform)
    guard let topLeft = transform.projecting(CGPoint(x: -100, y: -50)),
      let bottomLeft = transform.projecting(CGPoint(x: -100, y: 50))
    else {
      Issue.record("projection failed")
      return
    }
    // Linear: θ = π/4 at a quarter; the top edge is magnified, the bottom one shrunk.
    let z = 50 * sin(CGFloat.pi / 4)
    expectClose(-topLeft.x, 100 / (1 - z / 200), tolerance: 1e-9)
    expectClose(-bottomLeft.x, 100 / (1 + z / 200), tolerance: 1e-9)
  }

  @Test func transitionFromToReplacesTheViewAndShowHideTogglesIt() {
    let host = TestHost()
    let box = container(in: host)
    let a = View(frame: box.bounds)
    let b = View(frame: box.bounds)
    let c = View(frame: box.bounds)
    box.addSubview(a)
    box.addSubview(c)
    let log = CompletionLog()
    View.transition(
      from: a, to: b, duration: 0.5, options: .transitionCrossDissolve, completion: log.record)
    #expect(a.superview == nil && b.superview === box)
    #expect(
      box.subviews.map(ObjectIdentifier.init) == [b, c].map(ObjectIdentifier.init),
      "b takes a's place")
    host.advance(to: 0.5)
    #expect(log.calls == [true])

    View.transition(
      from: b, to: c, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews])
    #expect(b.isHidden && !c.isHidden && b.superview === box)
  }

  @Test func zeroDurationTransitionsApplyAtOnce() {
    let host = TestHost()
    let view = container(in: host)
    let log = CompletionLog()
    View.transition(
      with: view, duration: 0, options: .transitionFlipFromBottom,
      animations: {
        view.alpha = 0.5
      }, completion: log.record)
    #expect(view.layer.animationKeys() == nil && host.root.layer.sublayers?.count == 1)
    host.context.tick()
    #expect(log.calls == [true])
    #expect(View.isTransitionSupported(.transitionFlipFromBottom))
    #expect(
      View.isTransitionSupported(.transitionCurlUp)
        && View.isTransitionSupported(.transitionCurlDown))
    #expect(!View.isTransitionSupported(View.AnimationOptions(rawValue: 8 << 20)))
  }
}
