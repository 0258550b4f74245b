import Foundation
import SegueConstraintSolver
import SegueGeometry

/// The constraints of one view tree on one incremental solver (UIKit's `NSISEngine`), held by
/// the tree's root (normally the window).
///
/// At each layout pass (`View.layoutIfNeeded()`, which the host runs on the window every
/// frame) `update(root:)` brings the solver up to date: constraints activated, deactivated or
/// changed since the last pass are removed and re-added (the solver's constraints are
/// immutable), and each view a constraint refers to whose frame is set by code
/// (`translatesAutoresizingMaskIntoConstraints`) — and each of their ancestors, to place the
/// frames — is pinned to its current frame by four required equalities. Then the solution is
/// read, and the superview of each constrained view whose frame would change is marked as
/// needing layout; the frames are set top-down, just before each such superview's
/// `layoutSubviews()`, so overrides see them (as UIKit's engine applies its values before
/// `layoutSubviews`), and inside an animation block they animate.
///
/// A required constraint that contradicts the others is left out, and UIKit's "Unable to
/// simultaneously satisfy constraints" is logged with the constraints it conflicts with. In
/// UIKit every constraint of such a set is required, so none is lower than the others; the
/// one broken here is the one being added (the latest change), which keeps the layout that
/// held before it. (UIKit picks one by its own order, not documented; medium confidence that
/// it is usually the latest too.)
///
/// Rejected alternative: keeping per-view variables relative to the superview. Constraints
/// between cousins would then need sums of ancestor positions in every row; root coordinates
/// keep each attribute a term or two.
@MainActor
final class LayoutEngine {
  private struct Installed {
    let constraint: LayoutConstraint
    var solverConstraint: Constraint?
    var version: Int
    /// What else the solver constraint was made from.
    var sides: [Side]
  }

  private struct Pin {
    let frame: CGRect
    let superview: ObjectIdentifier?
    var constraints: [Constraint]
    /// The autoresizing mask and the superview's size the constraints were made with.
    var mask: View.AutoresizingMask = []
    var superviewSize: CGSize = .zero
  }

  /// Bumped by every activation, deactivation and change; nonzero once any constraint exists,
  /// so trees of apps without constraints are never walked.
  private(set) static var generation = 0

  let solver = Solver()
  private var installed: [ObjectIdentifier: Installed] = [:]
  private var pins: [ObjectIdentifier: Pin] = [:]
  /// The pinned views, held weakly: the engine lives on the root, which is one of them.
  private var pinnedViews: [WeakView] = []
  /// The views whose frames the solution sets.
  private(set) var constrained: Set<ObjectIdentifier> = []
  /// The same views, held weakly, in the order found (parents before children).
  private(set) var constrainedViews: [WeakView] = []
  /// The view each unknown of a referred view belongs to, to find the views an edit moved
  /// (LayoutEngine+Solve.swift).
  var variableOwners: [ObjectIdentifier: WeakView] = [:]
  /// Whether the next solve compares every constrained view's frame with the solution rather
  /// than only the views whose unknowns changed: after a walk (views may have joined), and
  /// after frames were set from another solution (`exerciseAmbiguityInLayout()`).
  var checksEveryFrame = true
  /// How many constrained views the last solve compared with the solution (for tests).
  var viewsLookedAt = 0
  /// The content-size constraints of each constrained view (LayoutEngine+ContentSize.swift).
  var contentSizes: [ObjectIdentifier: ContentSizeEntry] = [:]
  /// Each solver constraint's description for conflict messages.
  private var labels: [ObjectIdentifier: String] = [:]
  private(set) weak var root: View?
  /// `generation` at the last `update(root:)`.
  private(set) var seenGeneration = -1
  /// Set for the engine of `systemLayoutSizeFitting`: the root's size is not pinned but
  /// wished for at the given priorities, and no view is marked for layout.
  var fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?
  /// Set for a throwaway engine that only answers questions (`hasAmbiguousLayout`): it
  /// marks no view for layout.
  var isProbe = false
  /// Constraints of this engine whose constant or priority changed since the last pass
  /// (LayoutEngine+Changes.swift).
  var changedConstraints: [LayoutConstraint] = []

  static func constraintsChanged() { generation += 1 }

  /// A view joined or left a tree: once constraints exist anywhere, the trees are checked
  /// again (a subtree may bring or take constraints installed while it was detached).
  static func hierarchyChanged() {
    if generation > 0 { generation += 1 }
  }

  /// Brings the engine of `view`'s tree up to date (before `layoutIfNeeded()` picks the
  /// views to lay out).
  ///
  /// Only a tree whose constraints may have changed (the generation moved) is walked; else
  /// only the pinned views' frames are compared, and the solver runs when one moved.
  static func updateConstraints(around view: View) {
    guard generation > 0 else { return }
    let root = view.rootView
    if let engine = root.layoutState?.engine {
      engine.refresh(root: root)
      return
    }
    let state = root.ensuredLayoutState
    guard state.checkedWithoutConstraintsAt != generation else { return }
    guard root.hasConstraintsBelow else {
      state.checkedWithoutConstraintsAt = generation
      return
    }
    let engine = LayoutEngine()
    state.engine = engine
    engine.update(root: root)
  }

  /// Sets the solved frames of `view`'s constrained subviews (before its `layoutSubviews()`).
  static func applyLayout(toSubviewsOf view: View) {
    let root = view.rootView
    guard generation > 0, let engine = root.layoutState?.engine else { return }
    // Constraints changed since the pass began (in `viewWillLayoutSubviews()`, say), which
    // UIKit applies in the same pass, or a parent's `layoutSubviews()` moved a pinned view.
    engine.refresh(root: root)
    for subview in view.subviews where engine.constrained.contains(ObjectIdentifier(subview)) {
      let frame = engine.solvedFrame(of: subview)
      if subview.frame != frame { subview.frame = frame }
    }
  }

  /// Reports `error` in the window of `view` (standard error without one).
  static func report(_ error: Error, about view: View?) {
    report("\(error)", about: view)
  }

  static func report(_ message: String, about view: View?) {
    ViewController.report(message, in: view?.window)
  }

  // MARK: The pass

  func update(root: View) {
    self.root = root
    seenGeneration = Self.generation
    changedConstraints = []
    var found: [LayoutConstraint] = []
    collect(from: root, into: &found)
    let live = Set(found.map(ObjectIdentifier.init))
    for (key, entry) in installed where !live.contains(key) {
      remove(entry.solverConstraint)
      installed[key] = nil
    }
    updatePins(for: found, root: root)
    updateContentSizes()
    removeStale(found)
    for constraint in found { reinstall(constraint) }
    solveAndRemeasure()
  }

  /// Takes out the solver constraints of `constraints` that changed, before any is made
  /// again: made one by one, a new version could contradict another's old one and be broken
  /// (a change of direction turns every leading edge into a right edge at once).
  private func removeStale(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      let key = ObjectIdentifier(constraint)
      guard let entry = installed[key], !isCurrent(entry, sides: sides(of: constraint)) else {
        continue
      }
      remove(entry.solverConstraint)
      installed[key] = nil
    }
  }

  private func isCurrent(_ entry: Installed, sides: [Side]) -> Bool {
    entry.version == entry.constraint.version && entry.sides == sides
  }

  /// Makes `constraint`'s solver constraint again if it changed since it was made.
  func reinstall(_ constraint: LayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    let sides = sides(of: constraint)
    if let entry = installed[key], isCurrent(entry, sides: sides) { return }
    remove(installed[key]?.solverConstraint)
    let added = add(
      solverConstraint(for: constraint, sides: sides), label: constraint.description)
    installed[key] = Installed(
      constraint: constraint, solverConstraint: added, version: constraint.version,
      sides: sides)
  }

  /// Whether the engine holds `constraint`.
  func holds(_ constraint: LayoutConstraint) -> Bool {
    installed[ObjectIdentifier(constraint)] != nil
  }

  /// The solver constraint `constraint` is installed as (nil when it is not, or was refused).
  func installedSolverConstraint(of constraint: LayoutConstraint) -> Constraint? {
    installed[ObjectIdentifier(constraint)]?.solverConstraint
  }

  private func collect(from view: View, into found: inout [LayoutConstraint]) {
    // A constraint whose view is gone (its container outlived it) takes no part.
    found += view.installedConstraints.filter { $0.liveViews != nil }
    for subview in view.subviews { collect(from: subview, into: &found) }
  }

  /// Pins the frame views the constraints refer to, and every ancestor of a referred view.
  private func updatePins(for found: [LayoutConstraint], root: View) {
    var referenced: [View] = []
    var seen = Set<ObjectIdentifier>()
    func refer(_ view: View) {
      var chain: [View] = []
      var current: View? = view
      while let next = current, seen.insert(ObjectIdentifier(next)).inserted {
        chain.append(next)
        current = next === root ? nil : next.superview
      }
      referenced += chain.reversed()
    }
    for constraint in found {
      guard let (first, second) = constraint.liveViews else { continue }
      refer(first)
      if let second { refer(second) }
    }
    constrained = []
    constrainedViews = []
    variableOwners = [:]
    checksEveryFrame = true
    var stillPinned = Set<ObjectIdentifier>()
    pinnedViews = []
    for view in referenced {
      let variables = view.layoutVariables
      for variable in [variables.x, variables.y, variables.width, variables.height] {
        variableOwners[ObjectIdentifier(variable)] = WeakView(view: view)
      }
      if (view.translatesAutoresizingMaskIntoConstraints && view !== root)
        || (view === root && fitting == nil)
      {
        stillPinned.insert(ObjectIdentifier(view))
        pinnedViews.append(WeakView(view: view))
        pin(view)
      } else if view === root {
        stillPinned.insert(ObjectIdentifier(view))
        pinForFitting(view)
      } else {
        constrained.insert(ObjectIdentifier(view))
        constrainedViews.append(WeakView(view: view))
      }
    }
    for (key, old) in pins where !stillPinned.contains(key) {
      for constraint in old.constraints { remove(constraint) }
      pins[key] = nil
    }
  }

  /// Whether a pinned view's frame or superview differs from its pin.
  func pinnedFramesChanged() -> Bool {
    var changed = false
    for view in pinnedViews.compactMap(\.view)
    where isStale(pins[ObjectIdentifier(view)], for: view) {
      pin(view)
      changed = true
    }
    return changed
  }

  /// Whether `pin` no longer describes `view`: it moved to another superview, its mask
  /// changed, or its frame is not where its mask puts it for the superview's current size
  /// (code set the frame; the superview does not autoresize its subviews).
  private func isStale(_ pin: Pin?, for view: View) -> Bool {
    guard let pin else { return true }
    guard pin.superview == view.superview.map(ObjectIdentifier.init),
      pin.mask == view.autoresizingMask
    else { return true }
    guard view !== root, let superview = view.superview else { return pin.frame != view.frame }
    let expected = pin.mask.resized(pin.frame, from: pin.superviewSize, to: superview.bounds.size)
    return !Self.isClose(expected, view.frame)
  }

  /// Equal within rounding (the frame autoresizing goes through the centre and the bounds).
  private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    let tolerance = 1e-6
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// Ties `view`'s variables to its frame by its autoresizing mask (AutoresizingConstraints
  /// .swift; the root: its origin 0, its size its bounds'), replacing an old pin.
  private func pin(_ view: View) {
    let key = ObjectIdentifier(view)
    guard isStale(pins[key], for: view) else { return }
    for constraint in pins[key]?.constraints ?? [] { remove(constraint) }
    let own = view.layoutVariables
    let name = LayoutConstraint.name(of: view)
    var made = Pin(
      frame: view.frame, superview: view.superview.map(ObjectIdentifier.init), constraints: [])
    let equalities: [(Constraint, String)]
    if view !== root, let superview = view.superview {
      made.mask = view.autoresizingMask
      made.superviewSize = superview.bounds.size
      equalities = AutoresizingConstraints(
        mask: made.mask, frame: view.frame, superviewSize: made.superviewSize
      ).constraints(own: own, parent: superview.layoutVariables)
    } else {
      let size = view.bounds.size
      equalities = [
        (Constraint(own.x, .equal, 0), "minX"), (Constraint(own.y, .equal, 0), "minY"),
        (Constraint(own.width, .equal, Double(size.width)), "width"),
        (Constraint(own.height, .equal, Double(size.height)), "height"),
      ]
    }
    let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
    let mask = made.mask.isEmpty ? "" : " mask \(made.mask.rawValue)"
    made.constraints = equalities.compactMap {
      add($0.0, label: "<autoresizing mask: \(name).\($0.1) from frame (\(frame))\(mask)>")
    }
    pins[key] = made
  }

  /// The root of a fitting engine: its origin at 0, its size wished for at the fitting
  /// priorities (`systemLayoutSizeFitting`).
  private func pinForFitting(_ view: View) {
    let key = ObjectIdentifier(view)
    guard pins[key] == nil, let fitting else { return }
    let own = view.layoutVariables
    let name = LayoutConstraint.name(of: view)
    let wishes = [
      (Constraint(own.x, .equal, 0), "minX == 0"), (Constraint(own.y, .equal, 0), "minY == 0"),
      (
        Constraint(
          own.width, .equal, Double(fitting.size.width),
          strength: Strength(priority: Double(fitting.horizontal.rawValue))),
        "width == \(fitting.size.width) @\(fitting.horizontal.rawValue)"
      ),
      (
        Constraint(
          own.height, .equal, Double(fitting.size.height),
          strength: Strength(priority: Double(fitting.vertical.rawValue))),
        "height == \(fitting.size.height) @\(fitting.vertical.rawValue)"
      ),
    ]
    let added = wishes.compactMap { add($0.0, label: "<fitting: \(name).\($0.1)>") }
    pins[key] = Pin(frame: .null, superview: nil, constraints: added)
  }

  // MARK: Solver requests (the constraints themselves: LayoutEngine+SolverConstraints.swift)

  /// Adds `constraint`, or logs why not and returns nil (the constraint is then broken).
  func add(_ constraint: Constraint, label: String) -> Constraint? {
    do {
      try solver.add(constraint)
      labels[ObjectIdentifier(constraint)] = label
      return constraint
    } catch .unsatisfiableConstraint(_, let conflicting) {
      let names = conflicting.map { labels[$0.id] ?? $0.description }
      let message =
        "Unable to simultaneously satisfy constraints.\n"
        + "\tProbably at least one of the constraints in the following list is one you "
        + "don't want.\n(\n" + (names + [label]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        + "\n)\n\nWill attempt to recover by breaking constraint\n\(label)"
      Self.report(message, about: root)
    } catch {
      Self.report("Refused constraint \(label): \(error)", about: root)
    }
    return nil
  }

  func remove(_ constraint: Constraint?) {
    guard let constraint, solver.contains(constraint) else { return }
    try? solver.remove(constraint)
    labels[ObjectIdentifier(constraint)] = nil
  }
}

/// A view held weakly.
struct WeakView {
  weak var view: View?
}
