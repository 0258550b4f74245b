import Foundation

/// One benchmark row.
struct BenchResult: Encodable {
  let id: String
  let width: Int
  let height: Int
  let medianMs: Double
  /// nil for rows without a floor (physics steps).
  let floorMs: Double?
  var ratio: Double? { floorMs.flatMap { $0 > 0 ? medianMs / $0 : nil } }
  /// The memory figures of the soak row (nil for the others).
  var soak: Soak? = nil
  /// Why a row that should have a floor has none (the constraint rows without kiwi, frames
  /// with a page curl part-way).
  var note: String? = nil
  /// What `medianMs` and `floorMs` are when not medians, e.g. "p99" (the play-session row).
  var statistic: String? = nil
  /// The fraction of the frames' pixels repainted (the play-session row, which repaints only
  /// what changed).
  var repaintedFraction: Double? = nil
  /// A child process's peak resident set size and its goal (the memory rows).
  var peakResident: PeakResident? = nil
  /// The largest `ratio` that meets the row's goal (the parallel export rows, the scene rows),
  /// printed with ✓ or ✗.
  var ratioGoal: Double? = nil
  /// Whether the ratio goal is judged only against a floor at or below the frame (the scene
  /// rows): a floor slower than the renderer is not yet the cheapest program drawing the same
  /// pixels, so the goal is printed `?` and `goal_met` is null (docs/performance.md).
  var ratioNeedsLowerBound = false
  /// The longest `medianMs` that meets the row's goal (frames within a 120 Hz frame, the
  /// ticks), printed with ✓ or ✗.
  var timeGoalMs: Double? = nil

  /// A 60 fps playback of the scene from its first frame (the scene rows): its frames' median
  /// and its slowest, against issue 17's goal of no frame over 2 × the median.
  var playback: Playback? = nil

  /// Issue 17's goals for a frame of a scene: within 8.3 ms (120 Hz) and 1.5 × its floor.
  static let frameTimeGoalMs = 8.3
  static let frameRatioGoal = 1.5

  /// The frames of a playback, each timed (`PlaybackBenchmark`).
  struct Playback {
    /// Issue 17's goal: the slowest frame at most this many times the median frame.
    static let spikeGoal = 2.0

    let fps: Int
    let frames: Int
    let medianMs: Double
    let maxMs: Double
    /// The progress of the slowest frame.
    let maxProgress: Double
    /// The floor of the slowest frame and the floors' median, drawn in the same order by a
    /// fresh `CairoBaseline` (nil where a frame has no floor): a slowest frame whose own floor
    /// is as far over the floors' median is the content's costly phase, not a stall of the
    /// renderer's.
    var maxFloorMs: Double? = nil
    var floorMedianMs: Double? = nil
    /// The slowest frame over its own floor.
    var maxFrameRatio: Double? {
      maxFloorMs.flatMap { $0 > 0 ? maxMs / $0 : nil }
    }
    /// The slowest frame over the median (infinite when the median is 0 and a frame is not).
    var spikeRatio: Double {
      medianMs > 0 ? maxMs / medianMs : (maxMs > 0 ? .infinity : 1)
    }
    var met: Bool { maxMs <= Self.spikeGoal * medianMs }
  }

  /// Whether the ratio meets `ratioGoal`: nil when there is no goal, no ratio, or a floor
  /// slower than the frame where that leaves the goal undecided.
  var ratioGoalMet: Bool? {
    guard let ratioGoal, let ratio else { return nil }
    if ratioNeedsLowerBound && ratio < 1 { return nil }
    return ratio <= ratioGoal
  }

  /// Peak resident memory against a goal: `rss_peak_bytes` ≤ `rss_goal_bytes`.
  struct PeakResident {
    let bytes: Int
    let goalBytes: Int
    var met: Bool { bytes <= goalBytes }
  }

  /// Resident memory over a soak: `rss_ratio` = `rss_end_bytes` / `rss_warm_bytes`.
  struct Soak {
    let residentAfterWarmUp: Int
    let residentAtEnd: Int
    let transitions: Int
    /// Stage time the transitions ran, seconds.
    let stageSeconds: Double
    /// Controllers pushed or presented in the soak still alive at its end, and one second
    /// of frames later.
    let survivors: Int
    let survivorsAfterOneSecond: Int
    var ratio: Double {
      residentAfterWarmUp > 0 ? Double(residentAtEnd) / Double(residentAfterWarmUp) : 0
    }
  }

  enum CodingKeys: String, CodingKey {
    case id, width, height
    case medianMs = "median_ms"
    case floorMs = "floor_ms"
    case ratio
    case residentAfterWarmUp = "rss_warm_bytes"
    case residentAtEnd = "rss_end_bytes"
    case residentRatio = "rss_ratio"
    case transitions, survivors, note, statistic
    case repaintedFraction = "repainted_fraction"
    case stageSeconds = "stage_seconds"
    case survivorsAfterOneSecond = "survivors_after_1s"
    case peakResident = "rss_peak_bytes"
    case peakResidentGoal = "rss_goal_bytes"
    case goalMet = "goal_met"
    case ratioGoal = "ratio_goal"
    case timeGoal = "time_goal_ms"
    case timeGoalMet = "time_goal_met"
    case playbackFPS = "playback_fps"
    case playbackFrames = "playback_frames"
    case playbackMedian = "playback_median_ms"
    case maxFrame = "max_frame_ms"
    case maxFrameProgress = "max_frame_progress"
    case spikeRatio = "spike_ratio"
    case spikeGoal = "spike_goal"
    case spikeGoalMet = "spike_goal_met"
    case maxFrameFloor = "max_frame_floor_ms"
    case playbackFloorMedian = "playback_floor_median_ms"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(Self.round(medianMs), forKey: .medianMs)
    try container.encode(floorMs.map(Self.round), forKey: .floorMs)
    try container.encode(ratio.map(Self.round), forKey: .ratio)
    try container.encodeIfPresent(note, forKey: .note)
    try container.encodeIfPresent(statistic, forKey: .statistic)
    try container.encodeIfPresent(repaintedFraction.map(Self.round), forKey: .repaintedFraction)
    if let soak {
      try container.encode(soak.residentAfterWarmUp, forKey: .residentAfterWarmUp)
      try container.encode(soak.residentAtEnd, forKey: .residentAtEnd)
      try container.encode(Self.round(soak.ratio), forKey: .residentRatio)
      try container.encode(soak.transitions, forKey: .transitions)
      try container.encode(Self.round(soak.stageSeconds), forKey: .stageSeconds)
      try container.encode(soak.survivors, forKey: .survivors)
      try container.encode(soak.survivorsAfterOneSecond, forKey: .survivorsAfterOneSecond)
    }
    if let peakResident {
      try container.encode(peakResident.bytes, forKey: .peakResident)
      try container.encode(peakResident.goalBytes, forKey: .peakResidentGoal)
      try container.encode(peakResident.met, forKey: .goalMet)
    }
    if let ratioGoal {
      try container.encode(ratioGoal, forKey: .ratioGoal)
      try container.encode(ratioGoalMet, forKey: .goalMet)
    }
    if let timeGoalMs {
      try container.encode(timeGoalMs, forKey: .timeGoal)
      try container.encode(medianMs <= timeGoalMs, forKey: .timeGoalMet)
    }
    if let playback {
      try container.encode(playback.fps, forKey: .playbackFPS)
      try container.encode(playback.frames, forKey: .playbackFrames)
      try container.encode(Self.round(playback.medianMs), forKey: .playbackMedian)
      try container.encode(Self.round(playback.maxMs), forKey: .maxFrame)
      try container.encode(Self.round(playback.maxProgress), forKey: .maxFrameProgress)
      try container.encode(
        playback.spikeRatio.isFinite ? Self.round(playback.spikeRatio) : nil, forKey: .spikeRatio)
      try container.encode(Playback.spikeGoal, forKey: .spikeGoal)
      try container.encode(playback.met, forKey: .spikeGoalMet)
      try container.encodeIfPresent(playback.maxFloorMs.map(Self.round), forKey: .maxFrameFloor)
      try container.encodeIfPresent(
        playback.floorMedianMs.map(Self.round), forKey: .playbackFloorMedian)
    }
  }

  static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// The playback goal's part of a row's line.
  private static func spikeLine(_ playback: Playback) -> String {
    var line = String(
      format: "  %d fps: max %.3f ms at %.3f, %.2f × the median %.3f ms  goal ≤ %.0f × %@",
      playback.fps, playback.maxMs, playback.maxProgress, playback.spikeRatio, playback.medianMs,
      Playback.spikeGoal, playback.met ? "✓" : "✗")
    if !playback.met, let floor = playback.maxFloorMs, let floors = playback.floorMedianMs,
      floors > 0, let ratio = playback.maxFrameRatio
    {
      line += String(
        format: " (its floor %.3f ms, %.2f × the floors' median; the frame %.2f × its floor)",
        floor, floor / floors, ratio)
    }
    return line
  }

  var line: String {
    let size = width > 0 ? "\(width)×\(height) px" : "—"
    if let soak {
      let mebibyte = 1024.0 * 1024.0
      return String(
        format:
          "%@  median %.3f ms per transition (%.0f s of stage time)  RSS %.1f MiB after %d, "
          + "%.1f MiB after %d  ratio %.3f  controllers still alive: %d, %d a second later",
        id, medianMs, soak.stageSeconds, Double(soak.residentAfterWarmUp) / mebibyte,
        SoakBenchmark.warmUpCount, Double(soak.residentAtEnd) / mebibyte, soak.transitions,
        soak.ratio, soak.survivors, soak.survivorsAfterOneSecond)
    }
    if let peakResident {
      let mebibyte = 1024.0 * 1024.0
      return String(
        format: "%@  peak RSS %.1f MiB  goal ≤ %.0f MiB %@  (%.1f s)", id,
        Double(peakResident.bytes) / mebibyte, Double(peakResident.goalBytes) / mebibyte,
        peakResident.met ? "✓" : "✗", medianMs / 1000)
    }
    let timeGoal =
      timeGoalMs.map { String(format: "  goal ≤ %.1f ms %@", $0, medianMs <= $0 ? "✓" : "✗") }
      ?? ""
    let spike = playback.map(Self.spikeLine) ?? ""
    if let note {
      return String(format: "%@  median %.3f ms  ratio —  (%@)", id, medianMs, note)
        + timeGoal + spike
    }
    guard let floorMs, let ratio else {
      return String(format: "%@  %@  median %.4f ms per step", id, size, medianMs)
        + timeGoal + spike
    }
    let repainted = repaintedFraction.map { String(format: "  repainted %.0f %%", $0 * 100) }
    let goal = ratioGoal.map {
      let mark = ratioGoalMet.map { $0 ? "✓" : "✗" } ?? "? (floor slower than the frame)"
      return String(format: "  goal ≤ %.3f %@", $0, mark)
    }
    return String(
      format: "%@  %@  %@ %.3f ms  floor %.3f ms  ratio %.2f", id, size, statistic ?? "median",
      medianMs, floorMs, ratio) + (repainted ?? "") + timeGoal + (goal ?? "") + spike
  }
}

/// Milliseconds `body` takes, by the monotonic clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let elapsed = try clock.measure(body)
  return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

/// The CPU time `body` takes on the calling thread, milliseconds. Unlike the wall clock it is
/// not lengthened by other processes taking the core: on this shared 2-core machine a 2 ms
/// tick measured 30–60 ms by the wall clock while builds ran, off the core between time
/// slices. For single-threaded rows whose every part runs on the calling thread.
func threadCPUMilliseconds(_ body: () throws -> Void) rethrows -> Double {
  var start = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
  try body()
  var end = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
  return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
