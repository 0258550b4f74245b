import Foundation
import SegueGeometry
import SegueLayers

/// Random display lists for the renderer's checks against itself: nested nodes with every
/// feature a node has (backgrounds rounded at some corners, borders, clips, shadows, backdrops,
/// pictures fitted every way, shapes, text, gradients, masks, page curls, group opacity) under
/// every kind of transform (fractional moves, scales down to slivers, turns, skews,
/// perspective), moving over a few frames.
///
/// A scene is a seed: `list(frame:)` draws the same random choices for every frame and moves
/// what moves by the frame number, so consecutive frames differ as a transition's do (and
/// some nodes change colour or vanish at a frame). `without` takes nodes out by their path and
/// `stripped` features off them, so that a failing scene can be shrunk to what matters.
struct RandomScene {
  /// What the scenes may hold; checks leave out what they know to differ.
  struct Features {
    /// Whether the canvas may be cleared to nothing or to a translucent colour.
    var translucentClears = true
    /// Whether nodes may curl like a page.
    var pageCurls = true
    /// Whether nodes may be flattened and projected (perspective).
    var perspective = true
  }

  let seed: UInt64
  var features = Features()
  var size = CGSize(width: 120, height: 100)
  /// Paths of nodes left out (child indices from the top level, e.g. `[0, 2]`).
  var without: Set<[Int]> = []
  /// Features taken off nodes (by path), for shrinking.
  var stripped: Set<Strip> = []

  /// A feature taken off one node.
  struct Strip: Hashable {
    var path: [Int]
    var feature: Feature
  }

  /// What a node can be without.
  enum Feature: CaseIterable {
    case opacity, background, corners, border, clip, shadow, backdrop, contents, drawing
    case pageCurl, mask, turn, motion

    /// Sets `feature` of `node` to its default.
    func strip(_ node: inout DisplayNode) {
      switch self {
      case .opacity: node.opacity = 1
      case .background: node.backgroundColor = nil
      case .corners: (node.cornerRadius, node.maskedCorners) = (0, .all)
      case .border: (node.borderWidth, node.borderColor) = (0, nil)
      case .clip: node.masksToBounds = false
      case .shadow: node.shadow = nil
      case .backdrop: node.backdrop = nil
      case .contents: node.contents = nil
      case .drawing: node.drawing = nil
      case .pageCurl: node.pageCurl = nil
      case .mask: node.mask = nil
      case .turn:
        // Only the move that places it.
        node.transform = Transform3D(
          translationX: node.transform.m41, y: node.transform.m42, z: 0)
      case .motion: break  // Handled by the builder: the node holds still at frame 0.
      }
    }
  }

  /// The scene at `frame` (0, 1, 2, …).
  func list(frame: Int) -> DisplayList {
    var builder = Builder(
      generator: SeededLCG(state: seed &* 2_654_435_761 &+ 1), frame: Double(frame),
      features: features, without: without, stripped: stripped)
    let clear: Color?
    switch Int.random(in: 0..<4, using: &builder.generator) {
    case 0 where features.translucentClears: clear = nil
    case 1 where features.translucentClears:
      clear = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5)
    default: clear = Color(white: 0.93)
    }
    let count = Int.random(in: 1...4, using: &builder.generator)
    var nodes: [DisplayNode] = []
    for index in 0..<count {
      if let node = builder.node(path: [index], depth: 0, in: size) { nodes.append(node) }
    }
    return DisplayList(size: size, clearColor: clear, nodes: nodes)
  }

  /// Every node path of the scene with nothing left out, at frame 0 (for shrinking).
  func paths() -> [[Int]] {
    func walk(_ nodes: [DisplayNode], _ prefix: [Int]) -> [[Int]] {
      nodes.enumerated().flatMap { index, node in
        [prefix + [index]] + walk(node.sublayers, prefix + [index])
      }
    }
    var whole = self
    whole.without = []
    return walk(whole.list(frame: 0).nodes, [])
  }

  private struct Builder {
    var generator: SeededLCG
    let frame: Double
    let features: Features
    let without: Set<[Int]>
    let stripped: Set<Strip>

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &generator) == 0 }
    mutating func value(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator)
    }

    mutating func color(translucent: Bool) -> Color {
      Color(
        red: value(0...1), green: value(0...1), blue: value(0...1),
        alpha: translucent ? value(0.1...0.9) : 1)
    }

    /// A node and its subtree. Random values are drawn whether or not the node is left out,
    /// so that leaving one out changes no other node.
    mutating func node(path: [Int], depth: Int, in parent: CGSize) -> DisplayNode? {
      // A node without motion holds still at frame 0 (its children move on).
      let frame = stripped.contains(Strip(path: path, feature: .motion)) ? 0 : self.frame
      let width = value(2...max(2, Double(parent.width) * 0.9))
      let height = value(2...max(2, Double(parent.height) * 0.9))
      let origin = CGPoint(x: value(-20...10), y: value(-20...10))
      var node = DisplayNode(
        name: "node \(path)",
        bounds: CGRect(origin: origin, size: CGSize(width: width, height: height)),
        transform: transform(
          width: width, height: height, parent: parent, node: origin, frame: frame))
      if chance(4) { node.opacity = max(0, min(1, value(0...1) + 0.1 * frame * value(-1...1))) }
      if chance(8) { node.opacity = frame >= 2 ? 0 : 1 }
      let opaque = chance(2)
      if chance(5) == false {
        node.backgroundColor = color(translucent: !opaque)
        if chance(6) {
          // Drawn at every frame, so that later draws are the same at every frame.
          let later = color(translucent: false)
          if frame >= 1 { node.backgroundColor = later }
        }
      }
      if chance(2) {
        node.cornerRadius = chance(3) ? value(0...1) : value(0...min(width, height) * 0.7)
        if chance(3) {
          node.maskedCorners = CornerMask(rawValue: UInt(Int.random(in: 0...15, using: &generator)))
        }
      }
      if chance(4) {
        node.borderWidth = value(0...4)
        node.borderColor = color(translucent: chance(2))
      }
      node.masksToBounds = chance(3)
      if chance(6) {
        let pathRadius = value(0...8)
        node.shadow = Shadow(
          color: color(translucent: false), opacity: value(0...1), radius: value(0...12),
          offset: CGSize(width: value(-6...6), height: value(-6...6)),
          path: chance(2)
            ? nil
            : Path(
              roundedRect: node.bounds.insetBy(dx: 2, dy: 2), cornerWidth: pathRadius,
              cornerHeight: pathRadius))
      }
      if chance(9) { node.backdrop = Backdrop(blurRadius: value(0...10)) }
      if chance(4) { node.contents = contents() }
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: node.drawing = .shape(shape(in: node.bounds))
      case 1:
        node.drawing = .text(
          TextDrawing(
            string: ["Hello", "Segue transitions", "Ag", "…"][
              Int.random(in: 0..<4, using: &generator)],
            fontSize: value(4...22), foregroundColor: color(translucent: chance(3)),
            alignmentMode: [.natural, .center, .right, .justified][
              Int.random(in: 0..<4, using: &generator)],
            isWrapped: chance(2),
            truncationMode: [.none, .end, .middle][Int.random(in: 0..<3, using: &generator)]))
      case 2:
        node.drawing = .gradient(
          GradientDrawing(
            type: [.axial, .radial, .conic][Int.random(in: 0..<3, using: &generator)],
            colors: [color(translucent: chance(2)), color(translucent: chance(2))],
            startPoint: CGPoint(x: value(0...1), y: value(0...1)),
            endPoint: CGPoint(x: value(0...1), y: value(0...1))))
      default: break
      }
      if chance(12) && features.pageCurls {
        node.pageCurl = PageCurl(time: min(1, value(0...0.8) + 0.1 * frame), radius: value(4...30))
      }
      if chance(10) {
        var mask = DisplayNode(
          name: "mask",
          bounds: CGRect(
            x: 0, y: 0, width: value(4...max(4, width)), height: value(4...max(4, height))),
          transform: Transform3D(
            translationX: origin.x + value(-4...8), y: origin.y + value(-4...8), z: 0))
        mask.backgroundColor = Color(white: 0, alpha: value(0.3...1))
        mask.cornerRadius = value(0...10)
        node.mask = mask
      }
      if depth < 3 {
        let count = Int.random(in: 0...(depth == 0 ? 3 : 2), using: &generator)
        for index in 0..<count {
          if let child = self.node(path: path + [index], depth: depth + 1, in: node.bounds.size) {
            node.sublayers.append(child)
          }
        }
      }
      for feature in Feature.allCases where stripped.contains(Strip(path: path, feature: feature)) {
        feature.strip(&node)
      }
      return without.contains(path) ? nil : node
    }

    /// A transform placing a node in its parent, moving with the frame.
    mutating func transform(
      width: Double, height: Double, parent: CGSize, node origin: CGPoint, frame: Double
    ) -> Transform3D {
      let x = value(-10...Double(parent.width)) + frame * value(-6...6)
      let y = value(-10...Double(parent.height)) + frame * value(-6...6)
      let place = Transform3D(translationX: x, y: y, z: 0)
      switch Int.random(in: 0..<8, using: &generator) {
      case 0, 1, 2:
        // Whole points, or fractions of one.
        return chance(2) ? Transform3D(translationX: x.rounded(), y: y.rounded(), z: 0) : place
      case 3:
        // Sometimes squeezed to a sliver, one way or both (a view scaled by 1e-5 to hide it).
        let squeezed = chance(4)
        let s = squeezed ? pow(10, value(-6 ... -2)) : value(0.3...2) + 0.05 * frame
        let other = chance(2) ? s : value(0.3...2)
        return Transform3DConcat(Transform3DMakeScale(s, other, 1), place)
      case 4, 5:
        let angle = chance(3) ? value(-0.003...0.003) : value(-3.2...3.2) + 0.1 * frame
        let about = Transform3DConcat(
          Transform3DMakeTranslation(-origin.x - width / 2, -origin.y - height / 2, 0),
          Transform3DMakeRotation(angle, 0, 0, 1))
        return Transform3DConcat(about, place)
      case 6:
        let skew = Transform3D(
          CGAffineTransform(a: 1, b: value(-0.5...0.5), c: value(-0.5...0.5), d: 1, tx: 0, ty: 0))
        return Transform3DConcat(skew, place)
      default:
        guard features.perspective else { return place }
        var perspective = Transform3D.identity
        perspective.m34 = -1 / value(200...900)
        let angle = value(-1.5...1.5) + 0.15 * frame
        let turn = Transform3DConcat(
          Transform3DMakeRotation(angle, chance(2) ? 0 : 1, chance(2) ? 1 : 0, 0), perspective)
        let about = Transform3DConcat(
          Transform3DConcat(
            Transform3DMakeTranslation(-origin.x - width / 2, -origin.y - height / 2, 0), turn),
          Transform3DMakeTranslation(width / 2, height / 2, 0))
        return Transform3DConcat(about, place)
      }
    }

    mutating func contents() -> Contents {
      let image: Image
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: image = RandomScene.checkerboard
      case 1: image = RandomScene.translucentDots
      default: image = Image(bitmap: Bitmap(width: 3, height: 2, fill: (40, 200, 90, 255)))
      }
      let gravities = LayerContentsGravity.allCases
      let filters: [LayerContentsFilter] = [.linear, .nearest, .trilinear]
      let center =
        chance(3)
        ? CGRect(
          x: value(0...0.5), y: value(0...0.5), width: value(0...0.5), height: value(0...0.5))
        : Contents.wholeImage
      return Contents(
        image: image, gravity: gravities[Int.random(in: 0..<gravities.count, using: &generator)],
        scale: [1, 2, 3][Int.random(in: 0..<3, using: &generator)],
        minificationFilter: filters[Int.random(in: 0..<3, using: &generator)],
        magnificationFilter: filters[Int.random(in: 0..<3, using: &generator)], center: center)
    }

    mutating func shape(in bounds: CGRect) -> ShapeDrawing {
      let rect = bounds.insetBy(dx: value(0...bounds.width / 3), dy: value(0...bounds.height / 3))
      let path =
        chance(2)
        ? Path(ellipseIn: rect)
        : Path(elements: [
          .move(to: CGPoint(x: rect.minX, y: rect.maxY)),
          .line(to: CGPoint(x: rect.midX + value(-5...5), y: rect.minY)),
          .quadCurve(
            to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.minY)),
          .closeSubpath,
        ])
      return ShapeDrawing(
        path: path, fillColor: chance(4) ? nil : color(translucent: chance(2)),
        fillRule: chance(2) ? .nonZero : .evenOdd,
        strokeColor: chance(2) ? color(translucent: chance(2)) : nil, lineWidth: value(0...5),
        lineCap: [.butt, .round, .square][Int.random(in: 0..<3, using: &generator)],
        lineJoin: [.miter, .round, .bevel][Int.random(in: 0..<3, using: &generator)],
        lineDashPattern: chance(3) ? [value(0.5...6), value(0.5...6)] : [],
        strokeStart: chance(3) ? value(0...0.5) : 0, strokeEnd: chance(3) ? value(0.5...1) : 1)
    }
  }

  /// An 8 × 8 checkerboard of 4-pixel squares.
  static let checkerboard: Image = {
    var pixels = [UInt8](repeating: 255, count: 32 * 32 * 4)
    for y in 0..<32 {
      for x in 0..<32 where (x / 4 + y / 4) % 2 == 0 {
        let i = (y * 32 + x) * 4
        (pixels[i], pixels[i + 1], pixels[i + 2]) = (20, 30, 160)
      }
    }
    return Image(bitmap: Bitmap(width: 32, height: 32, pixels: pixels))
  }()

  /// Premultiplied translucent dots on nothing.
  static let translucentDots: Image = {
    var pixels = [UInt8](repeating: 0, count: 24 * 24 * 4)
    for y in 0..<24 {
      for x in 0..<24 where (x % 6 - 3) * (x % 6 - 3) + (y % 6 - 3) * (y % 6 - 3) < 6 {
        let i = (y * 24 + x) * 4
        let alpha = UInt8(60 + (x * 7 + y * 3) % 190)
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (alpha / 2, 0, alpha, alpha)
      }
    }
    return Image(bitmap: Bitmap(width: 24, height: 24, pixels: pixels))
  }()

  /// The scene at frame 0, one line per node with what it has (for failure messages).
  func summary(frame: Int = 0) -> String {
    func lines(_ node: DisplayNode, _ indent: String) -> [String] {
      let t = node.transform
      var parts = [
        "\(indent)\(node.name) bounds \(node.bounds)",
        Transform3DIsAffine(t)
          ? "affine \([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42])" : "3D \(t.entries)",
      ]
      if node.opacity < 1 { parts.append("opacity \(node.opacity)") }
      if let color = node.backgroundColor { parts.append("background \(color)") }
      if node.cornerRadius > 0 {
        parts.append("corners \(node.cornerRadius) \(node.maskedCorners.rawValue)")
      }
      if node.borderWidth > 0 { parts.append("border \(node.borderWidth)") }
      if node.masksToBounds { parts.append("clips") }
      if let shadow = node.shadow { parts.append("shadow \(shadow)") }
      if let backdrop = node.backdrop { parts.append("backdrop \(backdrop.blurRadius)") }
      if let contents = node.contents {
        parts.append(
          "contents \(contents.image.bitmap.width)×\(contents.image.bitmap.height) "
            + "\(contents.gravity) scale \(contents.scale) \(contents.minificationFilter)/"
            + "\(contents.magnificationFilter) centre \(contents.center)")
      }
      if let drawing = node.drawing { parts.append("drawing \(drawing)") }
      if let curl = node.pageCurl { parts.append("curl \(curl)") }
      if let mask = node.mask { parts.append("mask \(mask.bounds) \(mask.transform.entries)") }
      return [parts.joined(separator: ", ")]
        + node.sublayers.flatMap { lines($0, indent + "  ") }
    }
    let list = list(frame: frame)
    return
      (["clear \(String(describing: list.clearColor))"]
      + list.nodes.flatMap { lines($0, "") }).joined(separator: "\n")
  }
}
