import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A white screen with a red square in the window's top-left corner: where the square lands
/// on the canvas says how the interface was turned.
@MainActor
final class CornerMarker: ViewController {
  static let square = CGRect(x: 0, y: 0, width: 60, height: 60)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let marker = View(frame: Self.square)
    marker.backgroundColor = Color(rgb: 0xFF0000)
    view.addSubview(marker)
  }
}

/// A held canvas (`Stage.holdCanvas()`, docs/split-view.md "Recording a rotation"): frames keep
/// the screen's size while the device turns, and the interface turns in them by the
/// coordinator's quarter turn, with the bounds' animation.
@Suite("Stage: a held canvas turns the interface inside frames of one size")
@MainActor
struct StageCanvasTests {
  /// An iPhone SE (375 × 667, no safe-area insets) held in portrait, turned to landscape (on
  /// `side`) at the first frame; returns the stage and the time the rotation started.
  private func turningStage(holding: Bool = true, side: InterfaceOrientation = .landscapeLeft)
    -> (stage: Stage, start: Double)
  {
    let stage = Stage(device: .iPhoneSE, rootViewController: CornerMarker())
    if holding { stage.holdCanvas() }
    stage.rotate(toInterface: side)
    stage.advance(by: stage.frameInterval)
    return (stage, stage.time)
  }

  private func isRed(_ frame: Bitmap, _ x: Int, _ y: Int) -> Bool {
    let pixel = frame.pixel(x: x, y: y)
    return pixel.r == 255 && pixel.g == 0 && pixel.b == 0
  }

  @Test func everyFrameKeepsTheSizeOfTheScreenHeldAsAtTheStart() throws {
    let (stage, start) = turningStage()
    #expect(stage.canvasSize == CGSize(width: 375, height: 667))
    while stage.time < start + Window.sizeTransitionDuration + 0.1 {
      let frame = try stage.render(scale: 1)
      #expect(frame.width == 375 && frame.height == 667, "at \(stage.time) s")
      stage.advance(by: 1.0 / 30)
    }
    #expect(stage.size == CGSize(width: 667, height: 375), "the window itself turned")
  }

  @Test func turnedLandscapeLeftTheInterfaceLiesWithItsTopAlongTheLeftEdge() throws {
    let (stage, start) = turningStage()
    #expect(stage.interfaceOrientation == .landscapeLeft)
    stage.advance(to: start + Window.sizeTransitionDuration)
    let frame = try stage.render(scale: 1)
    // Turned a quarter counterclockwise (-π/2, the coordinator's targetTransform) about the
    // canvas's centre: the window's point (x, y) lands at (y, 667 - x)… for a window 667 wide
    // centred on a 375 × 667 canvas: x' = 187.5 + (y − 187.5), y' = 333.5 − (x − 333.5).
    #expect(isRed(frame, 30, 637), "the window's top-left corner is at the bottom-left")
    #expect(!isRed(frame, 30, 30))
    #expect(isRed(frame, 55, 612) && !isRed(frame, 65, 602), "the square is 60 × 60")
    let corner = CGPoint(x: 30, y: 30).applying(stage.canvasTransform)
    #expect(abs(corner.x - 30) < 1e-9 && abs(corner.y - 637) < 1e-9)
    let back = stage.windowPoint(fromCanvas: CGPoint(x: 30, y: 637))
    #expect(abs(back.x - 30) < 1e-9 && abs(back.y - 30) < 1e-9)
  }

  @Test func turnedLandscapeRightTheInterfaceLiesWithItsTopAlongTheRightEdge() throws {
    let (stage, start) = turningStage(side: .landscapeRight)
    stage.advance(to: start + Window.sizeTransitionDuration)
    #expect(stage.interfaceOrientation == .landscapeRight)
    let frame = try stage.render(scale: 1)
    // Turned a quarter clockwise (+π/2: the device turned the other way) about the canvas's
    // centre: x' = 187.5 − (y − 187.5), y' = 333.5 + (x − 333.5) — the window's (x, y) lands
    // at (375 − y, x).
    #expect(isRed(frame, 345, 30), "the window's top-left corner is at the top-right")
    #expect(!isRed(frame, 30, 30) && !isRed(frame, 30, 637))
    #expect(isRed(frame, 320, 55) && !isRed(frame, 310, 65), "the square is 60 × 60")
    let corner = CGPoint(x: 30, y: 30).applying(stage.canvasTransform)
    #expect(abs(corner.x - 345) < 1e-9 && abs(corner.y - 30) < 1e-9)
    // The tree describes the frame: a canvas of its size turning the window, whose screen
    // frames are on the canvas (the marker at the top-right, 60 × 60).
    let tree = try JSONDecoder().decode(
      PresentationTreeNode.self, from: Data(stage.presentationTree().utf8))
    #expect(tree.type == "Canvas" && tree.screenFrame == [0, 0, 375, 667])
    // About the canvas's centre c = (187.5, 333.5), for the window's centre m = (333.5, 187.5):
    // p ↦ (p + c − m) turned +90°, (x, y) ↦ (−y − 146, x − 146).
    #expect(tree.sublayerTransform == [0, 1, -1, 0, -146, -146])
    let window = try #require(tree.sublayers?.first)
    #expect(window.screenFrame == [0, 0, 375, 667])
    func frames(_ node: PresentationTreeNode) -> [[Double]] {
      [node.screenFrame].compactMap { $0 } + (node.sublayers ?? []).flatMap(frames)
    }
    #expect(frames(window).contains([315, 0, 60, 60]))
    // And back to portrait: the opposite quarter, upright again at the end.
    stage.rotate(to: .portrait)
    stage.advance(by: stage.frameInterval)
    let back = stage.time
    stage.advance(to: back + Window.sizeTransitionDuration / 2)
    let halfway = CGPoint.zero.applying(stage.canvasTransform)
    #expect(abs(halfway.x - 187.5) < 0.05, "still turned clockwise half-way back")
    stage.advance(to: back + Window.sizeTransitionDuration)
    let upright = try stage.render(scale: 1)
    #expect(stage.canvasTransform == .identity && isRed(upright, 30, 30))
  }

  @Test func faceIDIPhonesDoNotTurnUpsideDown() {
    let stage = Stage(device: .iPhone15Pro, rootViewController: CornerMarker())
    var messages: [String] = []
    stage.window.diagnostics = { messages.append($0) }
    stage.rotate(toInterface: .portraitUpsideDown)
    stage.advance(by: 1)
    #expect(stage.interfaceOrientation == .portrait && messages.count == 1)
    #expect(messages.first?.contains("does not turn its interface that way") == true)
    stage.rotate(toInterface: .unknown)
    stage.advance(by: 1)
    #expect(stage.interfaceOrientation == .portrait && messages.count == 2)
  }

  @Test func halfwayTheWindowIsASquareTurnedAnEighth() throws {
    let (stage, start) = turningStage()
    // Ease-in-out is symmetric: half the time, half the way — 521 × 521, turned −45°.
    stage.advance(to: start + Window.sizeTransitionDuration / 2)
    let shown = try #require(stage.window.layer.presentation()?.frame)
    #expect(abs(shown.width - 521) < 0.01 && abs(shown.height - 521) < 0.01)
    // The window's top-left corner, 260.5 × √2 from its centre up and left, turned −45°: on
    // the horizontal through the canvas's centre (333.5), 368.4 left of it.
    let corner = CGPoint.zero.applying(stage.canvasTransform)
    #expect(abs(corner.x - (187.5 - 260.5 * 2.0.squareRoot())) < 0.05)
    #expect(abs(corner.y - 333.5) < 0.05)
    let frame = try stage.render(scale: 1)
    #expect(frame.width == 375 && frame.height == 667)
    let outside = frame.pixel(x: 2, y: 2)
    #expect(outside.r == 0 && outside.g == 0 && outside.b == 0, "the screen shows black there")
    let centre = frame.pixel(x: 187, y: 333)
    #expect(centre.r == 255 && centre.g == 255 && centre.b == 255)
  }

  @Test func withoutAHeldCanvasTheFrameFollowsTheWindow() throws {
    let (stage, start) = turningStage(holding: false)
    stage.advance(to: start + Window.sizeTransitionDuration)
    let frame = try stage.render(scale: 1)
    #expect(frame.width == 667 && frame.height == 375)
    #expect(isRed(frame, 30, 30))
    #expect(stage.canvasTransform == .identity)
  }

  @Test func anUprightHeldCanvasDrawsTheSameListAsNone() {
    let stage = Stage(device: .iPhoneSE, rootViewController: CornerMarker())
    let free = stage.displayList()
    stage.holdCanvas()
    #expect(stage.displayList() == free)
  }
}
