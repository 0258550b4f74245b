import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Implicit actions and transactions")
struct ImplicitActionTests {
  @Test func aShownStandaloneLayerAnimatesChangesFor025Seconds() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    layer.opacity = 0
    let implicit = layer.animation(forKey: "opacity")
    #expect(implicit != nil)
    #expect(implicit?.duration == 0.25)
    #expect(implicit?.timingFunction == MediaTimingFunction.default)
    host.advance(to: 0.125)
    let mid = Double(layer.presentationValues().opacity)
    let expected = 1 - MediaTimingFunction.default.value(at: 0.5)
    #expect(abs(mid - expected) < 1e-6)
    host.advance(to: 0.3)
    #expect(layer.animation(forKey: "opacity") == nil)
    #expect(layer.presentationValues().opacity == 0)
  }

  @Test func aLayerNeverShownDoesNotAnimate() {
    let layer = Layer()
    layer.opacity = 0.5
    #expect(layer.animationKeys() == nil)
  }

  @Test func disableActionsSuppressesImplicitAnimations() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.position = CGPoint(x: 50, y: 50)
    Transaction.commit()
    #expect(layer.animationKeys() == nil)
    Transaction.perform(disableActions: true) { layer.opacity = 0.3 }
    #expect(layer.animationKeys() == nil)
  }

  @Test func transactionDurationAndTimingApply() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    Transaction.begin()
    Transaction.setAnimationDuration(2)
    Transaction.setAnimationTimingFunction(.linear)
    layer.cornerRadius = 20
    Transaction.commit()
    host.advance(to: 0.5)
    #expect(abs(layer.presentationValues().cornerRadius - 5) < 1e-9)
  }

  @Test func delegateNullActionAndActionsDictionaryAreConsulted() {
    final class Refusing: LayerDelegate {
      func action(for layer: Layer, forKey event: String) -> (any Action)? { NullAction() }
    }
    let host = TestHost()
    let viewLike = Layer()
    let delegate = Refusing()
    viewLike.delegate = delegate
    host.addShown(viewLike)
    viewLike.opacity = 0.2
    #expect(viewLike.animationKeys() == nil, "views refuse implicit animations")
    let other = Layer()
    other.actions = ["opacity": NullAction()]
    host.addShown(other)
    other.opacity = 0.2
    other.cornerRadius = 3
    #expect(other.animationKeys() == ["cornerRadius"])
  }

  @Test func pathIsNeverImplicitlyAnimated() {
    let host = TestHost()
    let shape = ShapeLayer()
    host.addShown(shape)
    shape.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    #expect(shape.animationKeys() == nil)
    shape.strokeEnd = 0.5
    #expect(shape.animationKeys() == ["strokeEnd"])
  }

  @Test func completionBlockRunsOnceWhenTheTransactionsAnimationsEnd() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    var completions = 0
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    Transaction.setCompletionBlock { completions += 1 }
    layer.opacity = 0
    let long = BasicAnimation(keyPath: .cornerRadius, from: 0, to: 4)
    long.duration = 2
    layer.add(long, forKey: "long")
    Transaction.commit()
    host.advance(to: 1.5)
    #expect(completions == 0, "the 2 s animation is still running")
    host.advance(to: 2.5)
    host.advance(to: 3)
    #expect(completions == 1)
  }

  @Test func completionBlockWithoutAnimationsRunsAtCommit() {
    var ran = false
    Transaction.perform(completion: { ran = true }, {})
    #expect(ran)
  }
}
