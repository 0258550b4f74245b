import Testing

@testable import SegueConstraintSolver

/// Small systems solved by hand.
@Suite("Solver on systems solved by hand")
struct SolverTests {
  @Test func requiredEqualitiesDetermineEveryVariable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(Constraint(x + y, .equal, 10))
    try solver.add(Constraint(x, .equal, 3))
    solver.updateVariables()
    #expect(x.value == 3)
    #expect(y.value == 7)
  }

  @Test func aRequiredInequalityBeatsAnyPreference() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x, .greaterThanOrEqual, 10))
    try solver.add(Constraint(x, .equal, 0, strength: .strong))
    try solver.add(Constraint(x, .lessThanOrEqual, 40))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  /// Minimising w₁|x − 0| + w₂|x − 10| puts x at the target of the larger weight.
  @Test(arguments: [
    (Strength.strong, Strength.weak, 0.0), (.medium, .strong, 10),
    (Strength(weight: 1), Strength(weight: 2), 10),
  ])
  func theHeavierPreferenceWins(first: Strength, second: Strength, expected: Double) throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 0, strength: first))
    try solver.add(Constraint(x, .equal, 10, strength: second))
    solver.updateVariables()
    #expect(x.value == expected)
  }

  /// left + right = 2·mid, 0 ≤ left, right ≤ 100, right − left ≥ 10; left prefers 10 (weight 1),
  /// right 90 (weight 2); mid is edited (strong). By hand: mid 80 → left 70, right 90 (moving
  /// right costs twice as much); mid 95 → the gap binds: left 90, right 100; mid 200 cannot be
  /// reached: right stops at 100, left at 90, mid at 95.
  @Test func editsAreResolvedByTheDualSimplex() throws {
    let left = Variable("left")
    let mid = Variable("mid")
    let right = Variable("right")
    let solver = Solver()
    try solver.add(Constraint(left + right, .equal, mid * 2))
    try solver.add(Constraint(left, .greaterThanOrEqual, 0))
    try solver.add(Constraint(right, .lessThanOrEqual, 100))
    try solver.add(Constraint(right - left, .greaterThanOrEqual, 10))
    try solver.add(Constraint(left, .equal, 10, strength: Strength(weight: 1)))
    try solver.add(Constraint(right, .equal, 90, strength: Strength(weight: 2)))
    try solver.addEditVariable(mid, strength: .strong)
    for (suggestion, expected) in [(80.0, (70.0, 90.0)), (95, (90, 100)), (200, (90, 100))] {
      try solver.suggestValue(suggestion, for: mid)
      solver.updateVariables()
      #expect(abs(left.value - expected.0) < 1e-9, "mid \(suggestion)")
      #expect(abs(right.value - expected.1) < 1e-9, "mid \(suggestion)")
      #expect(abs(mid.value - (expected.0 + expected.1) / 2) < 1e-9, "mid \(suggestion)")
    }
    try solver.removeEditVariable(mid)
    solver.updateVariables()
    #expect(left.value == 10)
    #expect(right.value == 90)
  }

  @Test func removingAConstraintRestoresTheWeakerPreference() throws {
    let x = Variable("x")
    let solver = Solver()
    let strong = Constraint(x, .equal, 10, strength: .strong)
    let floor = Constraint(x, .greaterThanOrEqual, 4)
    try solver.add(Constraint(x, .equal, 0, strength: .weak))
    try solver.add(strong)
    try solver.add(floor)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.remove(strong)
    solver.updateVariables()
    #expect(x.value == 4)
    try solver.remove(floor)
    solver.updateVariables()
    #expect(x.value == 0)
    try solver.add(strong)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func aRedundantRequiredEqualityIsAcceptedAndRemovable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let first = Constraint(x + y, .equal, 10)
    try solver.add(first)
    try solver.add(Constraint(x, .equal, 4))
    try solver.add(Constraint(y, .equal, 6))
    try solver.remove(first)
    solver.updateVariables()
    #expect(x.value == 4)
    #expect(y.value == 6)
  }

  /// x = 10 twice (the second redundant: its dummy is basic), x ≥ 5, x weakly 0. Removing
  /// the first x = 10 must leave the second in force (x stays 10), not pivot through the slack
  /// of x ≥ 5 and let x fall to 5 (what kiwi's rule does; found by the comparison with kiwi).
  @Test func removingAnEqualityKeepsItsRedundantTwinInForce() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = Constraint(x, .equal, 10)
    try solver.add(first)
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(x, .greaterThanOrEqual, 5))
    try solver.add(Constraint(x, .equal, 0, strength: .weak))
    try solver.remove(first)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  /// Both failure paths of a required constraint: a row of dummies only (conflicting
  /// equalities), and phase one failing (conflicting inequalities). The error names the
  /// conflicting constraint, and the solver is left as it was and goes on working.
  @Test func anUnsatisfiableRequiredConstraintIsRefusedAndNamesTheConflict() throws {
    let x = Variable("x")
    let solver = Solver()
    let ten = Constraint(x, .equal, 10)
    try solver.add(ten)
    let twenty = Constraint(x, .equal, 20)
    let first = conflict { try solver.add(twenty) }
    #expect(first?.refused.refers(to: twenty) == true)
    #expect(first?.conflicting.map(\.id) == [ObjectIdentifier(ten)])
    #expect(!solver.contains(twenty))

    let y = Variable("y")
    let atLeast = Constraint(y, .greaterThanOrEqual, 10)
    try solver.add(atLeast)
    try solver.add(Constraint(y, .equal, 50, strength: .weak))
    let atMost = Constraint(y, .lessThanOrEqual, 5)
    let second = conflict { try solver.add(atMost) }
    #expect(second?.refused.refers(to: atMost) == true)
    #expect(second?.conflicting.map(\.id) == [ObjectIdentifier(atLeast)])
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 50)
    try solver.remove(atLeast)
    try solver.add(atMost)
    solver.updateVariables()
    #expect(y.value == 5)
  }

  /// The constraint and conflicts of the `unsatisfiableConstraint` error `body` throws; nil
  /// (and an issue) for anything else.
  private func conflict(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) -> (refused: SolverError.Reference, conflicting: [SolverError.Reference])? {
    let error: any Error
    do {
      try body()
      Issue.record("no error", sourceLocation: sourceLocation)
      return nil
    } catch let caught {
      error = caught
    }
    guard case .unsatisfiableConstraint(let refused, let conflicting) = error as? SolverError else {
      Issue.record("\(error)", sourceLocation: sourceLocation)
      return nil
    }
    return (refused, conflicting)
  }

  @Test func badRequestsThrowAndLeaveTheSolverAsItWas() throws {
    let x = Variable("x")
    let solver = Solver()
    let constraint = Constraint(x, .equal, 1)
    try solver.add(constraint)
    #expect(throws: SolverError.self) { try solver.add(constraint) }
    #expect(throws: SolverError.self) { try solver.remove(Constraint(x, .equal, 1)) }
    for bad in [
      Constraint(x * .nan, .equal, 1), Constraint(x, .equal, Double.infinity),
      Constraint(x, .equal, 2, strength: Strength(weight: .nan)),
    ] {
      #expect(throws: SolverError.self) { try solver.add(bad) }
      #expect(!solver.contains(bad))
    }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .strong) }
    #expect(throws: SolverError.self) {
      try solver.addEditVariable(Variable(), strength: .required)
    }
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
    #expect(throws: SolverError.self) { try solver.suggestValue(1, for: Variable()) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(Variable()) }
    solver.updateVariables()
    #expect(x.value == 1)
    #expect(solver.constraintCount == 2)
  }

  /// UIKit's priorities are levels: ordered strictly, all below `required`, all above level 0
  /// (kiwi's strengths and the ambiguity probes).
  @Test func uiKitPrioritiesAreLevels() {
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 1000).isRequired)
    #expect(!Strength(priority: 999).isRequired)
    #expect(Strength(priority: 999) < .required)
    #expect(Strength(priority: 751) > Strength(priority: 750))
    #expect(Strength(priority: 750.5) > Strength(priority: 750))
    #expect(Strength(priority: 1) > .strong)
    #expect(Strength(priority: -5) == Strength(priority: 1))
    #expect(Strength(priority: 750).level == 750)
    #expect(Strength(priority: 750).weight == 1)
    #expect(Strength(priority: .nan).weight.isNaN)
  }

  /// The export lists the constraints in force in the order added, with their levels: a
  /// fresh solver replaying it finds the same values; a removed one is not listed.
  @Test func anExportReplaysToTheSameSolution() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    let gone = Constraint(x, .equal, 99, strength: .required)
    try solver.add(gone)
    try solver.remove(gone)
    try solver.add(Constraint(x, .greaterThanOrEqual, 10, strength: .required))
    try solver.add(Constraint(y - x, .equal, 5, strength: Strength(priority: 751)))
    for _ in 0..<3 { try solver.add(Constraint(y, .equal, 0, strength: Strength(priority: 750))) }
    solver.updateVariables()
    let export = solver.export()
    #expect(export.script.operations.count == 5)
    #expect(export.script.operations.map(\.level) == [nil, 751, 750, 750, 750])
    var script = export.script
    script.operations.append(.snapshot)
    let replayed = script.replay().outcome
    #expect(replayed.refused.isEmpty)
    #expect(replayed.snapshots == [export.variables.map(\.value)])
    #expect(x.value == 10 && y.value == 15)
  }
}
