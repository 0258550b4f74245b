import SegueConstraintSolver
import SegueGeometry

/// A `LayoutConstraint` turned into the solver's terms: its sides resolved for the layout
/// direction, its guides' insets and baselines read now.
extension LayoutEngine {
  /// A side of a constraint as the solver sees it now: the attribute (leading and trailing
  /// resolved for the layout direction) and the insets of its guide (zero for a frame; for a
  /// baseline, the view's baseline offsets, View+Baseline.swift). A change of either — a
  /// guide's insets, a font, a direction — makes the constraint again.
  struct Side: Equatable {
    var attribute: LayoutConstraint.Attribute
    var insets: EdgeInsets
    /// A leading or trailing attribute resolved right to left.
    var isMirrored = false
  }

  /// The sides of `constraint`. Leading and trailing follow the direction of the first
  /// item (a guide: its view), both sides alike, and right to left the constraint is the
  /// mirror image of its left-to-right self: leading is the right edge and the constant
  /// counts leftwards (`leading == superview.leading + 20` is 20 in from the right), as
  /// UIKit's leading and trailing are made to flip (Microsoft's binding of
  /// `NSLayoutAttribute`: leading "in locales such as Hebrew or Arabic, equal to Right";
  /// high). Which item's direction UIKit uses when the two differ is not documented (medium).
  func sides(of constraint: LayoutConstraint) -> [Side] {
    let owner = constraint.firstGuide?.owningView ?? constraint.firstItem
    var direction: UserInterfaceLayoutDirection?
    func side(_ view: View?, _ attribute: LayoutConstraint.Attribute, _ guide: LayoutGuide?)
      -> Side
    {
      var made = Side(attribute: attribute, insets: guide?.insets ?? .zero)
      if attribute == .leading || attribute == .trailing {
        let resolvedDirection =
          direction ?? owner?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        direction = resolvedDirection
        made.attribute = attribute.resolved(for: resolvedDirection)
        made.isMirrored = resolvedDirection == .rightToLeft
      }
      if guide == nil, attribute == .firstBaseline || attribute == .lastBaseline, let view {
        made.insets = view.baselineInsets
      }
      return made
    }
    return [
      side(constraint.firstItem, constraint.firstAttribute, constraint.firstGuide),
      side(constraint.secondItem, constraint.secondAttribute, constraint.secondGuide),
    ]
  }

  func solverConstraint(for constraint: LayoutConstraint, sides: [Side]) -> Constraint {
    // Only live constraints reach here (`collect`); a gone view would read as zero.
    let (first, second) = constraint.liveViews ?? (View(), nil)
    let lhs = Self.variables(of: first, constraint.firstGuide).expression(
      for: sides[0].attribute, insets: sides[0].insets)
    let mirrored = sides.contains { $0.isMirrored }
    var rhs = Expression(constant: mirrored ? -constraint.constant : constraint.constant)
    if let second {
      rhs =
        Self.variables(of: second, constraint.secondGuide).expression(
          for: sides[1].attribute, insets: sides[1].insets) * constraint.multiplier + rhs
    }
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(
      lhs, relation, rhs, strength: Strength(priority: Double(constraint.priority.rawValue)))
  }

  /// The unknowns a side refers to: a custom guide's own, else the view's (a system guide
  /// is the view's frame inset).
  static func variables(of view: View, _ guide: LayoutGuide?) -> ViewVariables {
    guide?.kind == .custom ? guide?.variables ?? view.layoutVariables : view.layoutVariables
  }
}
