import Foundation
import SegueGeometry

/// Synthetic frames for export tests.
enum Frames {
  /// A bitmap filled with one opaque colour.
  static func flat(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 32, height: Int = 24) -> Bitmap
  {
    Bitmap(width: width, height: height, fill: (r, g, b, 255))
  }

  /// A transition-like frame at `progress` 0…1: a dark vertical gradient, a colourful disc
  /// growing from the top-right corner (a hue wheel, the hard case for a palette), and a flat
  /// card sliding in from the left, all with antialiased edges.
  static func transition(progress: Double, width: Int = 160, height: Int = 120) -> Bitmap {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let centre = (x: Double(width) - 20, y: 20.0)
    let radius = 10 + progress * Double(width + height)
    let card = (
      x: -Double(width) * 0.6 + progress * Double(width) * 0.7, y: Double(height) * 0.55,
      width: Double(width) * 0.6, height: Double(height) * 0.3
    )
    for y in 0..<height {
      for x in 0..<width {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let t = py / Double(height)
        var color = (r: 20 + 30 * t, g: 24 + 20 * t, b: 60 + 80 * t)
        let dx = px - centre.x
        let dy = py - centre.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let disc = min(max(radius - distance + 0.5, 0), 1)
        if disc > 0 {
          let hue = (atan2(dy, dx) / (2 * Double.pi) + 1).truncatingRemainder(dividingBy: 1)
          let wheel = hsv(hue: hue, saturation: min(distance / 120, 1), value: 0.95)
          color = mix(color, wheel, disc)
        }
        let inside =
          min(max(px - card.x, 0), 1) * min(max(card.x + card.width - px, 0), 1)
          * min(max(py - card.y, 0), 1) * min(max(card.y + card.height - py, 0), 1)
        if inside > 0 { color = mix(color, (r: 250, g: 250, b: 245), inside) }
        let i = (y * width + x) * 4
        pixels[i] = UInt8(color.r.rounded())
        pixels[i + 1] = UInt8(color.g.rounded())
        pixels[i + 2] = UInt8(color.b.rounded())
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  private static func mix(
    _ a: (r: Double, g: Double, b: Double), _ b: (r: Double, g: Double, b: Double), _ t: Double
  ) -> (r: Double, g: Double, b: Double) {
    (a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
  }

  private static func hsv(hue: Double, saturation: Double, value: Double) -> (
    r: Double, g: Double, b: Double
  ) {
    let h = hue * 6
    let c = value * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = value - c
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) % 6 {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    return ((r + m) * 255, (g + m) * 255, (b + m) * 255)
  }

  /// Peak signal-to-noise ratio of `b` against `a` over the colour channels, in decibels
  /// (infinite when equal). Both bitmaps must be opaque and of the same size.
  static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var sum = 0.0
    var count = 0
    for i in stride(from: 0, to: a.pixels.count, by: 4) {
      for c in i..<i + 3 {
        let d = Double(a.pixels[c]) - Double(b.pixels[c])
        sum += d * d
        count += 1
      }
    }
    let mse = sum / Double(count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }

  /// A fresh, empty temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-export-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
