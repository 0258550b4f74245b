import Foundation
import SegueGeometry

// A column-style split view controller (iOS 14+) shows two or three columns side by side when
// the window is regular wide, and one navigation stack when it is compact. Its state is three
// things, each resolved from the preferences and the window's size:
// - `isCollapsed`: the window's horizontal size class is compact (an iPhone, a narrow iPad
//   window). Collapsing moves the secondary (and supplementary) column's stack onto the
//   primary column's navigation controller, which then fills the view; expanding moves them
//   back (SplitViewController+Collapse.swift). A `.compact` column, when set, is shown instead
//   and nothing moves.
// - `splitBehavior`: how sidebars share the width (tile / overlay / displace);
// - `displayMode`: which sidebars show, one of those the behavior allows
//   (SplitViewController+DisplayMode.swift). `show(_:)`/`hide(_:)` change it with the column
//   slide; a rotation re-resolves it inside the rotation's animation.
// Every column's controller lives in a navigation controller (UIKit wraps the ones that are
// not), so a `show(_:sender:)` from a column pushes in that column and
// `showDetailViewController(_:sender:)` reaches the split view controller
// (ViewController+TargetChain.swift, SplitViewController+ShowDetail.swift).
//
// Rejected: laying the columns out with constraints. The frames are a small pure function of
// the mode and widths (`columnFrames(in:mode:)`), which tests check exactly and animation
// blocks interpolate; constraints would add a solver pass per frame for nothing.
// Facts and their confidence: docs/split-view.md.

/// A container of two or three columns — a sidebar list, an optional supplementary list, and
/// the content — that collapses to one navigation stack in a compact width
/// (`UISplitViewController`, column style).
@preconcurrency @MainActor
open class SplitViewController: ViewController {
  /// How many columns the interface has (`UISplitViewController.Style`). The classic style
  /// (`.unspecified`, before iOS 14) is not supported.
  public enum Style: Int, Sendable, Hashable {
    /// Primary and secondary.
    case doubleColumn = 1
    /// Primary, supplementary and secondary.
    case tripleColumn = 2
  }

  /// A column of the interface (`UISplitViewController.Column`).
  public enum Column: Int, Sendable, Hashable, CaseIterable {
    /// The leading sidebar.
    case primary
    /// The middle column of a triple-column interface.
    case supplementary
    /// The content (detail) column.
    case secondary
    /// The controller shown instead of the others while collapsed, if set.
    case compact
  }

  /// Which sidebars an expanded interface shows and how (`UISplitViewController.DisplayMode`).
  public enum DisplayMode: Int, Sendable, Hashable, CaseIterable {
    /// Chosen from the split behavior and the window's shape.
    case automatic
    /// The secondary column alone.
    case secondaryOnly
    /// One sidebar (the primary; the supplementary in a triple-column interface) tiled beside
    /// the secondary.
    case oneBesideSecondary
    /// One sidebar over the dimmed secondary.
    case oneOverSecondary
    /// Both sidebars tiled beside the secondary.
    case twoBesideSecondary
    /// Both sidebars over the dimmed secondary.
    case twoOverSecondary
    /// Both sidebars tiled, pushing the dimmed secondary partly off screen.
    case twoDisplaceSecondary
  }

  /// How sidebars share the width with the secondary (`UISplitViewController.SplitBehavior`).
  public enum SplitBehavior: Int, Sendable, Hashable, CaseIterable {
    /// Chosen from the window's shape: tile in landscape; in portrait overlay (two columns)
    /// or displace (three).
    case automatic
    /// Side by side.
    case tile
    /// Over the secondary, which is dimmed.
    case overlay
    /// Side by side, the secondary pushed partly off screen and dimmed.
    case displace
  }

  /// The value asking for the automatic width of a column (`automaticDimension`).
  public static let automaticDimension: CGFloat = -1

  /// The number of columns.
  public let style: Style
  /// The object told about changes and asked to steer collapse and expansion (weak).
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// The display mode wanted when expanded (`preferredDisplayMode`; default `.automatic`).
  /// A mode the split behavior does not allow becomes the allowed one with the same number
  /// of sidebars. The change is animated when made inside an animation block, as in UIKit.
  public var preferredDisplayMode = DisplayMode.automatic {
    didSet { preferencesChanged() }
  }
  /// The split behavior wanted (`preferredSplitBehavior`; default `.automatic`).
  public var preferredSplitBehavior = SplitBehavior.automatic {
    didSet { preferencesChanged() }
  }
  /// The primary column's width wanted, points (`preferredPrimaryColumnWidth`; default
  /// `automaticDimension`). A negative or non-finite value other than `automaticDimension`
  /// is refused with a diagnostic and the old value kept.
  public var preferredPrimaryColumnWidth = automaticDimension {
    didSet {
      guard Self.acceptsWidth(preferredPrimaryColumnWidth, in: viewIfLoaded?.window) else {
        preferredPrimaryColumnWidth = oldValue
        return
      }
      viewIfLoaded?.setNeedsLayout()
    }
  }
  /// The supplementary column's width wanted, points (`preferredSupplementaryColumnWidth`;
  /// default `automaticDimension`), with `preferredPrimaryColumnWidth`'s rules.
  public var preferredSupplementaryColumnWidth = automaticDimension {
    didSet {
      guard Self.acceptsWidth(preferredSupplementaryColumnWidth, in: viewIfLoaded?.window) else {
        preferredSupplementaryColumnWidth = oldValue
        return
      }
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The display mode shown (`displayMode`); meaningless while collapsed, as in UIKit.
  public internal(set) var displayMode = DisplayMode.secondaryOnly
  /// Whether the interface shows one stack (`isCollapsed`): the window is compact wide.
  public internal(set) var isCollapsed = false

  /// The controllers set for the columns (`setViewController(_:for:)`).
  var assigned: [Column: ViewController] = [:]
  /// The navigation controller of each column: the assigned one, or UIKit's wrapper.
  var stacks: [Column: NavigationController] = [:]
  /// The display mode asked for by `show(_:)`/`hide(_:)`, until the window changes shape.
  var requestedDisplayMode: DisplayMode?
  /// While collapsed without a compact column: how many controllers at the bottom of the
  /// primary stack are the primary's and the supplementary's own (the rest came from the
  /// secondary or were shown after collapsing).
  var collapsedDepths: (primary: Int, supplementary: Int) = (0, 0)
  /// The size a running rotation goes to, from `viewWillTransition(to:with:)` until the view
  /// has it: the display mode follows it, not the old size.
  var transitionTargetSize: CGSize?
  /// Dims the secondary in the overlay and displace modes; a tap on it hides the sidebars.
  let dimmingView = View()

  /// Creates a column-style split view controller (`init(style:)`).
  public init(style: Style) {
    self.style = style
    super.init()
  }

  // MARK: Columns

  /// Puts `vc` in `column` (`setViewController(_:for:)`): a controller that is not a
  /// navigation controller is wrapped in one, as UIKit does for column-style split views.
  /// Nil empties the column. Setting `.supplementary` on a double-column interface is ignored
  /// with a diagnostic (UIKit logs it too).
  public func setViewController(_ vc: ViewController?, for column: Column) {
    if column == .supplementary && style == .doubleColumn {
      Self.report(
        "segue: setViewController(_:for: .supplementary) on a double-column split view "
          + "controller; ignored", in: viewIfLoaded?.window)
      return
    }
    if let vc, assigned[column] === vc { return }
    let oldStack = stacks[column]
    assigned[column] = vc
    stacks[column] = vc.map {
      $0 as? NavigationController ?? NavigationController(rootViewController: $0)
    }
    replaceChild(oldStack, with: stacks[column])
  }

  /// The controller set for `column` (`viewController(for:)`): the one given to
  /// `setViewController(_:for:)`, not UIKit's navigation wrapper around it.
  public func viewController(for column: Column) -> ViewController? {
    assigned[column]
  }

  /// The split view controller's children in column order (`viewControllers`): the columns'
  /// navigation controllers.
  public var viewControllers: [ViewController] {
    [Column.primary, .supplementary, .secondary].compactMap { stacks[$0] }
  }

  /// Swaps a column's navigation controller in the containment tree and, once loaded, in
  /// the view.
  private func replaceChild(_ old: NavigationController?, with new: NavigationController?) {
    if let old {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    if let new {
      addChild(new)
      new.didMove(toParent: self)
    }
    guard isViewLoaded else { return }
    rebuildColumnViews()
  }

  // MARK: View

  /// Builds the view: the columns' views are added by `rebuildColumnViews()`.
  open override func loadView() {
    let root = SplitViewControllerView(frame: CGRect(origin: .zero, size: Device.iPadPro11.size))
    root.controller = self
    root.backgroundColor = .systemBackground
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.alpha = 0
    let tap = TapGestureRecognizer(target: self, action: Self.dimmingViewTapped)
    dimmingView.addGestureRecognizer(tap)
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    rebuildColumnViews()
  }

  /// The dimming over the secondary while sidebars overlay or displace it: black at 10 %
  /// (UIKit's value is not documented; estimate from screenshots, low confidence).
  static let dimmingColor = Color(white: 0, alpha: 0.1)

  /// A tap on the dimmed secondary hides the overlaying sidebars, as in UIKit (documented for
  /// `.oneOverSecondary`).
  private func dimmingViewTapped() {
    guard !isCollapsed, displayMode != .secondaryOnly else { return }
    setDisplayMode(.secondaryOnly, animation: .own)
  }

  // MARK: Show calls and size changes (SplitViewController+ShowDetail.swift, +Collapse.swift)

  /// A split view controller handles both show calls (`targetViewController(forAction:…)`).
  open override func canPerformAction(_ action: ViewControllerAction, withSender sender: Any?)
    -> Bool
  {
    true
  }

  /// Shows `vc` in the primary context (`show(_:sender:)`): collapsed, pushes it on the
  /// collapsed stack; expanded, makes it the primary column's controller.
  open override func show(_ vc: ViewController, sender: Any?) {
    showInPrimaryContext(vc)
  }

  /// Shows `vc` in the secondary (detail) context (`showDetailViewController(_:sender:)`):
  /// collapsed, as `show(_:sender:)` — a push on the collapsed stack; expanded, replaces the
  /// secondary column's stack by `vc` at once and slides away sidebars overlaying it. Showing
  /// the controller already there does nothing.
  open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
    showInSecondaryContext(vc, sender: sender)
  }

  /// Before a rotation: collapses or expands for the new size at once, then moves to the
  /// display mode of the new shape inside the rotation's animation (a `show(_:)`/`hide(_:)`
  /// request lasts until the window turns); then forwards to the children.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    prepareForSizeChange(to: size, with: coordinator)
    super.viewWillTransition(to: size, with: coordinator)
  }

  // MARK: Appearance and status bar

  /// The column controllers on screen receive the split view controller's appearance: the
  /// collapsed stack, or the secondary and the sidebars the display mode shows.
  override var childrenReceivingAppearance: [ViewController] {
    guard let root = viewIfLoaded else { return [] }
    let shown: [NavigationController?] =
      isCollapsed
      ? [collapsedStack] : [stacks[.secondary]] + sidebars(in: displayMode).map { stacks[$0] }
    return shown.compactMap { $0 }.filter { $0.viewIfLoaded?.superview === root }
  }

  /// The secondary column (the primary stack while collapsed) decides the status bar.
  open override var childForStatusBarStyle: ViewController? { shownStack(for: .secondary) }
  /// The secondary column (the primary stack while collapsed) decides the status bar.
  open override var childForStatusBarHidden: ViewController? { shownStack(for: .secondary) }
}

extension ViewController {
  /// The nearest ancestor that is a split view controller (`splitViewController`).
  public var splitViewController: SplitViewController? {
    var current = parentController
    while let candidate = current {
      if let split = candidate as? SplitViewController { return split }
      current = candidate.parentController
    }
    return nil
  }
}

/// The split view controller's root view: lays the columns out for its size.
@MainActor
final class SplitViewControllerView: View {
  weak var controller: SplitViewController?

  override func layoutSubviews() {
    controller?.layoutColumns()
  }
}
