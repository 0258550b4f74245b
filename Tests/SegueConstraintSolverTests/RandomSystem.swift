import SegueConstraintSolver

/// SplitMix64: a small seeded generator, so that a failing system can be rebuilt from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random systems for the comparison with kiwi, built so that the solution is unique.
///
/// Every variable has its own weak "stay" at a random value with a random weight (never
/// removed), so nothing is left free, and weights are spread continuously so that no two
/// ways of violating constraints cost exactly the same. Required constraints all hold at one
/// hidden point, so they never contradict each other (contradictions are tested by hand);
/// non-required ones pull in every direction, at strong, medium and weak strengths.
struct RandomSystem {
  var generator: SeededGenerator
  let variableCount: Int
  var script: SolverScript
  private var nextID = 0
  private var live: [Int] = []
  private var edited: [Int] = []
  private let hidden: [Double]

  init(seed: UInt64, variableCount: Int) {
    generator = SeededGenerator(state: seed)
    self.variableCount = variableCount
    script = SolverScript(variableCount: variableCount)
    var generator = self.generator
    hidden = (0..<variableCount).map { _ in Double(Int.random(in: 0...1000, using: &generator)) }
    self.generator = generator
  }

  /// The script: stays, then `operations` random requests with `snapshots` snapshots spread
  /// over them (the last at the end).
  static func make(seed: UInt64, variableCount: Int, operations: Int, snapshots: Int)
    -> SolverScript
  {
    var system = RandomSystem(seed: seed, variableCount: variableCount)
    for variable in 0..<variableCount {
      system.add(
        [(variable, 1)], constant: -system.integer(0...1000), relation: .equal,
        strength: Strength(weight: system.real(0.5..<1.5)), removable: false)
    }
    for step in 1...operations {
      system.step()
      if step % max(operations / snapshots, 1) == 0 { system.script.operations.append(.snapshot) }
    }
    if system.script.operations.last?.op != .snapshot {
      system.script.operations.append(.snapshot)
    }
    return system.script
  }

  mutating func step() {
    let roll = real(0..<1)
    switch roll {
    case ..<0.45: addPreference()
    case ..<0.52: addRequired(relation: .equal)
    case ..<0.62:
      addRequired(relation: Bool.random(using: &generator) ? .lessThanOrEqual : .greaterThanOrEqual)
    case ..<0.75:
      guard !live.isEmpty else { return addPreference() }
      script.operations.append(
        .remove(id: live.remove(at: Int.random(in: live.indices, using: &generator))))
    case ..<0.82:
      let variable = Int.random(in: 0..<variableCount, using: &generator)
      guard !edited.contains(variable) else { return }
      edited.append(variable)
      let base = Bool.random(using: &generator) ? Strength.strong : .medium
      script.operations.append(
        .addEdit(variable: variable, strength: Strength(weight: base.weight * real(1..<3))))
    case ..<0.97:
      guard let variable = edited.randomElement(using: &generator) else { return }
      script.operations.append(.suggest(variable: variable, value: integer(-200...1200)))
    default:
      guard !edited.isEmpty else { return }
      let variable = edited.remove(at: Int.random(in: edited.indices, using: &generator))
      script.operations.append(.removeEdit(variable: variable))
    }
  }

  /// One to three variables near each other (as a view's constraints tie it to its
  /// neighbours), with coefficients ±1 and now and then a multiplier of 2 or ½: random dense
  /// rows with many multipliers make coefficients grow geometrically through the
  /// substitutions, which no layout does and which kiwi's 1e-8 tolerance does not survive.
  private mutating func terms() -> [(variable: Int, coefficient: Double)] {
    let count = Int.random(in: 1...3, using: &generator)
    let first = Int.random(in: 0..<variableCount, using: &generator)
    var chosen: [(variable: Int, coefficient: Double)] = [(first, 1)]
    while chosen.count < count {
      let variable =
        (first + Int.random(in: 1...Self.neighbourhood, using: &generator))
        % variableCount
      guard !chosen.contains(where: { $0.variable == variable }) else { continue }
      let multiplier: Double = real(0..<1) < 0.1 ? (Bool.random(using: &generator) ? 2 : 0.5) : 1
      let sign: Double = Bool.random(using: &generator) ? 1 : -1
      chosen.append((variable, sign * multiplier))
    }
    return chosen
  }

  /// How far apart (in variable numbers) the variables of one constraint may be.
  static let neighbourhood = 8

  private mutating func addPreference() {
    let base = [Strength.strong, .medium, .weak].randomElement(using: &generator) ?? .weak
    let relation =
      [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
      .randomElement(using: &generator) ?? .equal
    add(
      terms(), constant: integer(-600...600), relation: relation,
      strength: Strength(weight: base.weight * real(1..<3)), removable: true)
  }

  /// A required constraint that holds at the hidden point (inequalities with a margin).
  private mutating func addRequired(relation: Relation) {
    let terms = terms()
    let atHidden = terms.reduce(0) { $0 + $1.coefficient * hidden[$1.variable] }
    let margin = integer(0...50)
    let constant =
      switch relation {
      case .equal: -atHidden
      case .lessThanOrEqual: -atHidden - margin
      case .greaterThanOrEqual: -atHidden + margin
      }
    add(terms, constant: constant, relation: relation, strength: .required, removable: true)
  }

  private mutating func add(
    _ terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation,
    strength: Strength, removable: Bool
  ) {
    script.operations.append(
      .add(id: nextID, terms: terms, constant: constant, relation: relation, strength: strength))
    if removable { live.append(nextID) }
    nextID += 1
  }

  private mutating func integer(_ range: ClosedRange<Int>) -> Double {
    Double(Int.random(in: range, using: &generator))
  }

  private mutating func real(_ range: Range<Double>) -> Double {
    Double.random(in: range, using: &generator)
  }
}
