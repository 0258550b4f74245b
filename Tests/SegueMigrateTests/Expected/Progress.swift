#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

final class ProgressLayer: CALayer {
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

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(UIColor.blue.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
  }
}
