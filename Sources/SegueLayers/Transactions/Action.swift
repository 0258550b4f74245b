import Foundation

/// Something a layer runs when one of its properties changes (`CAAction`); animations are
/// actions that add themselves to the layer.
@preconcurrency @MainActor
public protocol Action: AnyObject {
  /// Runs the action for the change of `event` on `layer`.
  func run(forKey event: String, object layer: Layer, arguments: [String: Any]?)
}

/// The action that means "do nothing, and stop looking" (Core Animation's `NSNull` action).
@preconcurrency @MainActor
public final class NullAction: Action {
  /// Creates the null action.
  public init() {}
  public func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {}
}

/// The default action of an animatable key: an implicit animation from the value on screen to
/// the new model value, with the current transaction's duration and timing function.
@MainActor
final class ImplicitAnimationAction: Action {
  func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
    let animation = BasicAnimation(keyPath: event)
    animation.duration = Transaction.animationDuration()
    animation.timingFunction = Transaction.animationTimingFunction() ?? .default
    animation.fromValue = arguments?["fromValue"]
    layer.add(animation, forKey: event)
  }
}

extension Layer {
  /// Core Animation's search for the action of `event` (what `action(forKey:)` does unless
  /// overridden).
  func searchAction(forKey event: String) -> (any Action)? {
    guard !Transaction.disableActions() else { return nil }
    if let found = delegate?.action(for: self, forKey: event) {
      return found is NullAction ? nil : found
    }
    if let found = actions?[event] {
      return found is NullAction ? nil : found
    }
    // Core Animation does not animate layers that have never been on screen: their "old"
    // value was never visible. Segue marks a layer as shown when a context first draws it.
    guard hasBeenShown else { return nil }
    return Self.defaultAction(forKey: event)
  }

  /// The action used when neither delegate nor `actions` supplies one: an implicit animation
  /// for every animatable key except "path" (which Core Animation never animates implicitly).
  public class func defaultAction(forKey event: String) -> (any Action)? {
    guard event != "path", PropertyRegistry.property(named: event) != nil else { return nil }
    return ImplicitAnimationAction()
  }

  func runAction(_ action: any Action, forKey event: String, previousPresentation: LayerValues?) {
    var arguments: [String: Any]? = nil
    if let previousPresentation, let property = PropertyRegistry.property(named: event) {
      arguments = ["fromValue": property.erasedValue(previousPresentation)]
    }
    action.run(forKey: event, object: self, arguments: arguments)
  }
}
