import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import Testing

/// Colours and builders shared by the renderer tests.
enum Fixture {
  /// An opaque `side` × `side` picture whose every pixel differs from its neighbours, so that a
  /// sample one unit of a weight off shows.
  static func rampPicture(side: Int) -> Image {
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let i = (y * side + x) * 4
        pixels[i] = UInt8((x * 7 + y * 3) % 256)
        pixels[i + 1] = UInt8((x * y) % 256)
        pixels[i + 2] = UInt8((y * 11) % 256)
      }
    }
    return Image(bitmap: Bitmap(width: side, height: side, pixels: pixels))
  }

  static let red = Color(red: 1, green: 0, blue: 0)
  static let green = Color(red: 0, green: 1, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let black = Color(white: 0)
  static let white = Color(white: 1)

  /// A node whose bounds start at the origin, placed at `frame` by a translation.
  static func node(
    _ name: String = "layer", frame: CGRect, background: Color? = nil, opacity: Double = 1
  ) -> DisplayNode {
    var node = DisplayNode(
      name: name, bounds: CGRect(origin: .zero, size: frame.size),
      transform: Transform3D(translationX: frame.minX, y: frame.minY, z: 0), opacity: opacity)
    node.backgroundColor = background
    return node
  }

  /// Renders nodes on a fresh renderer.
  static func render(
    _ nodes: [DisplayNode], size: CGSize = CGSize(width: 64, height: 64), scale: Int = 1,
    clear: Color? = nil
  ) throws -> (bitmap: Bitmap, report: RenderReport) {
    let renderer = CairoRenderer()
    let report = try renderer.draw(
      DisplayList(size: size, clearColor: clear, nodes: nodes), scale: scale)
    return (renderer.currentFrame(), report)
  }

  /// A solid image of `width`×`height` pixels.
  static func solidImage(
    width: Int, height: Int, color: (UInt8, UInt8, UInt8, UInt8), scale: CGFloat = 1
  ) -> Image {
    Image(bitmap: Bitmap(width: width, height: height, fill: color), scale: scale)
  }

  /// A checkerboard of `cells`×`cells` squares of `cell` pixels, black at the top-left.
  static func checkerboard(cells: Int, cell: Int) -> Image {
    let side = cells * cell
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side where (x / cell + y / cell) % 2 == 0 {
        let i = (y * side + x) * 4
        pixels[i] = 0
        pixels[i + 1] = 0
        pixels[i + 2] = 0
      }
    }
    return Image(bitmap: Bitmap(width: side, height: side, pixels: pixels))
  }

  /// An oval path inscribed in `rect`, from four cubic Béziers (as Core Graphics builds it).
  static func oval(in rect: CGRect) -> Path {
    let k: CGFloat = 0.552_284_749_8
    let cx = rect.midX
    let cy = rect.midY
    let rx = rect.width / 2
    let ry = rect.height / 2
    return Path(elements: [
      .move(to: CGPoint(x: cx + rx, y: cy)),
      .curve(
        to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
        control2: CGPoint(x: cx + k * rx, y: cy + ry)),
      .curve(
        to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
        control2: CGPoint(x: cx - rx, y: cy + k * ry)),
      .curve(
        to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
        control2: CGPoint(x: cx - k * rx, y: cy - ry)),
      .curve(
        to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
        control2: CGPoint(x: cx + rx, y: cy - k * ry)),
      .closeSubpath,
    ])
  }

  /// A rectangle path.
  static func rectangle(_ rect: CGRect) -> Path {
    Path(elements: [
      .move(to: CGPoint(x: rect.minX, y: rect.minY)),
      .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
      .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
      .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
      .closeSubpath,
    ])
  }
}

typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel.
func expectPixel(
  _ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let p = bitmap.pixel(x: x, y: y)
  let close =
    abs(Int(p.r) - Int(expected.r)) <= tolerance && abs(Int(p.g) - Int(expected.g)) <= tolerance
    && abs(Int(p.b) - Int(expected.b)) <= tolerance && abs(Int(p.a) - Int(expected.a)) <= tolerance
  #expect(
    close, "pixel (\(x), \(y)) is \(p), expected \(expected) ±\(tolerance)",
    sourceLocation: sourceLocation)
}

/// The smallest rectangle of pixels whose alpha is above `threshold` (nil when none).
func opaqueBounds(_ bitmap: Bitmap, threshold: UInt8 = 127) -> (
  minX: Int, minY: Int, maxX: Int, maxY: Int
)? {
  var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  for y in 0..<bitmap.height {
    for x in 0..<bitmap.width where bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > threshold {
      if let r = result {
        result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
      } else {
        result = (x, y, x, y)
      }
    }
  }
  return result
}

extension Bitmap {
  /// The alpha of the pixel at (x, y).
  func alpha(_ x: Int, _ y: Int) -> UInt8 { pixel(x: x, y: y).a }
}

/// Runs `round` (given its index) `rounds` times on each of `threads` threads at once, and
/// returns how many runs returned true (the renderer tests draw on several threads).
func countTrueOnThreads(
  _ threads: Int, rounds: Int, _ round: @escaping @Sendable (Int) -> Bool
) -> Int {
  let lock = NSLock()
  nonisolated(unsafe) var count = 0
  let done = DispatchGroup()
  for _ in 0..<threads {
    done.enter()
    Thread {
      for index in 0..<rounds where round(index) {
        lock.withLock { count += 1 }
      }
      done.leave()
    }.start()
  }
  done.wait()
  return lock.withLock { count }
}
