// UIKit's names for Segue's views, controls and the values they use.

/// `UIView`: Segue's `View`.
public typealias UIView = View
/// `UIWindow`: Segue's `Window`.
public typealias UIWindow = Window
/// `UIControl`: Segue's `Control`.
public typealias UIControl = Control
/// `UIButton`: Segue's `Button`.
public typealias UIButton = Button
/// `UILabel`: Segue's `Label`.
public typealias UILabel = Label
/// `UIImageView`: Segue's `ImageView`.
public typealias UIImageView = ImageView
/// `UIScrollView`: Segue's `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`: Segue's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UITableView`: Segue's `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: Segue's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewDataSource`: Segue's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: Segue's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UICollectionView`: Segue's `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`: Segue's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: Segue's `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionElementKindSectionHeader` (Swift 4's spelling of
/// `UICollectionView.elementKindSectionHeader`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// `UICollectionElementKindSectionFooter`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter
/// `UICollectionViewDataSource`: Segue's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: Segue's `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: Segue's `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewLayout`: Segue's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: Segue's `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewTransitionLayout`: Segue's `CollectionViewTransitionLayout`.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
/// `UICollectionViewLayoutAttributes`: Segue's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewUpdateItem`: Segue's `CollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// `UIVisualEffect`: Segue's `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect`: Segue's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// `UIVisualEffectView`: Segue's `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// `UINavigationBar`: Segue's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UINavigationBarAppearance`: Segue's `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// `UINavigationItem`: Segue's `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`: Segue's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// `UITabBar`: Segue's `TabBar`.
public typealias UITabBar = TabBar
/// `UITabBarItem`: Segue's `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UIAction` (iOS 14): Segue's `ControlAction` (Segue's `Action` is Core Animation's
/// `CAAction`).
public typealias UIAction = ControlAction
/// `UIEvent`: Segue's `Event` (not `UIControl.Event`, the control events).
public typealias UIEvent = SegueUI.Event
/// `UITouch`: Segue's `Touch`.
public typealias UITouch = Touch

/// `UIImage`: Segue's `Image`.
public typealias UIImage = Image
/// `UIColor`: Segue's `Color`.
public typealias UIColor = Color
/// `UIFont`: Segue's `Font`.
public typealias UIFont = Font
/// `UIBezierPath`: Segue's `BezierPath`.
public typealias UIBezierPath = BezierPath
/// `UIEdgeInsets`: Segue's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `UIRectCorner`: Segue's `RectCorner`.
public typealias UIRectCorner = RectCorner
/// `UIRectEdge`: Segue's `ScreenEdgePanGestureRecognizer.RectEdge`.
public typealias UIRectEdge = ScreenEdgePanGestureRecognizer.RectEdge
/// `UIOffset`: Segue's `Offset`.
public typealias UIOffset = Offset
/// `UIFloatRange`: Segue's `FloatRange`.
public typealias UIFloatRange = FloatRange
/// `NSTextAlignment`: Segue's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`: Segue's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// `UIScreen`: Segue's `Screen` (`UIScreen.main` follows the current stage).
public typealias UIScreen = Screen
/// `UIApplication`: Segue's `Application` (`UIApplication.shared` follows the current stage).
public typealias UIApplication = Application
/// `UIDevice`: Segue's `CurrentDevice` (`UIDevice.current` follows the current stage).
public typealias UIDevice = CurrentDevice
/// `UIUserInterfaceIdiom`: Segue's `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UIInterfaceOrientation`: Segue's `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIDeviceOrientation`: Segue's `DeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation

/// `UIFeedbackGenerator`: Segue's `FeedbackGenerator` (nothing is felt: no haptic engine).
public typealias UIFeedbackGenerator = FeedbackGenerator
/// `UIImpactFeedbackGenerator`: Segue's `ImpactFeedbackGenerator`.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// `UISelectionFeedbackGenerator`: Segue's `SelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// `UINotificationFeedbackGenerator`: Segue's `NotificationFeedbackGenerator`.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
