import Foundation
import SegueTesting
import SegueUIKit
import Testing

// Issue 22, custom drawing on a stage: a view's `draw(_:)` with `UIGraphicsGetCurrentContext()`,
// `setNeedsDisplay()`, `contentMode = .redraw`, a layer's `display()` and `draw(in:)`, and a
// custom animatable layer property (iOS's `@NSManaged var progress`) redrawn every frame of a
// `CABasicAnimation`.

/// Draws a disc filling its bounds, counting its draws (iOS code as written for UIKit).
private final class DiscView: UIView {
  var draws = 0
  var color = UIColor.red

  override func draw(_ rect: CGRect) {
    draws += 1
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(color.cgColor)
    context.fillEllipse(in: bounds)
  }
}

/// A ring whose drawn arc follows `progress`, a custom animatable property: the iOS pattern
/// with `@NSManaged var progress` written with Segue's accessors (what `segue migrate` writes).
private final class ProgressLayer: CALayer {
  var progress: CGFloat {
    get { animatableValue(forKey: "progress") }
    set { setAnimatableValue(newValue, forKey: "progress") }
  }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "progress" || super.needsDisplay(forKey: key)
  }

  override func draw(in context: CGContext) {
    // A bar whose width is `progress` of the bounds: its area is the closed form to check.
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
  }
}

/// Sets its contents itself (`display()` overridden).
private final class SolidLayer: CALayer {
  override func display() {
    contents =
      UIGraphicsImageRenderer(size: bounds.size).image { context in
        UIColor.green.setFill()
        context.fill(CGRect(origin: .zero, size: bounds.size))
      }.cgImage
  }
}

@MainActor
@Suite("UIKit drawing on a stage (issue 22): draw(_:), setNeedsDisplay, custom properties")
struct UIKitDrawingStageTests {
  private func stageWith(_ views: UIView...) -> (Stage, UIViewController) {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    for view in views { host.view.addSubview(view) }
    stage.advance(by: 0)
    return (stage, host)
  }

  @Test func drawRectFillsTheLayerContentsAtTheScreenScale() throws {
    let disc = DiscView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
    let plain = UIView(frame: CGRect(x: 100, y: 40, width: 60, height: 60))
    let (stage, _) = stageWith(disc, plain)
    #expect(disc.draws == 1)
    guard let contents = disc.layer.contents else {
      Issue.record("the disc view has no contents")
      return
    }
    #expect(contents.scale == 2 && contents.size == CGSize(width: 60, height: 60))
    let area = coveredArea(of: contents)
    #expect(abs(area - Double.pi * 900) / (Double.pi * 900) < 0.002, "area \(area)")
    #expect(plain.layer.contents == nil, "a view that does not draw keeps no contents")
    // Drawn once: frames without setNeedsDisplay() do not draw again.
    stage.advance(by: 0.1)
    #expect(disc.draws == 1)
    expectSnapshot(of: try stage.render(scale: 1), named: "disc")
  }

  @Test func setNeedsDisplayRedrawsOnceBeforeTheNextFrame() {
    let disc = DiscView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let (stage, _) = stageWith(disc)
    let first = disc.layer.contents
    disc.color = .blue
    disc.setNeedsDisplay()
    disc.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(disc.draws == 1, "drawing waits for the frame")
    stage.advance(by: 0)
    #expect(disc.draws == 2)
    #expect(disc.layer.contents !== first)
    if let contents = disc.layer.contents {
      #expect(pixel(contents, 20, 20) == (0, 0, 255, 255))
    }
  }

  @Test func contentModeRedrawDrawsAgainWhenTheBoundsChangeSize() {
    let stretched = DiscView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let redrawn = DiscView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    redrawn.contentMode = .redraw
    let (stage, _) = stageWith(stretched, redrawn)
    stretched.frame.size = CGSize(width: 40, height: 20)
    redrawn.frame.size = CGSize(width: 40, height: 20)
    redrawn.frame.origin = CGPoint(x: 5, y: 5)  // a move alone draws nothing
    stage.advance(by: 0)
    #expect(stretched.draws == 1 && redrawn.draws == 2)
    #expect(redrawn.layer.contents?.size == CGSize(width: 40, height: 20))
    #expect(stretched.layer.contents?.size == CGSize(width: 20, height: 20))
  }

  @Test func aLayerThatOverridesDisplaySetsItsOwnContents() {
    let layer = SolidLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let (stage, host) = stageWith()
    host.view.layer.addSublayer(layer)
    layer.setNeedsDisplay()
    #expect(layer.needsDisplay())
    stage.advance(by: 0)
    #expect(!layer.needsDisplay())
    #expect(layer.contents.map { coveredArea(of: $0) } == 100)
  }

  @Test func aCustomPropertyAnimatesAndRedrawsEveryFrame() throws {
    let layer = ProgressLayer()
    layer.frame = CGRect(x: 20, y: 100, width: 100, height: 10)
    layer.contentsScale = 2
    let (stage, host) = stageWith()
    host.view.layer.addSublayer(layer)
    stage.advance(by: 0)
    #expect(layer.contents == nil || coveredArea(of: layer.contents!) == 0)
    // The iOS pattern: set the model, animate from the old value.
    let animation = CABasicAnimation(keyPath: "progress")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.progress = 1
    layer.add(animation, forKey: "progress")
    // Setting a property named by needsDisplay(forKey:) draws the model again.
    #expect(layer.needsDisplay())
    stage.advance(by: 0)
    for (time, expected) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)] {
      stage.advance(to: stage.time - stage.time.truncatingRemainder(dividingBy: 1) + time)
      let presented = layer.presentation()?.progress ?? -1
      #expect(abs(presented - expected) < 0.02, "presentation at \(time)")
      // The frame shows the presentation copy's drawing: a bar `progress` wide.
      let frame = try stage.render(scale: 2)
      var covered = 0.0
      for y in 200..<220 {
        for x in 40..<240 where frame.pixel(x: x, y: y).b > 128 && frame.pixel(x: x, y: y).r < 128 {
          covered += 1
        }
      }
      #expect(abs(covered / 4 - presented * 1000) <= 20, "bar area at \(time)")
      if time == 0.5 { expectSnapshot(of: frame, named: "progress-half") }
    }
    stage.advance(by: 1)
    #expect(layer.contents.map { coveredArea(of: $0) } == 1000)
    // value(forKey:) and setValue(_:forKey:) reach the custom property as KVC does on iOS.
    layer.setValue(0.5, forKey: "progress")
    #expect(layer.progress == 0.5 && layer.value(forKey: "progress") as? CGFloat == 0.5)
  }
}
