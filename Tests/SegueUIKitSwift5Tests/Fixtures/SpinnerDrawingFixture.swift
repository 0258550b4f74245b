#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Custom drawing as iOS libraries write it, compiled in Swift 5 mode: a view that draws a
// ring with `UIGraphicsGetCurrentContext()`, a layer whose `@NSManaged` property (as
// `segue migrate` rewrites it) animates its drawing, and an image made with an image context
// from a nonisolated helper object.

/// Draws a ring of `lineWidth` around its bounds.
final class RingFixtureView: UIView {
  var lineWidth: CGFloat = 4 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setStrokeColor(UIColor.white.cgColor)
    context.setLineWidth(lineWidth)
    context.strokeEllipse(in: bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2))
  }
}

/// A pie whose swept angle follows `progress`.
final class PieFixtureLayer: CALayer {
  #if canImport(ObjectiveC)
    @NSManaged var progress: CGFloat
  #else
    var progress: CGFloat {
      get { animatableValue(forKey: "progress") }
      set { setAnimatableValue(newValue, forKey: "progress") }
    }
  #endif

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "progress" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "progress" else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: event)
    animation.fromValue = presentation()?.progress ?? progress
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    return animation
  }

  override func draw(in ctx: CGContext) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.move(to: center)
    ctx.addArc(
      center: center, radius: bounds.width / 2, startAngle: 0,
      endAngle: 2 * .pi * progress, clockwise: false)
    ctx.closePath()
    ctx.fillPath()
  }
}

/// Makes a badge image, as a helper object of a transition library would.
final class BadgeFixtureMaker: NSObject {
  func makeBadge(side: CGFloat) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
    defer { UIGraphicsEndImageContext() }
    UIColor.green.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
    return UIGraphicsGetImageFromCurrentImageContext()
  }
}
