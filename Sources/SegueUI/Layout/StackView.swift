import Foundation
import SegueGeometry

/// A view that lines up its arranged subviews in a row or a column with Auto Layout
/// constraints (`UIStackView`).
///
/// As UIKit's, it is a layout-only container: it makes its arranged subviews constraint-laid
/// (`translatesAutoresizingMaskIntoConstraints = false`) and installs on itself the
/// constraints that place them (identifiers `UISV-…`, listed in its `constraints`); its own
/// frame comes from its superview as any view's — a frame, or constraints, in which case it
/// takes the size its arranged views need. The constraints are rebuilt in the
/// `updateConstraints()` step after any change of the arrangement, so a change made inside
/// `View.animate { … stack.layoutIfNeeded() }` animates. A hidden arranged subview collapses
/// (its size along the axis is 0 and the spacing around it goes); inside an animation block,
/// setting `isHidden` lays the stack out in the block, so the others slide.
///
/// The rules, from Apple's `UIStackView.Distribution` and `.Alignment` documentation (high
/// confidence) and the behaviour they describe (medium where marked in StackView+Rules.swift),
/// are in docs/auto-layout.md. Leading/trailing are left/right: Segue lays out left to right.
@preconcurrency @MainActor
open class StackView: View {
  /// How arranged views share the length along the axis (`UIStackView.Distribution`).
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How arranged views are placed across the axis (`UIStackView.Alignment`).
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5

    /// `top` is `leading` (for horizontal stacks).
    public static let top = Alignment.leading
    /// `bottom` is `trailing` (for horizontal stacks).
    public static let bottom = Alignment.trailing
  }

  /// The value of `customSpacing(after:)` for a view without one
  /// (`UIStackView.spacingUseDefault`: the stack's `spacing`).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The system spacing (`UIStackView.spacingUseSystem`); Segue uses 8 points for it.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
  /// The system spacing between two views, points (UIKit's standard 8-point gap).
  static let systemSpacing: CGFloat = 8

  /// The views the stack lays out, in order (`arrangedSubviews`); each is also a subview.
  public private(set) var arrangedSubviews: [View] = []
  /// The direction of the stack (`axis`, default horizontal).
  open var axis: LayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
  /// How the views share the stack's length (`distribution`, default fill).
  open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
  /// How the views are placed across the axis (`alignment`, default fill).
  open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
  /// The gap between adjacent views, points (`spacing`, default 0); the minimum gap for the
  /// equal-spacing distributions. A negative value overlaps the views.
  open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
  /// Whether the views are laid out inside the stack's layout margins rather than its edges
  /// (`isLayoutMarginsRelativeArrangement`, default false).
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
  /// The gaps set with `setCustomSpacing(_:after:)`, by view.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made, to replace at the next `updateConstraints()`.
  var arrangementConstraints: [LayoutConstraint] = []
  /// The spacer guides of the equal-spacing distributions.
  var spacerGuides: [LayoutGuide] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack of `views` (`init(arrangedSubviews:)`).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged views, adding it as a subview if it is not one.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `index` (clamped to the valid range; UIKit
  /// raises for an index out of range, Segue reports it in the window's diagnostics). A view
  /// already arranged moves; a view that is not a subview is added on top.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: old)
    }
    let clamped = min(max(index, 0), arrangedSubviews.count)
    if clamped != index {
      LayoutEngine.report(
        "insertArrangedSubview: index \(index) is out of bounds (0…\(arrangedSubviews.count)); "
          + "inserted at \(clamped)", about: self)
    }
    arrangedSubviews.insert(view, at: clamped)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementChanged()
  }

  /// Removes `view` from the arranged views; it stays a subview, as in UIKit (remove it from
  /// its superview to take it off screen).
  public func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    view.ensuredLayoutState.tieBreak = ContentTieBreak()
    arrangementChanged()
  }

  /// Sets the gap after `arrangedSubview` (`setCustomSpacing(_:after:)`);
  /// `spacingUseDefault` goes back to `spacing`.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    let key = ObjectIdentifier(arrangedSubview)
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementChanged()
  }

  /// The gap after `arrangedSubview` (`customSpacing(after:)`): `spacingUseDefault` unless
  /// one was set.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The gap used after `view`: its custom spacing, else `spacing`.
  func gap(after view: View) -> CGFloat {
    let custom = customSpacing(after: view)
    let chosen = custom == Self.spacingUseDefault ? spacing : custom
    return chosen == Self.spacingUseSystem ? Self.systemSpacing : chosen
  }

  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    // A subview that leaves the stack leaves the arrangement (UIKit's rule).
    removeArrangedSubview(subview)
  }

  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    if isLayoutMarginsRelativeArrangement { arrangementChanged() }
  }

  /// Rebuilds the arrangement's constraints (StackView+Rules.swift), as UIKit's stack view
  /// does in its `updateConstraints()`.
  open override func updateConstraints() {
    rebuildArrangement()
    super.updateConstraints()
  }

  /// Called by an arranged subview whose `isHidden` changed: it collapses or comes back.
  /// Inside an animation block the stack is laid out at once, so the change animates.
  ///
  /// A view hidden inside an animated block stays drawn while it shrinks to nothing and is
  /// hidden when the block's animations end; `isHidden` reads true at once. (UIKit does the
  /// same: Apple's `UIStackView` overview says hiding an arranged view animates the layout;
  /// that the view is seen shrinking, and hidden only at the end, is how UIKit shows it —
  /// medium: observed, not documented.) Showing it again before then cancels the hiding.
  func arrangedSubviewVisibilityChanged(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangementChanged()
    guard let block = AnimationStack.current else { return }
    // Only a view on screen animates (AnimationFrame's rule); elsewhere it hides at once.
    if view.isHidden, block.parameters != nil, let completion = block.completion,
      view.layer.context != nil
    {
      view.ensuredLayoutState.isCollapsing = true
      view.layer.isHidden = false
      completion.whenDone { [weak view] in
        guard let view, view.layoutState?.isCollapsing == true else { return }
        view.layoutState?.isCollapsing = false
        view.layer.isHidden = true
      }
    }
    rootView.layoutIfNeeded()
  }

  /// A fill-proportionally stack reads its views' intrinsic sizes into its constraints.
  func arrangedContentSizeChanged() {
    if distribution == .fillProportionally { arrangementChanged() }
  }

  private func arrangementChanged() {
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }
}
