import SegueUIKit
import Testing

// `@NSManaged var progress: CGFloat` as `segue migrate` rewrites it (Expected/Progress.swift,
// compiled here): the property animates with a CABasicAnimation and the layer draws each
// frame's value, as on iOS.

@MainActor
@Suite struct ManagedPropertyTests {
  @Test func theMigratedPropertyAnimatesAndRedraws() {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    let layer = ProgressLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    host.view.layer.addSublayer(layer)
    stage.advance(by: 0)
    let animation = CABasicAnimation(keyPath: "progress")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.progress = 1
    layer.add(animation, forKey: nil)
    stage.advance(by: 0.5)
    #expect(abs((layer.presentation()?.progress ?? 0) - 0.5) < 0.02)
    stage.advance(by: 1)
    // At rest the model's drawing: a bar the whole width, 100 × 10 points at scale 1.
    #expect(layer.contents?.bitmap.pixel(x: 99, y: 5).b == 255)
    #expect(layer.contents?.size == CGSize(width: 100, height: 10))
  }
}
