// `isEqual(_:)` and `hash` where iOS code calls them on UIKit objects.
//
// UIKit's classes are `NSObject`s, and iOS code compares them the NSObject way
// (DeckTransition: `guard gestureRecognizer.isEqual(pan) else { return }`). NSObject's
// defaults are identity, and UIKit's views, layers, controllers and gesture recognizers do not
// override them (high: Apple's `NSObject.isEqual(_:)` documentation — "the default
// implementation compares pointers"). Segue's classes are not NSObjects (docs/
// uikit-compatibility.md §6), so SegueUIKit gives them these two members with the same meaning.

/// The NSObject members UIKit's objects answer by identity (`isEqual(_:)`, `hash`).
@preconcurrency @MainActor
public protocol NSObjectIdentity: AnyObject {}

extension NSObjectIdentity {
  /// Whether `object` is this very object (`NSObject.isEqual(_:)`'s default: identity).
  public func isEqual(_ object: Any?) -> Bool {
    guard let object else { return false }
    return (object as AnyObject) === self
  }

  /// A hash consistent with `isEqual(_:)`: the object's identity (`NSObject.hash`).
  public var hash: Int { ObjectIdentifier(self).hashValue }
}

extension View: NSObjectIdentity {}
extension Layer: NSObjectIdentity {}
extension GestureRecognizer: NSObjectIdentity {}
extension ViewController: NSObjectIdentity {}
extension PresentationController: NSObjectIdentity {}
