import SegueUIKit
import Testing

/// A UIKit-style screen registering its actions with the method-reference spelling that
/// replaces `#selector`.
private class SpellingScreen: UIViewController {
  var log: [String] = []
  let button = UIButton(type: .system)
  let item = UIBarButtonItem()
  var pan: UIPanGestureRecognizer?

  override func viewDidLoad() {
    super.viewDidLoad()
    button.addTarget(self, action: Self.buttonTapped, for: .touchUpInside)
    button.addTarget(self, action: Self.buttonTappedOutside(_:), for: .touchUpOutside)
    let pan = UIPanGestureRecognizer(target: self, action: Self.panned(_:))
    view.addGestureRecognizer(pan)
    self.pan = pan
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: self, action: Self.done)
  }

  func buttonTapped() { log.append("tapped") }
  func buttonTappedOutside(_ sender: UIButton) { log.append("tapped outside \(sender === button)") }
  func panned(_ gesture: UIPanGestureRecognizer) { log.append("panned \(gesture.state)") }
  func done(_ sender: UIBarButtonItem) { log.append("done") }
}

@MainActor
@Suite("UIKit's spelling over Segue")
struct UIKitSpellingTests {
  @Test func targetActionCompilesAndFiresWithUIKitNames() {
    let screen = SpellingScreen()
    screen.loadViewIfNeeded()
    screen.button.sendActions(for: .touchUpInside)
    screen.button.sendActions(for: .touchUpOutside)
    screen.navigationItem.rightBarButtonItem?.sendAction()
    let window = UIWindow(device: .iPhone15Pro)
    window.rootViewController = screen
    window.handlePointer(.down, at: CGPoint(x: 100, y: 400), time: 0)
    window.handlePointer(.move, at: CGPoint(x: 200, y: 400), time: 0.1)
    window.handlePointer(.up, at: CGPoint(x: 200, y: 400), time: 0.2)
    #expect(
      screen.log == [
        "tapped", "tapped outside true", "done", "panned began", "panned ended",
      ])
  }

  @Test func closureActionsUseUIAction() {
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in taps += 1 })
    button.addAction(UIAction { _ in taps += 10 }, for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 11 && button.currentTitle == "Add")
    let control = UIControl(frame: .zero, primaryAction: UIAction(handler: { _ in taps = 0 }))
    control.sendActions(for: .primaryActionTriggered)
    #expect(taps == 0)
  }

  @Test func nestedNamesAreSpelledAsInUIKit() {
    let options: UIView.AnimationOptions = [.curveEaseInOut, .allowUserInteraction]
    let keyframes: UIView.KeyframeAnimationOptions = [.calculationModeCubic]
    let mode: UIView.ContentMode = .scaleAspectFill
    let events: UIControl.Event = [.touchUpInside, .valueChanged]
    let style: UIModalPresentationStyle = .overFullScreen
    let operation: UINavigationController.Operation = .push
    let state: UIGestureRecognizer.State = .began
    let corners: UIRectCorner = [.topLeft, .bottomRight]
    let edges: UIRectEdge = .left
    let blur = UIBlurEffect(style: .light)
    let key: UITransitionContextViewControllerKey = .from
    let viewKey: UITransitionContextViewKey = .to
    let fill: CAShapeLayerFillRule = .evenOdd
    let cellStyle: UITableViewCell.CellStyle = .default
    let textStyle: UIFont.TextStyle = .headline
    let weight: UIFont.Weight = .semibold
    #expect(options.contains(.allowUserInteraction) && keyframes.contains(.calculationModeCubic))
    #expect(mode == .scaleAspectFill && events.contains(.valueChanged) && style == .overFullScreen)
    #expect(operation == .push && state == .began && corners.contains(.topLeft) && edges == .left)
    #expect(blur.style == .light && key == .from && viewKey == .to && fill == .evenOdd)
    #expect(cellStyle == .default && textStyle == .headline && weight == .semibold)
  }

  @Test func coreAnimationNamesAndFunctions() {
    let timing = CAMediaTimingFunction(name: .easeInEaseOut)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.timingFunction = timing
    animation.fillMode = .forwards
    let layer = CAShapeLayer()
    layer.path =
      UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
    layer.add(animation, forKey: "fade")
    #expect(layer.animation(forKey: "fade") != nil)
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(CATransform3DEqualToTransform(turn, Transform3DMakeRotation(.pi / 2, 0, 0, 1)))
    #expect(CATransform3DIsIdentity(CATransform3DConcat(turn, CATransform3DInvert(turn))))
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
    #expect(CATransform3DGetAffineTransform(moved).tx == 10)
  }

  @Test func colorsFontsAndSymbols() {
    // System colours are dynamic, so (as in UIKit) equal to no plain colour; resolved, they are.
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(
      UIColor.systemBlue.resolvedColor(with: light)
        == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
    #expect(UIColor.label.resolvedColor(with: light) == .black && UIColor.label != .black)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.systemFont(ofSize: 15, weight: .bold) == .boldSystemFont(ofSize: 15))
    #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 20, height: 20))
    #expect(UIImage(named: "no-such-image") == nil)
  }

  @Test func collisionBoundariesTakeNSCopyingIdentifiers() {
    let collision = UICollisionBehavior(items: [])
    collision.addBoundary(
      withIdentifier: "edge" as NSCopying, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 100))
    #expect(collision.boundary(withIdentifier: "edge") != nil, "the same as the Swift string")
    #expect(collision.boundary(withIdentifier: "edge" as NSCopying) != nil)
    collision.removeBoundary(withIdentifier: "edge" as NSCopying)
    #expect(collision.boundaryIdentifiers.isEmpty)
  }
}
