import Foundation
import SegueGeometry

/// A container that shows a stack of controllers, one at a time, pushing and popping them
/// with a transition (`UINavigationController`).
///
/// Its view holds a container view (filling it; the top controller's view fills that) and a
/// `NavigationBar` 44 pt tall below the safe-area top, over the content. While the bar shows,
/// the content's safe area ends below it (the container view's safe area grows by the bar's
/// 44 pt). The bar's items are the stack's `navigationItem`s; its back button pops. The stack
/// (`viewControllers`) changes as soon as a push or pop is requested, as in UIKit; a request
/// made while a transition runs is queued and runs when it completes (see
/// NavigationController+Transitions.swift).
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The object told about transitions and asked for animators (weak; default nil).
  public weak var delegate: (any NavigationControllerDelegate)?
  /// The bar at the top (hidden with `isNavigationBarHidden`).
  public let navigationBar = NavigationBar()
  /// The view the top controller's view lives in; the transitions' container view.
  let containerView = View()
  var stack: [ViewController] = []
  /// The running push or pop and the requests waiting for it.
  let transitions = TransitionQueue()
  var transition: TransitionContext? { transitions.transition }
  private var barHidden = false
  /// The edge-swipe pop: its recognizer lives on the view (NavigationInteractivePop.swift).
  private(set) lazy var interactivePop = NavigationInteractivePop(navigationController: self)

  /// Creates a navigation controller whose stack holds `rootViewController`
  /// (`init(rootViewController:)`).
  public init(rootViewController: ViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init() {
    super.init()
  }

  /// Builds the view: the container view and the bar.
  open override func loadView() {
    // The screen's size until placed, as `ViewController.loadView()`'s.
    let root = NavigationControllerView(frame: Screen.main.bounds)
    root.controller = self
    containerView.frame = root.bounds
    containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(containerView)
    root.addSubview(navigationBar)
    navigationBar.isManaged = true
    navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    navigationBar.isHidden = barHidden
    root.addGestureRecognizer(interactivePop.recognizer)
    updateContentInsets()
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { showWithoutTransition(top) }
    updateNavigationBar()
  }

  // MARK: The stack

  /// The stack, root first (`viewControllers`). Setting it is `setViewControllers(_:animated:
  /// false)`.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack (`topViewController`).
  public var topViewController: ViewController? { stack.last }

  /// The controller whose view is visible: the top controller (`visibleViewController`;
  /// modal presentation, which UIKit also considers, is not implemented yet).
  public var visibleViewController: ViewController? { stack.last }

  /// Pushes like `pushViewController(_:animated: true)` (`show(_:sender:)`).
  open override func show(_ viewController: ViewController, sender: Any?) {
    pushViewController(viewController, animated: true)
  }

  /// A navigation controller handles `show(_:sender:)` (it pushes), not
  /// `showDetailViewController(_:sender:)`, as UIKit's overrides only the first.
  open override func canPerformAction(_ action: ViewControllerAction, withSender sender: Any?)
    -> Bool
  {
    action == .show
  }

  // MARK: The bar

  /// Whether the navigation bar is hidden (`isNavigationBarHidden`; default false).
  public var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`); animated, it fades
  /// over 0.2 s (UIKit slides it; a fade is Segue's simplification) while the content's safe
  /// area and layout follow in the same animation.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    barHidden = hidden
    guard isViewLoaded else { return }
    guard animated else {
      navigationBar.isHidden = hidden
      updateContentInsets()
      return
    }
    if !hidden {
      navigationBar.alpha = 0
      navigationBar.isHidden = false
    }
    View.animate(
      withDuration: Self.barFadeDuration,
      animations: {
        self.navigationBar.alpha = hidden ? 0 : 1
        self.updateContentInsets()
        self.view.layoutIfNeeded()
      },
      completion: { _ in
        self.navigationBar.isHidden = self.barHidden
        self.navigationBar.alpha = 1
      })
  }

  /// The content's extra safe-area inset for the bar: its height while shown.
  private func updateContentInsets() {
    containerView.additionalSafeAreaInsets.top = barHidden ? 0 : NavigationBar.barHeight
  }

  /// Seconds the bar takes to fade in or out.
  static let barFadeDuration = 0.2

  /// The bar's items: the stack's navigation items, root first.
  var stackItems: [NavigationItem] { stack.map(\.navigationItem) }

  /// Makes the bar show the stack's items at once, if it does not already.
  func updateNavigationBar() {
    guard !navigationBar.hasItems(stackItems) else { return }
    navigationBar.replaceItems(stackItems, animated: false, coordinator: nil)
  }

  func layoutBar(in bounds: CGRect, safeTop: CGFloat) {
    navigationBar.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: safeTop + NavigationBar.barHeight)
  }

  // MARK: Status bar

  /// The top controller decides whether the status bar hides (UIKit's default).
  open override var childForStatusBarHidden: ViewController? { topViewController }
  /// While the bar is hidden the top controller decides the style; a shown bar keeps its own
  /// (UIKit's default: the style follows the bar's, `.default`).
  open override var childForStatusBarStyle: ViewController? {
    isNavigationBarHidden ? topViewController : nil
  }
  /// The top controller decides whether the home indicator hides.
  open override var childForHomeIndicatorAutoHidden: ViewController? { topViewController }

  // MARK: Appearance

  /// The navigation controller forwards its own appearance to the top controller only.
  override var childrenReceivingAppearance: [ViewController] {
    guard let top = topViewController, transition == nil,
      top.viewIfLoaded?.isDescendant(of: containerView) == true
    else { return [] }
    return [top]
  }

  /// The coordinator of the running push or pop, if any.
  open override var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    transition ?? super.transitionCoordinator
  }

  /// Puts `controller`'s view in the container, filling it, removing every other view.
  func showWithoutTransition(_ controller: ViewController) {
    showAlone(controller, in: containerView)
  }

  func place(_ childView: View) {
    fill(containerView, with: childView)
  }
}

/// The navigation controller's root view: lays out the bar below the safe-area top.
@MainActor
final class NavigationControllerView: View {
  weak var controller: NavigationController?

  override func layoutSubviews() {
    controller?.layoutBar(in: bounds, safeTop: safeAreaInsets.top)
  }
}
