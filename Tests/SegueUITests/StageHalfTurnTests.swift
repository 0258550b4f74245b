import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A controller that logs how it hears of rotations: the size, the coordinator's transform and
/// duration, and the interface orientation before and inside the animation.
@MainActor
private final class TurnLogger: ViewController {
  var log: [String] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let t = coordinator.targetTransform
    log.append(
      "will \(Int(size.width))×\(Int(size.height)) [\(t.a), \(t.b), \(t.c), \(t.d)] "
        + "\(coordinator.transitionDuration) s, now \(Application.shared.statusBarOrientation)")
    coordinator.animate(
      alongsideTransition: { _ in
        self.log.append("alongside \(Application.shared.statusBarOrientation)")
      },
      completion: { _ in self.log.append("completion") })
  }
}

/// Half turns (landscapeLeft ↔ landscapeRight, portrait ↔ upside down): the size stays, the
/// controllers hear of a 180° turn, and a held canvas shows the interface turning by π with the
/// rotation's curve and duration.
@Suite("Stage: half turns of the interface")
@MainActor
struct StageHalfTurnTests {
  private func isRed(_ frame: Bitmap, _ x: Int, _ y: Int) -> Bool {
    let pixel = frame.pixel(x: x, y: y)
    return pixel.r == 255 && pixel.g == 0 && pixel.b == 0
  }

  /// An iPhone SE in landscape on the left side, the first rotation over; the canvas held
  /// there if `holding`.
  private func landscapeLeftStage(
    root: ViewController = CornerMarker(), holding: Bool = true
  ) -> Stage {
    let stage = Stage(device: .iPhoneSE, rootViewController: root)
    stage.rotate(toInterface: .landscapeLeft, animated: false)
    stage.advance(by: stage.frameInterval)
    if holding { stage.holdCanvas() }
    return stage
  }

  @Test func theControllersHearOfAHalfTurnAtTheSameSize() {
    let logger = TurnLogger()
    let stage = landscapeLeftStage(root: logger, holding: false)
    logger.log = []
    stage.rotate(toInterface: .landscapeRight)
    stage.advance(by: stage.frameInterval)
    let start = stage.time
    #expect(
      logger.log == [
        "will 667×375 [-1.0, 0.0, 0.0, -1.0] 0.8 s, now landscapeLeft",
        "alongside landscapeRight",
      ])
    #expect(stage.size == CGSize(width: 667, height: 375))
    #expect(stage.interfaceOrientation == .landscapeRight)
    stage.advance(to: start + 0.79)
    #expect(logger.log.count == 2, "still turning")
    stage.advance(to: start + 0.81)
    #expect(logger.log.last == "completion")
  }

  @Test func aHeldCanvasTurnsTheInterfaceByPiWithTheRotationsCurve() throws {
    let stage = landscapeLeftStage()
    stage.rotate(toInterface: .landscapeRight)
    stage.advance(by: stage.frameInterval)
    let start = stage.time
    #expect(stage.canvasTransform == .identity, "upright at the start")
    for fraction in [0.25, 0.5, 0.75] {
      stage.advance(to: start + 0.8 * fraction)
      // Turned clockwise by π × the curve's value about the canvas's centre (333.5, 187.5).
      let angle = Double.pi * Reference.easeInEaseOut(fraction)
      let t = stage.canvasTransform
      #expect(abs(t.a - cos(angle)) < 1e-9 && abs(t.b - sin(angle)) < 1e-9, "at \(fraction)")
      let centre = CGPoint(x: 333.5, y: 187.5).applying(t)
      #expect(abs(centre.x - 333.5) < 1e-9 && abs(centre.y - 187.5) < 1e-9)
      guard fraction == 0.5 else { continue }
      // The tree half-way: a canvas node turning the window a quarter clockwise about the
      // canvas's centre, where the window's centre is (a sublayerTransform acts about the
      // layer's centre).
      let tree = try JSONDecoder().decode(
        PresentationTreeNode.self, from: Data(stage.presentationTree().utf8))
      #expect(tree.type == "Canvas" && tree.screenFrame == [0, 0, 667, 375])
      let turn = try #require(tree.sublayerTransform)
      for (value, expected) in zip(turn, [0.0, 1, -1, 0, 0, 0]) {
        #expect(abs(value - expected) < 1e-6, "\(turn)")
      }
    }
    stage.advance(to: start + 0.8)
    // At the end the interface lies upside down on the canvas held on the other side: the
    // window's top-left corner is at the canvas's bottom-right, exactly.
    #expect(stage.canvasTransform == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 667, ty: 375))
    let frame = try stage.render(scale: 1)
    #expect(isRed(frame, 637, 345) && !isRed(frame, 30, 30))
  }

  @Test func aCanvasHeldOnOneSideShowsTheOtherSideUpsideDown() throws {
    // Held on the left, turned through portrait to the right: two quarter turns the same way.
    let stage = landscapeLeftStage()
    stage.rotate(to: .portrait)
    stage.advance(by: stage.frameInterval)
    stage.advance(by: 1)
    stage.rotate(toInterface: .landscapeRight)
    stage.advance(by: stage.frameInterval)
    let start = stage.time
    stage.advance(to: start + Window.sizeTransitionDuration / 2)
    let halfway = stage.canvasTransform
    // From a quarter clockwise (portrait on a landscape-left canvas) to a half: 3π/4.
    #expect(abs(atan2(halfway.b, halfway.a) - 3 * .pi / 4) < 1e-9)
    stage.advance(by: 1)
    #expect(stage.interfaceOrientation == .landscapeRight)
    #expect(stage.canvasTransform == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 667, ty: 375))
    let frame = try stage.render(scale: 1)
    #expect(isRed(frame, 637, 345) && !isRed(frame, 30, 30))
  }

  @Test func withoutAHeldCanvasNothingTurns() throws {
    let stage = landscapeLeftStage(holding: false)
    stage.rotate(toInterface: .landscapeRight)
    stage.advance(by: stage.frameInterval)
    stage.advance(by: 0.4)
    #expect(stage.canvasTransform == .identity)
    #expect(isRed(try stage.render(scale: 1), 30, 30))
  }

  @Test func anIPadTurnsUpsideDownAndBack() {
    let logger = TurnLogger()
    let stage = Stage(device: Device.iPadPro11.turned(to: .portrait), rootViewController: logger)
    stage.holdCanvas()
    stage.rotate(toInterface: .portraitUpsideDown)
    stage.advance(by: stage.frameInterval)
    stage.advance(by: 1)
    #expect(stage.interfaceOrientation == .portraitUpsideDown)
    #expect(logger.log.first == "will 834×1194 [-1.0, 0.0, 0.0, -1.0] 0.8 s, now portrait")
    #expect(stage.canvasTransform == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 834, ty: 1194))
    // Upside down to landscape on the right: a quarter counterclockwise, to the held canvas's
    // quarter clockwise.
    stage.rotate(to: .landscape)
    stage.advance(by: stage.frameInterval)
    stage.advance(by: 1)
    #expect(stage.interfaceOrientation == .landscapeRight)
    #expect(
      logger.log.contains("will 1194×834 [0.0, -1.0, 1.0, 0.0] 0.4 s, now portraitUpsideDown"))
    let t = stage.canvasTransform
    #expect(t.a == 0 && t.b == 1 && t.c == -1 && t.d == 0)
  }
}
