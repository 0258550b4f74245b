import Foundation
import SegueConstraintSolver
import SegueGeometry

/// The content-size constraints the engine added for one view, and what they were made from.
struct ContentSizeEntry {
  let size: CGSize
  let priorities: ContentPriorities
  let tieBreak: ContentTieBreak
  let constraints: [Constraint]
}

/// Offsets a stack view adds to its arranged views' content priorities (in priority units,
/// far below one step) so that equal priorities are resolved by index, as UIKit documents
/// ("If there's any ambiguity, the stack view resizes the arranged views based on their index
/// in the `arrangedSubviews` array"). Zero for other views.
struct ContentTieBreak: Equatable {
  var hugging: Double = 0
  var compressionResistance: Double = 0
}

extension LayoutEngine {
  /// Adds, replaces or removes each constrained view's content-size constraints (see
  /// View+ContentSize.swift for the rule) to match its intrinsic size and priorities.
  func updateContentSizes() {
    var seen = Set<ObjectIdentifier>()
    for view in constrainedViews.compactMap(\.view) {
      let key = ObjectIdentifier(view)
      seen.insert(key)
      let size = view.layoutContentSize
      let state = view.ensuredLayoutState
      if let entry = contentSizes[key], entry.size == size,
        entry.priorities == state.contentPriorities, entry.tieBreak == state.tieBreak
      {
        continue
      }
      for constraint in contentSizes[key]?.constraints ?? [] { remove(constraint) }
      contentSizes[key] = ContentSizeEntry(
        size: size, priorities: state.contentPriorities, tieBreak: state.tieBreak,
        constraints: contentSizeConstraints(of: view, size: size, state: state))
    }
    for (key, entry) in contentSizes where !seen.contains(key) {
      for constraint in entry.constraints { remove(constraint) }
      contentSizes[key] = nil
    }
  }

  private func contentSizeConstraints(of view: View, size: CGSize, state: ViewLayoutState)
    -> [Constraint]
  {
    let variables = view.layoutVariables
    let name = LayoutConstraint.name(of: view)
    var made: [Constraint] = []
    let axes: [(LayoutConstraint.Axis, Variable, CGFloat, String)] = [
      (.horizontal, variables.width, size.width, "width"),
      (.vertical, variables.height, size.height, "height"),
    ]
    for (axis, variable, length, attribute) in axes where length >= 0 {
      let hugging =
        Double(state.contentPriorities.hugging[axis.rawValue].rawValue)
        + state.tieBreak.hugging
      let resistance =
        Double(state.contentPriorities.compressionResistance[axis.rawValue].rawValue)
        + state.tieBreak.compressionResistance
      let value = Double(length)
      let pair = [
        (
          Constraint(variable, .lessThanOrEqual, value, strength: Strength(priority: hugging)),
          "<NSContentSizeLayoutConstraint: \(name).\(attribute) <= \(value) hug:\(hugging)>"
        ),
        (
          Constraint(
            variable, .greaterThanOrEqual, value, strength: Strength(priority: resistance)),
          "<NSContentSizeLayoutConstraint: \(name).\(attribute) >= \(value) "
            + "compressionResistance:\(resistance)>"
        ),
      ]
      made += pair.compactMap { add($0.0, label: $0.1) }
    }
    return made
  }
}
