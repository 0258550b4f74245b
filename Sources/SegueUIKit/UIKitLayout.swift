// UIKit's names for Segue's Auto Layout (SegueUI/Layout).

/// `NSLayoutConstraint`: Segue's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: Segue's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `NSLayoutAnchor<AnchorType>`: Segue's `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`: Segue's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`: Segue's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: Segue's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`: Segue's `LayoutGuide` (the system guides, and guides added with
/// `addLayoutGuide(_:)`).
public typealias UILayoutGuide = LayoutGuide
/// `NSDirectionalEdgeInsets`: Segue's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UIStackView`: Segue's `StackView`.
public typealias UIStackView = StackView
/// `UIUserInterfaceLayoutDirection`: Segue's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// `UISemanticContentAttribute`: Segue's `View.SemanticContentAttribute`.
public typealias UISemanticContentAttribute = View.SemanticContentAttribute
