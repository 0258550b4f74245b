import Foundation
import SegueAnimation
import SegueGallery
import SegueGeometry
import SegueLayers
import SegueUI
import Testing

/// The schema checked into the repository (docs/presentation-tree.schema.json).
@MainActor
private let schema: Result<JSONSchemaValidator, any Error> = Result {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let text = try String(
    contentsOf: root.appendingPathComponent("docs/presentation-tree.schema.json"), encoding: .utf8)
  return try JSONSchemaValidator(schema: JSONValue.parse(text))
}

/// Every node object of a tree, depth first.
private func nodes(of tree: JSONValue) -> [[String: JSONValue]] {
  guard case .object(let members) = tree else { return [] }
  var result = [members]
  for key in ["mask", "replica"] {
    if let child = members[key] { result += nodes(of: child) }
  }
  if case .array(let children)? = members["sublayers"] { result += children.flatMap(nodes) }
  return result
}

/// A value as text with object keys sorted, to compare what two frames say.
private func describe(_ value: JSONValue?) -> String {
  switch value {
  case .object(let members)?:
    "{" + members.keys.sorted().map { "\($0): \(describe(members[$0]))" }.joined(separator: ", ")
      + "}"
  case let value?: "\(value)"
  case nil: "-"
  }
}

@MainActor
@Suite("Presentation trees match docs/presentation-tree.schema.json")
struct PresentationTreeSchemaTests {
  /// The progress points every entry's tree is checked at.
  static let progress: [Double] = [0, 0.1, 0.5, 0.9, 1]

  @Test(arguments: Gallery.entries.map(\.id))
  func everyGalleryTreeMatchesTheSchema(id: String) throws {
    let validator = try schema.get()
    let entry = try #require(Gallery.entry(id: id))
    let stage = entry.makeStartedStage(device: .iPhone15Pro)
    var previous: [Int: String] = [:]
    for point in Self.progress {
      stage.advance(to: entry.time(atProgress: point))
      let tree = stage.layerContext.presentationTree()
      let staged = stage.presentationTree()
      if stage.canvasTransform == .identity {
        #expect(staged == tree.json, "the stage's tree is the context's")
      } else {
        // A held canvas turns the window (split-rotate): the stage's tree is the frame's, a
        // canvas node over the context's layers.
        let canvas = try JSONValue.parse(staged)
        #expect(describe(canvas["type"]) == describe(.string("Canvas")))
        #expect(validator.errors(in: canvas).isEmpty, "\(id) at \(point), canvas")
      }
      let json = try JSONValue.parse(tree.json)
      let errors = validator.errors(in: json)
      #expect(errors.isEmpty, "\(id) at \(point): \(errors.prefix(5))")
      let all = nodes(of: json)
      var seen: [Int: String] = [:]
      for node in all {
        guard case .number(let number)? = node["id"] else { continue }
        let key = Int(number)
        // What a layer is (its class and owner) never changes: an id that stays names the
        // same layer.
        let identity = ["type", "owner"].map { describe(node[$0]) }.joined(separator: " ")
        #expect(seen[key] == nil, "\(id) at \(point): id \(key) appears twice")
        seen[key] = identity
        if let before = previous[key] {
          #expect(before == identity, "\(id): id \(key) was \(before), is \(identity) at \(point)")
        }
      }
      #expect(tree.text.split(separator: "\n").count == all.count, "one line per layer")
      previous = seen
    }
  }

  @Test func aTreeWithEveryFeatureMatchesTheSchemaAndUsesEveryKey() throws {
    let validator = try schema.get()
    let showcase = FeatureShowcase()
    let json = try withExtendedLifetime(showcase) {
      try JSONValue.parse(showcase.context.presentationTree().json)
    }
    #expect(validator.errors(in: json) == [])
    let used = Set(nodes(of: json).flatMap(\.keys))
    guard case .object(let properties)? = validator.root["$defs"]?["node"]?["properties"] else {
      Issue.record("the schema has no node properties")
      return
    }
    #expect(used == Set(properties.keys), "every key the schema names is written, and no other")
  }

  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    let validator = try schema.get()
    let cases: [(String, String)] = [
      (#"{"type": "Layer"}"#, "required key 'id' is missing"),
      (#"{"id": 1, "type": "Layer", "frame": [0, 0, 1, 1]}"#, "key 'frame' is not allowed"),
      (#"{"id": 1.5, "type": "Layer"}"#, "is not of type"),
      (#"{"id": 1, "type": "Layer", "bounds": [0, 0, 1]}"#, "fewer than 4"),
      (#"{"id": 1, "type": "Layer", "backgroundColor": [0, 0, 2, 1]}"#, "above the maximum"),
      (#"{"id": 1, "type": "Layer", "transform": [1, 0, 0, 1]}"#, "matches none of anyOf"),
      (#"{"id": 1, "type": "Layer", "sublayers": [{"id": 2}]}"#, "/sublayers/0: required"),
      (#"{"id": 1, "type": "Layer", "shape": {"lineCap": "flat"}}"#, "is not one of"),
    ]
    for (document, message) in cases {
      let errors = validator.errors(in: try JSONValue.parse(document))
      #expect(errors.contains { $0.contains(message) }, "\(document): \(errors)")
    }
    #expect(validator.errors(in: .null) == [], "an empty context's tree is null")
    #expect(throws: JSONSchemaValidator.UnsupportedSchema.self) {
      try JSONSchemaValidator(schema: JSONValue.parse(#"{"pattern": "^a"}"#))
    }
  }
}

/// A layer tree using every feature a presentation tree can write.
@MainActor
private final class FeatureShowcase {
  let context = LayerContext(clock: ManualClock(now: 0))
  private let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
  private var snapshot: View?

  init() {
    let root = Layer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    root.sublayerTransform = perspective
    context.rootLayer = root

    let card = Layer()
    card.name = "card"
    card.frame = CGRect(x: 20, y: 20, width: 200, height: 120)
    card.anchorPoint = CGPoint(x: 0, y: 0)
    card.anchorPointZ = 2
    card.zPosition = 1
    card.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
    card.opacity = 0.5
    card.masksToBounds = true
    card.cornerRadius = 12
    card.maskedCorners = [.layerMinXMinYCorner]
    card.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.borderWidth = 1
    card.shadowOpacity = 0.3
    card.shadowPath = BezierPath(rect: card.bounds).cgPath
    card.contents = Image(
      bitmap: Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)),
      name: "dot")
    let mask = ShapeLayer()
    mask.path = BezierPath(ovalIn: card.bounds).cgPath
    mask.strokeColor = Color(white: 0)
    mask.lineDashPattern = [2, 1]
    card.mask = mask
    root.addSublayer(card)

    let text = TextLayer()
    text.string = "Hi"
    text.isHidden = true
    let gradient = GradientLayer()
    gradient.colors = [Color(white: 0), Color(white: 1)]
    let blur = BackdropLayer()
    blur.blurRadius = 10
    let page = PageCurlLayer()
    page.curlTime = 0.5
    for layer in [text, gradient, blur, page] { root.addSublayer(layer) }

    view.accessibilityIdentifier = "source"
    view.backgroundColor = Color(white: 0.5)
    root.addSublayer(view.layer)
    context.tick()
    snapshot = view.snapshotView(afterScreenUpdates: true)
    if let snapshot { root.addSublayer(snapshot.layer) }
    let broken = BasicAnimation(keyPath: "opacity")
    broken.fromValue = Float.nan
    broken.toValue = Float.nan
    broken.duration = 10
    blur.add(broken, forKey: "broken")
    context.tick()
  }
}
