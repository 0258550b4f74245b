import Foundation
import SegueUI
import Testing

/// A session: a seed's operations applied to a new world, checked after every step.
@MainActor
struct Session {
  /// The first violation found, with the step it was found at.
  struct Failure: Error, CustomStringConvertible {
    let step: Int
    let operations: [Operation]
    let violations: [String]
    var description: String {
      "after step \(step) (\(operations[step])): \(violations.prefix(6).joined(separator: "; "))"
    }
  }

  /// Runs `operations`, then settles; returns the first failure (`SEGUE_TRACE=1` prints every
  /// step).
  static func run(_ operations: [Operation]) -> Failure? {
    let world = World()
    let trace = ProcessInfo.processInfo.environment["SEGUE_TRACE"] != nil
    for (step, operation) in (operations + [.settle]).enumerated() {
      if trace { print("step \(step): \(operation) at \(world.stage.time) s") }
      do {
        try world.apply(operation)
      } catch {
        return Failure(
          step: step, operations: operations + [.settle], violations: ["hang: \(error)"])
      }
      let violations =
        operation == .settle ? world.settledViolations() : world.structuralViolations()
      if !violations.isEmpty {
        return Failure(step: step, operations: operations + [.settle], violations: violations)
      }
    }
    return nil
  }

  /// `count` operations from `seed`.
  static func operations(seed: UInt64, count: Int) -> [Operation] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in Operation.random(using: &random) }
  }

  /// The shortest sub-sequence (by removing chunks, then single steps) that still fails.
  static func shrink(_ operations: [Operation]) -> [Operation] {
    var current = operations
    var chunk = max(current.count / 2, 1)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, current.count))
        if run(candidate) != nil {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}

@Suite("Model-based random sessions of the whole transition stack")
@MainActor
struct ModelBasedTests {
  /// Steps per seed in the suite (`make soak` runs many more).
  nonisolated static let steps =
    Int(ProcessInfo.processInfo.environment["SEGUE_SOAK_STEPS"] ?? "") ?? 2000
  /// `SEGUE_SOAK_SEEDS` seeds (20) from `SEGUE_SOAK_FIRST_SEED` (1), or only `SEGUE_SEED`;
  /// `SEGUE_SOAK_SHARD=k/n` keeps every n-th of them from the k-th (k from 0), so that n
  /// processes share a soak. (Seeds past the first hundred found a fault the first hundred did
  /// not, session 51: a soak from another first seed meets sequences no earlier soak met.)
  nonisolated static let seeds: [UInt64] = {
    let environment = ProcessInfo.processInfo.environment
    if let only = UInt64(environment["SEGUE_SEED"] ?? "") { return [only] }
    let count = max(UInt64(environment["SEGUE_SOAK_SEEDS"] ?? "") ?? 20, 1)
    let first = max(UInt64(environment["SEGUE_SOAK_FIRST_SEED"] ?? "") ?? 1, 1)
    let all = Array(first..<(first + count))
    guard let shard = environment["SEGUE_SOAK_SHARD"] else { return all }
    let parts = shard.split(separator: "/").compactMap { UInt64($0) }
    guard parts.count == 2, parts[1] > 0, parts[0] < parts[1] else {
      fatalError("SEGUE_SOAK_SHARD must be k/n with 0 ≤ k < n, not \"\(shard)\"")
    }
    return all.filter { ($0 - first) % parts[1] == parts[0] }
  }()

  @Test(arguments: seeds)
  func aRandomSessionKeepsTheModel(seed: UInt64) {
    let operations = Session.operations(seed: seed, count: Self.steps)
    let started = Date()
    guard let failure = Session.run(operations) else { return }
    if ProcessInfo.processInfo.environment["SEGUE_NO_SHRINK"] != nil {
      Issue.record("seed \(seed): \(failure) (\(Date().timeIntervalSince(started)) s)")
      return
    }
    let minimal = Session.shrink(Array(operations.prefix(failure.step + 1)))
    let minimalFailure = Session.run(minimal)
    Issue.record(
      """
      seed \(seed): \(failure)
      minimal sequence (\(minimal.count) operations): [\(minimal.map(\.description).joined(separator: ", "))]
      which fails \(minimalFailure.map(\.description) ?? "(no longer)")
      """)
  }
}
