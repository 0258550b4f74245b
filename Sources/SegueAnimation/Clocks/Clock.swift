/// A source of the current time on the host's timeline, in seconds (what
/// `CACurrentMediaTime()` is to Core Animation).
///
/// Segue never reads the wall clock directly: hosts hand a clock to the frame pipeline, a
/// `ManualClock` in tests and exports (deterministic frames), a `MonotonicClock` in a window.
/// The time must never run backwards while frames are being produced. Clocks are reference
/// types so that everything driven by a host sees the same time; they are not `Sendable` and
/// belong to the thread (the main actor) that drives frames.
public protocol Clock: AnyObject {
  /// The current time in seconds; only differences between readings are meaningful.
  var now: Double { get }
}
