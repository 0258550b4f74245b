import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Presentation tree: everything the renderer draws")
struct PresentationTreeAppearanceTests {
  /// The node of `layer`, the only sublayer of a fresh host's root, at `time`.
  private func node(
    of layer: Layer, at time: Double = 0, prepare: (TestHost) -> Void = { _ in }
  ) throws -> PresentationTreeNode {
    let host = TestHost()
    host.addShown(layer)
    prepare(host)
    host.advance(to: time)
    return try #require(host.context.presentationTree().root?.sublayers?.first)
  }

  @Test func aLayersOwnDrawingIsWritten() throws {
    let layer = Layer()
    layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    layer.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.masksToBounds = true
    layer.borderWidth = 2
    layer.borderColor = Color(white: 0)
    layer.shadowOpacity = 0.3
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowPath = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)).cgPath
    layer.zPosition = 5
    layer.anchorPoint = CGPoint(x: 0, y: 1)
    let image = Image(
      bitmap: Bitmap(width: 6, height: 4, pixels: [UInt8](repeating: 255, count: 96)), scale: 2,
      name: "photo")
    layer.contents = image
    layer.contentsGravity = .resizeAspectFill
    let node = try node(of: layer)
    #expect(node.backgroundColor == [1, 0.5, 0, 0.25])
    #expect(node.cornerRadius == 12 && node.maskedCorners == ["minXMinY", "maxXMinY"])
    #expect(node.masksToBounds == true)
    #expect(node.border == PresentationTreeNode.Border(width: 2, color: [0, 0, 0, 1]))
    #expect(
      node.shadow
        == PresentationTreeNode.Shadow(
          color: [0, 0, 0, 1], opacity: 0.3, radius: 8, offset: [0, 4],
          pathBounds: [0, 0, 100, 50]))
    #expect(node.zPosition == 5 && node.anchorPoint == [0, 1])
    #expect(
      node.contents
        == PresentationTreeNode.Contents(
          image: "photo", size: [3, 2], pixelSize: [6, 4], gravity: "resizeAspectFill"))
    #expect(node.opacity == nil && node.hidden == nil)
  }

  @Test func shapeTextGradientAndBackdropAreWritten() throws {
    let shape = ShapeLayer()
    shape.path = BezierPath(ovalIn: CGRect(x: 10, y: 20, width: 30, height: 40)).cgPath
    shape.fillColor = nil
    shape.strokeColor = Color(red: 0, green: 0, blue: 1)
    shape.lineWidth = 3
    shape.lineCap = .round
    shape.lineDashPattern = [4, 2]
    shape.strokeEnd = 0.5
    let drawn = try node(of: shape).shape
    #expect(drawn?.pathBounds == [10, 20, 30, 40] && drawn?.fillColor == nil)
    #expect(drawn?.strokeColor == [0, 0, 1, 1] && drawn?.lineWidth == 3)
    #expect(drawn?.lineCap == "round" && drawn?.lineJoin == nil)
    #expect(drawn?.lineDashPattern == [4, 2] && drawn?.strokeEnd == 0.5)

    let text = TextLayer()
    text.string = "Today"
    text.fontName = "DejaVu Sans Semi-Bold Oblique"
    text.fontSize = 17
    text.foregroundColor = Color(white: 0)
    text.alignmentMode = .center
    let written = try node(of: text).text
    #expect(written?.string == "Today" && written?.color == [0, 0, 0, 1])
    #expect(
      written?.font
        == PresentationTreeNode.Font(
          name: "DejaVu Sans Semi-Bold Oblique", family: "DejaVu Sans", weight: 600,
          style: "oblique", size: 17))
    #expect(written?.alignment == "center" && written?.wrapped == nil)

    let gradient = GradientLayer()
    gradient.colors = [Color(white: 1), Color(white: 0)]
    gradient.locations = [0.25, 1]
    gradient.type = .radial
    let fill = try node(of: gradient).gradient
    #expect(fill?.type == "radial" && fill?.colors == [[1, 1, 1, 1], [0, 0, 0, 1]])
    #expect(fill?.locations == [0.25, 1] && fill?.startPoint == [0.5, 0])

    let backdrop = BackdropLayer()
    backdrop.blurRadius = 20
    #expect(
      try node(of: backdrop).backdrop
        == PresentationTreeNode.Backdrop(kind: "gaussianBlur", radius: 20))
  }

  @Test func aTextEngineGivesTheLinesAsDrawn() throws {
    final class Halves: TextLineLayout {
      func lines(of text: TextDrawing, in bounds: CGRect) -> [String]? {
        let middle = text.string.index(text.string.startIndex, offsetBy: text.string.count / 2)
        return [
          String(text.string[..<middle]), String(text.string[middle...]) + " \(bounds.width)",
        ]
      }
    }
    let text = TextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
    text.string = "abcd"
    let engine = Halves()
    let node = try node(of: text) { $0.context.textLineLayout = engine }
    #expect(node.text?.lines == ["ab", "cd 50.0"], "asked with the layer's bounds")
  }

  @Test func valuesAreThePresentationOfTheFrame() throws {
    let layer = Layer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let node = try node(of: layer, at: 0.5) { _ in
      let fade = BasicAnimation(keyPath: "opacity")
      fade.fromValue = Float(0)
      fade.toValue = Float(1)
      fade.duration = 1
      layer.add(fade, forKey: "fade")
    }
    #expect(node.opacity == 0.5, "halfway through a linear fade; the model says 1")
  }

  @Test func aValueTheTreeCannotWriteIsListedAsUnsupported() throws {
    let layer = Layer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let node = try node(of: layer, at: 0.5) { _ in
      let broken = BasicAnimation(keyPath: "opacity")
      broken.fromValue = Float.nan
      broken.toValue = Float.nan
      broken.duration = 1
      layer.add(broken, forKey: "broken")
    }
    #expect(node.opacity == nil)
    #expect(node.unsupported == ["opacity is not finite (nan); not written"])
    #expect(node.bounds == [0, 0, 10, 10], "the rest of the node is written")
  }

  @Test func everyFeatureOfTheDisplayListIsDescribed() {
    // A property added to `DisplayNode` must be written by trees (or said why not):
    // `PresentationTreeBuilder.describedDisplayNodeProperties` lists them.
    let properties = Set(
      Mirror(reflecting: DisplayNode(bounds: .zero)).children.compactMap(\.label))
    #expect(properties == PresentationTreeBuilder.describedDisplayNodeProperties)
    let shape = Set(Mirror(reflecting: ShapeDrawing(path: Path())).children.compactMap(\.label))
    #expect(
      shape == [
        "path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin",
        "miterLimit", "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd",
      ], "each is a key of PresentationTreeNode.Shape")
    // `runs` and `lineSpacing` are not: only recorded text (an attributed string drawn in
    // `draw(_:)`) has them, and a recording reaches trees as the layer's contents image, never
    // as its text.
    let text = Set(Mirror(reflecting: TextDrawing(string: "")).children.compactMap(\.label))
    #expect(
      text == [
        "string", "fontName", "fontSize", "foregroundColor", "alignmentMode", "isWrapped",
        "truncationMode", "runs", "lineSpacing",
      ], "each is a key of PresentationTreeNode.Text, but runs and lineSpacing")
    let gradient = Set(Mirror(reflecting: GradientDrawing(colors: [])).children.compactMap(\.label))
    #expect(
      gradient == ["type", "colors", "locations", "startPoint", "endPoint"],
      "each is a key of PresentationTreeNode.Gradient")
  }

  @Test func fontNamesAreReadAsPangoReadsThem() {
    let cases: [(String, PresentationTreeNode.Font)] = [
      ("DejaVu Sans", .init(name: "DejaVu Sans", family: "DejaVu Sans", weight: 400)),
      ("DejaVu Sans Bold", .init(name: "DejaVu Sans Bold", family: "DejaVu Sans", weight: 700)),
      (
        "DejaVu Sans Ultra-Light",
        .init(name: "DejaVu Sans Ultra-Light", family: "DejaVu Sans", weight: 200)
      ),
      (
        "Helvetica Neue Italic",
        .init(name: "Helvetica Neue Italic", family: "Helvetica Neue", weight: 400, style: "italic")
      ),
      ("Bold", .init(name: "Bold", family: "Bold", weight: 400)),
    ]
    for (name, font) in cases {
      #expect(PresentationTreeNode.Font(parsing: name) == font, "\(name)")
    }
  }
}
