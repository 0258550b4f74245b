import Foundation
import SegueGeometry

extension Double: ApproximatelyEquatable {
  /// The number itself.
  public var approximateComponents: [Double] { [self] }
}

extension CGFloat: ApproximatelyEquatable {
  /// The number itself.
  public var approximateComponents: [Double] { [Double(self)] }
}

extension CGPoint: ApproximatelyEquatable {
  /// `x`, `y`, in points.
  public var approximateComponents: [Double] { [Double(x), Double(y)] }
}

extension CGSize: ApproximatelyEquatable {
  /// `width`, `height`, in points.
  public var approximateComponents: [Double] { [Double(width), Double(height)] }
}

extension CGRect: ApproximatelyEquatable {
  /// `minX`, `minY`, `width`, `height` (standardized: a negative size is flipped), in points.
  public var approximateComponents: [Double] {
    [minX, minY, width, height].map { Double($0) }
  }
}

extension CGAffineTransform: ApproximatelyEquatable {
  /// `a`, `b`, `c`, `d` (unitless), `tx`, `ty` (points).
  public var approximateComponents: [Double] { [a, b, c, d, tx, ty].map { Double($0) } }
}

extension Transform3D: ApproximatelyEquatable {
  /// The sixteen entries, row by row (`m11` … `m44`).
  public var approximateComponents: [Double] { entries.map { Double($0) } }
}

extension Color: ApproximatelyEquatable {
  /// Straight `red`, `green`, `blue`, `alpha`, each 0…1.
  public var approximateComponents: [Double] {
    [red, green, blue, alpha].map { Double($0) }
  }
}
