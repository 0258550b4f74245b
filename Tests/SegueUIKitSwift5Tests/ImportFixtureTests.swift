import SegueUIKit
import Testing

// The import spellings of iOS files (Fixtures/ImageZoomFixture.swift imports AVFoundation,
// CoreGraphics and QuartzCore behind `canImport`; Fixtures/ButtonMorphFixture.swift imports
// nothing) compile on Linux; these tests run what they declare.

@MainActor
@Suite("Module names iOS files import, on Linux")
struct ImportFixtureTests {
  @Test func avMakeRectFitsTheAspectRatioCentred() {
    // A 4:3 image in a 300×300 square: 300 wide, 225 high, 37.5 from the top.
    #expect(
      zoomFixtureTargetFrame(
        imageSize: CGSize(width: 400, height: 300),
        in: CGRect(x: 0, y: 0, width: 300, height: 300))
        == CGRect(x: 0, y: 37.5, width: 300, height: 225))
    // A tall image in a wide rectangle at an offset: limited by the height.
    #expect(
      AVMakeRect(
        aspectRatio: CGSize(width: 1, height: 2),
        insideRect: CGRect(x: 10, y: 20, width: 100, height: 50))
        == CGRect(x: 47.5, y: 20, width: 25, height: 50))
    // No proportions: an empty rectangle at the centre.
    #expect(
      AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 10, height: 10))
        == CGRect(x: 5, y: 5, width: 0, height: 0))
  }

  @Test func quartzCoreNamesWork() {
    let layer = CALayer()
    let duration = zoomFixtureFlyLayer(layer, to: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(duration == 0.25)
  }

  @Test func aFileThatImportsNothingMorphsOnAStage() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: host)
    let button = ButtonMorphFixture(frame: CGRect(x: 50, y: 600, width: 200, height: 50))
    host.view.addSubview(button)
    button.startMorph()
    _ = try stage.runUntilIdle()
    #expect(button.bounds.size == CGSize(width: 50, height: 50))
    #expect(button.center == CGPoint(x: 150, y: 625))
    #expect(button.restingFrame.width == 200)
    button.expand(toCover: stage.size)
    _ = try stage.runUntilIdle()
    let covered = button.frame
    #expect(covered.minX < 0 && covered.maxX > 393 && covered.minY < 0 && covered.maxY > 852)
  }
}
