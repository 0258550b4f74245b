// UIKit's names for Segue's property animators and their timing.

/// `UIViewPropertyAnimator`: Segue's `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimating`: Segue's `ViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// `UIViewImplicitlyAnimating`: Segue's `ViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// `UIViewAnimatingState`: Segue's `ViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// `UIViewAnimatingPosition`: Segue's `ViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// `UITimingCurveProvider`: Segue's `TimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UITimingCurveType`: Segue's `TimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// `UICubicTimingParameters`: Segue's `CubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UISpringTimingParameters`: Segue's `SpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters
