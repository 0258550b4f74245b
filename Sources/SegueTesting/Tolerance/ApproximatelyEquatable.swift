import Foundation

/// A value made of numeric components that can be compared within a tolerance:
/// `expectClose(_:_:tolerance:)` accepts any of them.
///
/// SegueTesting conforms `Double`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect` (origin and size),
/// `CGAffineTransform` (its six entries), `Transform3D` (its sixteen entries) and `Color`
/// (straight red, green, blue and alpha). Conform your own types by listing their components.
public protocol ApproximatelyEquatable {
  /// The components compared, in a fixed order, in the value's own units; `other` has the
  /// same number of them.
  var approximateComponents: [Double] { get }
}

extension ApproximatelyEquatable {
  /// The largest absolute difference between corresponding components of `self` and `other`.
  ///
  /// Equal components differ by 0, infinities included; a NaN on either side makes the result
  /// NaN, which no tolerance accepts.
  public func largestDifference(from other: Self) -> Double {
    var largest = 0.0
    for (mine, theirs) in zip(approximateComponents, other.approximateComponents)
    where mine != theirs {
      let difference = abs(mine - theirs)
      if difference.isNaN { return .nan }
      largest = max(largest, difference)
    }
    return largest
  }
}
