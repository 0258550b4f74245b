import Foundation
import SegueConstraintSolver
import Testing

/// The levelled objective on kiwi's random systems. Each soft strength of a random script
/// (weak 1…3, medium 10³…3·10³, strong 10⁶…3·10⁶, kiwi's tiers) goes onto a level of its own
/// (1, 2, 3) keeping its weight within the tier; the solver solves that, kiwi the weighted
/// original. Where kiwi's weights happen to order the tiers strictly the two solutions agree;
/// where they do not, kiwi traded a higher tier's error for lower ones, and the solver's
/// errors must be lexicographically smaller (tier by tier from the top) — never larger. Both
/// keep every required constraint.
@Suite("Levelled objective against kiwisolver")
struct LevelledComparisonTests {
  /// kiwi's tier of a weight: the level and the weight within it.
  static func level(ofWeight weight: Double) -> (level: Double, weight: Double) {
    switch weight {
    case 1_000_000...: (3, weight / 1_000_000)
    case 1000...: (2, weight / 1000)
    default: (1, weight)
    }
  }

  /// The script with each soft strength on its tier's level.
  static func levelled(_ script: SolverScript) -> SolverScript {
    var levelled = script
    for index in levelled.operations.indices {
      guard let weight = levelled.operations[index].strength,
        !Strength(weight: weight).isRequired
      else { continue }
      let (level, within) = Self.level(ofWeight: weight)
      levelled.operations[index].strength = within
      levelled.operations[index].level = level
    }
    return levelled
  }

  /// Each level's cost (Σ weight within the level × violation), the highest level first, and
  /// the worst violation of a required constraint.
  static func costs(_ active: ActiveConstraints, _ values: [Double]) -> (
    levels: [Double], required: Double
  ) {
    var levels = [0.0, 0.0, 0.0]
    var required = 0.0
    for (violation, weight) in active.violations(of: values).values {
      if Strength(weight: weight).isRequired {
        required = max(required, violation)
      } else {
        let (level, within) = Self.level(ofWeight: weight)
        levels[3 - Int(level)] += within * violation
      }
    }
    return (levels, required)
  }

  @Test func levelledSolutionsAreNeverWorseThanKiwisTierByTier() throws {
    var agreeing = 0
    var better = 0
    for seed in UInt64(1)...3 {
      let script = RandomSystem.make(seed: seed, variableCount: 60, operations: 500, snapshots: 5)
      let kiwi = try KiwiReference.solve(script)
      let (mine, _) = Self.levelled(script).replay()
      #expect(mine.refused == kiwi.refused, "seed \(seed): refused operations")
      try #require(mine.snapshots.count == kiwi.snapshots.count, "seed \(seed)")
      for (index, (ours, theirs)) in zip(mine.snapshots, kiwi.snapshots).enumerated() {
        let active = ActiveConstraints(script, snapshot: index)
        let (cost, required) = Self.costs(active, ours)
        let kiwiCost = Self.costs(active, theirs).levels
        #expect(required <= 1e-6, "seed \(seed) snapshot \(index): a required constraint fails")
        if zip(ours, theirs).allSatisfy({ abs($0 - $1) <= 1e-6 }) {
          agreeing += 1
          continue
        }
        // The first level where the costs differ must favour the solver.
        let differing = zip(cost, kiwiCost).first { abs($0 - $1) > 1e-6 * max(1, abs($1)) }
        #expect(
          differing.map { $0.0 < $0.1 } ?? true,
          "seed \(seed) snapshot \(index): levels \(cost), kiwi's \(kiwiCost)")
        if differing != nil { better += 1 }
      }
    }
    // Kiwi's tiers are 10³ apart and most snapshots never trade across them.
    #expect(agreeing >= 10, "\(agreeing) snapshots agree, \(better) better than kiwi's")
    print("levelled vs kiwi: \(agreeing) snapshots agree, \(better) lexicographically better")
  }
}
