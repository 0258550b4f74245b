import Foundation
import SegueGeometry
import SegueLayers

/// An object that manages a view hierarchy (`UIViewController`): loads its view lazily,
/// receives appearance and layout callbacks, contains children and takes part in transitions.
///
/// Subclasses override `loadView()` to build the view in code (the default makes a plain
/// `View`), `viewDidLoad()` to configure it, and the appearance callbacks
/// (`viewWillAppear(_:)`…) to react to being shown; overrides must call `super`, as in UIKit.
@preconcurrency @MainActor
open class ViewController: ContentContainer {
  /// The controller's title (default nil). Setting it sets `navigationItem.title`, which a
  /// navigation bar shows, as in UIKit.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// The item representing this controller in a navigation bar (`navigationItem`), made with
  /// its title on first use.
  public private(set) lazy var navigationItem = NavigationItem(title: title)

  /// Insets added to the safe area the view gets from its container, points
  /// (`additionalSafeAreaInsets`; default zero): for bars or overlays of the app's own.
  /// Non-finite values are reported (the window's diagnostics) and change nothing.
  open var additionalSafeAreaInsets: EdgeInsets {
    get { additionalInsets }
    set {
      guard newValue.isFinite else {
        ViewController.report(
          "segue: additionalSafeAreaInsets must be finite, got \(newValue); the insets stay "
            + "\(additionalInsets)", in: viewIfLoaded?.window)
        return
      }
      additionalInsets = newValue
      viewIfLoaded?.additionalSafeAreaInsets = newValue
    }
  }
  private var additionalInsets = EdgeInsets.zero

  /// The item representing this controller in a tab bar (`tabBarItem`), made from its title
  /// on first use.
  public lazy var tabBarItem = TabBarItem(title: title, image: nil, tag: 0)

  var loadedView: View?
  var appearance = AppearanceState.disappeared
  var appearanceIsAnimated = false
  var appearanceForwardees: [ViewController] = []
  var childControllers: [ViewController] = []
  weak var parentController: ViewController?
  /// Set by a container while this controller takes part in one of its transitions. Weak: the
  /// container's transition queue keeps the transition, which keeps this controller.
  weak var activeCoordinator: (any ViewControllerTransitionCoordinator)?
  var movingToParent = false
  var movingFromParent = false
  var segueFactories: [String: (ViewController, Any?) -> StoryboardSegue] = [:]
  // Modal presentation (Presentation/ViewController+Presentation.swift): the controller this
  // one presents and the record of that presentation, kept; the one presenting this one and
  // the record of its own presentation, weakly (`linkPresentation(of:record:)`).
  var presentedController: ViewController?
  var presentedRecord: ModalPresentation?
  weak var presentingController: ViewController?
  weak var presentation: ModalPresentation?

  /// The sheet presentation controller made when `sheetPresentationController` was read
  /// before the presentation, which the presentation then uses (as UIKit's); released when
  /// the presentation ends.
  var preparedSheet: SheetPresentationController?

  /// How the controller is presented modally (`modalPresentationStyle`; default
  /// `.automatic`, UIKit's since iOS 13, which resolves to a page sheet: see
  /// `present(_:animated:completion:)`).
  open var modalPresentationStyle = ModalPresentationStyle.automatic
  /// Whether the controller refuses to be dismissed interactively (`isModalInPresentation`;
  /// default false): a sheet then rubber-bands when pulled down and its presentation
  /// controller's delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
  open var isModalInPresentation = false
  /// The animation of a presentation with no custom animator (`modalTransitionStyle`;
  /// default `.coverVertical`).
  open var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// The transition that shows this controller when it is pushed or presented, and hides it
  /// again (iOS 18's `preferredTransition`; default nil: the container's own). `.zoom` zooms
  /// it out of a source view; the other values are the modal transition styles
  /// (Transitions/Zoom/ViewController+Transition.swift).
  open var preferredTransition: Transition?
  /// The object asked for the animation, interaction and presentation controllers when this
  /// controller is presented or dismissed (`transitioningDelegate`; weak, as UIKit's: keep
  /// it alive yourself).
  public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
  /// Whether a `.currentContext` / `.overCurrentContext` presentation from this controller
  /// or a descendant covers this controller's view (`definesPresentationContext`; default
  /// false).
  open var definesPresentationContext = false
  /// The size the controller's content prefers, points (`preferredContentSize`; default
  /// zero: no preference).
  open var preferredContentSize = CGSize.zero

  // MARK: Status bar and home indicator (ViewController+StatusBar.swift)

  /// Whether the controller prefers the status bar hidden (`prefersStatusBarHidden`; default
  /// false). The window asks the controller that decides (see `Window`'s status bar note);
  /// after a change, call `setNeedsStatusBarAppearanceUpdate()`.
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar style the controller prefers (`preferredStatusBarStyle`; default
  /// `.default`: dark content, for a light background).
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// How the status bar hides or shows when this controller's `prefersStatusBarHidden`
  /// changes it (`preferredStatusBarUpdateAnimation`; default `.fade`), in an animation block
  /// or along a transition. Read from the controller whose `prefersStatusBarHidden` applies.
  open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
  /// The child whose `prefersStatusBarHidden` applies instead of this controller's
  /// (`childForStatusBarHidden`; default nil: this controller's own).
  open var childForStatusBarHidden: ViewController? { nil }
  /// The child whose `preferredStatusBarStyle` applies instead of this controller's
  /// (`childForStatusBarStyle`; default nil: this controller's own).
  open var childForStatusBarStyle: ViewController? { nil }
  /// Whether the controller, presented not full screen, takes over the status bar's appearance
  /// from the presenting one (`modalPresentationCapturesStatusBarAppearance`; default false:
  /// only a `.fullScreen` presentation does, as Apple's documentation says).
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether the controller prefers the home indicator hidden (`prefersHomeIndicatorAutoHidden`;
  /// default false). UIKit then hides it after a moment without touches; Segue hides it at
  /// once. After a change, call `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose `prefersHomeIndicatorAutoHidden` applies instead of this controller's
  /// (`childForHomeIndicatorAutoHidden`; default nil).
  open var childForHomeIndicatorAutoHidden: ViewController? { nil }

  /// Creates a controller; its view is loaded the first time `view` is read.
  public init() {}

  /// Creates a controller (`init(nibName:bundle:)`, UIKit's designated initializer, which
  /// subclasses built in code call as `super.init(nibName: nil, bundle: nil)`).
  ///
  /// Segue has no nibs: build the view in `loadView()`.
  /// - Precondition: `nibNameOrNil` is nil (UIKit raises when the nib cannot be loaded).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    precondition(
      nibNameOrNil == nil,
      "\(Self.self)(nibName: \"\(nibNameOrNil ?? "")\"): Segue cannot load nibs; pass nil and "
        + "build the view in loadView()")
  }

  /// Always fails (returns nil): Segue has no archives (storyboards, nibs) to decode a
  /// controller from (`init?(coder:)`).
  ///
  /// It exists so that UIKit subclasses compile unchanged: their `required init?(coder:
  /// NSCoder)` — usually `fatalError(…)` — and `super.init(coder: coder)`. It is generic so
  /// that a subclass's `init?(coder: NSCoder)` is that subclass's own initializer, not an
  /// override of this one (which would need `override`); and it is not `required`, so Segue
  /// subclasses need not write one.
  public init?<Coder: NSCoder>(coder: Coder) {
    return nil
  }

  // MARK: The view

  /// The root view; reading it loads it first (`loadView()` then `viewDidLoad()`, once).
  /// Setting it replaces the view without calling `viewDidLoad()`; setting nil unloads it
  /// (the next read loads it again).
  ///
  /// Implicitly unwrapped, as UIKit's `UIView!`, so that iOS code's `guard let view =
  /// controller.view` and `controller.view?.frame` compile; reading it never gives nil.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var view: View! {
    get {
      if let loadedView { return loadedView }
      loadViewIfNeeded()
      guard let loadedView else {
        preconditionFailure("\(type(of: self)).loadView() did not set `view`")
      }
      return loadedView
    }
    set {
      if let newValue {
        install(newValue)
      } else {
        uninstallView()
      }
    }
  }

  /// The view if it is loaded, without loading it (`viewIfLoaded`).
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view is loaded (`isViewLoaded`).
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded yet (`loadViewIfNeeded()`).
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    precondition(loadedView != nil, "\(type(of: self)).loadView() must set `view`")
    viewDidLoad()
  }

  /// Creates the view (`loadView()`); the default sets a plain `View` the size of the screen
  /// (`Screen.main.bounds`: the current stage's device, turned as it is held) that stretches
  /// with its superview (`[.flexibleWidth, .flexibleHeight]`), so a view a container or a
  /// presentation put in place follows a rotation or a resize. UIKit's default view logs
  /// `autoresize = W+H` and the main screen's bounds as its frame before any container sizes
  /// it (its description, as printed for a controller's `view` in Stack Overflow question
  /// 20377760; the reference has no entry: medium, observed, not documented). Overrides set
  /// `view` and do not call `super`.
  open func loadView() {
    let made = View(frame: Screen.main.bounds)
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = made
  }

  /// Called once after the view is loaded (`viewDidLoad()`). The default does nothing.
  open func viewDidLoad() {}

  private func uninstallView() {
    loadedView?.owningViewController = nil
    loadedView?.additionalSafeAreaInsets = .zero
    loadedView = nil
  }

  private func install(_ newView: View) {
    uninstallView()
    loadedView = newView
    newView.owningViewController = self
    // A root view's margins are its controller's minimum at least.
    newView.marginsChanged()
    seenRootMargins = newView.resolvedLayoutMargins
    newView.additionalSafeAreaInsets = additionalInsets
  }

  // MARK: Appearance callbacks (driven by ViewController+Appearance.swift)

  /// Called before the view is added to a visible hierarchy (`viewWillAppear(_:)`);
  /// `animated` tells whether the change is animated. The default does nothing.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view became visible (`viewDidAppear(_:)`). The default does nothing.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves the visible hierarchy (`viewWillDisappear(_:)`).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left the visible hierarchy (`viewDidDisappear(_:)`).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether this controller is being added to a parent, true only between the start of the
  /// container's transition and its last appearance callback (`isMovingToParent`).
  public var isMovingToParent: Bool { movingToParent }
  /// Whether this controller is being removed from its parent, true only during the
  /// container's transition (`isMovingFromParent`).
  public var isMovingFromParent: Bool { movingFromParent }
  /// Whether this controller is being presented modally (`isBeingPresented`): true from
  /// `present(_:animated:completion:)` until its transition completes.
  public internal(set) var isBeingPresented = false
  /// Whether this controller is being dismissed (`isBeingDismissed`): true from
  /// `dismiss(animated:completion:)` until its transition completes.
  public internal(set) var isBeingDismissed = false

  /// Whether appearance moves are forwarded to the children whose views are inside this
  /// view (`shouldAutomaticallyForwardAppearanceMethods`; default true).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The children an appearance move is forwarded to: by default those whose views are in
  /// this controller's view; containers narrow it to the children they show.
  var childrenReceivingAppearance: [ViewController] {
    guard let root = loadedView else { return [] }
    return childControllers.filter {
      $0.isViewLoaded && $0.viewInHierarchy.isDescendant(of: root)
    }
  }

  // MARK: Layout

  /// Called before the view's `layoutSubviews()` (`viewWillLayoutSubviews()`). Default: nothing.
  open func viewWillLayoutSubviews() {}
  /// Called after the view's `layoutSubviews()` (`viewDidLayoutSubviews()`). Default: nothing.
  open func viewDidLayoutSubviews() {}
  /// Called after the view's safe area changed, right after its `safeAreaInsetsDidChange()`
  /// (`viewSafeAreaInsetsDidChange()`): a rotation, a bar shown or hidden,
  /// `additionalSafeAreaInsets`. Default: nothing.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called after the view's layout margins changed, right after its `layoutMarginsDidChange()`
  /// (`viewLayoutMarginsDidChange()`). Default: nothing.
  open func viewLayoutMarginsDidChange() {}

  /// Whether the view's margins are kept at least `systemMinimumLayoutMargins`
  /// (`viewRespectsSystemMinimumLayoutMargins`, default true; false: the view's margins are
  /// those set on it). See ViewController+LayoutMargins.swift.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
      viewIfLoaded?.rootMarginsMayHaveChanged()
    }
  }
  /// The view's margins as last resolved, to tell when the system minimum moved them.
  var seenRootMargins: EdgeInsets?
  /// Trait overrides and the traits last reported, made when first needed (Traits/).
  var traitState: TraitState?

  /// Called after the controller's traits changed, with those before
  /// (`traitCollectionDidChange(_:)`). The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the controller's traits change to `newCollection`, with the coordinator
  /// of the change (`willTransition(to:with:)`): before `viewWillTransition(to:with:)` and
  /// before any `traitCollectionDidChange(_:)` of the change (Apple's page). The default
  /// forwards to the children, each with the collection it will have.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in childControllers {
      child.willTransition(to: traits(ofChild: child, under: newCollection), with: coordinator)
    }
  }

  /// Called when the container is about to resize the view to `size` (points), with the
  /// coordinator of the change (`viewWillTransition(to:with:)`). The default forwards to the
  /// children. `Window.setSize(_:animated:)` (a rotation) calls it on the root controller and,
  /// through their presentation controllers, on the presented ones.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in childControllers { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The size of the child `container` inside a parent of `parentSize`, points
  /// (`size(forChildContentContainer:withParentContainerSize:)`): by default `parentSize`.
  open func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  // MARK: Relations

  /// Called just before the controller is added to `parent`, or removed from its parent when
  /// nil (`willMove(toParent:)`). The default does nothing.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller was added to `parent`, or removed from its parent when nil
  /// (`didMove(toParent:)`). The default does nothing.
  open func didMove(toParent parent: ViewController?) {}

  /// The nearest ancestor (self excluded) that is a navigation controller
  /// (`navigationController`).
  public var navigationController: NavigationController? {
    var current = parentController
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parentController
    }
    return nil
  }

  /// The coordinator of the transition this controller takes part in, else its parent's,
  /// else nil (`transitionCoordinator`). Valid only while the transition runs.
  open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    activeCoordinator ?? parentController?.transitionCoordinator
  }

  /// Shows `viewController` in the primary context (`show(_:sender:)`, reference §6): forwards
  /// to `targetViewController(forAction: .show, sender:)` — a `NavigationController` pushes, a
  /// `SplitViewController` replaces its primary column — or, when no controller up the chain
  /// handles it, presents `viewController` modally, animated.
  open func show(_ viewController: ViewController, sender: Any?) {
    forwardShow(viewController, action: .show, sender: sender)
  }

  /// Shows `viewController` in the secondary (detail) context
  /// (`showDetailViewController(_:sender:)`, reference §6): forwards to
  /// `targetViewController(forAction: .showDetail, sender:)` — a `SplitViewController`
  /// replaces its secondary column, or pushes when collapsed — or, when no controller up the
  /// chain handles it, presents `viewController` modally, animated (a navigation controller
  /// does not handle it: seed 001's table).
  open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
    forwardShow(viewController, action: .showDetail, sender: sender)
  }

  /// Whether this controller handles `action` itself (`canPerformAction(_:withSender:)`, as
  /// `targetViewController(forAction:sender:)` asks it). The default is false: a plain
  /// controller forwards both show calls. Containers that handle them answer true; a
  /// controller can refuse an action its class handles by answering false.
  open func canPerformAction(_ action: ViewControllerAction, withSender sender: Any?) -> Bool {
    false
  }

  /// Called before a segue from this controller is performed (`prepare(for:sender:)`): pass
  /// data to `segue.destination` here. The default does nothing.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Whether the segue `identifier` should be performed when a control triggers it
  /// (`shouldPerformSegue(withIdentifier:sender:)`; default true). Not consulted by
  /// `performSegue(withIdentifier:sender:)`, as in UIKit.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}

/// Where a controller is in its appearance cycle.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing
}
