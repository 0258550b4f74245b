import Foundation
import SegueConstraintSolver

/// The `constraints-…` rows: SegueConstraintSolver against kiwi (C++, through Debian's
/// python3-kiwisolver) on the same system, timed in the same run.
///
/// The system is a 1,000-view screen (`screen`): rows of four views, each view pinned by its
/// leading edge to its left neighbour (or the root's margin), its top to its neighbour's top
/// (or to the bottom of the row above), its width to a quarter of the root's (a multiplier),
/// and a preferred height at UIKit's `defaultHigh` (750), with a required minimum as well on
/// every fifth view: 4,204 constraints over 4,004 variables, the chain of rows as deep as a
/// long stack view. `constraints-scratch-1000` times adding them all to a new solver and
/// reading the values; `constraints-edit` times one constant edit (the preferred height of
/// view 500 between 44 and 88: the constraint removed and added back, as kiwi needs) and
/// reading the values. Each side builds its constraint objects before its clock starts, and
/// times by the CPU time of its thread (a shared machine's load does not lengthen it; at
/// least nine repetitions, the median kept). The floor is kiwi's median on the same script (`Scripts/kiwi-reference.py time`), and counts
/// only if both solvers end with the same values (within 1e-6); without python3-kiwisolver,
/// or if they differ, the floor and ratio are null and `note` says why.
enum ConstraintBenchmark {
  enum Row: String, CaseIterable {
    case scratch = "constraints-scratch-1000"
    case edit = "constraints-edit"
  }

  static let viewCount = 1000
  /// The view whose preferred height the edit row changes, and its two heights (points).
  static let editedView = 500
  static let heights = (44.0, 88.0)

  /// Times `row` (`repetitions` timed runs each side, the median kept).
  static func run(_ row: Row, repetitions: Int) -> BenchResult {
    let (script, editIndex) = screen()
    let ours = measure(script, editIndex: editIndex, repetitions: repetitions)
    let kiwi = kiwiTimes(script, editIndex: editIndex, repetitions: repetitions)
    let mine = row == .scratch ? ours.scratch : ours.edit
    func unfloored(_ note: String) -> BenchResult {
      BenchResult(
        id: row.rawValue, width: 0, height: 0, medianMs: mine, floorMs: nil, note: note)
    }
    switch kiwi {
    case .success(let times):
      // A ratio counts only between two solvers that found the same layout.
      let difference = zip(ours.values, times.values).map { abs($0 - $1) }.max() ?? .infinity
      guard ours.values.count == times.values.count, difference <= 1e-6 else {
        return unfloored("the two solutions differ (by \(difference))")
      }
      return BenchResult(
        id: row.rawValue, width: 0, height: 0, medianMs: mine,
        floorMs: row == .scratch ? times.scratch : times.edit)
    case .failure(let failure):
      return unfloored("no kiwi floor: \(failure.description)")
    }
  }

  /// The screen as a script, and the index of the operation adding the edited constraint.
  static func screen() -> (SolverScript, Int) {
    // Variables 4·v … 4·v + 3: left, top, width, height of view v; view 0 is the root.
    func left(_ view: Int) -> Int { 4 * view }
    func top(_ view: Int) -> Int { 4 * view + 1 }
    func width(_ view: Int) -> Int { 4 * view + 2 }
    func height(_ view: Int) -> Int { 4 * view + 3 }
    var script = SolverScript(variableCount: 4 * (viewCount + 1))
    var id = 0
    var editIndex = 0
    func add(
      _ terms: [(variable: Int, coefficient: Double)], _ constant: Double,
      _ relation: Relation = .equal, _ strength: Strength = .required
    ) {
      script.operations.append(
        .add(id: id, terms: terms, constant: constant, relation: relation, strength: strength))
      id += 1
    }
    for (variable, value) in [(left(0), 0.0), (top(0), 0), (width(0), 393), (height(0), 852)] {
      add([(variable, 1)], -value)
    }
    let perRow = 4
    for view in 1...viewCount {
      let column = (view - 1) % perRow
      if column == 0 {
        add([(left(view), 1), (left(0), -1)], -16)
        let above = view - perRow
        if above >= 1 {
          add([(top(view), 1), (top(above), -1), (height(above), -1)], -8)
        } else {
          add([(top(view), 1), (top(0), -1)], -8)
        }
      } else {
        add([(left(view), 1), (left(view - 1), -1), (width(view - 1), -1)], -8)
        add([(top(view), 1), (top(view - 1), -1)], 0)
      }
      add([(width(view), 1), (width(0), -0.25)], 14)
      if view == editedView { editIndex = script.operations.count }
      add([(height(view), 1)], -heights.0, .equal, Strength(priority: 750))
      if view % 5 == 0 { add([(height(view), 1)], -20, .greaterThanOrEqual) }
    }
    return (script, editIndex)
  }

  /// Median milliseconds from scratch and for one edit in this solver, and the values after
  /// the last edit.
  static func measure(_ script: SolverScript, editIndex: Int, repetitions: Int) -> (
    scratch: Double, edit: Double, values: [Double]
  ) {
    let variables = (0..<script.variableCount).map { Variable("v\($0)") }
    // Every operation of the screen is an add, so operation i is constraint i.
    let constraints = script.operations.compactMap { $0.constraint(over: variables) }
    var edited = script.operations[editIndex]
    edited.constant = -heights.1
    guard constraints.count == script.operations.count,
      let changed = edited.constraint(over: variables)
    else { return (.nan, .nan, []) }
    let versions = [constraints[editIndex], changed]
    var solver = Solver()
    var scratch: [Double] = []
    do {
      for _ in 0..<repetitions {
        solver = Solver()
        scratch.append(
          try threadCPUMilliseconds {
            for constraint in constraints { try solver.add(constraint) }
            solver.updateVariables()
          })
      }
      var current = constraints[editIndex]
      var edits: [Double] = []
      for repetition in 0..<repetitions {
        let next = versions[(repetition + 1) % 2]
        edits.append(
          try threadCPUMilliseconds {
            try solver.remove(current)
            try solver.add(next)
            solver.updateVariables()
          })
        current = next
      }
      return (median(scratch), median(edits), variables.map(\.value))
    } catch {
      return (.nan, .nan, [])
    }
  }

  struct KiwiFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// kiwi's medians on `script`, through `Scripts/kiwi-reference.py time`.
  static func kiwiTimes(
    _ script: SolverScript, editIndex: Int, newConstant: Double = -heights.1, repetitions: Int
  ) -> Result<
    (scratch: Double, edit: Double, values: [Double]), KiwiFailure
  > {
    let python = ProcessInfo.processInfo.environment["SEGUE_PYTHON"] ?? "/usr/bin/python3"
    let reference = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/kiwi-reference.py")
    guard FileManager.default.isExecutableFile(atPath: python) else {
      return .failure(KiwiFailure(description: "\(python) is missing (run Scripts/setup)"))
    }
    guard FileManager.default.fileExists(atPath: reference.path) else {
      return .failure(KiwiFailure(description: "\(reference.path) is missing (a source checkout)"))
    }
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-constraints-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: input) }
    do {
      try JSONEncoder().encode(script).write(to: input)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: python)
      process.arguments = [
        reference.path, "time", input.path, "\(repetitions)", "\(editIndex)", "\(newConstant)",
      ]
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        return .failure(
          KiwiFailure(
            description: message.trimmingCharacters(in: .whitespacesAndNewlines)))
      }
      struct Times: Decodable {
        let scratch: Double
        let edit: Double
        let values: [Double]
        enum CodingKeys: String, CodingKey {
          case scratch = "scratch_ms"
          case edit = "edit_ms"
          case values
        }
      }
      let times = try JSONDecoder().decode(Times.self, from: data)
      return .success((times.scratch, times.edit, times.values))
    } catch {
      return .failure(KiwiFailure(description: "\(error)"))
    }
  }
}
