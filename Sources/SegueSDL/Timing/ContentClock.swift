/// Turns host time into content time: stops while paused, runs at 1/10 speed with Slow
/// Animations on.
///
/// Only the time that passes between two readings is scaled, so toggling either mode never
/// makes content time jump, and content time never runs backwards (even if the host clock
/// did).
public struct ContentClock: Sendable, Hashable {
  /// How much slower content time runs with Slow Animations on: 10, as in the iOS simulator.
  public static let slowAnimationsFactor = 10.0

  /// The content time at the last reading, seconds.
  public private(set) var time: Double = 0
  /// Whether content time is stopped.
  public var isPaused = false
  /// Whether content time runs `slowAnimationsFactor` times slower than host time.
  public var isSlow = false
  private var lastHostTime: Double?

  /// Creates a clock at content time 0, running at full speed.
  public init() {}

  /// Content seconds per host second now: 0 paused, 0.1 slow, 1 otherwise.
  public var rate: Double {
    isPaused ? 0 : (isSlow ? 1 / Self.slowAnimationsFactor : 1)
  }

  /// Reads the clock at `hostTime` (seconds on the host's monotonic clock) and returns the
  /// content time. The first reading is content time 0.
  public mutating func advance(toHostTime hostTime: Double) -> Double {
    if let lastHostTime {
      time += max(0, hostTime - lastHostTime) * rate
    }
    lastHostTime = hostTime
    return time
  }
}
