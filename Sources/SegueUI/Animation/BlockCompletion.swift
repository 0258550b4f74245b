import Foundation
import SegueLayers

/// Counts the animations one block added and calls its completion once, after the last one
/// stopped, with `finished` false when any of them was interrupted (removed, or replaced by
/// an animation of another block). An animation the same block replaces (a property set twice
/// in one block) is not an interruption. A block that added no animation completes, finished,
/// at the next tick (UIKit: the next turn of the run loop).
@MainActor
final class BlockCompletion: AnimationDelegate {
  private var completion: ((Bool) -> Void)?
  /// Segue's own work to do when the block ends, before the completion (`whenDone(_:)`).
  private var endings: [() -> Void] = []
  private var isDone = false
  private var running = 0
  private var isSealed = false
  private var allFinished = true
  /// Running animations of this block that a later animation of this block replaced.
  private var superseded: Set<ObjectIdentifier> = []
  /// The views whose interaction a running animation blocks (no `.allowUserInteraction`).
  private var blockedViews: [ObjectIdentifier: View] = [:]

  init(_ completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  /// Adds `animation` to `layer` under `key`, counted by this block; while it runs, `view`
  /// (if given) counts as animating without `.allowUserInteraction`.
  func add(
    _ animation: Animation, to layer: Layer, forKey key: String,
    blockingInteractionOf view: View? = nil
  ) {
    animation.delegate = self
    if let replaced = layer.animation(forKey: key), replaced.delegate === self {
      superseded.insert(ObjectIdentifier(replaced))
    }
    running += 1
    layer.add(animation, forKey: key)
    if let view, let added = layer.animation(forKey: key) {
      blockedViews[ObjectIdentifier(added)] = view
      view.interactionBlockingAnimations += 1
    }
  }

  /// Marks the end of the block: from now on the completion runs when nothing is running.
  func seal() {
    isSealed = true
    if running == 0 {
      Transaction.addCommitHandler { [self] in fire() }
    }
  }

  /// The delegate iOS code copies from a block's action into animations of its own
  /// (BlockAnimationAction): UIKit's completion waits for those too, so they are counted
  /// while they run.
  func makeAdoptedAnimationDelegate() -> AdoptedAnimationDelegate {
    AdoptedAnimationDelegate(completion: self)
  }

  /// An adopted animation was added to a layer: the block waits for it.
  fileprivate func adoptedAnimationWasAdded() {
    running += 1
  }

  func animationDidStop(_ anim: Animation, finished flag: Bool) {
    let id = ObjectIdentifier(anim)
    if !flag && !superseded.contains(id) { allFinished = false }
    superseded.remove(id)
    blockedViews.removeValue(forKey: id)?.interactionBlockingAnimations -= 1
    running -= 1
    if isSealed && running == 0 { fire() }
  }

  /// Runs `body` when the block's animations have all stopped (at once if they have).
  func whenDone(_ body: @escaping () -> Void) {
    if isDone { body() } else { endings.append(body) }
  }

  private func fire() {
    guard !isDone else { return }
    isDone = true
    let run = endings
    endings = []
    for body in run { body() }
    guard let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}

/// The delegate of animations a block adopted (see `BlockCompletion.adoptedAnimationDelegate`).
@MainActor
final class AdoptedAnimationDelegate: AnimationAdditionObserving {
  // Strong, as the block's own animations hold it: an adopted animation may be all the block
  // has left.
  private let completion: BlockCompletion
  /// The adopted animations added to a layer that have not stopped.
  private var added: Set<ObjectIdentifier> = []

  init(completion: BlockCompletion) {
    self.completion = completion
  }

  func animationWasAdded(_ anim: Animation) {
    guard added.insert(ObjectIdentifier(anim)).inserted else { return }
    completion.adoptedAnimationWasAdded()
  }

  func animationDidStop(_ anim: Animation, finished flag: Bool) {
    guard added.remove(ObjectIdentifier(anim)) != nil else { return }
    completion.animationDidStop(anim, finished: flag)
  }
}
