import Foundation

extension GestureRecognizer {
  /// Adds `action`, a method of `target` taking the recognizer (`addTarget(_:action:)`);
  /// `target` is held weakly.
  /// - Precondition: this recognizer is a `Sender`.
  public func addTarget<Target: AnyObject, Sender: GestureRecognizer>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    precondition(
      self is Sender,
      "addTarget: the action takes a \(Sender.self), but this recognizer is a \(type(of: self))")
    let box = WeakObject(target)
    registrations.append(
      Registration(
        isAlive: { box.object != nil }, identity: ObjectIdentifier(target),
        perform: { recognizer in
          if let target = box.object as? Target, let sender = recognizer as? Sender {
            action(target)(sender)
          }
        }))
  }

  /// Adds `action`, a method of `target` taking no argument; `target` is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    let box = WeakObject(target)
    registrations.append(
      Registration(
        isAlive: { box.object != nil }, identity: ObjectIdentifier(target),
        perform: { _ in if let target = box.object as? Target { action(target)() } }))
  }

  /// Adds a closure run with the recognizer at each action, held strongly (the closure form
  /// of target–action).
  public func addAction(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
    registrations.append(Registration(isAlive: { true }, identity: nil, perform: handler))
  }

  /// Removes every action of `target` (`removeTarget(_:action:)` with a nil action); nil
  /// removes every action, closures included.
  public func removeTarget(_ target: AnyObject?) {
    guard let target else {
      registrations.removeAll()
      return
    }
    registrations.removeAll { $0.identity == ObjectIdentifier(target) }
  }

  /// Sends the actions in the order they were added; targets that went away are forgotten.
  func sendActions() {
    registrations.removeAll { !$0.isAlive() }
    for registration in registrations { registration.perform(self) }
  }
}

/// A weak reference to any object.
final class WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
