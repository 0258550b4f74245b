import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
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
    // The copy is the snapshot layer's content, not a sublayer (UIKit's have none).
    #expect(snapshot.layer.sublayers == nil && snapshot.subviews.isEmpty)
    let replicant = try #require(snapshot.layer as? ReplicantLayer)
    #expect(replicant.replicatedSize == CGSize(width: 80, height: 40))
    let copy = try #require(replicant.replica)
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

  @Test func aSnapshotStretchesItsContentToItsFrameButNotItsSubviews() throws {
    let host = TestHost()
    let view = View(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
    view.backgroundColor = .red
    let corner = View(frame: CGRect(x: 70, y: 30, width: 10, height: 10))
    corner.backgroundColor = .blue
    view.addSubview(corner)
    host.show(view)
    let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
    let label = View(frame: CGRect(x: 4, y: 4, width: 20, height: 8))
    snapshot.addSubview(label)
    host.show(snapshot)
    // Animated from 80×40 to 160×20: half-way (linear) the content is 120×30.
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { snapshot.frame = CGRect(x: 0, y: 0, width: 160, height: 20) })
    host.advance(to: 0.5)
    let node = try #require(
      host.context.displayList(size: CGSize(width: 400, height: 400)).nodes.first?.sublayers.last)
    #expect(node.sublayers.count == 2, "the content, then the added subview")
    let content = node.sublayers[0]
    let blue = try #require(content.sublayers.first)
    // The blue corner (70…80, 30…40 of 80×40) lands at 105…120, 22.5…30 of 120×30.
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)].map {
      $0.applying(blue.transform.concatenating(content.transform).affineTransform)
    }
    expectClose(corners[0], CGPoint(x: 105, y: 22.5), tolerance: 1e-9)
    expectClose(corners[1], CGPoint(x: 120, y: 30), tolerance: 1e-9)
    // The subview keeps its own frame, unstretched.
    let added = node.sublayers[1]
    expectClose(CGPoint.zero.applying(added.transform.affineTransform), CGPoint(x: 4, y: 4))
    #expect(added.bounds.size == CGSize(width: 20, height: 8))
    // The tree shows the content under `replica`, at its captured size.
    let tree = try #require(host.context.presentationTree().root?.sublayers?.last)
    #expect(tree.type == "ReplicantLayer")
    #expect(tree.replica?.bounds == [0, 0, 80, 40])
    #expect(tree.replicatedSize == [80, 40])
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
