import Foundation

/// A problem with an input script's values, naming the step and field.
public struct InputScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where: e.g. "steps[2] (drag).duration".
  public var field: String
  /// What is wrong, in a sentence.
  public var problem: String
  /// The index of the step at fault, when one is (a reader of the script's file can name its
  /// line); nil for the script as a whole.
  public var step: Int?

  public var description: String { "\(field): \(problem)" }
}

extension InputScript {
  /// The most steps a script may have (Segue's choice: far beyond any gesture, while a
  /// script at the limit still replays in seconds).
  public static let maximumSteps = 100_000
  /// The latest a step may start or end, seconds after the script's start (an hour).
  public static let maximumTime: Double = 3600
  /// The longest a press or drag may last, seconds (ten minutes: 72,000 samples of a drag).
  public static let maximumDuration: Double = 600
  /// The largest coordinate a point may have, in absolute value, points (far outside any
  /// window, small enough that distances and velocities stay exact).
  public static let maximumCoordinate: CGFloat = 100_000
  /// The largest release-velocity component, in absolute value, points per second.
  public static let maximumSpeed: CGFloat = 1_000_000
  /// The most points a drag's path may have.
  public static let maximumPathPoints = 1_000
  /// The most fingers a script may hold down at once (Segue's choice: two hands; touch screens
  /// track about ten). Every touch down is examined by every live recognizer, so thousands
  /// at once (10,000 taps in 50 ms) took minutes.
  public static let maximumSimultaneousFingers = 20
  /// The most pointer changes a whole script may make (each tap or press makes 2, a drag
  /// one per 1/`sampleRate` s plus 2): a bound on the memory and time a replay takes.
  public static let maximumSamples = 2_000_000

  /// Checks that every time is finite, ≥ 0 and ≤ `maximumTime`, every duration positive and
  /// ≤ `maximumDuration`, every point and velocity finite and within bounds, every drag path
  /// non-empty and at most `maximumPathPoints` long, and that the script has at most
  /// `maximumSteps` steps and `maximumSamples` pointer changes; throws for the first value
  /// that is not, naming it.
  public func validate() throws(InputScriptError) {
    guard steps.count <= Self.maximumSteps else {
      throw InputScriptError(
        field: "steps",
        problem: "a script may have at most \(Self.maximumSteps) steps, got \(steps.count)")
    }
    var samples = 0
    for (index, step) in steps.enumerated() {
      switch step {
      case .tap(let point, let time):
        try Self.check(point: point, "steps[\(index)] (tap).at", step: index)
        try Self.check(time: time, "steps[\(index)] (tap).time", step: index)
        samples += 2
      case .press(let point, let time, let duration):
        try Self.check(point: point, "steps[\(index)] (press).at", step: index)
        try Self.check(time: time, "steps[\(index)] (press).time", step: index)
        try Self.check(
          duration: duration, after: time, "steps[\(index)] (press).duration", step: index)
        samples += 2
      case .drag(let path, let time, let duration, _, let velocity):
        let field = "steps[\(index)] (drag)"
        guard !path.isEmpty else {
          throw InputScriptError(
            field: "\(field).path", problem: "a drag needs at least one point", step: index)
        }
        guard path.count <= Self.maximumPathPoints else {
          throw InputScriptError(
            field: "\(field).path",
            problem: "a drag may have at most \(Self.maximumPathPoints) points, got \(path.count)",
            step: index)
        }
        for (p, point) in path.enumerated() {
          try Self.check(point: point, "\(field).path[\(p)]", step: index)
        }
        try Self.check(time: time, "\(field).time", step: index)
        try Self.check(duration: duration, after: time, "\(field).duration", step: index)
        if let velocity {
          try Self.check(
            point: velocity, "\(field).releaseVelocity", step: index, limit: Self.maximumSpeed,
            unit: "points per second")
        }
        // Bounded by the checks above (600 s × 120 Hz), so the conversion cannot trap.
        samples += Int((duration * Self.sampleRate).rounded(.up)) + 2
      }
      guard samples <= Self.maximumSamples else {
        throw InputScriptError(
          field: "steps[\(index)]",
          problem:
            "the script makes more than \(Self.maximumSamples) pointer changes by this step "
            + "(a drag makes \(Int(Self.sampleRate)) a second); shorten it", step: index)
      }
    }
    try checkSimultaneousFingers()
  }

  /// Throws for the first step that goes down while `maximumSimultaneousFingers` are down.
  private func checkSimultaneousFingers() throws(InputScriptError) {
    // Lifts before downs at the same time: a finger lifting as another lands is not two.
    var changes: [(time: Double, isDown: Bool, step: Int)] = []
    changes.reserveCapacity(steps.count * 2)
    for (index, step) in steps.enumerated() {
      let (start, length): (Double, Double) =
        switch step {
        case .tap(_, let time): (time, Self.tapDuration)
        case .press(_, let time, let duration): (time, duration)
        case .drag(_, let time, let duration, _, _): (time, duration)
        }
      changes.append((start, true, index))
      changes.append((start + length, false, index))
    }
    changes.sort { ($0.time, $0.isDown ? 1 : 0, $0.step) < ($1.time, $1.isDown ? 1 : 0, $1.step) }
    var down = 0
    for change in changes {
      down += change.isDown ? 1 : -1
      if down > Self.maximumSimultaneousFingers {
        throw InputScriptError(
          field: "steps[\(change.step)]",
          problem:
            "more than \(Self.maximumSimultaneousFingers) fingers would be down at once "
            + "(at \(change.time) s); spread the steps out", step: change.step)
      }
    }
  }

  private static func check(
    point: CGPoint, _ field: String, step: Int, limit: CGFloat = maximumCoordinate,
    unit: String = "points"
  ) throws(InputScriptError) {
    guard point.x.isFinite, point.y.isFinite else {
      throw InputScriptError(
        field: field, problem: "coordinates must be finite, got \(point)", step: step)
    }
    guard abs(point.x) <= limit, abs(point.y) <= limit else {
      throw InputScriptError(
        field: field,
        problem: "coordinates must be within ±\(Int(limit)) \(unit), got \(point)", step: step)
    }
  }

  private static func check(time: Double, _ field: String, step: Int) throws(InputScriptError) {
    guard time.isFinite, time >= 0, time <= maximumTime else {
      throw InputScriptError(
        field: field,
        problem: "must be a time from 0 to \(Int(maximumTime)) seconds, got \(time)", step: step)
    }
  }

  private static func check(
    duration: Double, after time: Double, _ field: String, step: Int
  ) throws(InputScriptError) {
    guard duration.isFinite, duration > 0, duration <= maximumDuration else {
      throw InputScriptError(
        field: field,
        problem:
          "must be a duration > 0 and ≤ \(Int(maximumDuration)) seconds, got \(duration)",
        step: step)
    }
    guard time + duration <= maximumTime else {
      throw InputScriptError(
        field: field,
        problem: "the step must end by \(Int(maximumTime)) seconds, got \(time + duration)",
        step: step)
    }
  }
}
