import Foundation
import SegueConstraintSolver
import Testing

/// Levels are strict: a constraint of a higher level beats any number of lower ones (UIKit's
/// priorities, "higher priority constraints are satisfied before lower priority constraints",
/// Apple doc of `NSLayoutConstraint.priority`; high). Within a level the errors add up.
@Suite("Strict priorities")
struct StrictPriorityTests {
  /// x == 0 at 750, `count` times, against x == 10 at 751.
  static func manyAgainstOne(count: Int, low: Strength, high: Strength) -> SolverScript {
    var script = SolverScript(variableCount: 1)
    for id in 0..<count {
      script.operations.append(
        .add(id: id, terms: [(0, 1)], constant: 0, relation: .equal, strength: low))
    }
    script.operations += [
      .add(id: count, terms: [(0, 1)], constant: -10, relation: .equal, strength: high),
      .snapshot,
    ]
    return script
  }

  /// Fifty 750s against one 751: the 751 holds. kiwi, given 750 as `medium` and 751 as
  /// `strong`, agrees (its strong outweighs up to a thousand mediums).
  @Test func one751BeatsFifty750sAsKiwiDoes() throws {
    let levelled = Self.manyAgainstOne(
      count: 50, low: Strength(priority: 750), high: Strength(priority: 751))
    let weighted = Self.manyAgainstOne(count: 50, low: .medium, high: .strong)
    let kiwi = try KiwiReference.solve(weighted)
    #expect(kiwi.snapshots == [[10]])
    #expect(levelled.replay().outcome.snapshots == [[10]])
  }

  /// Two 750s against one 751: still the 751, where a weighted sum with Segue's former
  /// weights (1000^((priority − 250)/250): 10⁶ and 1.028 × 10⁶, a 2.8 % step) gives in to the
  /// two — kiwi, given those weights, says 0.
  @Test func one751BeatsTwo750sWhereWeightsWouldNot() throws {
    let levelled = Self.manyAgainstOne(
      count: 2, low: Strength(priority: 750), high: Strength(priority: 751))
    #expect(levelled.replay().outcome.snapshots == [[10]])
    func former(_ priority: Double) -> Strength {
      Strength(weight: pow(1000, (priority - 250) / 250))
    }
    let weighted = Self.manyAgainstOne(count: 2, low: former(750), high: former(751))
    #expect(try KiwiReference.solve(weighted).snapshots == [[0]])
  }

  /// Within one priority the errors add up: two 750s pulling to 0 beat one pulling to 10.
  @Test func withinAPriorityErrorsAddUp() {
    let script = Self.manyAgainstOne(
      count: 2, low: Strength(priority: 750), high: Strength(priority: 750))
    #expect(script.replay().outcome.snapshots == [[0]])
  }

  /// Inequalities and edits too: a 751 `x ≥ 10` against 750s `x ≤ 0` and a 750 edit at −5;
  /// dropping the 751 hands x to the 750s.
  @Test func inequalitiesAndEditsFollowLevels() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<20 {
      try solver.add(Constraint(x, .lessThanOrEqual, 0, strength: Strength(priority: 750)))
    }
    try solver.addEditVariable(x, strength: Strength(priority: 750))
    try solver.suggestValue(-5, for: x)
    let floor = Constraint(x, .greaterThanOrEqual, 10, strength: Strength(priority: 751))
    try solver.add(floor)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9, "the twenty x ≤ 0 outweigh the edit at the same level")
    try solver.remove(floor)
    try solver.suggestValue(-5, for: x)
    solver.updateVariables()
    #expect(abs(x.value + 5) < 1e-9)
  }

  /// A lower level still decides what the higher ones leave free: with x pinned by a 999,
  /// y (tied to x by a 500) follows x, not its own 250 preference.
  @Test func lowerLevelsDecideWhatHigherOnesLeave() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.add(Constraint(x, .equal, 40, strength: Strength(priority: 999)))
    try solver.add(Constraint(x, .equal, 0, strength: Strength(priority: 998)))
    try solver.add(Constraint(y - x, .equal, 5, strength: Strength(priority: 500)))
    try solver.add(Constraint(y, .equal, 0, strength: Strength(priority: 250)))
    try solver.add(Constraint(y, .lessThanOrEqual, 100, strength: .required))
    solver.updateVariables()
    #expect(abs(x.value - 40) < 1e-9)
    #expect(abs(y.value - 45) < 1e-9)
  }
}
