// UIKit's names for Segue's gesture recognizers.

/// `UIGestureRecognizer`: Segue's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: Segue's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UIPinchGestureRecognizer`: Segue's `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIPanGestureRecognizer`: Segue's `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIScreenEdgePanGestureRecognizer`: Segue's `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// `UITapGestureRecognizer`: Segue's `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: Segue's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
