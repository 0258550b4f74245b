import Foundation
import SegueAnimation

// A running animation's timing (48 bytes) and progress curve (33) were copied into each of its
// layer's inline frame tracks, most of their 136 bytes: with three animations, the tracks were
// half of the twelve cache lines a presentation in `tick-10k` read of each layer, from memory
// that was no longer in cache. The animations of one block (a position, an opacity and a scale
// made by one `UIView.animate`, on every view it changes) have the same timing and curve, so
// they now share one copy of them that stays in cache, and a track holds a pointer to it (56
// bytes): eight lines a layer (session 43, docs/performance.md).
//
// Invariants: the shared values are immutable (changing an animation's timing takes other ones:
// `SharedTrackTiming.make`), but for the cache of their last sample, written on the main actor
// only. `AttachedAnimation` holds their owner strongly; its frame track and the copies made of
// that (`FrameTracks`, `FrameEvents`, rebuilt whenever `Layer.attached` changes) hold a plain
// pointer to them, so that copying and reading them retains nothing, and never outlive the
// entry. Sharing changes no result: an animation reads its own values, bit for
// bit the timing and curve it was given, whichever other animations read the same ones.
//
// Rejected: an `unowned(unsafe)` reference to the owner in the tracks (the optimizer retained
// and released it around every use: an atomic write per animation per frame, to one line that
// every layer shares); a table of every live timing (it must forget those no animation holds
// any more, which needs weak references, and their side tables put every retain of the object
// on the runtime's slow path).

/// The timing and progress curve of a running animation, as its tracks read them (see the note
/// at the top of this file).
struct TrackTiming {
  /// The animation's resolved timing.
  let timing: MediaTimingParameters
  /// How a fast track turns the timing's fraction into progress (unused by an animation applied
  /// by its general evaluator, which has its own).
  let curve: ProgressCurve
  /// The last time these values were sampled at, and what they gave (a cache; see
  /// `sampled(atLocalTime:)`).
  private var last = SampledTiming()

  init(timing: MediaTimingParameters, curve: ProgressCurve) {
    self.timing = timing
    self.curve = curve
  }

  /// Where the timing puts an animation at local time `time` (nil when it has no effect then)
  /// and the curve's progress there: computed, or the last call's answer when it asked the
  /// same time (bit for bit, so 0 and −0 never stand for each other).
  ///
  /// A cache of a pure function of the immutable values (the sample depends on the timing and
  /// the time, the progress on the sample, the curve and the timing's duration), so a reused
  /// answer is the one the animation would compute. The animations of one block ask it once a
  /// frame and then 10,000 times the same time in `tick-10k`: one compare of the time, not of
  /// the timing's 48 bytes with the last sampled one's (session 44). Written only on the main
  /// actor, where presentations are computed.
  @MainActor
  mutating func sampled(atLocalTime time: Double) -> SampledTiming {
    if time.bitPattern != last.time {
      let sample = timing.sample(
        atParentTime: time, defaultDuration: MediaTimingParameters.defaultDuration)
      var progress = 0.0
      if let sample { progress = curve.progress(sample, simpleDuration: timing.simpleDuration) }
      last = SampledTiming(time: time.bitPattern, sample: sample, progress: progress)
    }
    return last
  }
}

/// A timing sample and the progress along a curve at it, with the time asked.
struct SampledTiming {
  /// The time's bit pattern; initially NaN's, whose sample is nil (`MediaTimingParameters`).
  var time = Double.nan.bitPattern
  /// Where the animation is, or nil when it has no effect then.
  var sample: TimingSample?
  /// The curve's progress at `sample` (0 when there is none).
  var progress = 0.0
}

/// The owner of one `TrackTiming` at a fixed address, shared by the animations that have the
/// same timing and curve.
///
/// `@unchecked Sendable`: the values are written once, before the object is handed out, and
/// only read after, but for their sample cache, written on the main actor only; `unused` is the
/// one instance reached from more than one actor, and it is never sampled.
final class SharedTrackTiming: @unchecked Sendable {
  /// The values, alive as long as this object.
  let pointer: UnsafePointer<TrackTiming>

  private init(_ values: TrackTiming) {
    let pointer = UnsafeMutablePointer<TrackTiming>.allocate(capacity: 1)
    pointer.initialize(to: values)
    self.pointer = UnsafePointer(pointer)
  }

  deinit {
    let pointer = UnsafeMutablePointer(mutating: pointer)
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// The owner of `timing` and `curve`: one made or found recently with the same bits, or a
  /// new one.
  @MainActor
  static func make(timing: MediaTimingParameters, curve: ProgressCurve) -> SharedTrackTiming {
    if let index = recent.firstIndex(where: {
      $0.pointer.pointee.timing.isIdentical(to: timing)
        && $0.pointer.pointee.curve.isIdentical(to: curve)
    }) {
      let found = recent[index]
      recent.remove(at: index)
      recent.append(found)
      return found
    }
    let made = SharedTrackTiming(TrackTiming(timing: timing, curve: curve))
    recent.removeFirst()
    recent.append(made)
    return made
  }

  /// The owners last made or found, least recently used first, which is the one a new owner
  /// replaces: the kinds of animation of one block (a linear and an eased curve, or one timing
  /// before and after its begin time is fixed) alternate from layer to layer, so one is not
  /// enough. They keep the few values they name alive after their animations end, which is all
  /// they keep.
  ///
  /// Replaced in the order they were made (session 43), an owner found for one layer's first
  /// animation could be the next one replaced, by that same layer's eased animation: the next
  /// layer then made its own, and the block shared nothing across layers — what failed
  /// `TrackTimingTests` in full runs, where an earlier test had left an owner with the same
  /// bits in that slot (session 47).
  @MainActor private static var recent = [SharedTrackTiming](repeating: unused, count: 4)

  /// Stands in the unused slots of the inline tracks; never applied.
  static let unused = SharedTrackTiming(
    TrackTiming(timing: MediaTimingParameters(), curve: .timingFunction(nil)))
}

extension ProgressCurve {
  /// Whether `other` is the same curve with the same bits in every number (so that 0 and −0
  /// never stand for each other).
  func isIdentical(to other: ProgressCurve) -> Bool {
    switch (self, other) {
    case (.timingFunction(nil), .timingFunction(nil)):
      return true
    case (.timingFunction(let function?), .timingFunction(let otherFunction?)):
      return (1...2).allSatisfy { index in
        let (point, otherPoint) = (
          function.controlPoint(at: index), otherFunction.controlPoint(at: index)
        )
        return point.x.bitPattern == otherPoint.x.bitPattern
          && point.y.bitPattern == otherPoint.y.bitPattern
      }
    case (.spring(let spring), .spring(let otherSpring)):
      return spring.mass.bitPattern == otherSpring.mass.bitPattern
        && spring.stiffness.bitPattern == otherSpring.stiffness.bitPattern
        && spring.damping.bitPattern == otherSpring.damping.bitPattern
        && spring.initialVelocity.bitPattern == otherSpring.initialVelocity.bitPattern
    default:
      return false
    }
  }
}

extension MediaTimingParameters {
  /// Whether every field has the same bits as `other`'s.
  func isIdentical(to other: MediaTimingParameters) -> Bool {
    beginTime.bitPattern == other.beginTime.bitPattern
      && duration.bitPattern == other.duration.bitPattern
      && speed.bitPattern == other.speed.bitPattern
      && timeOffset.bitPattern == other.timeOffset.bitPattern
      && repeatCount.bitPattern == other.repeatCount.bitPattern
      && repeatDuration.bitPattern == other.repeatDuration.bitPattern
      && autoreverses == other.autoreverses && fillMode == other.fillMode
  }
}
