/// Values worth keeping from one frame to the next while they are drawn the same way: the
/// bookkeeping shared by `ResampledImageCache` and `ShadowMaskCache`.
///
/// A key drawn in one frame only is never kept (a picture or shadow in flight makes a new key
/// every frame, and copying it would be wasted); once the same key is drawn in two successive
/// frames its value is kept, within a byte budget, and served while each frame uses it. A kept
/// value not used during a frame is released at its end.
struct KeptAcrossFrames<Key: Hashable, Value> {
  /// The most bytes kept.
  let maximumBytes: Int
  /// Whether values are kept at all (off only to check that keeping them changes nothing).
  var isEnabled = true

  private struct Entry {
    let value: Value
    let bytes: Int
    var used: Bool
    /// When it was kept: released values are returned in this order.
    let order: Int
  }

  private var entries: [Key: Entry] = [:]
  private var bytes = 0
  private var keptSoFar = 0
  /// Keys drawn in the previous frame and in this one, not kept.
  private var seenLastFrame: Set<Key> = []
  private var seenThisFrame: Set<Key> = []

  init(maximumBytes: Int) {
    self.maximumBytes = maximumBytes
  }

  /// The value kept for `key`, marked as used in this frame.
  mutating func value(for key: Key) -> Value? {
    guard entries[key] != nil else { return nil }
    entries[key]?.used = true
    return entries[key]?.value
  }

  /// The value kept for `key`, without marking it used (for a look ahead of drawing it).
  func peek(_ key: Key) -> Value? {
    entries[key]?.value
  }

  /// Records that `key` is drawn in this frame without a kept value; returns whether a value of
  /// `bytes` made for it should be kept (drawn the same way in the previous frame, unless
  /// `atFirstSight`, within the budget).
  ///
  /// - Parameter atFirstSight: keep it the first time, for a value kept as it was made (nothing
  ///   copied), whose keeping costs nothing when it goes unused.
  mutating func shouldKeep(_ key: Key, bytes size: Int, atFirstSight: Bool = false) -> Bool {
    seenThisFrame.insert(key)
    return isEnabled && entries[key] == nil && (atFirstSight || seenLastFrame.contains(key))
      && size <= maximumBytes - bytes
  }

  /// Keeps `value`, of `bytes`, for `key`, as used in this frame.
  mutating func keep(_ value: Value, bytes size: Int, for key: Key) {
    if let old = entries[key] { bytes -= old.bytes }
    entries[key] = Entry(value: value, bytes: size, used: true, order: keptSoFar)
    keptSoFar += 1
    bytes += size
  }

  /// Ends a frame: releases the values it did not use, and returns them, the earliest kept
  /// first (a caller may reuse their memory).
  @discardableResult
  mutating func endFrame() -> [Value] {
    var released: [Entry] = []
    for (key, entry) in entries {
      if entry.used {
        entries[key]?.used = false
      } else {
        entries[key] = nil
        bytes -= entry.bytes
        released.append(entry)
      }
    }
    seenLastFrame = seenThisFrame
    seenThisFrame = []
    // A dictionary's order changes from run to run; what a caller does with the values must not.
    if released.count > 1 { released.sort { $0.order < $1.order } }
    return released.map(\.value)
  }

  /// The number of values kept.
  var count: Int { entries.count }
  /// The bytes of the values kept.
  var keptBytes: Int { bytes }
}
