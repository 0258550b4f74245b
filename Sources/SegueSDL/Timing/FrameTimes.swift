/// How long frames took to make, for `play --stats` and the `play-session` bench row.
///
/// Percentiles are by the nearest-rank method: the p-th percentile is the smallest time that
/// at least p % of the frames did not exceed (so the 100th is the longest frame).
public struct FrameTimes: Sendable, Hashable {
  /// The frames' times, milliseconds, in the order they were made.
  public private(set) var milliseconds: [Double]

  public init(milliseconds: [Double] = []) {
    self.milliseconds = milliseconds
  }

  /// Adds a frame that took `milliseconds`.
  public mutating func append(_ milliseconds: Double) {
    self.milliseconds.append(milliseconds)
  }

  public var count: Int { milliseconds.count }

  /// The `p`-th percentile (0 < p ≤ 100), milliseconds; 0 when there are no frames.
  public func percentile(_ p: Double) -> Double {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// How many frames took longer than `budget` milliseconds.
  public func count(over budget: Double) -> Int {
    milliseconds.count(where: { $0 > budget })
  }

  /// The budget of a frame at 120 Hz, milliseconds: what a ProMotion iPhone gives a frame.
  public static let budget120Hz = 1000.0 / 120

  /// One line for the terminal, e.g. "frame time p50 2.1 ms, p90 3.0 ms, p99 5.2 ms, max
  /// 9.8 ms; 3 of 600 frames over 8.3 ms (120 Hz)".
  public var summary: String {
    guard count > 0 else { return "no frames made" }
    let budget = Self.budget120Hz
    let figures = [("p50", 50.0), ("p90", 90), ("p99", 99)].map {
      "\($0.0) \(percentile($0.1).formatted(decimals: 1)) ms"
    }
    return "frame time \(figures.joined(separator: ", ")), max "
      + "\(percentile(100).formatted(decimals: 1)) ms; \(count(over: budget)) of \(count) "
      + "frames over \(budget.formatted(decimals: 1)) ms (120 Hz)"
  }
}
