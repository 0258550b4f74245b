import Foundation
import SegueLayers

/// The model values that animation blocks changed on the layers of some subtrees, each as it
/// was before the first change: what a cancelled percent-driven transition puts back.
///
/// UIKit runs the animations of a cancelled interactive transition back to their start and
/// leaves the views there: Apple's sample "Custom View Controller Presentations and
/// Transitions" (its Swipe demo, a `UIPercentDrivenInteractiveTransition` driving a
/// `UIView.animate` block that slides the presented view off screen) resets nothing when the
/// swipe is cancelled, nor does the widely copied drag-down-to-dismiss tutorial (thorntech,
/// 2016); the presented view is back in place all the same (docs/uikit-compatibility.md §11a).
/// A reversed `UIViewPropertyAnimator` does the same. Only changes made inside animation
/// blocks are logged: a value set outside one (an animator placing a view before animating it)
/// stays.
@MainActor
final class BlockChangeLog {
  private struct Entry {
    weak var layer: Layer?
    let key: String
    let value: Any
  }

  /// The subtrees whose changes count, asked at each change (an alongside animation may add
  /// one while the transition runs); nil once the transition is gone.
  private let roots: () -> [Layer]?
  private var entries: [Entry] = []
  private var logged: Set<Change> = []

  private struct Change: Hashable {
    let layer: ObjectIdentifier
    let key: String
  }

  init(roots: @escaping () -> [Layer]?) {
    self.roots = roots
  }

  /// Whether the transition the log belongs to is gone (it then logs nothing).
  var isAbandoned: Bool { roots() == nil }

  /// Notes the model value of `key` before a block changes it, the first time.
  func willChange(_ layer: Layer, key: String) {
    let change = Change(layer: ObjectIdentifier(layer), key: key)
    guard !logged.contains(change), let roots = roots(), isInside(layer, roots),
      let value = layer.value(forKey: key)
    else { return }
    logged.insert(change)
    entries.append(Entry(layer: layer, key: key, value: value))
  }

  /// Writes every logged value back into the model, without animation, and forgets them.
  func restore() {
    let restoring = entries
    entries.removeAll()
    logged.removeAll()
    Transaction.begin()
    Transaction.setDisableActions(true)
    for entry in restoring {
      entry.layer?.setValue(entry.value, forKeyPath: entry.key)
    }
    Transaction.commit()
  }

  private func isInside(_ layer: Layer, _ roots: [Layer]) -> Bool {
    var current: Layer? = layer
    while let candidate = current {
      if roots.contains(where: { $0 === candidate }) { return true }
      current = candidate.superlayer
    }
    return false
  }
}
