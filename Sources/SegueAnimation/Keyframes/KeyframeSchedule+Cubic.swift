extension KeyframeSchedule {
  /// Returns the uniform Catmull-Rom spline through p1 (t = 0) and p2 (t = 1), with p0 and p3
  /// the neighbouring values shaping the tangents (p2 − p0)/2 and (p3 − p1)/2.
  ///
  /// Used per component by `.cubic` and `.cubicPaced` keyframe animations. `t` outside 0…1
  /// extrapolates the cubic.
  public static func catmullRom(
    _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, t: Double
  ) -> Double {
    let t2 = t * t
    let t3 = t2 * t
    return 0.5
      * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
        + (3 * (p1 - p2) + p3 - p0) * t3)
  }

  /// Returns the Catmull-Rom spline through `values` within segment `segment` (from
  /// `values[segment]` to `values[segment + 1]`) at `t`, repeating the first and last values
  /// as the missing outer neighbours.
  /// - Precondition: `values` is not empty and `segment` is in 0..<values.count (the last
  ///   index gives the last value for any `t`).
  public static func catmullRom(values: [Double], segment: Int, t: Double) -> Double {
    precondition(
      values.indices.contains(segment),
      "Segment \(segment) is outside the \(values.count) keyframe values.")
    let last = values.count - 1
    if segment == last { return values[last] }
    return catmullRom(
      values[max(segment - 1, 0)], values[segment], values[segment + 1],
      values[min(segment + 2, last)], t: t)
  }
}
