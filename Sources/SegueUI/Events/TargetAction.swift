import Foundation

// Target–action without selectors. UIKit sends an action by selector to a target it does not
// retain; Linux has no Objective-C runtime, so an action here is an unapplied method reference,
// `Self.tapped`, which Swift type-checks. Controls, gesture recognizers and bar button items
// keep their registrations as `TargetAction`s.
//
// The target parameter of the public API is `AnyObject`, not the method's class: inside a
// class, `self` has the class's static type while `Self.tapped` names the dynamic `Self`, and
// Swift cannot unify the two (it rejects `addTarget(self, action: Self.tapped, …)` if both
// are one generic parameter). The method's class and the sender it takes are therefore checked
// when the action is registered (`precondition`, with both type names), and the target and
// sender are cast to them when it is sent.
// Alternative rejected: a `Target` parameter typed like the method — it compiles only with the
// class spelled out (`Screen.tapped`), not with UIKit's `Self`-relative spelling.

/// One target–action registration: a method of a weakly held target (`addTarget(_:action:)`).
@MainActor
struct TargetAction {
  private let box: WeakObject
  private let invoke: @MainActor (AnyObject, AnyObject, Event?) -> Void

  /// Registers `action`, a method taking no argument.
  /// - Precondition: `target` is a `Target`.
  init<Target>(target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void) {
    Self.check(target, is: Target.self)
    box = WeakObject(target)
    invoke = { target, _, _ in
      if let target = target as? Target { action(target)() }
    }
  }

  /// Registers `action`, a method taking the sender.
  /// - Precondition: `target` is a `Target` and `sender` a `Sender`.
  init<Target, Sender>(
    target: AnyObject, sender: AnyObject, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    Self.check(target, is: Target.self)
    Self.check(sender: sender, is: Sender.self)
    box = WeakObject(target)
    invoke = { target, sender, _ in
      if let target = target as? Target, let sender = sender as? Sender { action(target)(sender) }
    }
  }

  /// Registers `action`, a method taking the sender and the event that caused the action.
  /// - Precondition: `target` is a `Target` and `sender` a `Sender`.
  init<Target, Sender>(
    target: AnyObject, sender: AnyObject,
    action: @escaping @MainActor (Target) -> (Sender, Event?) -> Void
  ) {
    Self.check(target, is: Target.self)
    Self.check(sender: sender, is: Sender.self)
    box = WeakObject(target)
    invoke = { target, sender, event in
      if let target = target as? Target, let sender = sender as? Sender {
        action(target)(sender, event)
      }
    }
  }

  /// The target, while it is alive.
  var target: AnyObject? { box.object }

  /// Whether the target is still alive.
  var isAlive: Bool { box.object != nil }

  /// Calls the method on the target with `sender` and `event`; does nothing once the target
  /// is gone.
  func send(from sender: AnyObject, event: Event? = nil) {
    if let target = box.object { invoke(target, sender, event) }
  }

  private static func check<Target>(_ target: AnyObject, is _: Target.Type) {
    precondition(
      target is Target,
      "target–action: the action is a method of \(Target.self), but the target is a "
        + "\(type(of: target))")
  }

  private static func check<Sender>(sender: AnyObject, is _: Sender.Type) {
    precondition(
      sender is Sender,
      "target–action: the action takes a \(Sender.self), but the sender is a \(type(of: sender))")
  }
}

/// A weak reference to any object.
final class WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
