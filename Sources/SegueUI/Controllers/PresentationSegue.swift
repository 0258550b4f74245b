import Foundation

/// The storyboard's "Present Modally" segue (UIKit's `UIStoryboardPresentationSegue`):
/// `source.present(destination, animated:completion:)`.
///
/// The destination is presented with its own `modalPresentationStyle`,
/// `modalTransitionStyle` and `transitioningDelegate` — the storyboard's "Default"
/// presentation and transition — so `prepare(for:sender:)`, which runs before `perform()`, is
/// where a source sets them (a `.custom` style, a transitioning delegate), as in UIKit.
@preconcurrency @MainActor
open class PresentationSegue: StoryboardSegue {
  /// Whether the presentation is animated (the storyboard's "Animates" box; default true).
  open var animates = true

  /// Presents the destination from the source.
  open override func perform() {
    source.present(destination, animated: animates, completion: nil)
  }
}
