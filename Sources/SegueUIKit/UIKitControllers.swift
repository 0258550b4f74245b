// UIKit's names for Segue's view controllers, containers and transition roles.

/// `UIViewController`: Segue's `ViewController`.
public typealias UIViewController = ViewController
/// `UICollectionViewController`: Segue's `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UINavigationController`: Segue's `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UINavigationControllerOperation`: Swift 4's name of `UINavigationController.Operation`,
/// still used by libraries.
public typealias UINavigationControllerOperation = NavigationController.Operation
/// `UINavigationControllerDelegate`: Segue's `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UITabBarController`: Segue's `TabBarController`.
public typealias UITabBarController = TabBarController
/// `UITabBarControllerDelegate`: Segue's `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UIPresentationController`: Segue's `PresentationController`.
public typealias UIPresentationController = PresentationController
/// `UIAdaptivePresentationControllerDelegate`: Segue's
/// `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UISheetPresentationController`: Segue's `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// `UISheetPresentationControllerDelegate`: Segue's `SheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// `UISheetPresentationControllerDetentResolutionContext`: Segue's
/// `SheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext =
  SheetPresentationControllerDetentResolutionContext
/// `UIStoryboardSegue`: Segue's `StoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
/// `UIContentContainer`: Segue's `ContentContainer`.
public typealias UIContentContainer = ContentContainer
/// `UIModalPresentationStyle`: Segue's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: Segue's `ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// `UIViewControllerAnimatedTransitioning`: Segue's `ViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// `UIViewControllerContextTransitioning`: Segue's `ViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// `UIViewControllerInteractiveTransitioning`: Segue's
/// `ViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// `UIViewControllerTransitioningDelegate`: Segue's `ViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UIViewControllerTransitionCoordinator`: Segue's `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`: Segue's
/// `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext =
  ViewControllerTransitionCoordinatorContext
/// `UIPercentDrivenInteractiveTransition`: Segue's `PercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// `UITransitionContextViewControllerKey`: Segue's `TransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// `UITransitionContextViewKey`: Segue's `TransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextViewKey
/// `UISplitViewController`: Segue's `SplitViewController` (column style only).
public typealias UISplitViewController = SplitViewController
/// `UISplitViewControllerDelegate`: Segue's `SplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
/// `UIUserInterfaceSizeClass`: Segue's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIStatusBarStyle`: Segue's `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIStatusBarAnimation`: Segue's `StatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation
