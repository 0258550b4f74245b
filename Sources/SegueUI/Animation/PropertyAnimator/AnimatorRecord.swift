import Foundation
import SegueAnimation
import SegueLayers

/// One layer property a property animator animates: its values and the animation it keeps
/// frozen on the layer.
@MainActor
final class AnimatorRecord {
  let layer: Layer
  let key: String
  /// The value on screen before the animator's first change of this property.
  let originalFrom: Any
  /// Where the first segment starts for this property, 0…1 (the delay factor).
  let originalStart: Double
  /// The value the current segment starts from.
  var from: Any
  /// The model value the animations set.
  var to: Any
  /// Where the current segment starts for this property, 0…1 of its progress.
  var start: Double
  /// The animation on the layer (the layer's copy), nil when none is installed.
  private(set) var installed: Animation?
  /// True once another animation replaced the animator's on this key.
  private(set) var isDetached = false

  init(layer: Layer, key: String, from: Any, to: Any, start: Double) {
    self.layer = layer
    self.key = key
    originalFrom = from
    originalStart = start
    self.from = from
    self.to = to
    self.start = start
  }

  /// Replaces the installed animation with `animation`, unless another animation took the
  /// key since the last install (the record is then detached for good).
  func install(_ animation: Animation) {
    guard !isDetached else { return }
    if let installed, layer.animation(forKey: key) !== installed {
      isDetached = true
      self.installed = nil
      return
    }
    layer.add(animation, forKey: key)
    installed = layer.animation(forKey: key)
  }

  /// Moves the installed animation to `timeOffset` in place, unless another animation took
  /// the key since the last install (the record is then detached for good).
  func setTimeOffset(_ timeOffset: Double) {
    guard !isDetached, let installed else { return }
    guard layer.animation(forKey: key) === installed else {
      isDetached = true
      self.installed = nil
      return
    }
    layer.setTimeOffset(timeOffset, ofAnimationForKey: key)
  }

  /// Removes the installed animation if it is still on the layer.
  func removeAnimation() {
    if let installed, layer.animation(forKey: key) === installed {
      layer.removeAnimation(forKey: key)
    }
    installed = nil
  }
}
