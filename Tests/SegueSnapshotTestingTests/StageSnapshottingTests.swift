import Foundation
import SegueGeometry
import SegueSnapshotTesting
import SegueTesting
import SegueUI
import SnapshotTesting
import Testing

/// A controller showing a 100×50 red square on white, fading it in over `fade` seconds.
@MainActor
private final class SquareController: ViewController {
  let square = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
  var fade: Double = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    square.backgroundColor = .red
    view.addSubview(square)
  }

  func fadeOut() {
    View.animate(withDuration: fade, delay: 0, options: .curveLinear) { self.square.alpha = 0 }
  }
}

/// The square fading out over a second on a small screen.
private struct FadingSquare: StageScene {
  let id = "fading-square"
  let duration = 1.0
  var device: Device {
    Device(name: "tiny", size: CGSize(width: 120, height: 80), scale: 1, safeAreaInsets: .zero)
  }

  @MainActor func makeStage(device: Device) -> Stage {
    let controller = SquareController()
    controller.fade = duration
    let stage = Stage(device: device, rootViewController: controller)
    controller.fadeOut()
    return stage
  }
}

@Suite("Stage strategies for swift-snapshot-testing")
@MainActor
struct StageSnapshottingTests {
  @Test func aStageIsItsFrameNow() throws {
    let stage = FadingSquare().makeStartedStage()
    let snapshot = try #require(made(of: stage, as: Snapshotting<Stage, Bitmap>.image))
    #expect(snapshot == (try stage.render(scale: 1)))
    #expect(snapshot.width == 120 && snapshot.height == 80)
    #expect(snapshot.pixel(x: 50, y: 40) == (255, 0, 0, 255), "the square, opaque at time 0")
    let twice = try #require(made(of: stage, as: Snapshotting<Stage, Bitmap>.image(scale: 2)))
    #expect(twice.width == 240)
  }

  @Test func aStagesTreeIsItsPresentationTree() throws {
    let stage = FadingSquare().makeStartedStage()
    let tree = try #require(made(of: stage, as: Snapshotting<Stage, String>.tree))
    #expect(tree == stage.presentationTree())
    #expect(Snapshotting<Stage, String>.tree.pathExtension == "json")
  }

  @Test func aControllerIsShownAloneAndSettled() throws {
    let controller = SquareController()
    let image = try #require(
      made(
        of: controller, as: Snapshotting<SquareController, Bitmap>.image(on: FadingSquare().device))
    )
    #expect(image.width == 120 && image.pixel(x: 50, y: 40) == (255, 0, 0, 255))
    #expect(controller.view.window == nil, "the stage let the controller go")
  }

  @Test func aTransitionIsItsFramesSideBySide() throws {
    let strip = try #require(
      made(of: FadingSquare(), as: Snapshotting<FadingSquare, Bitmap>.transition(at: [0, 0.5, 1])))
    #expect(strip.width == 3 * 120 + 2 * 8 && strip.height == 80)
    #expect(strip.pixel(x: 50, y: 40) == (255, 0, 0, 255), "opaque at 0 %")
    let middle = strip.pixel(x: 128 + 50, y: 40)
    #expect(middle.r == 255 && abs(Int(middle.g) - 128) <= 1, "half faded (linear) at 50 %")
    #expect(strip.pixel(x: 256 + 50, y: 40) == (255, 255, 255, 255), "gone at 100 %")
    #expect(strip.pixel(x: 124, y: 40).a == 0, "a transparent gap between frames")
  }

  @Test func aTransitionMatchesItsReference() {
    assertSnapshot(of: FadingSquare(), as: .transition(at: [0, 0.5, 1]), named: "fade")
  }

  /// What `strategy` makes of `value`, as `assertSnapshot` would compare it.
  private func made<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>)
    -> Format?
  {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result
  }
}
