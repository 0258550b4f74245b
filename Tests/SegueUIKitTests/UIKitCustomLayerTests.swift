import Foundation
import SegueTesting
import SegueUIKit
import Testing

// Issue 22, custom layers as iOS code writes them: an overridden `frame` and
// `action(forKey:)`, `init(layer: Any)` copying the subclass's own state, and a shape layer whose
// `display()` builds its path from an animated custom property (DeckTransition's CornerLayer
// pattern), redisplayed every frame as Core Animation redisplays the presentation layer.

/// A bar `width` wide, built as a path in `display()`.
private final class BarLayer: CAShapeLayer {
  var frameChanges = 0
  var label = "model"

  override var frame: CGRect {
    didSet { frameChanges += 1 }
  }

  var width: CGFloat {
    get { animatableValue(forKey: "width") }
    set { setAnimatableValue(newValue, forKey: "width") }
  }

  // `required`: Segue makes layers from their class (docs/uikit-compatibility.md §8); iOS
  // code writes `required override init()`, which Segue accepts with a warning.
  required init() {
    super.init()
  }

  required init(layer: Any) {
    super.init(layer: layer)
    label = (layer as? BarLayer).map { "copy of \($0.label)" } ?? "copy"
  }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "width" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "width" else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: event)
    animation.fromValue = presentation()?.width ?? width
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    return animation
  }

  override func display() {
    path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: width, height: bounds.height)).cgPath
  }
}

@MainActor
@Suite("Custom layers as iOS writes them (issue 22): frame, action(forKey:), init(layer:)")
struct UIKitCustomLayerTests {
  @Test func frameAndActionForKeyAreOverridable() {
    let layer = BarLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    #expect(layer.frameChanges == 1)
    // A view's frame goes through its layer's (overridden) frame.
    let view = UIView()
    view.layer.addSublayer(layer)
    layer.frame.origin.y = 5
    #expect(layer.frameChanges == 2)
    // The overridden action(forKey:) answers the custom key, and the default search the rest.
    #expect(layer.action(forKey: "width") is CABasicAnimation)
    #expect(layer.action(forKey: "opacity") == nil, "never shown: no implicit animation")
  }

  @Test func initLayerCopiesTheSubclassState() {
    let layer = BarLayer()
    layer.label = "bar"
    let copy = BarLayer(layer: layer)
    #expect(copy.label == "copy of bar")
  }

  @Test func displayOverridesAreRedisplayedEachFrameOfAnAnimation() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    let layer = BarLayer()
    layer.fillColor = UIColor.red.cgColor
    layer.frame = CGRect(x: 0, y: 100, width: 200, height: 10)
    host.view.layer.addSublayer(layer)
    stage.advance(by: 0)
    layer.width = 100  // animates from 0 through the overridden action(forKey:)
    for (time, expected) in [(0.25, 25.0), (0.5, 50.0), (1.5, 100.0)] {
      stage.advance(to: time)
      let frame = try stage.render(scale: 1)
      var red = 0
      for y in 100..<110 {
        for x in 0..<200 where frame.pixel(x: x, y: y).r > 128 { red += 1 }
      }
      #expect(abs(Double(red) - expected * 10) <= 10, "red area at \(time) s: \(red)")
      #expect(layer.presentation()?.label == "copy of model")
    }
  }
}
