import Foundation
import SegueGeometry

/// Turns one layer's values into the numbers of its tree node: rounded (lengths to 1/1000
/// point, other numbers to 1e-6) so that a tree does not change with the last bits of a
/// floating-point sum, and checked: a value that is not finite cannot be written in JSON, so it
/// is left out and said in the node's `unsupported` list instead of being dropped silently.
struct TreeNumbers {
  /// Lengths are rounded to 1 / `lengthScale` point.
  static let lengthScale = 1e3
  /// Every other number is rounded to 1 / `fractionScale`.
  static let fractionScale = 1e6

  /// What could not be written, one sentence each.
  private(set) var unsupported: [String] = []

  /// Records something the tree cannot write.
  mutating func note(_ sentence: String) {
    unsupported.append(sentence)
  }

  /// `value` rounded to a multiple of 1 / `scale` (dividing by a power of ten gives the
  /// double nearest to the decimal, so 555.72 stays 555.72); -0 becomes 0.
  static func rounded(_ value: Double, scale: Double) -> Double {
    let result = (value * scale).rounded() / scale
    guard result.isFinite else { return value }
    return result == 0 ? 0 : result
  }

  private mutating func checked(_ values: [Double], _ what: String) -> Bool {
    guard values.allSatisfy(\.isFinite) else {
      unsupported.append(
        "\(what) is not finite (\(values.map { "\($0)" }.joined(separator: ", "))); not written")
      return false
    }
    return true
  }

  /// A length, points.
  mutating func length(_ value: CGFloat, _ what: String) -> Double? {
    checked([Double(value)], what) ? Self.rounded(Double(value), scale: Self.lengthScale) : nil
  }

  /// A number without a unit (opacity, fraction, factor).
  mutating func fraction(_ value: Double, _ what: String) -> Double? {
    checked([value], what) ? Self.rounded(value, scale: Self.fractionScale) : nil
  }

  /// Lengths, points.
  mutating func lengths(_ values: [CGFloat], _ what: String) -> [Double]? {
    let doubles = values.map(Double.init)
    return checked(doubles, what) ? doubles.map { Self.rounded($0, scale: Self.lengthScale) } : nil
  }

  /// Numbers without a unit.
  mutating func fractions(_ values: [Double], _ what: String) -> [Double]? {
    checked(values, what) ? values.map { Self.rounded($0, scale: Self.fractionScale) } : nil
  }

  /// `[x, y, width, height]`, points.
  mutating func rect(_ rect: CGRect, _ what: String) -> [Double]? {
    lengths([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], what)
  }

  /// `[x, y]`, points.
  mutating func point(_ point: CGPoint, _ what: String) -> [Double]? {
    lengths([point.x, point.y], what)
  }

  /// `[width, height]`, points.
  mutating func size(_ size: CGSize, _ what: String) -> [Double]? {
    lengths([size.width, size.height], what)
  }

  /// `[x, y]` in unit coordinates.
  mutating func unitPoint(_ point: CGPoint, _ what: String) -> [Double]? {
    fractions([Double(point.x), Double(point.y)], what)
  }

  /// `[red, green, blue, alpha]` (a `Color`'s components are always finite: it clamps them).
  static func color(_ color: Color) -> [Double] {
    [color.red, color.green, color.blue, color.alpha].map {
      Self.rounded(Double($0), scale: Self.fractionScale)
    }
  }

  /// A transform: `[a, b, c, d, tx, ty]` when affine, else its 16 entries row by row; the
  /// translation entries are lengths.
  mutating func transform(_ transform: Transform3D, _ what: String) -> [Double]? {
    let entries = transform.entries.map(Double.init)
    guard checked(entries, what) else { return nil }
    let translations: Set<Int> = [12, 13, 14]
    let rounded = entries.enumerated().map { index, value in
      Self.rounded(
        value, scale: translations.contains(index) ? Self.lengthScale : Self.fractionScale)
    }
    guard transform.isAffine else { return rounded }
    return [rounded[0], rounded[1], rounded[4], rounded[5], rounded[12], rounded[13]]
  }
}
