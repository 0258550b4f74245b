import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A renderer that records what it is asked to draw.
final class RecordingRenderer: Renderer {
  var lists: [DisplayList] = []
  var lastScale = 0
  func draw(_ displayList: DisplayList, scale: Int) throws -> RenderReport {
    lists.append(displayList)
    lastScale = scale
    return RenderReport()
  }
  func currentFrame() -> Bitmap {
    let size = lists.last?.size ?? .zero
    return Bitmap(width: Int(size.width) * lastScale, height: Int(size.height) * lastScale)
  }
}

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
  @Test func snapshotViewIsAFrozenCopyOfWhatIsOnScreen() throws {
    let host = TestHost()
    let view = View(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    view.backgroundColor = .red
    view.transform = CGAffineTransform(rotationAngle: 0.3)
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.backgroundColor = .blue
    view.addSubview(child)
    host.show(view)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { child.center = CGPoint(x: 45, y: 5) })
    host.advance(to: 0.5)
    view.isHidden = true
    let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    let copy = try #require(snapshot.layer.sublayers?.first)
    #expect(copy.backgroundColor == .red && !copy.isHidden, "the view's content, as if visible")
    #expect(copy.transform == .identity && copy.frame == snapshot.bounds)
    let childCopy = try #require(copy.sublayers?.first)
    #expect(childCopy.backgroundColor == .blue)
    expectClose(childCopy.position.x, 25, tolerance: 1e-9)
    #expect(childCopy.animationKeys() == nil)
    view.backgroundColor = .green
    host.advance(to: 1)
    #expect(copy.backgroundColor == .red && abs(childCopy.position.x - 25) < 1e-9, "frozen")
  }

  @Test func drawHierarchyRendersTheViewScaledIntoTheRect() throws {
    let view = View(frame: CGRect(x: 30, y: 30, width: 50, height: 20))
    view.backgroundColor = .red
    let renderer = RecordingRenderer()
    let image = try view.drawHierarchy(
      in: CGRect(x: 0, y: 0, width: 100, height: 40), afterScreenUpdates: true, using: renderer,
      scale: 2)
    #expect(image.scale == 2 && image.bitmap.width == 200 && image.bitmap.height == 80)
    let list = try #require(renderer.lists.first)
    #expect(list.size == CGSize(width: 100, height: 40))
    let canvas = try #require(list.nodes.first)
    let content = try #require(canvas.sublayers.first)
    #expect(content.backgroundColor == .red)
    // The content's 50 × 20 bounds fill the 100 × 40 canvas: its own position and transform
    // are left out, the scale to the rectangle is applied.
    #expect(content.bounds.size == CGSize(width: 50, height: 20))
    let toCanvas = content.transform.concatenating(canvas.transform)
    expectClose(
      toCanvas.projecting(CGPoint(x: 0, y: 0)) ?? CGPoint(x: CGFloat.nan, y: .nan),
      CGPoint(x: 0, y: 0))
    expectClose(
      toCanvas.projecting(CGPoint(x: 50, y: 20)) ?? CGPoint(x: CGFloat.nan, y: .nan),
      CGPoint(x: 100, y: 40))
  }
}
