import Foundation

/// A problem with an input script's values, naming the step and field.
public struct InputScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where: e.g. "steps[2] (drag).duration".
  public var field: String
  /// What is wrong, in a sentence.
  public var problem: String

  public var description: String { "\(field): \(problem)" }
}

extension InputScript {
  /// Checks that every time is finite and not negative, every duration positive, every point
  /// finite and every drag path non-empty; throws for the first value that is not.
  public func validate() throws(InputScriptError) {
    for (index, step) in steps.enumerated() {
      switch step {
      case .tap(let point, let time):
        try Self.check(point: point, "steps[\(index)] (tap).at")
        try Self.check(time: time, "steps[\(index)] (tap).time")
      case .press(let point, let time, let duration):
        try Self.check(point: point, "steps[\(index)] (press).at")
        try Self.check(time: time, "steps[\(index)] (press).time")
        try Self.check(duration: duration, "steps[\(index)] (press).duration")
      case .drag(let path, let time, let duration, _, let velocity):
        guard !path.isEmpty else {
          throw InputScriptError(
            field: "steps[\(index)] (drag).path", problem: "a drag needs at least one point")
        }
        for (p, point) in path.enumerated() {
          try Self.check(point: point, "steps[\(index)] (drag).path[\(p)]")
        }
        try Self.check(time: time, "steps[\(index)] (drag).time")
        try Self.check(duration: duration, "steps[\(index)] (drag).duration")
        if let velocity {
          try Self.check(point: velocity, "steps[\(index)] (drag).releaseVelocity")
        }
      }
    }
  }

  private static func check(point: CGPoint, _ field: String) throws(InputScriptError) {
    guard point.x.isFinite, point.y.isFinite else {
      throw InputScriptError(field: field, problem: "coordinates must be finite, got \(point)")
    }
  }

  private static func check(time: Double, _ field: String) throws(InputScriptError) {
    guard time.isFinite, time >= 0 else {
      throw InputScriptError(field: field, problem: "must be a time ≥ 0 seconds, got \(time)")
    }
  }

  private static func check(duration: Double, _ field: String) throws(InputScriptError) {
    guard duration.isFinite, duration > 0 else {
      throw InputScriptError(
        field: field, problem: "must be a duration > 0 seconds, got \(duration)")
    }
  }
}
