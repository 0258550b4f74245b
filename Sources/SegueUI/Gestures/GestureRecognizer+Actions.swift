import Foundation

extension GestureRecognizer {
  /// Adds `action`, a method of `target` taking the recognizer (`addTarget(_:action:)`):
  /// `recognizer.addTarget(self, action: Self.panned)` with `func panned(_ recognizer:
  /// PanGestureRecognizer)`. `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class and this recognizer a
  ///   `Sender`.
  public func addTarget<Target, Sender>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    registrations.append(.target(TargetAction(target: target, sender: self, action: action)))
  }

  /// Adds `action`, a method of `target` taking no argument; `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class.
  public func addTarget<Target>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    registrations.append(.target(TargetAction(target: target, action: action)))
  }

  /// Adds a closure run with the recognizer at each action, held strongly (the closure form
  /// of target–action).
  public func addAction(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
    registrations.append(.closure(handler))
  }

  /// Removes every action of `target` (`removeTarget(_:action:)` with a nil action); nil
  /// removes every action, closures included.
  public func removeTarget(_ target: AnyObject?) {
    guard let target else {
      registrations.removeAll()
      return
    }
    registrations.removeAll { registration in
      if case .target(let targetAction) = registration { return targetAction.target === target }
      return false
    }
  }

  /// Sends the actions in the order they were added; targets that went away are forgotten.
  func sendActions() {
    registrations.removeAll { registration in
      if case .target(let targetAction) = registration { return !targetAction.isAlive }
      return false
    }
    for registration in registrations {
      switch registration {
      case .target(let targetAction): targetAction.send(from: self)
      case .closure(let handler): handler(self)
      }
    }
  }
}
