import Foundation
import SegueGeometry

extension PresentationTreeBuilder {
  /// The stored properties of `DisplayNode` this file writes into a tree node, or leaves out
  /// on purpose (`name`: the layer's name is written instead; `transform`: the local geometry
  /// and `screenFrame` are; `sublayers`, `maskStorage`: the children are). A test compares it
  /// with the properties `DisplayNode` has, so that a feature added to the display list cannot
  /// be left out of trees unnoticed.
  static let describedDisplayNodeProperties: Set<String> = [
    "name", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius", "maskedCorners",
    "borderWidth", "borderColor", "masksToBounds", "shadow", "backdrop", "contents", "drawing",
    "pageCurl", "sublayers", "maskStorage",
  ]

  /// Writes what the renderer is given to draw for the node (`drawn`): opacity, clipping,
  /// background, border, shadow, backdrop, contents and the node's own drawing.
  func describeAppearance(
    _ drawn: DisplayNode, into node: inout PresentationTreeNode, numbers: inout TreeNumbers
  ) {
    if drawn.opacity != 1 { node.opacity = numbers.fraction(drawn.opacity, "opacity") }
    node.masksToBounds = drawn.masksToBounds ? true : nil
    if drawn.cornerRadius != 0 {
      node.cornerRadius = numbers.length(drawn.cornerRadius, "cornerRadius")
      if drawn.maskedCorners != .all {
        node.maskedCorners = Self.cornerNames(drawn.maskedCorners)
      }
    }
    node.backgroundColor = drawn.backgroundColor.map(TreeNumbers.color)
    if drawn.borderWidth > 0, let color = drawn.borderColor {
      node.border = PresentationTreeNode.Border(
        width: numbers.length(drawn.borderWidth, "border width"), color: TreeNumbers.color(color))
    }
    if let shadow = drawn.shadow {
      node.shadow = PresentationTreeNode.Shadow(
        color: TreeNumbers.color(shadow.color),
        opacity: numbers.fraction(shadow.opacity, "shadow opacity"),
        radius: numbers.length(shadow.radius, "shadow radius"),
        offset: numbers.size(shadow.offset, "shadow offset"),
        pathBounds: shadow.path.flatMap { Self.bounds(of: $0, "shadow path", numbers: &numbers) })
    }
    if let backdrop = drawn.backdrop {
      node.backdrop = PresentationTreeNode.Backdrop(
        kind: "gaussianBlur", radius: numbers.length(backdrop.blurRadius, "backdrop radius"))
    }
    if let curl = drawn.pageCurl {
      node.curl = PresentationTreeNode.Curl(
        time: numbers.fraction(Double(curl.time), "curl time"),
        angle: numbers.fraction(Double(curl.angle), "curl angle"),
        radius: numbers.length(curl.radius, "curl radius"))
    }
    if let contents = drawn.contents {
      node.contents = Self.describe(contents, numbers: &numbers)
    }
    switch drawn.drawing {
    case .shape(let shape): node.shape = Self.describe(shape, numbers: &numbers)
    case .text(let text):
      node.text = Self.describe(text, numbers: &numbers)
      node.text?.lines = context.textLineLayout?.lines(of: text, in: drawn.bounds)
    case .gradient(let gradient): node.gradient = Self.describe(gradient, numbers: &numbers)
    case nil: break
    }
  }

  private static func cornerNames(_ corners: CornerMask) -> [String] {
    let names: [(CornerMask, String)] = [
      (.layerMinXMinYCorner, "minXMinY"), (.layerMaxXMinYCorner, "maxXMinY"),
      (.layerMinXMaxYCorner, "minXMaxY"), (.layerMaxXMaxYCorner, "maxXMaxY"),
    ]
    return names.filter { corners.contains($0.0) }.map(\.1)
  }

  /// A path's tight bounds, or nil for an empty path.
  private static func bounds(of path: Path, _ what: String, numbers: inout TreeNumbers)
    -> [Double]?
  {
    let box = path.boundingBoxOfPath
    return box.isNull ? nil : numbers.rect(box, "\(what) bounds")
  }

  private static func describe(_ contents: Contents, numbers: inout TreeNumbers)
    -> PresentationTreeNode.Contents
  {
    let image = contents.image
    return PresentationTreeNode.Contents(
      image: image.name, size: numbers.size(image.size, "image size"),
      pixelSize: [image.bitmap.width, image.bitmap.height],
      gravity: contents.gravity == .resize ? nil : contents.gravity.rawValue,
      contentsScale: contents.scale == 1 ? nil : numbers.fraction(contents.scale, "contentsScale"),
      minificationFilter: contents.minificationFilter == .linear
        ? nil : contents.minificationFilter.rawValue,
      magnificationFilter: contents.magnificationFilter == .linear
        ? nil : contents.magnificationFilter.rawValue,
      center: contents.center == Contents.wholeImage
        ? nil : numbers.rect(contents.center, "contentsCenter"))
  }

  private static func describe(_ shape: ShapeDrawing, numbers: inout TreeNumbers)
    -> PresentationTreeNode.Shape
  {
    var result = PresentationTreeNode.Shape(
      pathBounds: bounds(of: shape.path, "path", numbers: &numbers),
      fillColor: shape.fillColor.map(TreeNumbers.color),
      fillRule: shape.fillRule == .nonZero ? nil : shape.fillRule.rawValue)
    guard let stroke = shape.strokeColor else { return result }
    result.strokeColor = TreeNumbers.color(stroke)
    result.lineWidth = numbers.length(shape.lineWidth, "lineWidth")
    result.lineCap = shape.lineCap == .butt ? nil : shape.lineCap.rawValue
    result.lineJoin = shape.lineJoin == .miter ? nil : shape.lineJoin.rawValue
    if shape.miterLimit != 10 {
      result.miterLimit = numbers.fraction(shape.miterLimit, "miterLimit")
    }
    if !shape.lineDashPattern.isEmpty {
      result.lineDashPattern = numbers.lengths(shape.lineDashPattern, "lineDashPattern")
    }
    if shape.lineDashPhase != 0 {
      result.lineDashPhase = numbers.length(shape.lineDashPhase, "lineDashPhase")
    }
    if shape.strokeStart != 0 {
      result.strokeStart = numbers.fraction(shape.strokeStart, "strokeStart")
    }
    if shape.strokeEnd != 1 { result.strokeEnd = numbers.fraction(shape.strokeEnd, "strokeEnd") }
    return result
  }

  private static func describe(_ text: TextDrawing, numbers: inout TreeNumbers)
    -> PresentationTreeNode.Text
  {
    var font = PresentationTreeNode.Font(parsing: text.fontName)
    font.size = numbers.length(text.fontSize, "font size")
    return PresentationTreeNode.Text(
      string: text.string, font: font, color: TreeNumbers.color(text.foregroundColor),
      alignment: text.alignmentMode == .natural ? nil : text.alignmentMode.rawValue,
      wrapped: text.isWrapped ? true : nil,
      truncation: text.truncationMode == .none ? nil : text.truncationMode.rawValue)
  }

  private static func describe(_ gradient: GradientDrawing, numbers: inout TreeNumbers)
    -> PresentationTreeNode.Gradient
  {
    PresentationTreeNode.Gradient(
      type: gradient.type == .axial ? nil : gradient.type.rawValue,
      colors: gradient.colors.map(TreeNumbers.color),
      locations: gradient.locations.flatMap { numbers.fractions($0, "gradient locations") },
      startPoint: numbers.unitPoint(gradient.startPoint, "gradient startPoint"),
      endPoint: numbers.unitPoint(gradient.endPoint, "gradient endPoint"))
  }
}
