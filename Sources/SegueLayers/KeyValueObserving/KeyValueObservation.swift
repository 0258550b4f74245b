import Foundation

// Key-value observing (`observe(_:options:changeHandler:)`, Foundation's KVO) of layers and
// views, for iOS code that watches a presented view's frame, a scroll view's offset or a
// layer's opacity (issue 22). Linux's Foundation has no KVO and there is no Objective-C
// runtime to swap setters, so every write of a layer's model passes through one place
// (`Layer.writeModel`), which tells the layer's observations before and after it. An
// observation of a key path Segue knows (`\.alpha`, `\.frame`, `\.opacity`…) names the model
// keys it depends on and is told of exactly those writes — before (`.prior`) and after, as
// Foundation orders them; one of another key path is re-read after every write of the layer
// and reported when its value changed (no `.prior`: nothing says in advance that it will).
// Writes of one setter (a frame is a bounds and a position) are reported once, when the
// setter returns. Rejected: a wrapper on every property (every layer would pay for what few
// use).

/// What an observation reports besides the new value (`NSKeyValueObservingOptions`; the raw
/// values are Foundation's).
public struct KeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
  /// The change carries the old value.
  public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
  /// The handler is called once at once, with the current value, before any change.
  public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
  /// The handler is also called just before each change (`isPrior` true, the old value with
  /// `.old`, never the new one), for the key paths Segue knows the model keys of.
  public static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}

/// One change of an observed value (`NSKeyValueObservedChange`).
public struct KeyValueObservedChange<Value> {
  /// What kind of change it was; always `.setting` for the properties Segue observes.
  public enum Kind: UInt, Sendable {
    case setting = 1
    case insertion, removal, replacement
  }
  /// Always `.setting`.
  public let kind: Kind
  /// The value after the change, when the options ask for `.new` (never in a prior one).
  public let newValue: Value?
  /// The value before the change, when the options ask for `.old` (nil for `.initial`).
  public let oldValue: Value?
  /// Whether this is the notification sent just before the change (`.prior`).
  public let isPrior: Bool
  /// No collection changes are observed; always nil.
  public let indexes: IndexSet?
}

/// A live observation (`NSKeyValueObservation`): the handler is called until `invalidate()`
/// or until this token is released, as in Foundation.
@preconcurrency @MainActor
public final class KeyValueObservation {
  /// The model keys whose writes concern this observation; nil: every write, compared.
  let keys: Set<String>?
  private var willChange: (() -> Void)?
  private var didChange: (() -> Void)?
  /// Whether a write told this observation `willChange` and the setter has not returned.
  var isPending = false

  init(keys: Set<String>?, willChange: @escaping () -> Void, didChange: @escaping () -> Void) {
    self.keys = keys
    self.willChange = willChange
    self.didChange = didChange
  }

  /// Stops the observation; the handler is not called again.
  public func invalidate() {
    willChange = nil
    didChange = nil
  }

  var isValid: Bool { didChange != nil }

  /// Whether a write of `key` (a model key, or a key path such as "transform.scale", which
  /// writes its first component) concerns this observation.
  func concerns(_ key: String) -> Bool {
    guard let keys else { return true }
    return keys.contains(key) || keys.contains(String(key.prefix { $0 != "." }))
  }

  func valueWillChange() {
    willChange?()
  }

  func valueDidChange() {
    didChange?()
  }
}

extension KeyValueObservation {
  /// An observation of `keyPath` on `subject` reporting to `handler` as Foundation does:
  /// `.initial` at once; for known `keys`, a prior notification before each write of one of
  /// them (with `.prior`) and one after; for unknown ones (nil), one after each write that
  /// changed the value.
  package static func make<Subject: AnyObject, Value>(
    of subject: Subject, _ keyPath: KeyPath<Subject, Value>, keys: Set<String>?,
    options: KeyValueObservingOptions,
    handler: @escaping (Subject, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    var last = subject[keyPath: keyPath]
    let observation = KeyValueObservation(
      keys: keys,
      willChange: { [weak subject] in
        guard let subject, keys != nil else { return }
        last = subject[keyPath: keyPath]
        guard options.contains(.prior) else { return }
        handler(subject, .init(options, old: last, new: nil, isPrior: true))
      },
      didChange: { [weak subject] in
        guard let subject else { return }
        let value = subject[keyPath: keyPath]
        if keys == nil && areEqual(value, last) { return }
        let old = last
        last = value
        handler(subject, .init(options, old: old, new: value, isPrior: false))
      })
    if options.contains(.initial) {
      handler(subject, .init(options, old: nil, new: last, isPrior: false))
    }
    return observation
  }

  /// Whether two values of one key path are equal; values that are not `Equatable` never are.
  private static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(toAny: rhs)
  }
}

extension KeyValueObservedChange {
  /// A `.setting` change carrying what `options` ask for.
  init(_ options: KeyValueObservingOptions, old: Value?, new: Value?, isPrior: Bool) {
    self.init(
      kind: .setting, newValue: options.contains(.new) ? new : nil,
      oldValue: options.contains(.old) ? old : nil, isPrior: isPrior, indexes: nil)
  }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    (other as? Self) == self
  }
}
