import Foundation

// The Objective-C form of key-value observing: `object.addObserver(self, forKeyPath: "frame",
// options: .new, context: &myContext)`, answered in the observer's `observeValue(forKeyPath:
// of:change:context:)` (GuillotineMenu's animator watches its button's frame so). On iOS that
// method is an override of `NSObject`'s; Linux's `NSObject` has none and none can be added
// (a method in an extension cannot be overridden), so the observer conforms to
// `KeyValueObserver` — `segue migrate` adds the conformance and drops the `override` under
// `#else` (docs/migration.md). Built on the key-path form (KeyValueObservation.swift): the
// object keeps one token per registration.

/// An object told of changes by the Objective-C form of key-value observing
/// (`addObserver(_:forKeyPath:options:context:)`). Main-actor isolated as UIKit's callers are;
/// a nonisolated method (an `NSObject` animator's) satisfies it too.
@preconcurrency @MainActor
public protocol KeyValueObserver: AnyObject {
  /// Called after each change of `keyPath` of `object` (and before it, with `.prior`), with
  /// what the options asked for under `change`'s keys, and the registration's `context`.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension KeyValueObserver {
  /// What `super.observeValue(forKeyPath:of:change:context:)` does in an observer whose
  /// superclass is `NSObject`: Foundation raises "message was received but not handled"; Segue
  /// says so on the diagnostics (`segue migrate` writes this call for the `super` one).
  public func reportUnhandledObservation(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let message =
      "observeValue(forKeyPath:of:change:context:): \(type(of: self)) did not handle the "
      + "change of '\(keyPath ?? "nil")' (Foundation's NSObject raises an exception here)"
    Transaction.diagnostics(message)
  }
}

/// The keys of an Objective-C-form change dictionary (`NSKeyValueChangeKey`; the raw values
/// are Foundation's).
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind of change: `KeyValueObservedChange.Kind.setting.rawValue` (1), as an `NSNumber`.
  public static let kindKey = KeyValueChangeKey(rawValue: "kind")
  /// The value after the change (with `.new`), as the property's Swift type (`CGRect`…), not
  /// boxed in an `NSValue`.
  public static let newKey = KeyValueChangeKey(rawValue: "new")
  /// The value before the change (with `.old`).
  public static let oldKey = KeyValueChangeKey(rawValue: "old")
  /// Never present: no collection changes are observed.
  public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
  /// `true` in the notification sent before the change (`.prior`).
  public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One `addObserver(_:forKeyPath:options:context:)`, kept by the observed object's layer.
struct KeyValueObserverRegistration {
  weak var observer: (any KeyValueObserver)?
  let keyPath: String
  let context: UnsafeMutableRawPointer?
  let observation: KeyValueObservation
}

extension KeyValueChangeKey {
  /// The change dictionary of `change`, as Foundation builds it.
  @MainActor
  static func dictionary<Value>(of change: KeyValueObservedChange<Value>) -> [Self: Any] {
    var dictionary: [Self: Any] = [.kindKey: NSNumber(value: change.kind.rawValue)]
    if let new = change.newValue { dictionary[.newKey] = new }
    if let old = change.oldValue { dictionary[.oldKey] = old }
    if change.isPrior { dictionary[.notificationIsPriorKey] = NSNumber(value: true) }
    return dictionary
  }
}

extension Layer {
  /// Registers `observer` for `keyPath` ("opacity", "position", "bounds", "frame",
  /// "transform", "hidden", "anchorPoint", "zPosition", "backgroundColor", "cornerRadius")
  /// of this layer (`addObserver(_:forKeyPath:options:context:)`). The observer is held
  /// weakly; registering twice reports twice. Another key path is reported on the
  /// diagnostics and not registered.
  public func addObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String,
    options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    let registered = registerLayerKey(observer, keyPath, options: options, context: context)
    if !registered { reportUnobservable(keyPath, of: "Layer") }
  }

  /// Ends the most recent registration of `observer` for `keyPath`
  /// (`removeObserver(_:forKeyPath:)`). One that does not exist is reported on the
  /// diagnostics (Foundation raises an exception).
  public func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
    unregister(observer, keyPath, matching: { _ in true })
  }

  /// Ends the most recent registration of `observer` for `keyPath` with `context`.
  public func removeObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String,
    context: UnsafeMutableRawPointer?
  ) {
    unregister(observer, keyPath, matching: { $0 == context })
  }

  private func registerLayerKey(
    _ observer: any KeyValueObserver, _ keyPath: String, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?
  ) -> Bool {
    func add<Value>(_ path: KeyPath<Layer, Value>, _ keys: Set<String>) -> Bool {
      register(
        observer, keyPath, of: self, path, keys: keys, options: options, context: context)
      return true
    }
    switch keyPath {
    case "opacity": return add(\.opacity, ["opacity"])
    case "position": return add(\.position, ["position"])
    case "bounds": return add(\.bounds, ["bounds"])
    case "frame": return add(\.frame, Layer.frameKeys)
    case "transform": return add(\.transform, ["transform"])
    case "hidden": return add(\.isHidden, ["hidden"])
    case "anchorPoint": return add(\.anchorPoint, ["anchorPoint"])
    case "zPosition": return add(\.zPosition, ["zPosition"])
    case "backgroundColor": return add(\.backgroundColor, ["backgroundColor"])
    case "cornerRadius": return add(\.cornerRadius, ["cornerRadius"])
    default: return false
    }
  }

  /// Registers `observer` for `keyPath` (read through `path` of `subject`, which depends on
  /// this layer's model `keys`): the view or layer the observer is told about.
  package func register<Subject: AnyObject, Value>(
    _ observer: any KeyValueObserver, _ keyPath: String, of subject: Subject,
    _ path: KeyPath<Subject, Value>, keys: Set<String>, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?
  ) {
    nonisolated(unsafe) let context = context
    let observation = KeyValueObservation.make(
      of: subject, path, keys: keys, options: options
    ) { [weak observer] subject, change in
      observer?.observeValue(
        forKeyPath: keyPath, of: subject, change: KeyValueChangeKey.dictionary(of: change),
        context: context)
    }
    addKeyValueObservation(observation)
    keyValueObservers?.registrations.append(
      KeyValueObserverRegistration(
        observer: observer, keyPath: keyPath, context: context, observation: observation))
  }

  /// Reports that `keyPath` of a `type` cannot be observed.
  package func reportUnobservable(_ keyPath: String, of type: String) {
    Transaction.diagnostics(
      "addObserver(_:forKeyPath:options:context:): Segue cannot observe '\(keyPath)' of a "
        + "\(type); not registered (docs/uikit-compatibility.md §6a)")
  }

  /// Ends the most recent registration of `observer` for `keyPath` whose context matches.
  package func unregister(
    _ observer: any KeyValueObserver, _ keyPath: String,
    matching context: (UnsafeMutableRawPointer?) -> Bool
  ) {
    guard let observers = keyValueObservers,
      let index = observers.registrations.lastIndex(where: {
        $0.observer === observer && $0.keyPath == keyPath && context($0.context)
      })
    else {
      Transaction.diagnostics(
        "removeObserver(_:forKeyPath:): \(type(of: observer)) is not registered for "
          + "'\(keyPath)'; ignored (Foundation raises an exception)")
      return
    }
    observers.registrations.remove(at: index).observation.invalidate()
  }
}
