import Foundation
import SegueLayers

/// The action a view returns inside an animated block: adds the block's animation.
///
/// It is a `BasicAnimation` carrying the block's timing, as UIKit's answer is a
/// `CABasicAnimation`: iOS code asks for the action of a stock key inside a block and copies
/// its `duration`, `timingFunction`, `timeOffset`, `fillMode` and `delegate` into the animation
/// of its own custom property — the well-known way to make a custom layer property follow
/// `UIView.animate` (DeckTransition's `CornerLayer`; **medium**: a widely used Stack Overflow
/// answer, "create a custom animatable property", and UIKit's observed behaviour). Run as an
/// action, it does what the block asks (see `run`), not what a plain basic animation does.
@MainActor
final class BlockAnimationAction: BasicAnimation {
  /// What the block needs to add its animation when the action runs.
  struct Block {
    let parameters: AnimationParameters
    let fromValue: Any
    /// The model value before the change, for "position" and "bounds" (nil for other keys).
    let oldModel: Any?
    let completion: BlockCompletion
    let view: View
  }

  /// Nil only for copies made with `init()`, which behave as plain basic animations.
  private var block: Block?

  required init() { super.init() }

  required init(copying other: Animation) {
    super.init(copying: other)
    block = (other as? BlockAnimationAction)?.block
  }

  /// The action for a change of `key` in a block: its readable timing is that of the
  /// animation it adds; an animation given its delegate is waited for by the block's
  /// completion, as in UIKit.
  init(key: String, block: Block) {
    super.init(copying: block.parameters.makeAnimation(keyPath: key, from: block.fromValue))
    self.block = block
    delegate = block.completion.makeAdoptedAnimationDelegate()
  }

  override func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
    guard let block else {
      super.run(forKey: event, object: layer, arguments: arguments)
      return
    }
    let blocksInteraction = !block.parameters.options.contains(.allowUserInteraction)
    let blocked = blocksInteraction ? block.view : nil
    if let additive = Self.additiveRetarget(of: event, on: layer, block: block) {
      block.completion.add(
        additive.animation, to: layer, forKey: additive.key, blockingInteractionOf: blocked)
      return
    }
    let animation = block.parameters.makeAnimation(keyPath: event, from: block.fromValue)
    block.completion.add(animation, to: layer, forKey: event, blockingInteractionOf: blocked)
  }
}
