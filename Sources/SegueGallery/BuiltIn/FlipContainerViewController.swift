import Foundation
import SegueUI

/// A custom container showing one of two child screens, turning from one to the other with
/// `transition(from:to:duration:options:animations:completion:)` (reference §11.3) — the
/// UIKit code people write for a flip between two screens.
@MainActor
final class FlipContainerViewController: ViewController {
  /// UIKit's flip is commonly measured at about 0.75 s (not documented); the same as
  /// `ModalTransitionStyle.flipHorizontal`'s built-in duration.
  static let flipDuration = ModalTransitionStyle.flipHorizontal.builtInDuration

  let front: ViewController
  let back: ViewController
  private(set) var current: ViewController

  init(front: ViewController, back: ViewController) {
    self.front = front
    self.back = back
    self.current = front
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(front)
    front.view.frame = view.bounds
    front.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(front.view)
    front.didMove(toParent: self)
  }

  /// The screen shown decides the status bar's style (a container's own is `.default`: dark
  /// over the night-blue first screen).
  override var childForStatusBarStyle: ViewController? { current }

  /// Turns to the other screen with `options` (a flip, or a curl), calling `completion` when
  /// done.
  func flip(
    options: View.AnimationOptions, duration: Double = flipDuration,
    completion: (() -> Void)? = nil
  ) {
    let from = current
    let to = from === front ? back : front
    from.willMove(toParent: nil)
    addChild(to)
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // The status bar changes to the new screen's style along the flip (asked inside the
    // transition's animations, it animates with them).
    current = to
    transition(
      from: from, to: to, duration: duration, options: options,
      animations: { self.setNeedsStatusBarAppearanceUpdate() },
      completion: { _ in
        from.removeFromParent()
        to.didMove(toParent: self)
        completion?()
      })
  }
}
