import SegueLayers

/// Collects what the window shows while recording: each presented frame's display list and
/// the host time it went on screen.
///
/// Display lists are small values (images inside them are shared, not copied), so recording
/// costs almost nothing per frame; the frames are rasterized and encoded once recording stops
/// (see `RecordingEncoder`). Rasterizing a copy of every presented frame instead would cost a
/// full-frame copy per refresh and hundreds of megabytes per minute.
public struct FrameRecorder: Sendable {
  /// The GIF's frame rate: frames are resampled to this, whatever the display's refresh rate.
  public static let framesPerSecond = 30.0
  /// The longest recording, seconds; recording stops by itself after this.
  public static let maximumDuration = 60.0

  /// Host times of the recorded frames, seconds, ascending.
  public private(set) var times: [Double] = []
  /// The recorded frames, one per entry of `times`.
  public private(set) var frames: [DisplayList] = []

  /// Creates an empty recording.
  public init() {}

  /// Whether the recording has reached `maximumDuration`.
  public var isFull: Bool {
    guard let first = times.first, let last = times.last else { return false }
    return last - first >= Self.maximumDuration
  }

  /// Appends the frame that went on screen at `time` (seconds, not before the last one).
  public mutating func append(_ frame: DisplayList, at time: Double) {
    precondition(time >= (times.last ?? time), "recorded frames must come in time order")
    times.append(time)
    frames.append(frame)
  }

  /// The frames a `framesPerSecond` recording shows: for each tick from the first frame's
  /// time to the last one's, the frame on screen at that tick.
  public func resampled(framesPerSecond fps: Double = framesPerSecond) -> [DisplayList] {
    Self.sampleIndices(times: times, framesPerSecond: fps).map { frames[$0] }
  }

  /// For ticks every 1/`fps` seconds from `times.first` to `times.last`, the index of the last
  /// time at or before each tick (what was on screen then). Empty for no times.
  public static func sampleIndices(times: [Double], framesPerSecond fps: Double) -> [Int] {
    precondition(fps.isFinite && fps > 0, "frame rate must be positive, got \(fps)")
    guard let first = times.first, let last = times.last else { return [] }
    // The epsilon keeps a frame that lands exactly on a tick from losing it to rounding.
    let count = Int(((last - first) * fps + 1e-9).rounded(.down)) + 1
    var indices: [Int] = []
    indices.reserveCapacity(count)
    var index = 0
    for tick in 0..<count {
      let tickTime = first + Double(tick) / fps + 1e-9
      while index + 1 < times.count, times[index + 1] <= tickTime { index += 1 }
      indices.append(index)
    }
    return indices
  }
}
