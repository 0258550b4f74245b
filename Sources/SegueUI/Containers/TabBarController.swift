import Foundation
import SegueGeometry

// A tab bar controller shows one child at a time and switches between them. A change of
// selection runs like a navigation push: with an animator from the delegate it goes through a
// `TransitionContext` (appearance callbacks around it, `completeTransition` exactly once, the
// old selection restored when cancelled); without one — UIKit's default — the views swap at
// once. Requests made while a transition runs are queued (FIFO) and run after it.
// `shouldSelect`/`didSelect` are asked only for selections made by the user
// (`selectTab(at:)`), never for `selectedIndex` set by code, as in UIKit.

/// A container that shows one of several children, chosen with a bar of tabs at the bottom
/// (`UITabBarController`).
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// The object asked about selections and transitions (weak; default nil).
  public weak var delegate: (any TabBarControllerDelegate)?
  /// The bar at the bottom.
  public let tabBar = TabBar()
  /// The view the selected child's view lives in; the transitions' container view.
  let containerView = View()
  var tabs: [ViewController] = []
  var selection: Int?
  /// The running change of tab and the requests waiting for it.
  let transitions = TransitionQueue()
  var transition: TransitionContext? { transitions.transition }

  /// Creates a tab bar controller without children.
  public override init() {
    super.init()
  }

  /// Builds the view: the container view under the bar.
  open override func loadView() {
    // The screen's size until placed, as `ViewController.loadView()`'s.
    let root = TabBarControllerView(frame: Screen.main.bounds)
    root.controller = self
    containerView.frame = root.bounds
    containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(containerView)
    root.addSubview(tabBar)
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let selected = selectedViewController { showWithoutTransition(selected) }
  }

  // MARK: Children and selection

  /// The children, one per tab (`viewControllers`); setting it is
  /// `setViewControllers(_:animated: false)`.
  public var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the children (`setViewControllers(_:animated:)`). The selected child stays
  /// selected when it is kept; otherwise the first is selected. (Animating the change of the
  /// bar's items is not supported: `animated` only matters for UIKit's bar.)
  /// - Precondition: no controller appears twice.
  public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    precondition(
      Set(new.map(ObjectIdentifier.init)).count == new.count,
      "setViewControllers(_:animated:): a controller appears twice")
    enqueueOrRun { [weak self] in self?.replaceChildren(with: new) }
  }

  /// The index of the selected child (`selectedIndex`); setting it selects without asking
  /// the delegate whether it may (as UIKit), with the delegate's animator if it gives one.
  /// - Precondition: the index is that of a child.
  public var selectedIndex: Int {
    get { selection ?? Int.max }
    set {
      precondition(tabs.indices.contains(newValue), "selectedIndex \(newValue) is not a tab")
      enqueueOrRun { [weak self] in self?.change(to: newValue) }
    }
  }

  /// The selected child (`selectedViewController`).
  /// - Precondition: a new value is one of `viewControllers`.
  public var selectedViewController: ViewController? {
    get { selection.map { tabs[$0] } }
    set {
      guard let newValue else { return }
      guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
        preconditionFailure("selectedViewController must be one of viewControllers")
      }
      selectedIndex = index
    }
  }

  /// Selects a tab as a tap on the bar does: asks the delegate's `shouldSelect`, changes the
  /// selection and tells `didSelect` (hosts and input scripts call it for a tap).
  public func selectTab(at index: Int) {
    precondition(tabs.indices.contains(index), "selectTab(at:): \(index) is not a tab")
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    enqueueOrRun { [weak self] in
      guard let self else { return }
      self.change(to: index)
      self.delegate?.tabBarController(self, didSelect: controller)
    }
  }

  // MARK: Appearance

  /// A tab bar controller forwards its own appearance to the selected child only.
  override var childrenReceivingAppearance: [ViewController] {
    guard let selected = selectedViewController, transition == nil,
      selected.isViewLoaded, selected.viewInHierarchy.isDescendant(of: containerView)
    else { return [] }
    return [selected]
  }

  /// The coordinator of the running change of tab, if any.
  open override var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    transition ?? super.transitionCoordinator
  }

  func layoutTabBar(in bounds: CGRect, safeBottom: CGFloat) {
    let height = TabBar.barHeight + safeBottom
    tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  func showWithoutTransition(_ controller: ViewController) {
    showAlone(controller, in: containerView)
  }

  func place(_ childView: View) {
    fill(containerView, with: childView)
  }

  /// The selected controller decides whether the status bar hides (UIKit's default).
  open override var childForStatusBarHidden: ViewController? { selectedViewController }
  /// The selected controller decides the status bar's style (UIKit's default).
  open override var childForStatusBarStyle: ViewController? { selectedViewController }
  /// The selected controller decides whether the home indicator hides.
  open override var childForHomeIndicatorAutoHidden: ViewController? { selectedViewController }

  func updateTabBar() {
    tabBar.items = tabs.map(\.tabBarItem)
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }
}

/// The tab bar controller's root view: lays out the bar above the safe-area bottom.
@MainActor
final class TabBarControllerView: View {
  weak var controller: TabBarController?

  override func layoutSubviews() {
    controller?.layoutTabBar(in: bounds, safeBottom: safeAreaInsets.bottom)
  }
}
