import Foundation
import SegueConstraintSolver

extension View {
  /// Whether the constraints leave this view's frame free to move without any of them
  /// getting worse (`hasAmbiguousLayout`): a debugging aid, as UIKit's.
  ///
  /// The view's tree is solved again on a throwaway solver; then each of the view's four
  /// unknowns is pulled one point up and one point down by an edit of negligible strength
  /// (`LayoutEngine.probeStrength`: level 0, below priority 1, the weakest). Where the
  /// solution is unique, no constraint gives way to it and the unknown stays; where it is not,
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

extension View {
  /// Moves this ambiguously laid out view, and the views that depend on it, to another
  /// layout the constraints allow (`exerciseAmbiguityInLayout()`): a debugging aid, as
  /// UIKit's ("randomly changes the frame of a view with an ambiguous layout between the
  /// different valid values", Apple doc; high). Does nothing to a view that is not ambiguous.
  ///
  /// Each unknown of the view that `hasAmbiguousLayout` finds free is pulled, by an edit of
  /// negligible strength, by the view's own width or height (at least 20 points) — one way,
  /// then the other way at the next call — so it goes as far as the constraints let it: two
  /// equal-hugging labels sharing a row swap which one stretches. The frames are set from
  /// that solution; the next layout pass that solves the window again puts them back, as in
  /// UIKit. Segue's choice of direction and distance is its own (UIKit's is random; medium).
  public func exerciseAmbiguityInLayout() {
    guard hasAmbiguousLayout else { return }
    let root = rootView
    let engine = LayoutEngine()
    engine.isProbe = true
    engine.update(root: root)
    defer { root.layoutState?.engine?.solver.updateVariables() }
    let state = ensuredLayoutState
    state.exercisesBackwards.toggle()
    let sign = state.exercisesBackwards ? -1.0 : 1.0
    let own = layoutVariables
    let steps = [
      (own.x, frame.width), (own.y, frame.height), (own.width, frame.width),
      (own.height, frame.height),
    ]
    let free = steps.filter { engine.moves($0.0, by: 1) || engine.moves($0.0, by: -1) }
    engine.pull(free.map { ($0.0, sign * max(Double($0.1), 20)) })
    for view in engine.constrainedViews.compactMap(\.view) {
      view.frame = engine.solvedFrame(of: view)
    }
    // The window's engine must look at every frame again when it next solves.
    root.layoutState?.engine?.checksEveryFrame = true
  }
}

extension LayoutEngine {
  /// The probes' edits: level 0 is strictly below every UIKit priority (`Strength(priority:)`
  /// puts them on levels 1…999), so a probe moves an unknown only where no constraint cares.
  static let probeStrength = Strength(weight: 1)

  /// Pulls each variable by its offset from its solved value with negligible strength, and
  /// reads the solution (a probe engine's last act: the edits stay).
  func pull(_ pulls: [(Variable, Double)]) {
    for (variable, offset) in pulls {
      let target = variable.value + offset
      try? solver.addEditVariable(variable, strength: Self.probeStrength)
      try? solver.suggestValue(target, for: variable)
    }
    solver.updateVariables()
  }

  /// Whether `variable` follows a negligible pull of `offset` from its solved value.
  func moves(_ variable: Variable, by offset: Double) -> Bool {
    let solved = variable.value
    do {
      try solver.addEditVariable(variable, strength: Self.probeStrength)
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
