/// Counts frames and the ones that came late, for the report a window prints when it closes.
///
/// A frame is dropped when it follows the previous one by more than `lateFactor` display
/// intervals: at least one refresh was missed and the screen showed the same picture twice.
public struct FramePacer: Sendable, Hashable {
  /// How many display intervals a frame may take before it counts as dropped.
  public static let lateFactor = 1.5

  /// Seconds between two refreshes of the display.
  public let displayInterval: Double
  /// Frames presented so far.
  public private(set) var frameCount = 0
  /// Frames that came later than `lateFactor × displayInterval` after the previous one.
  public private(set) var droppedCount = 0
  /// The longest time between two frames so far, seconds.
  public private(set) var longestInterval = 0.0
  /// How long each frame took to make (events, content, render, upload, present), when the
  /// window said (`framePresented(at:madeIn:)`).
  public private(set) var frameTimes = FrameTimes()
  private var lastTime: Double?

  /// Creates a pacer for a display refreshing every `displayInterval` seconds (positive).
  public init(displayInterval: Double) {
    precondition(
      displayInterval.isFinite && displayInterval > 0,
      "display interval must be positive, got \(displayInterval)")
    self.displayInterval = displayInterval
  }

  /// Creates a pacer for a display refreshing `refreshRate` times a second; 60 when unknown
  /// (0, as some drivers and virtual displays report).
  public init(refreshRate: Int) {
    self.init(displayInterval: 1 / Double(refreshRate > 0 ? refreshRate : 60))
  }

  /// Records a frame presented at `time` (seconds, host clock), made in `work` seconds when
  /// given, and tells whether it was late. Frames after a pause (see `skipNextInterval`) are
  /// never late.
  @discardableResult
  public mutating func framePresented(at time: Double, madeIn work: Double? = nil) -> Bool {
    frameCount += 1
    if let work { frameTimes.append(work * 1000) }
    defer { lastTime = time }
    guard let lastTime else { return false }
    let interval = time - lastTime
    longestInterval = max(longestInterval, interval)
    guard interval > Self.lateFactor * displayInterval else { return false }
    droppedCount += 1
    return true
  }

  /// Forgets the previous frame's time, so that a deliberate wait (a modal resize loop, the
  /// window being hidden) does not count as a dropped frame.
  public mutating func skipNextInterval() {
    lastTime = nil
  }

  /// One line for the terminal, e.g. "600 frames, 2 dropped (later than 25.0 ms at 60 Hz)".
  public var summary: String {
    let threshold = Self.lateFactor * displayInterval * 1000
    let hertz = Int((1 / displayInterval).rounded())
    return "\(frameCount) frames, \(droppedCount) dropped (later than "
      + "\(threshold.formatted(decimals: 1)) ms at \(hertz) Hz)"
  }
}

extension Double {
  /// The number with exactly `decimals` digits after the point, without Foundation's locale.
  func formatted(decimals: Int) -> String {
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = Int((self * factor).rounded())
    let whole = scaled / Int(factor)
    let fraction = String(abs(scaled) % Int(factor))
    guard decimals > 0 else { return "\(whole)" }
    let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
    return "\(whole).\(padded)"
  }
}
