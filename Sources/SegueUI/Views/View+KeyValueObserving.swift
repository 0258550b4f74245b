import Foundation
import SegueGeometry

// Key-value observing of a view's geometry (`observe(\.frame, options:changeHandler:)`), for
// iOS code that watches a presented view's frame or a scroll view's `contentOffset` (issue
// 22; DeckTransition does both). Linux has no Objective-C runtime to swap setters, so a view
// re-reads the observed key paths after each change of its geometry — `frame`, `bounds`,
// `center`, `transform`, `transform3D` and so `contentOffset` (the bounds' origin) all pass
// through `changeGeometry` — and calls the handler when the value differs (values that are
// not `Equatable` are reported at every geometry change). Other properties are read only
// then: observing `alpha` reports nothing when only the alpha changes. Rejected: a wrapper on
// every property (every view would pay for a feature few use).

/// What an observation reports besides the new value (`NSKeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
  /// The change carries the old value.
  public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
  /// The handler is called once at once, with the current value, before any change.
  public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
  /// Accepted and ignored: Segue learns of a change after it happened, so it has no prior
  /// notification to send (the handler is called once, after the change).
  public static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}

/// One change of an observed value (`NSKeyValueObservedChange`).
public struct KeyValueObservedChange<Value> {
  /// What kind of change it was; always `.setting` for the properties Segue observes.
  public enum Kind: Sendable { case setting, insertion, removal, replacement }
  /// Always `.setting`.
  public let kind: Kind
  /// The value after the change, when the options ask for `.new`.
  public let newValue: Value?
  /// The value before the change, when the options ask for `.old` (nil for `.initial`).
  public let oldValue: Value?
  /// Whether this is a notification before the change; never true in Segue.
  public let isPrior: Bool
  /// No collection changes are observed; always nil.
  public let indexes: IndexSet?
}

/// A live observation (`NSKeyValueObservation`): the handler is called until `invalidate()`
/// or until this token is released, as in Foundation.
@preconcurrency @MainActor
public final class KeyValueObservation {
  private var check: (() -> Void)?

  init(check: @escaping () -> Void) {
    self.check = check
  }

  /// Stops the observation; the handler is not called again.
  public func invalidate() {
    check = nil
  }

  var isValid: Bool { check != nil }

  func valueMayHaveChanged() {
    check?()
  }
}

/// A weak reference to an observation, so that releasing the token ends it.
struct WeakKeyValueObservation {
  weak var observation: KeyValueObservation?
}

/// Views answer `observe(_:options:changeHandler:)` with `Self` in the handler, as
/// Foundation's `_KeyValueCodingAndObserving` does.
@preconcurrency @MainActor
public protocol KeyValueObservingView: AnyObject {}

extension View: KeyValueObservingView {}

extension KeyValueObservingView where Self: View {
  /// Observes `keyPath` of this view (`observe(_:options:changeHandler:)`): the handler is
  /// called after a change of the view's geometry that changed the value (see the note at the
  /// top of View+KeyValueObserving.swift), and at once with `.initial`. Keep the returned
  /// token: releasing it, or calling `invalidate()`, ends the observation.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    var last = self[keyPath: keyPath]
    let observation = KeyValueObservation { [weak self] in
      guard let self else { return }
      let value = self[keyPath: keyPath]
      guard !KeyValueObservation.areEqual(value, last) else { return }
      let old = last
      last = value
      changeHandler(
        self,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? old : nil, isPrior: false, indexes: nil))
    }
    keyValueObservations.removeAll { $0.observation?.isValid != true }
    keyValueObservations.append(WeakKeyValueObservation(observation: observation))
    if options.contains(.initial) {
      changeHandler(
        self,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
          isPrior: false, indexes: nil))
    }
    return observation
  }
}

extension View {
  /// Calls the handlers of the observations whose value changed (after a geometry change).
  func notifyKeyValueObservers() {
    guard !keyValueObservations.isEmpty else { return }
    keyValueObservations.removeAll { $0.observation?.isValid != true }
    for entry in keyValueObservations { entry.observation?.valueMayHaveChanged() }
  }
}

extension KeyValueObservation {
  /// Whether two values of one key path are equal; values that are not `Equatable` never are.
  fileprivate static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(toAny: rhs)
  }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    (other as? Self) == self
  }
}
