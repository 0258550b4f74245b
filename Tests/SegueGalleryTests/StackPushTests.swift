import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

/// `stack-push`: a screen laid out by stack views and anchors, pushed by an animator that
/// springs constraint constants. Frames are checked against values worked out from the
/// constraints (iPhone 15 Pro: 393 × 852 points, safe area top 59), and the key frames
/// against snapshots that were looked at.
@MainActor
@Suite("stack-push (stack views and an animated constraint constant)")
struct StackPushTests {
  @Test func keyFrames() {
    expectKeyFrameSnapshots(of: StackPush.entry)
  }

  @Test func theListIsLaidOutByItsStackViews() {
    let app = StackPush.makeApp(device: .iPhone15Pro)
    app.stage.advance(by: 0.1)
    let tiles = app.list.tiles
    // Column 16 pt in from the safe area (361 wide) under the 34-pt title; cards 80 high,
    // 12 apart; each tile 48 square, 16 in from its card, centred in it.
    let view: View = app.list.view
    let frames = tiles.map { $0.convert($0.bounds, to: view) }
    let columnTop = frames[0].minY - 16
    for (index, frame) in frames.enumerated() {
      #expect(frame.size == CGSize(width: 48, height: 48))
      #expect(frame.minX == 32)
      expectClose(frame.minY, columnTop + 16 + CGFloat(index) * 92, tolerance: 1e-9)
    }
  }

  @Test func theHeaderStartsOnTheTileAndItsModelIsOpenAtOnce() throws {
    let app = StackPush.makeApp(device: .iPhone15Pro)
    app.stage.advance(by: 0.1)
    let tile = app.list.tiles[StackPush.openedCard]
    let start = tile.convert(tile.bounds, to: nil)
    app.list.open(card: StackPush.openedCard)
    let detail = try #require(
      app.navigationController.topViewController as? StackDetailViewController)
    // The standard technique: the constants change and `layoutIfNeeded()` runs in the block,
    // so the model is the open layout at once and the presentation starts on the tile.
    #expect(detail.header.frame == CGRect(x: 0, y: 0, width: 393, height: 300))
    let shown = detail.header.layer.presentationValues()
    expectClose(shown.bounds.width, start.width, tolerance: 1e-6)
    expectClose(shown.position.y, start.midY, tolerance: 1e-6)
    app.stage.advance(by: StackPush.duration / 2)
    let halfway = detail.header.layer.presentationValues().bounds
    #expect(halfway.width > 48 && halfway.width < 393, "springing open")
    app.stage.advance(by: StackPush.duration)
    #expect(detail.header.layer.presentationValues().bounds.height == 300)
    // The content: 24 below the header, 20 in from each side; three equal buttons 10 apart.
    let content = detail.content
    #expect(content.frame.minX == 20 && content.frame.width == 353 && content.frame.minY == 324)
    let buttons = try #require(content.arrangedSubviews.last as? StackView)
    for button in buttons.arrangedSubviews {
      expectClose(button.frame.width, (353 - 20) / 3, tolerance: 1e-9)
      #expect(button.frame.height == 44)
    }
  }

  /// The same screen popped (UIKit's default slide, the delegate answers nil for pops): the
  /// detail slides off to the right as one piece — its stack views are not laid out again on
  /// the way (every arranged subview keeps its frame in the detail's view) — and the list comes
  /// back with its tiles exactly where they were before the push.
  @Test func thePopSlidesTheStackScreenOffWithoutLayingItOutAgain() throws {
    let app = StackPush.makeApp(device: .iPhone15Pro)
    app.stage.advance(by: 0.1)
    let view: View = app.list.view
    let tilesBefore = app.list.tiles.map { $0.convert($0.bounds, to: view) }
    app.list.open(card: StackPush.openedCard)
    try app.stage.runUntilIdle()
    let detail = try #require(
      app.navigationController.topViewController as? StackDetailViewController)
    let pieces: [View] = [detail.header, detail.content] + detail.content.arrangedSubviews
    let laidOut = pieces.map { $0.convert($0.bounds, to: detail.view) }
    app.navigationController.popViewController(animated: true)
    var lastX = -CGFloat.infinity
    var framesOnScreen = 0
    for frame in 1...60 {
      app.stage.advance(by: 1.0 / 60)
      guard detail.view.window != nil else { break }
      framesOnScreen = frame
      let x = detail.view.layer.presentationValues().frame.minX
      #expect(x >= lastX, "frame \(frame): the detail moves only rightwards (\(x) after \(lastX))")
      lastX = x
      #expect(pieces.map { $0.convert($0.bounds, to: detail.view) } == laidOut)
    }
    #expect(framesOnScreen > 10 && framesOnScreen < 40, "a slide of \(framesOnScreen) frames")
    #expect(app.navigationController.topViewController === app.list)
    #expect(detail.view.window == nil)
    #expect(app.list.tiles.map { $0.convert($0.bounds, to: view) } == tilesBefore)
  }
}
