import Foundation
import SegueLayers

// Design note — animation blocks.
// UIKit turns `UIView.animate { view.center = p }` into layer animations through Core
// Animation's action mechanism, and so does Segue: while a block runs, its parameters sit on
// a stack; setting a view property writes the layer's model at once, and the layer asks its
// delegate — the view — for an action; the view asks the innermost frame of the stack, which
// returns an action that adds an animation from the value on screen (the presentation value,
// read before the model changes) to the new model value, with the block's duration, curve or
// spring, delay and repeat options. Outside blocks the answer is `NullAction()`: views never
// animate implicitly.
//
// The stack is global because UIKit's API is: `animate` is a static method and the property
// setters it observes take no context. Like `Transaction`'s stack, it lives on the main actor
// (the only place views exist), is private to this file, and is only pushed and popped around
// a synchronous closure, so it is balanced whatever the closure does.
//
// Each animated frame owns a `BlockCompletion` that counts the animations it added and calls
// the completion once, when the last one stops: `finished` is false if any was removed or
// replaced by another block's animation. A block that added none completes at the next tick.
// Rejected: using `Transaction`'s completion groups, which report no `finished` flag.

/// The stack of animation blocks being run (innermost last).
@MainActor
enum AnimationStack {
  private static var frames: [AnimationFrame] = []
  /// `View.setAnimationsEnabled(_:)`: UIKit's global switch.
  static var areAnimationsEnabled = true

  /// The innermost block being run, if any.
  static var current: AnimationFrame? { frames.last }

  /// Runs `body` with `frame` as the innermost block.
  static func run(_ frame: AnimationFrame, _ body: () -> Void) {
    frames.append(frame)
    defer { frames.removeLast() }
    body()
  }

  /// The action for a change of `key` on the layer of `view` inside the current block, or nil
  /// (no block, animations disabled, or a key that does not animate).
  static func action(for layer: Layer, forKey key: String, view: View) -> (any Action)? {
    guard let frame = current else { return nil }
    return frame.action(for: layer, forKey: key, view: view)
  }
}
