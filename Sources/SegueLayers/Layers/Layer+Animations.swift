import Foundation
import SegueAnimation

extension Layer {
  /// Adds a copy of `anim` to the layer under `key` (`add(_:forKey:)`).
  ///
  /// An animation already running under `key` is removed first and its delegate told
  /// `finished == false`. A `beginTime` of 0 becomes the layer's current time (or, for a layer
  /// not in a hosted tree yet, the time of the first tick that reaches it). With a nil key
  /// the animation runs but cannot be looked up, as in Core Animation.
  public func add(_ anim: Animation, forKey key: String?) {
    let copy = anim.copy()
    let track = copy.makeTrack(for: self)
    if let key { removeAnimation(forKey: key) }
    var entry = AttachedAnimation(
      key: key ?? "", animation: copy, track: track, group: Transaction.currentGroup)
    if entry.needsBeginTime, let now = currentLocalTime() {
      entry.timing.beginTime = now
      entry.needsBeginTime = false
    }
    attached.append(entry)
    context?.trackAnimations(of: self)
    (copy.delegate as? any AnimationAdditionObserving)?.animationWasAdded(copy)
  }

  /// The running animation added under `key` (a copy of what was added; don't mutate it).
  public func animation(forKey key: String) -> Animation? {
    attached.last { $0.key == key && !$0.key.isEmpty }?.animation
  }

  /// The keys of the running animations, in the order they were added.
  public func animationKeys() -> [String]? {
    let keys = attached.map(\.key).filter { !$0.isEmpty }
    return keys.isEmpty ? nil : keys
  }

  /// Moves the local time of the animation running under `key` to `timeOffset`, keeping it in
  /// place: for animations frozen with speed 0 and scrubbed frame by frame (a property
  /// animator's), where replacing the animation each frame would rebuild it for nothing.
  package func setTimeOffset(_ timeOffset: Double, ofAnimationForKey key: String) {
    guard !key.isEmpty, let index = attached.lastIndex(where: { $0.key == key }) else { return }
    attached[index].timing.timeOffset = timeOffset
  }

  /// Replaces the animation running under `key` by a copy of `anim`, in place: its timing
  /// (begin time, offset, speed), where it is in its life and the stop event it will send are
  /// kept, so nothing is interrupted — for retargeting a running animation (UIKit's additive
  /// block animations) where removing it would tell its delegate `finished == false`. Returns
  /// false when nothing runs under `key`.
  @discardableResult
  package func replaceRunningAnimation(forKey key: String, with anim: Animation) -> Bool {
    guard !key.isEmpty, let index = attached.lastIndex(where: { $0.key == key }) else {
      return false
    }
    let copy = anim.copy()
    attached[index].replace(with: copy, track: copy.makeTrack(for: self))
    return true
  }

  /// Removes the animation under `key`; its delegate gets `finished == false`.
  public func removeAnimation(forKey key: String) {
    let removed = attached.filter { $0.key == key && !key.isEmpty }
    attached.removeAll { $0.key == key && !key.isEmpty }
    removed.forEach(stopEarly)
  }

  /// Removes every animation; their delegates get `finished == false`.
  public func removeAllAnimations() {
    let removed = attached
    attached.removeAll()
    removed.forEach(stopEarly)
  }

  private func stopEarly(_ entry: AttachedAnimation) {
    guard !entry.didStop else { return }
    let event = AnimationEvent.stopped(entry.animation, entry.group, finished: false)
    if let context {
      context.enqueue(event)
    } else {
      event.deliver()
    }
  }
}

/// A delegate call waiting to be delivered.
@MainActor
enum AnimationEvent {
  case started(Animation)
  case stopped(Animation, CompletionGroup, finished: Bool)

  func deliver() {
    switch self {
    case .started(let animation):
      animation.delegate?.animationDidStart(animation)
    case .stopped(let animation, let group, let finished):
      animation.delegate?.animationDidStop(animation, finished: finished)
      group.animationStopped()
    }
  }
}
