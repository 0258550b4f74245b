import Foundation

// Notification observers without selectors, as target–action (TargetAction.swift): UIKit's
// `addObserver(_:selector:name:object:)` calls a method by selector; here the method is a
// reference, `Self.keyboardWillShow`, of an observer held weakly. Delivery is synchronous on
// the posting thread, as UIKit's; posted off the main thread, it hops to the main actor (the
// method is main-actor isolated, and UIKit tolerates the post). As on iOS 9 and later, an
// observer that went away is no longer called; `removeObserver(_:)` removes its observers.

extension NotificationCenter {
  /// Calls `action`, a method of `observer` taking the notification, for each notification
  /// named `name` (nil: any) from `object` (nil: any sender) (`addObserver(_:selector:name:
  /// object:)`); `observer` is held weakly.
  /// - Precondition: `observer` is an instance of the method's class.
  public func addObserver<Observer>(
    _ observer: AnyObject, action: @escaping @MainActor (Observer) -> (Notification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    precondition(
      observer is Observer,
      "addObserver: the action is a method of \(Observer.self), but the observer is a "
        + "\(type(of: observer))")
    nonisolated(unsafe) let box = WeakObject(observer)
    let token = addObserver(forName: name, object: object, queue: nil) { notification in
      nonisolated(unsafe) let notification = notification
      let deliver: @MainActor () -> Void = {
        if let target = box.object as? Observer { action(target)(notification) }
      }
      if Thread.isMainThread || DispatchQueue.isRunningMainQueueWork {
        MainActor.assumeIsolated { deliver() }
      } else {
        DispatchQueue.main.async { deliver() }
      }
    }
    ObserverTokens.shared.add(token, for: observer)
  }

  /// Calls `action`, a method of `observer` taking no argument, for each notification named
  /// `name` from `object`; `observer` is held weakly.
  /// - Precondition: `observer` is an instance of the method's class.
  public func addObserver<Observer>(
    _ observer: AnyObject, action: @escaping @MainActor (Observer) -> () -> Void,
    name: Notification.Name?, object: Any?
  ) {
    addObserver(
      observer, action: { target in { _ in action(target)() } }, name: name, object: object)
  }

  /// Removes every observer registered for `observer`, the method-reference ones included
  /// (`removeObserver(_:)`).
  public func removeObserver(_ observer: AnyObject) {
    for token in ObserverTokens.shared.remove(observer) { removeObserver(token as Any) }
    removeObserver(observer as Any)
  }
}

/// The block-observer tokens of each method-reference observer, so that removing the
/// observer removes them.
private final class ObserverTokens: @unchecked Sendable {
  static let shared = ObserverTokens()
  private let lock = NSLock()
  private var tokens: [(observer: WeakObject, token: NSObjectProtocol)] = []

  func add(_ token: NSObjectProtocol, for observer: AnyObject) {
    lock.withLock {
      tokens.removeAll { $0.observer.object == nil }
      tokens.append((WeakObject(observer), token))
    }
  }

  func remove(_ observer: AnyObject) -> [NSObjectProtocol] {
    lock.withLock {
      let removed = tokens.filter { $0.observer.object === observer }.map(\.token)
      tokens.removeAll { $0.observer.object === observer || $0.observer.object == nil }
      return removed
    }
  }
}
