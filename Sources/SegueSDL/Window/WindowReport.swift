/// What happened in a window, reported when it closes.
public struct WindowReport: Sendable, Hashable {
  /// Frame counts and lateness.
  public var pacing: FramePacer
  /// Whether it closed because `maximumFrameCount` was reached (otherwise the user quit).
  public var reachedFrameLimit: Bool
}
