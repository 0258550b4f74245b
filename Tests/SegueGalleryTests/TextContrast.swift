import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers

/// The contrast of every text a frame shows against what is drawn behind it, measured on the
/// rendered pixels (issue 20 §4).
///
/// The texts are the display list's text drawings: what the presentation tree draws at that
/// instant, with their frames on screen. The frame is rendered three more times: with every
/// text white, with every text black, and without the texts. A pixel is a glyph's where the
/// white and black renders differ by at least nine tenths of the most they differ in that
/// text (the glyphs' cores, not their antialiased edges); a pixel belongs to the topmost text
/// whose frame holds it, so a text under another text or under an opaque view has no pixel.
/// At each of its glyph pixels a text's contrast is WCAG's ratio of the luminance drawn there
/// to the luminance drawn there without the text; the text's contrast is the tenth percentile
/// of those (nine in ten of its pixels reach it: a photograph behind may have a few pixels
/// like the text).
struct TextContrast {
  /// One text of a frame with its measured contrast.
  struct Measure {
    /// The text drawn.
    var string: String
    /// Its font size, points, and whether its face is bold or heavier.
    var fontSize: CGFloat
    var isBold: Bool
    /// The opacity it is drawn with: its colour's alpha times its layers' opacities.
    var opacity: Double
    /// How many of its glyphs' pixels show (0: covered or off screen).
    var glyphPixels: Int
    /// The tenth percentile of its pixels' contrast ratios, 1…21.
    var contrast: Double
    /// How much of the text shows through what is over it, 0…1: the most its glyphs' pixels
    /// change between white and black, over what they would change drawn uncovered at its
    /// opacity. Under a blur or a scrim (a menu over the screen) a text is not there to be
    /// read: below one half it is not measured.
    var visibility: Double

    /// The ratio the text needs. Apple's Human Interface Guidelines (Accessibility, "Color
    /// and effects"; medium confidence, from memory of the table, which BrowserStack's iOS
    /// rule also follows): 4.5:1 for text up to 17 pt, 3:1 for 18 pt and larger and for bold
    /// text. WCAG 2's "large text" (18 pt, 14 pt bold, in CSS points of 4/3 px) is close; an
    /// iOS point is about a CSS pixel.
    var required: Double { fontSize >= 18 || isBold ? 3 : 4.5 }
  }

  /// A text drawing with where it is on screen and its opacity.
  private struct Placed {
    var drawing: TextDrawing
    /// The bounding box of its bounds on the canvas, points.
    var frame: CGRect
    var opacity: Double
  }

  /// Measures every text of `list`, rendered at `scale`.
  static func measure(_ list: DisplayList, scale: Int = 1) throws -> [Measure] {
    var placed: [Placed] = []
    let renderer = CairoRenderer()
    for node in list.nodes { collect(node, transforms: [], opacity: 1, into: &placed) }
    guard !placed.isEmpty else { return [] }
    let drawn = try renderer.render(list, scale: scale)
    let white = try renderer.render(recolored(list, .init(white: 1)), scale: scale)
    let black = try renderer.render(recolored(list, .init(white: 0)), scale: scale)
    let behind = try renderer.render(recolored(list, nil), scale: scale)
    // The topmost text whose frame holds each pixel; the differences it makes there.
    var owner = [Int](repeating: -1, count: drawn.width * drawn.height)
    for (index, text) in placed.enumerated() {
      let box = text.frame.applying(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
      let minX = max(0, Int(box.minX.rounded(.down)))
      let maxX = min(drawn.width, Int(box.maxX.rounded(.up)))
      let minY = max(0, Int(box.minY.rounded(.down)))
      let maxY = min(drawn.height, Int(box.maxY.rounded(.up)))
      guard minX < maxX, minY < maxY else { continue }
      for y in minY..<maxY {
        for x in minX..<maxX { owner[y * drawn.width + x] = index }
      }
    }
    var differences = [[(x: Int, y: Int, difference: Int)]](repeating: [], count: placed.count)
    for y in 0..<drawn.height {
      for x in 0..<drawn.width {
        let index = owner[y * drawn.width + x]
        guard index >= 0 else { continue }
        let difference = distance(white, black, x, y)
        if difference > 0 { differences[index].append((x, y, difference)) }
      }
    }
    return placed.indices.map { index in
      let text = placed[index]
      let most = differences[index].map(\.difference).max() ?? 0
      let ratios = differences[index].filter { 10 * $0.difference >= 9 * most }.map {
        ratio(luminance(drawn, $0.x, $0.y), luminance(behind, $0.x, $0.y))
      }.sorted()
      return Measure(
        string: text.drawing.string, fontSize: text.drawing.fontSize,
        isBold: isBold(text.drawing.fontName), opacity: text.opacity,
        glyphPixels: ratios.count, contrast: ratios.isEmpty ? 21 : ratios[ratios.count / 10],
        visibility: text.opacity > 0 ? Double(most) / (255 * text.opacity) : 0)
    }
  }

  /// WCAG 2's contrast ratio of two relative luminances, 1…21.
  static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG 2's relative luminance of a pixel of an opaque frame.
  static func luminance(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let pixel = bitmap.pixel(x: x, y: y)
    return 0.2126 * linear(pixel.r) + 0.7152 * linear(pixel.g) + 0.0722 * linear(pixel.b)
  }

  /// Whether a font name (a family and a style, "Inter Bold") names a bold or heavier face.
  private static func isBold(_ fontName: String) -> Bool {
    let words = fontName.split(separator: " ").map { $0.lowercased() }
    return words.contains { ["bold", "heavy", "black", "extrabold"].contains($0) }
  }

  /// The largest difference of a channel between two bitmaps at a pixel, 0…255.
  private static func distance(_ a: Bitmap, _ b: Bitmap, _ x: Int, _ y: Int) -> Int {
    let p = a.pixel(x: x, y: y)
    let q = b.pixel(x: x, y: y)
    return max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
  }

  /// Appends the text drawings under `node` in drawing order, with their frames on the
  /// canvas (each node's transform maps into its parent's space, projected as the renderer
  /// flattens it).
  private static func collect(
    _ node: DisplayNode, transforms: [Transform3D], opacity: Double, into placed: inout [Placed]
  ) {
    let chain = [node.transform] + transforms
    let shown = opacity * node.opacity
    guard shown > 0 else { return }
    if case .text(let text) = node.drawing {
      let b = node.bounds
      let corners = [
        CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
        CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
      ].compactMap { corner in
        chain.reduce(Optional(corner)) { point, transform in point.flatMap(transform.projecting) }
      }
      // All four corners in front of the eye: their bounding box.
      if corners.count == 4, let first = corners.first {
        let frame = corners.reduce(CGRect(origin: first, size: .zero)) { box, corner in
          box.union(CGRect(origin: corner, size: .zero))
        }
        placed.append(
          Placed(drawing: text, frame: frame, opacity: shown * text.foregroundColor.alpha))
      }
    }
    for sublayer in node.sublayers {
      collect(sublayer, transforms: chain, opacity: shown, into: &placed)
    }
  }

  /// `list` with every text drawn in `color`, opaque, or not drawn when `color` is nil.
  private static func recolored(_ list: DisplayList, _ color: Color?) -> DisplayList {
    func recolor(_ node: DisplayNode) -> DisplayNode {
      var node = node
      if case .text(var text) = node.drawing {
        if let color {
          text.foregroundColor = color
          node.drawing = .text(text)
        } else {
          node.drawing = nil
        }
      }
      node.sublayers = node.sublayers.map(recolor)
      return node
    }
    var list = list
    list.nodes = list.nodes.map(recolor)
    return list
  }
}
