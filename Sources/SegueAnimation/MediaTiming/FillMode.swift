/// What a timed object shows outside its active duration (`CAMediaTimingFillMode`).
///
/// Raw values are Core Animation's strings.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
  /// Has no effect outside the active duration (the default).
  case removed
  /// Keeps showing its final state after the active duration ends.
  case forwards
  /// Shows its initial state before the active duration begins.
  case backwards
  /// Both `forwards` and `backwards`.
  case both

  /// Whether the object stays in effect, frozen at its end, after its active duration.
  public var fillsForwards: Bool { self == .forwards || self == .both }
  /// Whether the object is in effect, frozen at its start, before its active duration.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
}
