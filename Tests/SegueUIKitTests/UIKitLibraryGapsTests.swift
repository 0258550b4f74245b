import Foundation
import SegueUIKit
import Testing

// Issue 22: what the public libraries tried on a stage (docs/uikit-compatibility.md, "Tried
// on") needed beyond the rest: NSValue-boxed keyframe values (TransitionButton's shake),
// `UIImage.cgImage` as an Optional, `prepareForInterfaceBuilder()`/`awakeFromNib()` overrides,
// `UINavigationControllerOperation` and `interactivePopGestureRecognizer` (now the built-in swipe)
// (ZoomTransitioning).

/// A button as TransitionButton declares it.
private final class InspectableButton: UIButton {
  var prepared = 0
  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    prepared += 1
  }
  override func awakeFromNib() {
    super.awakeFromNib()
  }
}

/// ZoomTransitioning's delegate signature, with the Swift 4 name of the operation type.
private final class OldStyleDelegate: UINavigationControllerDelegate {
  var operations: [UINavigationControllerOperation] = []
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationControllerOperation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    operations.append(operation)
    return nil
  }
}

@MainActor
@Suite("What the tried libraries needed (issue 22)")
struct UIKitLibraryGapsTests {
  @Test func keyframeValuesMayBeBoxedInNSValue() {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    let layer = CALayer()
    layer.position = CGPoint(x: 100, y: 100)
    host.view.layer.addSublayer(layer)
    stage.advance(by: 0)
    let shake = CAKeyframeAnimation(keyPath: "position")
    shake.values = [
      NSValue(cgPoint: CGPoint(x: 100, y: 100)), NSValue(cgPoint: CGPoint(x: 90, y: 100)),
      NSValue(cgPoint: CGPoint(x: 110, y: 100)),
    ]
    shake.duration = 1
    shake.calculationMode = .linear
    layer.add(shake, forKey: "shake")
    // Linear keyframes at 0, 0.5, 1 s: a quarter in, half-way from 100 to 90.
    stage.advance(by: 0.25)
    let x = layer.presentation()?.position.x ?? 0
    #expect(abs(x - 95) < 0.01)
    #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.width == 3)
  }

  @Test func cgImageIsOptionalAsInUIKit() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    guard let cgImage = image.cgImage else {
      Issue.record("cgImage is nil")
      return
    }
    #expect(UIImage(cgImage: cgImage).size == image.size)
  }

  @Test func interfaceBuilderHooksAreOverridable() {
    let button = InspectableButton()
    button.prepareForInterfaceBuilder()
    button.awakeFromNib()
    #expect(button.prepared == 1)
  }

  @Test func navigationNamesZoomTransitioningUses() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let delegate = OldStyleDelegate()
    navigation.delegate = delegate
    let stage = Stage(device: .iPhoneSE, rootViewController: navigation)
    #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
    navigation.pushViewController(UIViewController(), animated: true)
    stage.advance(by: 1)
    #expect(delegate.operations == [.push])
  }
}
