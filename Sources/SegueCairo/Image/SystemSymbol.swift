import Foundation
import SegueGeometry

/// The SF Symbols `Image(systemName:)` knows: simple shapes drawn as vector paths on a 20×20
/// point canvas, a stand-in for a few of Apple's glyphs, not copies of them.
///
/// Apple's symbols are a licensed font Segue cannot ship. These are drawn from the symbols'
/// geometry (a cross, a chevron, three bars…) with a 1.7 pt stroke and round caps, about the
/// look of a regular-weight symbol at the default (body, 17 pt) configuration; sizes and
/// proportions are approximate. Names outside this list give nil.
enum SystemSymbol {
  /// The canvas every symbol is drawn on, points.
  static let canvas = CGSize(width: 20, height: 20)
  /// The stroke width of outlined symbols, points.
  static let lineWidth: CGFloat = 1.7

  /// How a symbol's path is painted.
  enum Paint {
    /// Stroked with `lineWidth`, round caps and joins.
    case stroke
    /// Filled (non-zero winding).
    case fill
  }

  /// The names known, in alphabetical order.
  static let names = drawings.keys.sorted()

  /// The path and paint of the symbol `name`, or nil.
  static func drawing(named name: String) -> (path: Path, paint: Paint)? {
    guard let make = drawings[name] else { return nil }
    return make()
  }

  private static let drawings: [String: @Sendable () -> (path: Path, paint: Paint)] = [
    "xmark": { (lines([[p(4, 4), p(16, 16)], [p(16, 4), p(4, 16)]]), .stroke) },
    "plus": { (lines([[p(10, 3), p(10, 17)], [p(3, 10), p(17, 10)]]), .stroke) },
    "minus": { (lines([[p(3, 10), p(17, 10)]]), .stroke) },
    "checkmark": { (lines([[p(3, 10.5), p(8, 15.5), p(17, 4.5)]]), .stroke) },
    "chevron.left": { (lines([[p(13, 3), p(6, 10), p(13, 17)]]), .stroke) },
    "chevron.right": { (lines([[p(7, 3), p(14, 10), p(7, 17)]]), .stroke) },
    "chevron.up": { (lines([[p(3, 13), p(10, 6), p(17, 13)]]), .stroke) },
    "chevron.down": { (lines([[p(3, 7), p(10, 14), p(17, 7)]]), .stroke) },
    "line.3.horizontal": {
      (lines([[p(3, 5), p(17, 5)], [p(3, 10), p(17, 10)], [p(3, 15), p(17, 15)]]), .stroke)
    },
    "ellipsis": { (dots(at: [p(4, 10), p(10, 10), p(16, 10)], radius: 1.6), .fill) },
    "heart": { (heart(), .stroke) },
    "heart.fill": { (heart(), .fill) },
    "star": { (star(), .stroke) },
    "star.fill": { (star(), .fill) },
  ]

  private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  /// Open polylines.
  private static func lines(_ polylines: [[CGPoint]]) -> Path {
    let path = BezierPath()
    for line in polylines {
      guard let first = line.first else { continue }
      path.move(to: first)
      for point in line.dropFirst() { path.addLine(to: point) }
    }
    return path.cgPath
  }

  private static func dots(at centers: [CGPoint], radius: CGFloat) -> Path {
    let path = BezierPath()
    for center in centers {
      path.append(
        BezierPath(
          ovalIn: CGRect(
            x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)))
    }
    return path.cgPath
  }

  /// Two lobes meeting in a point at the bottom.
  private static func heart() -> Path {
    let path = BezierPath()
    path.move(to: p(10, 17))
    path.addCurve(to: p(2.5, 7.5), controlPoint1: p(5, 13.5), controlPoint2: p(2.5, 10.5))
    path.addCurve(to: p(10, 5.5), controlPoint1: p(2.5, 2.5), controlPoint2: p(8.5, 2))
    path.addCurve(to: p(17.5, 7.5), controlPoint1: p(11.5, 2), controlPoint2: p(17.5, 2.5))
    path.addCurve(to: p(10, 17), controlPoint1: p(17.5, 10.5), controlPoint2: p(15, 13.5))
    path.close()
    return path.cgPath
  }

  /// A five-pointed star, point up, outer radius 8, inner radius 3.4.
  private static func star() -> Path {
    let path = BezierPath()
    let center = p(10, 10.5)
    for index in 0..<10 {
      let radius: CGFloat = index.isMultiple(of: 2) ? 8 : 3.4
      let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
      let point = p(center.x + radius * cos(angle), center.y + radius * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.close()
    return path.cgPath
  }
}
