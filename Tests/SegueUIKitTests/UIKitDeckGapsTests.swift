import Foundation
import SegueUIKit
import Testing

// Issue 22: what DeckTransition needed (docs/uikit-compatibility.md §10): key-value observing
// of a view's frame, transform and a scroll view's contentOffset; `isEqual(_:)` on gesture
// recognizers; `UIApplication.didChangeStatusBarFrameNotification`; and the action of a stock
// key inside an animation block being a `CAAnimation` whose timing a custom property copies.

/// DeckTransition's `CornerLayer`, reduced: a custom `radius` that follows `UIView.animate` by
/// copying the timing of the block's action for "backgroundColor".
private final class RadiusLayer: CAShapeLayer {
  var radius: CGFloat {
    get { animatableValue(forKey: "radius") }
    set { setAnimatableValue(newValue, forKey: "radius") }
  }
  var copiedDuration: CFTimeInterval?

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "radius" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "radius", let action = super.action(forKey: "backgroundColor") as? CAAnimation
    else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: "radius")
    animation.fromValue = presentation()?.value(forKey: event) ?? radius
    animation.duration = action.duration
    animation.timingFunction = action.timingFunction
    animation.fillMode = action.fillMode
    animation.timeOffset = action.timeOffset
    animation.delegate = action.delegate
    copiedDuration = action.duration
    return animation
  }
}

/// Records the old frames `didChangeStatusBarFrameNotification` carries.
@MainActor
private final class StatusBarRecorder {
  var oldFrames: [CGRect] = []
  func statusBarChanged(_ note: Notification) {
    if let old = note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? CGRect {
      oldFrames.append(old)
    }
  }
}

private final class RadiusView: UIView {
  override class var layerClass: AnyClass { RadiusLayer.self }
  var radiusLayer: RadiusLayer? { layer as? RadiusLayer }
}

@MainActor
@Suite("What DeckTransition needed (issue 22)")
struct UIKitDeckGapsTests {
  @Test func observingAFrameReportsEachChangeWithOldAndNewValues() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var changes: [(old: CGRect?, new: CGRect?)] = []
    let token = view.observe(\.frame, options: [.initial, .old, .new]) { observed, change in
      #expect(observed === view)
      changes.append((change.oldValue, change.newValue))
    }
    // `.initial`: at once, with the value now and no old value.
    #expect(changes.count == 1)
    #expect(changes[0].old == nil && changes[0].new == CGRect(x: 0, y: 0, width: 10, height: 10))
    view.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
    view.center = CGPoint(x: 20, y: 20)
    // Unchanged: reported with old and new equal, as Foundation reports every set.
    view.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(changes.count == 4)
    #expect(changes[1].old == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(changes[1].new == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(changes[2].new == CGRect(x: 15, y: 15, width: 10, height: 10))
    #expect(changes[3].old == changes[3].new && changes[3].new == changes[2].new)
    token.invalidate()
    view.frame = .zero
    #expect(changes.count == 4)
  }

  @Test func aTransformChangeIsReportedAndAReleasedTokenEndsTheObservation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var transforms: [CGAffineTransform] = []
    var frames = 0
    var token: NSKeyValueObservation? = view.observe(\.transform, options: [.new]) { _, change in
      transforms.append(change.newValue ?? .identity)
    }
    let frameToken = view.observe(\.frame) { _, change in
      #expect(change.newValue == nil && change.oldValue == nil)  // neither asked for
      frames += 1
    }
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(transforms == [CGAffineTransform(scaleX: 2, y: 2)])
    #expect(frames == 1)  // the frame of a scaled view grows too
    token = nil
    view.transform = .identity
    #expect(transforms.count == 1)
    #expect(token == nil)
    #expect(frames == 2)
    frameToken.invalidate()
  }

  @Test func aScrollViewsContentOffsetIsObserved() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    var offsets: [CGFloat] = []
    let token = scrollView.observe(\.contentOffset, options: [.initial]) { observed, _ in
      offsets.append(observed.contentOffset.y)
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
    #expect(offsets == [0, 50, 80])
    token.invalidate()
  }

  @Test func nsObjectEqualityIsIdentity() {
    let pan = UIPanGestureRecognizer()
    let other = UIPanGestureRecognizer()
    let recognizer: UIGestureRecognizer = pan
    let optionalPan: UIPanGestureRecognizer? = pan
    #expect(recognizer.isEqual(optionalPan))
    #expect(!recognizer.isEqual(other))
    #expect(!recognizer.isEqual(nil))
    #expect(!recognizer.isEqual(3))
    #expect(pan.hash == recognizer.hash && pan.hash != other.hash)
    let view = UIView()
    #expect(view.isEqual(view) && !view.isEqual(UIView()))
    #expect(view.layer.isEqual(view.layer))
  }

  @Test func aRotationThatHidesTheStatusBarIsAnnounced() throws {
    let stage = Stage(device: .iPhone15Pro, rootViewController: UIViewController())
    let before = UIApplication.shared.statusBarFrame
    #expect(before.height > 0)
    let recorder = StatusBarRecorder()
    NotificationCenter.default.addObserver(
      recorder, action: StatusBarRecorder.statusBarChanged,
      name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
    defer { NotificationCenter.default.removeObserver(recorder) }
    stage.rotate(to: .landscape, animated: false)
    stage.advance(by: 0.1)
    // An iPhone shows no status bar in landscape (Application.swift): the old frame is sent.
    #expect(UIApplication.shared.statusBarFrame == .zero)
    #expect(recorder.oldFrames == [before])
    stage.advance(by: 0.1)
    #expect(recorder.oldFrames.count == 1)
  }

  @Test func aBlocksActionIsACAAnimationThatACustomPropertyFollows() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    let view = RadiusView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.view.addSubview(view)
    stage.advance(by: 0.1)
    let layer = try #require(view.radiusLayer)
    var completedAt: Double?
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: { layer.radius = 40 },
      completion: { _ in completedAt = stage.time })
    let start = stage.time
    #expect(layer.copiedDuration == 0.4)
    // Linear: half-way through, half the radius.
    stage.advance(by: 0.2)
    let halfway = try #require(layer.presentation()?.radius)
    #expect(abs(halfway - 20) < 0.5)
    #expect(completedAt == nil)
    _ = try stage.runUntilIdle()
    // The block changed nothing of its own: its completion waited for the adopted animation.
    let completed = try #require(completedAt)
    #expect(completed - start >= 0.4 - 1e-9)
    #expect(layer.radius == 40)
  }

  @Test func drawHierarchyPaintsTheViewIntoTheCurrentImageContext() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
    card.backgroundColor = .red
    let half = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    half.backgroundColor = .blue
    card.addSubview(half)
    card.transform = CGAffineTransform(rotationAngle: 0.3)  // left out, as in UIKit
    host.view.addSubview(card)
    stage.advance(by: 0.1)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    var drawn = false
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
      .image { _ in
        // Half size, at (0, 50): the left half red, the right half blue, the rest empty.
        drawn = card.drawHierarchy(
          in: CGRect(x: 0, y: 50, width: 50, height: 25), afterScreenUpdates: true)
      }
    #expect(drawn)
    #expect(pixel(image, 12, 62) == (255, 0, 0, 255))
    #expect(pixel(image, 37, 62) == (0, 0, 255, 255))
    #expect(pixel(image, 12, 40).a == 0 && pixel(image, 60, 62).a == 0)
    #expect(abs(coveredArea(of: image) - 50 * 25) < 1)
    // Outside an image context there is nothing to draw into.
    #expect(
      !card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
    // snapshotView(afterScreenUpdates:) gives a view of the bounds' size.
    let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
    #expect(snapshot.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func aStageTimerTicksOnTheStagesClock() {
    let stage = Stage(device: .iPhoneSE, rootViewController: UIViewController())
    let start = stage.time
    var ticks: [Double] = []
    var once: [Double] = []
    let repeating = Timer.stageTimer(withTimeInterval: 0.5, repeats: true) { _ in
      ticks.append(stage.time - start)
    }
    let single = Timer.stageTimer(withTimeInterval: 0.3, repeats: false) { _ in
      once.append(stage.time - start)
    }
    // Frames of 1/60 s: each tick in the first frame at or after its due time.
    stage.advance(by: 1.1)
    #expect(ticks.count == 2)
    #expect(abs(ticks[0] - 0.5) < 1.0 / 60 + 1e-9 && abs(ticks[1] - 1.0) < 2.0 / 60 + 1e-9)
    #expect(once.count == 1 && !single.isValid)
    repeating.invalidate()
    stage.advance(by: 1)
    #expect(ticks.count == 2)
  }
}
