import Foundation
import SegueConstraintSolver

extension View {
  /// Whether the constraints leave this view's frame free to move without any of them
  /// getting worse (`hasAmbiguousLayout`): a debugging aid, as UIKit's.
  ///
  /// The view's tree is solved again on a throwaway solver; then each of the view's four
  /// unknowns is pulled one point up and one point down by an edit of negligible strength
  /// (10⁻⁶, a thousand times below the weight of priority 1, the weakest). Where the solution is
  /// unique, no constraint gives way for so little and the unknown stays; where it is not,
  /// the unknown moves at no cost — the layout is ambiguous. A view whose frame is set by
  /// code (`translatesAutoresizingMaskIntoConstraints`) is never ambiguous. Nothing on screen
  /// changes.
  public var hasAmbiguousLayout: Bool {
    let root = rootView
    View.runConstraintUpdates(in: root)
    guard translatesAutoresizingMaskIntoConstraints == false, root.hasConstraintsBelow else {
      return false
    }
    let engine = LayoutEngine()
    engine.isProbe = true
    engine.update(root: root)
    defer {
      // The unknowns are shared with the window's engine: give them back its solution.
      root.layoutState?.engine?.solver.updateVariables()
    }
    guard engine.constrained.contains(ObjectIdentifier(self)) else { return false }
    let own = layoutVariables
    for variable in [own.x, own.y, own.width, own.height] {
      for pull in [1.0, -1.0] where engine.moves(variable, by: pull) { return true }
    }
    return false
  }
}

extension LayoutEngine {
  /// Whether `variable` follows a negligible pull of `offset` from its solved value.
  func moves(_ variable: Variable, by offset: Double) -> Bool {
    let solved = variable.value
    do {
      try solver.addEditVariable(variable, strength: Strength(weight: 1e-6))
      try solver.suggestValue(solved + offset, for: variable)
      solver.updateVariables()
      let moved = abs(variable.value - solved) > 1e-6
      try solver.removeEditVariable(variable)
      solver.updateVariables()
      return moved
    } catch {
      return false
    }
  }
}
