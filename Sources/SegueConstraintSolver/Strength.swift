import Foundation

/// How much the solver cares about a constraint: `required` ones must hold; the others are
/// satisfied as well as possible, a stronger one before a weaker one.
///
/// Strengths are kiwi's weights (Badros, Borning & Stuckey's "symbolic weights" flattened into
/// one number): `strong` = 10⁶, `medium` = 10³, `weak` = 1, `required` = 1,001,001,000. An
/// unsatisfied non-required constraint costs its weight times its error in the objective, so a
/// stronger constraint wins against a weaker one of comparable error, not against any number
/// of them (kiwi's and Cassowary's behaviour).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The weight of the constraint's error in the objective; `required` and above are required.
  public let weight: Double

  /// A strength of `weight`, clamped to 0…`required`; NaN stays NaN (refused when the
  /// constraint is added).
  public init(weight: Double) {
    self.weight = weight.isNaN ? weight : min(max(weight, 0), Self.requiredWeight)
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

  /// UIKit's layout priority (1…1000) as a strength.
  ///
  /// 1000 (and above) is `required`. Below it the weight grows geometrically so that UIKit's
  /// named priorities land on kiwi's named strengths: `defaultLow` 250 → `weak` (1),
  /// 500 → `medium` (10³), `defaultHigh` 750 → `strong` (10⁶), 999 → 9.7 × 10⁸ (just under
  /// `required`), 1 → 1.03 × 10⁻³: weight = 1000^((priority − 250) / 250). Each step of one
  /// priority multiplies the weight by 1.028. UIKit's own engine orders priorities strictly
  /// (one 751 beats any number of 750s); a weighted sum cannot for 999 levels in a Double, so
  /// here a higher priority beats a lower one of comparable error only. Priorities below 1
  /// count as 1.
  public init(priority: Double) {
    if priority >= Self.uiKitRequiredPriority {
      self = .required
    } else if priority.isNaN {
      self.init(weight: .nan)
    } else {
      let clamped = max(priority, 1)
      self.init(weight: pow(1000, (clamped - 250) / 250))
    }
  }

  /// UIKit's `UILayoutPriority.required`.
  public static let uiKitRequiredPriority = 1000.0

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

  public var description: String {
    switch weight {
    case Self.requiredWeight: "required"
    case 1_000_000: "strong"
    case 1000: "medium"
    case 1: "weak"
    default: "Strength(\(weight))"
    }
  }
}
