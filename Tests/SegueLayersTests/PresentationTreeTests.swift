import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Presentation tree: identity, geometry and format")
struct PresentationTreeTests {
  /// A small scene: the host's root, `card` (masked by `mask`) holding `label`, then `badge`.
  @MainActor
  private struct Scene {
    let host = TestHost()
    let card = Layer()
    let mask = ShapeLayer()
    let label = TextLayer()
    let badge = Layer()

    init() {
      card.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
      mask.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100)).cgPath
      card.mask = mask
      label.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
      card.addSublayer(label)
      badge.frame = CGRect(x: 300, y: 300, width: 10, height: 10)
      host.root.addSublayer(card)
      host.root.addSublayer(badge)
    }
  }

  @Test func layersAreNumberedInTreeOrderAndKeepTheirNumbers() throws {
    let scene = Scene()
    scene.host.advance(to: 0.1)
    let context = scene.host.context
    let ids = [scene.host.root, scene.card, scene.mask, scene.label, scene.badge].map {
      context.presentationTreeID(of: $0)
    }
    #expect(ids == [1, 2, 3, 4, 5], "root, card, its mask, its sublayer, then the next sibling")
    // A layer added in front of the others gets the next number; nobody else's changes.
    let cover = Layer()
    scene.host.root.insertSublayer(cover, at: 0)
    scene.host.advance(to: 0.2)
    let root = try #require(context.presentationTree().root)
    #expect(root.sublayers?.map(\.id) == [6, 2, 5])
    // Removed and put back, a layer is still itself.
    scene.card.removeFromSuperlayer()
    scene.host.advance(to: 0.3)
    scene.host.root.addSublayer(scene.card)
    scene.host.advance(to: 0.4)
    #expect(context.presentationTreeID(of: scene.card) == 2)
    #expect(context.presentationTree().root?.sublayers?.last?.id == 2)
  }

  @Test func theSameSceneGivesTheSameTreeInEveryContext() {
    let first = Scene()
    let second = Scene()
    // The first is dumped at every tick, the second only at the end: the numbers depend on
    // the scene, not on which frames were looked at.
    for time in [0.1, 0.2, 0.3] {
      first.host.advance(to: time)
      _ = first.host.context.presentationTree()
      if time == 0.2 {
        for scene in [first, second] { scene.card.addSublayer(Layer()) }
      }
      second.host.advance(to: time)
    }
    #expect(first.host.context.presentationTreeJSON() == second.host.context.presentationTreeJSON())
    #expect(first.host.context.presentationTreeID(of: first.badge) == 5)
  }

  @Test func aLayerNeverTickedIsNumberedByTheTreeAndCopiesSayWhatTheyCopy() throws {
    let context = LayerContext(clock: ManualClock(now: 0))
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    context.rootLayer = root
    #expect(context.presentationTreeID(of: child) == nil)
    let tree = context.presentationTree()
    #expect(tree.root?.id == 1 && tree.root?.sublayers?.first?.id == 2)
    #expect(context.presentationTreeID(of: child) == 2)
    let copy = Layer(layer: child)
    root.addSublayer(copy)
    let again = try #require(context.presentationTree().root?.sublayers?.last)
    #expect(again.id == 3 && again.copyOf == 2)
  }

  @Test func screenFrameIsOnScreenAfterEveryAncestorsTransform() throws {
    let host = TestHost()
    let parent = Layer()
    parent.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
    parent.transform = Transform3D(scaleX: 2, y: 2, z: 1)  // about its centre (150, 150)
    parent.sublayerTransform = Transform3D(translationX: 10, y: 0, z: 0)
    let child = Layer()
    child.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
    parent.addSublayer(child)
    host.addShown(parent)
    let node = try #require(host.context.presentationTree().root?.sublayers?.first)
    #expect(node.screenFrame == [50, 50, 200, 200], "100×100 scaled ×2 about (150, 150)")
    #expect(node.bounds == [0, 0, 100, 100] && node.position == [150, 150])
    #expect(node.transform == [2, 0, 0, 2, 0, 0], "affine transforms are 6 numbers")
    #expect(node.sublayerTransform == [1, 0, 0, 1, 10, 0])
    // The child's (0, 0): moved 10 by the sublayer transform, then scaled about (150, 150).
    let childNode = try #require(node.sublayers?.first)
    #expect(childNode.screenFrame == [70, 50, 20, 40])
    #expect(childNode.anchorPoint == nil, "the default anchor point is left out")
  }

  @Test func screenFrameProjectsAPerspective() throws {
    let host = TestHost()
    let stage = Layer()
    stage.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    stage.sublayerTransform = perspective
    let card = Layer()
    card.frame = CGRect(x: 100, y: 150, width: 200, height: 100)
    card.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    stage.addSublayer(card)
    host.addShown(stage)
    let node = try #require(
      host.context.presentationTree().root?.sublayers?.first?.sublayers?.first)
    // Reference: the card's corners through its 4×4 placement and the perspective about the
    // stage's centre, divided by w.
    let anchor = Transform3D(translationX: -200, y: -200, z: 0)
    let placed = Transform3D(translationX: -100, y: -50, z: 0)
      .concatenating(card.transform)
      .concatenating(Transform3D(translationX: 200, y: 200, z: 0))
      .concatenating(anchor).concatenating(perspective)
      .concatenating(Transform3D(translationX: 200, y: 200, z: 0))
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 200, y: 100),
    ]
    .compactMap(placed.projecting)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let expected = [
      xs.min() ?? 0, ys.min() ?? 0, (xs.max() ?? 0) - (xs.min() ?? 0),
      (ys.max() ?? 0) - (ys.min() ?? 0),
    ].map(Double.init)
    let frame = try #require(node.screenFrame)
    for (value, reference) in zip(frame, expected) {
      #expect(abs(value - reference) <= 0.0005, "rounded to 1/1000 pt: \(frame) vs \(expected)")
    }
    #expect(node.transform?.count == 16, "a 3D transform is written as its 16 entries")
  }

  @Test func defaultsAreLeftOutAndKeysKeepTheirOrder() {
    let context = LayerContext(clock: ManualClock(now: 0))
    let root = Layer()
    root.frame = CGRect(x: 0, y: 0, width: 1.0 / 3, height: 2)
    context.rootLayer = root
    let json = context.presentationTreeJSON()
    #expect(
      json == """
        {
          "id": 1,
          "type": "Layer",
          "screenFrame": [0, 0, 0.333, 2],
          "bounds": [0, 0, 0.333, 2],
          "position": [0.167, 1]
        }

        """)
    #expect(
      context.presentationTree().text
        == "Layer #1 screenFrame=[0, 0, 0.333, 2] bounds=[0, 0, 0.333, 2] position=[0.167, 1]\n")
    #expect(LayerContext(clock: ManualClock(now: 0)).presentationTreeJSON() == "null\n")
  }

  @Test func theJSONDecodesBackToTheTreeAndTheTextHasALineALayer() throws {
    let scene = Scene()
    scene.label.string = "Hello\n\"world\""
    scene.host.advance(to: 0.1)
    let tree = scene.host.context.presentationTree()
    let decoded = try JSONDecoder().decode(PresentationTreeNode.self, from: Data(tree.json.utf8))
    #expect(decoded == tree.root)
    let lines = tree.text.split(separator: "\n")
    #expect(lines.count == tree.root?.allNodes.count)
    #expect(lines[0].hasPrefix("Layer #1 "))
    #expect(lines[2].hasPrefix("    mask: ShapeLayer #3 "))
    #expect(lines[3].contains(#"text={string: "Hello\n\"world\"""#), "escaped: one line")
  }
}
