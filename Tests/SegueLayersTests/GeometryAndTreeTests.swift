import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Layer geometry, display list and presentation tree")
struct GeometryAndTreeTests {
  @Test func frameFollowsPositionAndAnchorPoint() {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 200, y: 100)
    #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
    layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(
      layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50),
      "moving the anchor moves the frame")
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == CGPoint(x: 10, y: 20))
    #expect(layer.bounds.size == CGSize(width: 30, height: 40))
  }

  @Test func rotatedFrameIsTheBoundingBox() {
    let layer = Layer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let frame = layer.frame
    #expect(abs(frame.minX - 40) < 1e-9 && abs(frame.minY - (-40)) < 1e-9)
    #expect(abs(frame.width - 20) < 1e-9 && abs(frame.height - 100) < 1e-9)
  }

  /// Setting the frame of a layer turned by quarter turns inverts the getter's bounding box
  /// (GuillotineMenu writes back the frame it read from its menu turned −90°): the bounds keep
  /// the size whose box is the frame, and the box lands on the frame.
  @Test func settingTheFrameOfATurnedLayerInvertsItsBoundingBox() {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    layer.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 0, z: 1)
    let read = layer.frame
    #expect(near(read.size, CGSize(width: 852, height: 393)))
    layer.frame = CGRect(x: 0, y: -290, width: read.width, height: read.height)
    #expect(near(layer.bounds.size, CGSize(width: 393, height: 852)))
    #expect(near(layer.position, CGPoint(x: 426, y: -93.5)))
    #expect(near(layer.frame.origin, CGPoint(x: 0, y: -290)))
    // Half a turn with the anchor off the centre: the box still lands on the frame.
    let upsideDown = Layer()
    upsideDown.anchorPoint = CGPoint(x: 0, y: 1)
    upsideDown.transform = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
    upsideDown.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(near(upsideDown.bounds.size, CGSize(width: 100, height: 40)))
    #expect(near(upsideDown.frame.origin, CGPoint(x: 10, y: 20)))
    // A scale or 45°: the bounds take the frame's size and the position its anchor, as
    // without a transform (Segue's rule before; the gallery's zoom-dismiss-swipe relies on it).
    let scaled = Layer()
    scaled.transform = Transform3D(scaleX: 2, y: 0.5, z: 1)
    scaled.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(scaled.bounds.size == CGSize(width: 100, height: 40))
    #expect(scaled.position == CGPoint(x: 60, y: 40))
    let diagonal = Layer()
    diagonal.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    diagonal.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
    #expect(diagonal.bounds.size == CGSize(width: 30, height: 40))
  }

  /// Core Animation's `presentation()` is nil until a transaction commits the layer in a
  /// window's tree; a layer in a hosted tree counts as committed before its first tick (a
  /// display link runs before the tick that draws it).
  @Test func aLayerInAHostedTreeHasAPresentationBeforeItsFirstTick() {
    let host = TestHost()
    let layer = Layer()
    layer.position = CGPoint(x: 5, y: 6)
    #expect(layer.presentation() == nil, "not in a hosted tree")
    host.root.addSublayer(layer)
    #expect(layer.presentation()?.position == CGPoint(x: 5, y: 6))
  }

  /// Whether two sizes or points agree to 1e-9 (rounding of the turn's sine and cosine).
  private func near(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  private func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test func convertPointsThroughTransformsAndSublayerTransform() {
    let root = Layer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let child = Layer()
    child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    child.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    root.addSublayer(child)
    // The child's top-left corner, scaled by 2 about the child's centre (100, 100).
    let corner = child.convert(CGPoint(x: 0, y: 0), to: root)
    #expect(abs(corner.x - 0) < 1e-9 && abs(corner.y - 0) < 1e-9)
    let back = child.convert(CGPoint(x: 0, y: 0), from: root)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    root.sublayerTransform = Transform3D(translationX: 10, y: 0, z: 0)
    let shifted = child.convert(CGPoint(x: 50, y: 50), to: root)
    #expect(abs(shifted.x - 110) < 1e-9 && abs(shifted.y - 100) < 1e-9)
  }

  /// Into the superlayer a rectangle goes through the layer's own geometry and the
  /// superlayer's sublayer transform alone, whatever lies above them (here a grandparent turned
  /// and seen in perspective): the closed form, from either end, and back.
  @Test func convertingIntoTheSuperlayerDependsOnlyOnTheTwoLayers() {
    let grandparent = Layer()
    grandparent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    var perspective = Transform3D()
    perspective.m34 = -1 / 500
    grandparent.sublayerTransform = perspective
    let parent = Layer()
    parent.frame = CGRect(x: 20, y: 30, width: 200, height: 200)
    parent.transform = Transform3D(rotationAngle: 0.5, x: 0.3, y: 1, z: 0.2)
    parent.sublayerTransform = Transform3D(translationX: 5, y: 0, z: 0)
    grandparent.addSublayer(parent)
    let child = Layer()
    child.bounds = CGRect(x: 10, y: 0, width: 40, height: 20)
    child.position = CGPoint(x: 30, y: 40)
    child.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    parent.addSublayer(child)
    // Centred on the position, twice the size, then shifted 5 pt by the sublayer transform.
    let box = child.convert(child.bounds, to: parent)
    #expect(
      near(box.origin, CGPoint(x: -5, y: 20)) && near(box.size, CGSize(width: 80, height: 40)))
    #expect(parent.convert(child.bounds, from: child) == box)
    let back = parent.convert(box, to: child)
    #expect(
      near(back.origin, CGPoint(x: 10, y: 0)) && near(back.size, CGSize(width: 40, height: 20)),
      "\(back)")
    // Turning the parent itself and dropping the perspective above it changes nothing.
    parent.transform = .identity
    grandparent.sublayerTransform = .identity
    #expect(child.convert(child.bounds, to: parent) == box)
  }

  @Test func displayListCarriesResolvedTransformsAndDropsHiddenLayers() {
    let host = TestHost()
    let a = Layer()
    a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    a.backgroundColor = Color(white: 1)
    let hidden = Layer()
    hidden.isHidden = true
    host.root.addSublayer(a)
    host.root.addSublayer(hidden)
    let list = host.context.displayList(size: CGSize(width: 400, height: 400))
    let root = list.nodes[0]
    #expect(root.sublayers.count == 1)
    let node = root.sublayers[0]
    #expect(node.transform.projecting(CGPoint(x: 0, y: 0)) == CGPoint(x: 10, y: 20))
    #expect(node.transform.projecting(CGPoint(x: 30, y: 40)) == CGPoint(x: 40, y: 60))
    #expect(node.backgroundColor == Color(white: 1))
  }

  @Test func zPositionOrdersSiblings() {
    let host = TestHost()
    let back = Layer()
    let front = Layer()
    back.name = "back"
    front.name = "front"
    front.zPosition = -1
    host.root.addSublayer(front)
    host.root.addSublayer(back)
    let names = host.context.displayList(size: CGSize(width: 10, height: 10)).nodes[0].sublayers
      .map(\.name)
    #expect(names == ["front", "back"])
  }

  @Test func treeShowsTheMaskPathAtHalfway() throws {
    let host = TestHost()
    let screen = Layer()
    screen.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    let mask = ShapeLayer()
    let small = CGRect(x: 190, y: 190, width: 20, height: 20)
    mask.path = BezierPath(ovalIn: small.insetBy(dx: -100, dy: -100)).cgPath
    screen.mask = mask
    host.addShown(screen)
    let grow = BasicAnimation(keyPath: "path")
    grow.fromValue = BezierPath(ovalIn: small).cgPath
    grow.toValue = mask.path
    grow.duration = 1
    mask.add(grow, forKey: "path")
    host.advance(to: 0.5)
    let tree = try #require(host.context.presentationTree().root)
    let maskNode = try #require(tree.sublayers?.first?.mask)
    #expect(maskNode.type == "ShapeLayer")
    #expect(
      maskNode.shape?.pathBounds == [140, 140, 120, 120],
      "radius 10 + 0.5 × 100 = 60 about (200, 200)")
    let json = host.context.presentationTreeJSON()
    #expect(json.contains("\"mask\""))
  }
}
