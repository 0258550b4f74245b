import SegueConstraintSolver

import struct Foundation.CGFloat
import struct Foundation.CGRect
import struct Foundation.CGSize

/// A frame view's autoresizing mask as linear constraints on its superview's size (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s, made when `translatesAutoresizingMaskIntoConstraints`
/// is true).
///
/// Apple's doc of `translatesAutoresizingMaskIntoConstraints`: "the system creates a set of
/// constraints that duplicate the behavior specified by the view's autoresizing mask" (high).
/// Along each axis `View.AutoresizingMask.resized` shares a change of the superview's size
/// among the flexible parts in proportion to their lengths at the time, which is linear in
/// the superview's new size: `origin = a × superviewSize + b` and `length = c × superviewSize
/// + d`. So the superview's size may be solved in the same pass — a constrained superview's
/// frame view follows it, and constraints on that frame view see where it lands — and the
/// result agrees with what the frame autoresizing does when the superview is then resized.
/// (Not modelled: `resized` keeps a length from going below 0; the constraints do not.)
struct AutoresizingConstraints {
  /// `origin = originFactor × superviewLength + originConstant` along one axis.
  struct Axis: Equatable {
    var originFactor: Double
    var originConstant: Double
    var lengthFactor: Double
    var lengthConstant: Double
  }

  let horizontal: Axis
  let vertical: Axis

  /// The constraints of `mask` for a view at `frame` in a superview of `size`.
  init(mask: View.AutoresizingMask, frame: CGRect, superviewSize size: CGSize) {
    horizontal = Self.axis(
      leading: frame.minX, length: frame.width, superviewLength: size.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    vertical = Self.axis(
      leading: frame.minY, length: frame.height, superviewLength: size.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
  }

  /// The same sharing as `AutoresizingMask.resized`, as factors of the superview's length.
  private static func axis(
    leading: CGFloat, length: CGFloat, superviewLength: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> Axis {
    let trailing = superviewLength - leading - length
    let parts = [
      (flexible.leading, leading), (flexible.length, length), (flexible.trailing, trailing),
    ]
    let flexibleParts = parts.filter(\.0)
    let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ part: CGFloat) -> Double {
      guard isFlexible else { return 0 }
      return Double(total > 0 ? max(part, 0) / total : 1 / CGFloat(flexibleParts.count))
    }
    let (leadingShare, lengthShare) = (
      share(flexible.leading, leading), share(flexible.length, length)
    )
    let base = Double(superviewLength)
    return Axis(
      originFactor: leadingShare, originConstant: Double(leading) - leadingShare * base,
      lengthFactor: lengthShare, lengthConstant: Double(length) - lengthShare * base)
  }

  /// The four required equalities tying `own` to `parent`, with their labels' attributes.
  func constraints(own: ViewVariables, parent: ViewVariables) -> [(Constraint, String)] {
    // A fixed part has factor 0: its term is left out rather than kept at coefficient 0.
    func terms(_ pairs: [(Variable, Double)]) -> [Term] {
      pairs.filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
    }
    func origin(_ axis: Axis, _ position: Variable, _ length: Variable) -> Expression {
      Expression(
        terms([(position, 1), (length, axis.originFactor)]), constant: axis.originConstant)
    }
    func length(_ axis: Axis, _ parentLength: Variable) -> Expression {
      Expression(terms([(parentLength, axis.lengthFactor)]), constant: axis.lengthConstant)
    }
    return [
      (Constraint(own.x, .equal, origin(horizontal, parent.x, parent.width)), "minX"),
      (Constraint(own.y, .equal, origin(vertical, parent.y, parent.height)), "minY"),
      (Constraint(own.width, .equal, length(horizontal, parent.width)), "width"),
      (Constraint(own.height, .equal, length(vertical, parent.height)), "height"),
    ]
  }
}
