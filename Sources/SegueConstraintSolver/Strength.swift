import Foundation

/// How much the solver cares about a constraint: `required` ones must hold; the others are
/// satisfied as well as possible, a stronger one before a weaker one.
///
/// A strength is a `level` and a `weight`. Levels are strict: the solver first makes the
/// errors of the highest level as small as it can, then, without giving any of that back, those
/// of the next level, and so on (Borning et al.'s constraint hierarchies, Cassowary's
/// "symbolic weights" kept symbolic). Within a level, an unsatisfied constraint costs its
/// weight times its error, so a heavier one wins against a lighter one of comparable error,
/// not against any number of them.
///
/// kiwi's strengths are all on level 0 and weigh `strong` = 10⁶, `medium` = 10³, `weak` = 1:
/// there the solver minimises kiwi's weighted sum, which the comparison with kiwi relies on.
/// UIKit's priorities 1…999 are levels (`init(priority:)`), so that a 751 beats any number of
/// 750s. `required` (weight 1,001,001,000, kiwi's) is above every level.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The weight of the constraint's error within its level; `required` and above are required.
  public let weight: Double
  /// The level: a constraint's error counts only once every higher level is as small as it can
  /// be. Any finite value; kiwi's strengths use 0.
  public let level: Double

  /// A strength of `weight`, clamped to 0…`required`, at `level`; NaN stays NaN (refused when
  /// the constraint is added), as does an infinite level.
  public init(weight: Double, level: Double = 0) {
    self.weight = weight.isNaN ? weight : min(max(weight, 0), Self.requiredWeight)
    self.level = level.isFinite ? level : .nan
  }

  /// kiwi's `strength::create`: each of the three levels 0…1000, times `scale`.
  public init(strong: Double, medium: Double, weak: Double, scale: Double = 1) {
    func level(_ value: Double) -> Double { min(max(value * scale, 0), 1000) }
    self.init(weight: level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
  }

  static let requiredWeight = 1_001_001_000.0

  /// Must hold; the solver throws if it cannot.
  public static let required = Strength(weight: requiredWeight)
  /// 10⁶.
  public static let strong = Strength(weight: 1_000_000)
  /// 10³.
  public static let medium = Strength(weight: 1000)
  /// 1.
  public static let weak = Strength(weight: 1)

  /// Whether a constraint of this strength must hold.
  public var isRequired: Bool { weight >= Self.requiredWeight }

  /// Whether the solver refuses it: a NaN weight or a non-finite level.
  var isInvalid: Bool { weight.isNaN || level.isNaN }

  /// UIKit's layout priority (1…1000) as a strength: 1000 and above is `required`; below, the
  /// priority is the level (weight 1), so priorities are strictly ordered — "higher priority
  /// constraints are satisfied before lower priority constraints" (Apple doc of
  /// `NSLayoutConstraint.priority`; high) and, within one priority, the errors add up ("the
  /// constraint-based layout system will attempt to minimize `abs(a-b)`", same page).
  /// Priorities below 1 count as 1, so level 0 stays below every priority (the ambiguity
  /// probes use it). NaN is refused when the constraint is added.
  public init(priority: Double) {
    if priority >= Self.uiKitRequiredPriority {
      self = .required
    } else if priority.isNaN {
      self.init(weight: .nan)
    } else {
      self.init(weight: 1, level: max(priority, 1))
    }
  }

  /// UIKit's `UILayoutPriority.required`.
  public static let uiKitRequiredPriority = 1000.0

  /// Required above all; then by level, then by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
    return (lhs.level, lhs.weight) < (rhs.level, rhs.weight)
  }

  public var description: String {
    if isRequired { return "required" }
    switch (level, weight) {
    case (0, 1_000_000): return "strong"
    case (0, 1000): return "medium"
    case (0, 1): return "weak"
    case (0, _): return "Strength(\(weight))"
    case (_, 1): return "priority \(level)"
    default: return "Strength(\(weight), level \(level))"
    }
  }
}
