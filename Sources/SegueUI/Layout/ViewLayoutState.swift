import SegueConstraintSolver
import SegueGeometry

import struct Foundation.CGFloat
import struct Foundation.CGSize

/// A view's Auto Layout state, made when first needed so views that never meet a constraint
/// pay one nil pointer.
///
/// The four variables are the view's frame in its root view's coordinates, made by adding up
/// frame origins from the root down (bounds origins and transforms are not counted, so a
/// subview pinned to a scroll view's top scrolls with the content, as in UIKit). A view's
/// frame is its variables minus its superview's position variables.
@MainActor
final class ViewLayoutState {
  /// `translatesAutoresizingMaskIntoConstraints` (true for views made in code).
  var translatesAutoresizingMask = true
  /// The active constraints whose nearest common ancestor is this view (UIKit's
  /// `constraints`).
  var installed: [LayoutConstraint] = []
  /// The layout engine of the tree this view is the root of, if it has been laid out with
  /// constraints.
  var engine: LayoutEngine?

  private(set) var storedVariables: ViewVariables?
  /// `safeAreaLayoutGuide` and `layoutMarginsGuide`, made on first use.
  var guides: [LayoutGuide.Kind: LayoutGuide] = [:]
  /// The guides added with `addLayoutGuide(_:)`.
  var customGuides: [LayoutGuide] = []
  /// Content hugging and compression resistance (View+ContentSize.swift).
  var contentPriorities = ContentPriorities()
  /// A stack view's tie-break for this arranged view (LayoutEngine+ContentSize.swift).
  var tieBreak = ContentTieBreak()
  /// `intrinsicContentSize` as last read by the engine; nil once invalidated.
  var cachedContentSize: CGSize?
  /// The width the engine last solved for the view, offered to a multi-line label whose
  /// `preferredMaxLayoutWidth` is automatic (0) to wrap its text at.
  var layoutWidthForMeasuring: CGFloat?
  /// Which way `exerciseAmbiguityInLayout()` pulls next (View+Ambiguity.swift).
  var exercisesBackwards = false
  /// `semanticContentAttribute` (View+LayoutDirection.swift).
  var semanticContentAttribute = View.SemanticContentAttribute.unspecified
  /// A window's `layoutDirection`.
  var windowLayoutDirection = UserInterfaceLayoutDirection.leftToRight
  /// Hidden, but still drawn while a stack view collapses it in an animation block
  /// (StackView.swift).
  var isCollapsing = false
  /// `needsUpdateConstraints` (View+ConstraintCycle.swift).
  var needsUpdateConstraints = false
  /// The generation at which the tree this view is the root of was last found to have no
  /// constraints, so that it is not walked again until a constraint changes somewhere.
  var checkedWithoutConstraintsAt = -1

  /// The view's unknowns, made on first use (the name, for messages, made only then: the
  /// pass reads the unknowns of every view it frames).
  func variables(named name: @autoclosure () -> String) -> ViewVariables {
    if let storedVariables { return storedVariables }
    let made = ViewVariables(name: name())
    storedVariables = made
    return made
  }
}

/// A view's frame as four solver variables, in its root view's coordinates.
struct ViewVariables {
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable

  init(name: String) {
    x = Variable("\(name).minX")
    y = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The attribute of the frame inset by `insets` (a guide's; zero for the frame itself) as
  /// a linear expression (the engine resolves leading and trailing to left or right first;
  /// unresolved, they are left and right).
  @MainActor
  func expression(for attribute: LayoutConstraint.Attribute, insets: EdgeInsets) -> Expression {
    let (left, right) = (Double(insets.left), Double(insets.right))
    let (top, bottom) = (Double(insets.top), Double(insets.bottom))
    return switch attribute {
    case .left, .leading: Expression([Term(x)], constant: left)
    case .right, .trailing: Expression([Term(x), Term(width)], constant: -right)
    case .top: Expression([Term(y)], constant: top)
    case .bottom: Expression([Term(y), Term(height)], constant: -bottom)
    case .centerX: Expression([Term(x), Term(width, 0.5)], constant: (left - right) / 2)
    case .centerY: Expression([Term(y), Term(height, 0.5)], constant: (top - bottom) / 2)
    // The engine passes a view's baseline offsets as the insets (View+Baseline.swift).
    case .firstBaseline: Expression([Term(y)], constant: top)
    case .lastBaseline: Expression([Term(y), Term(height)], constant: -bottom)
    case .width: Expression([Term(width)], constant: -(left + right))
    case .height: Expression([Term(height)], constant: -(top + bottom))
    case .notAnAttribute: Expression(constant: 0)
    }
  }
}

extension View {
  var ensuredLayoutState: ViewLayoutState {
    if let layoutState { return layoutState }
    let made = ViewLayoutState()
    layoutState = made
    return made
  }

  var layoutVariables: ViewVariables {
    ensuredLayoutState.variables(named: LayoutConstraint.name(of: self))
  }

  /// Whether the view's frame (set by code) is turned into required constraints when a
  /// constraint refers to it (`translatesAutoresizingMaskIntoConstraints`, default true). Set
  /// it to false for a view whose frame the constraints decide. Autoresizing masks are not
  /// yet turned into constraints: the frame is pinned as it is at each layout pass.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      ensuredLayoutState.translatesAutoresizingMask = newValue
      superview?.setNeedsLayout()
      LayoutEngine.constraintsChanged()
    }
  }

  /// The active constraints installed on this view (`constraints`): those whose nearest
  /// common ancestor it is.
  public var constraints: [LayoutConstraint] { layoutState?.installed ?? [] }

  var installedConstraints: [LayoutConstraint] {
    get { layoutState?.installed ?? [] }
    set { ensuredLayoutState.installed = newValue }
  }

  /// Installs `constraints` (`addConstraints(_:)`): the same as activating them.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// The nearest view that is both an ancestor-or-self of this view and of `other`.
  func nearestCommonAncestor(with other: View) -> View? {
    var ancestors = Set<ObjectIdentifier>()
    var current: View? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Whether this view or a descendant has constraints installed.
  var hasConstraintsBelow: Bool {
    !installedConstraints.isEmpty || subviews.contains { $0.hasConstraintsBelow }
  }

  /// The view's safe area as a guide to constrain to (`safeAreaLayoutGuide`).
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

  /// The view's frame inset by its margins, as a guide (`layoutMarginsGuide`; the insets are
  /// `effectiveLayoutMargins`: the safe area and the superview's margins may add to them).
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins) }

  private func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
    let state = ensuredLayoutState
    if let guide = state.guides[kind] { return guide }
    let made = LayoutGuide(owningView: self, kind: kind)
    state.guides[kind] = made
    return made
  }
}
