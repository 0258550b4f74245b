import Foundation
import SegueAnimation
import SegueLayers

/// Collects the property changes made inside `animateKeyframes`, per layer and key, and turns
/// them into one `KeyframeAnimation` each when the block ends.
///
/// A change made inside `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` is
/// reached at the end of that keyframe's window; a change made directly in the outer block
/// spans the whole duration (window 0…1). Between windows the value holds. Windows that start
/// before the previous one of the same property ended are moved to its end (UIKit leaves
/// overlapping keyframes undefined).
@MainActor
final class KeyframeRecorder {
  /// The relative window of the keyframe being recorded (0…1 of the total duration).
  var window: (start: Double, duration: Double) = (0, 1)

  final class Track {
    let layer: Layer
    let key: String
    /// The value on screen before the first change.
    let fromValue: Any
    var keyframes: [(start: Double, duration: Double, value: Any)] = []

    init(layer: Layer, key: String, fromValue: Any) {
      self.layer = layer
      self.key = key
      self.fromValue = fromValue
    }
  }

  private(set) var tracks: [Track] = []

  /// Records that `key` of `layer` reached `value` in the current window.
  func record(layer: Layer, key: String, fromValue: Any, value: Any) {
    let track: Track
    if let existing = tracks.first(where: { $0.layer === layer && $0.key == key }) {
      track = existing
    } else {
      track = Track(layer: layer, key: key, fromValue: fromValue)
      tracks.append(track)
    }
    track.keyframes.append((window.start, window.duration, value))
  }

  /// The values and key times of a track: the start value at 0, each keyframe's value at the
  /// end of its window, the previous value held until a window starts, the last value held
  /// until 1.
  static func schedule(of track: Track) -> (values: [Any], keyTimes: [Double]) {
    var values: [Any] = [track.fromValue]
    var keyTimes: [Double] = [0]
    let ordered = track.keyframes.enumerated().sorted {
      $0.element.start != $1.element.start
        ? $0.element.start < $1.element.start : $0.offset < $1.offset
    }.map(\.element)
    for keyframe in ordered {
      let last = keyTimes[keyTimes.count - 1]
      let start = max(keyframe.start, last)
      let end = max(min(keyframe.start + keyframe.duration, 1), start)
      if start > last {
        keyTimes.append(start)
        values.append(values[values.count - 1])
      }
      keyTimes.append(end)
      values.append(keyframe.value)
    }
    if keyTimes[keyTimes.count - 1] < 1 {
      keyTimes.append(1)
      values.append(values[values.count - 1])
    }
    return (values, keyTimes)
  }
}

/// The action a view returns inside `animateKeyframes`: records the change as a keyframe.
@MainActor
final class KeyframeRecordingAction: Action {
  let recorder: KeyframeRecorder
  let fromValue: Any

  init(recorder: KeyframeRecorder, fromValue: Any) {
    self.recorder = recorder
    self.fromValue = fromValue
  }

  func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
    guard let value = layer.model.value(forKeyPath: event) else { return }
    recorder.record(layer: layer, key: event, fromValue: fromValue, value: value)
  }
}
