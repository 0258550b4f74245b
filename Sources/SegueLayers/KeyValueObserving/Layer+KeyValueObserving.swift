import Foundation
import SegueGeometry

/// The observations of one layer's model (KeyValueObservation.swift), made at the first one.
@MainActor
final class LayerObservers {
  /// The live tokens, held weakly: releasing a token ends its observation.
  private var entries: [WeakKeyValueObservation] = []
  /// Tokens the layer itself keeps (`addObserver(_:forKeyPath:options:context:)`'s).
  var registrations: [KeyValueObserverRegistration] = []
  /// How many setters are writing the model now (a frame's setter writes two keys).
  private var depth = 0
  /// The observations told `willChange` in the current setter, in order.
  private var pending: [KeyValueObservation] = []

  func add(_ observation: KeyValueObservation) {
    entries.removeAll { $0.observation?.isValid != true }
    entries.append(WeakKeyValueObservation(observation: observation))
  }

  func begin() {
    depth += 1
  }

  /// Tells the observations that depend on `key` that their value is about to change (each
  /// once per setter).
  func willWrite(_ key: String) {
    for entry in entries {
      guard let observation = entry.observation, observation.isValid,
        !observation.isPending, observation.concerns(key)
      else { continue }
      observation.isPending = true
      pending.append(observation)
      observation.valueWillChange()
    }
  }

  /// Ends a setter; the outermost one tells the pending observations that it is done. A
  /// handler that writes the model again starts a new round.
  func end() {
    depth -= 1
    guard depth == 0, !pending.isEmpty else { return }
    let done = pending
    pending.removeAll()
    for observation in done {
      observation.isPending = false
      observation.valueDidChange()
    }
  }
}

/// A weak reference to an observation, so that releasing the token ends it.
struct WeakKeyValueObservation {
  weak var observation: KeyValueObservation?
}

extension Layer {
  /// Runs `body`, which writes the model, so that observers hear of its writes once, when it
  /// returns (a view's geometry setter, which also autoresizes its subviews).
  package func groupingKeyValueChanges(_ body: () -> Void) {
    guard let observers = keyValueObservers else { return body() }
    observers.begin()
    body()
    observers.end()
  }

  /// An observation of `keyPath` of `subject` (this layer, or the view it backs) told of this
  /// layer's model writes; `known` names the model keys of the key paths that have known ones.
  package func keyValueObservation<Subject: AnyObject, Value>(
    of subject: Subject, _ keyPath: KeyPath<Subject, Value>, known: [(AnyKeyPath, Set<String>)],
    options: KeyValueObservingOptions,
    handler: @escaping (Subject, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let observation = KeyValueObservation.make(
      of: subject, keyPath, keys: known.first { $0.0 == keyPath }?.1, options: options,
      handler: handler)
    addKeyValueObservation(observation)
    return observation
  }

  /// Keeps `observation` told of this layer's model writes while it is alive.
  func addKeyValueObservation(_ observation: KeyValueObservation) {
    let observers = keyValueObservers ?? LayerObservers()
    keyValueObservers = observers
    observers.add(observation)
  }
}

/// Layers answer `observe(_:options:changeHandler:)` with `Self` in the handler, as
/// Foundation's `_KeyValueCodingAndObserving` does.
@preconcurrency @MainActor
public protocol KeyValueObservingLayer: AnyObject {}

extension Layer: KeyValueObservingLayer {}

extension KeyValueObservingLayer where Self: Layer {
  /// Observes `keyPath` of this layer (`observe(_:options:changeHandler:)`): the handler is
  /// called after each change, and at once with `.initial`. For the model's own properties
  /// (`\.opacity`, `\.position`, `\.bounds`, `\.frame`, `\.transform`, `\.isHidden`…) also just
  /// before it with `.prior`; other key paths are re-read after every write of the model and
  /// reported when their value changed. Keep the returned token: releasing it, or calling
  /// `invalidate()`, ends the observation.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    keyValueObservation(
      of: self, keyPath, known: Self.knownKeyPaths, options: options, handler: changeHandler)
  }

  /// The layer's own properties and the model keys each reads.
  static var knownKeyPaths: [(AnyKeyPath, Set<String>)] {
    [
      (\Self.frame, Layer.frameKeys), (\Self.bounds, ["bounds"]), (\Self.position, ["position"]),
      (\Self.zPosition, ["zPosition"]), (\Self.anchorPoint, ["anchorPoint"]),
      (\Self.transform, ["transform"]), (\Self.opacity, ["opacity"]),
      (\Self.isHidden, ["hidden"]), (\Self.backgroundColor, ["backgroundColor"]),
      (\Self.cornerRadius, ["cornerRadius"]), (\Self.borderWidth, ["borderWidth"]),
      (\Self.masksToBounds, ["masksToBounds"]),
    ]
  }
}

extension Layer {
  /// The model keys a frame is computed from.
  package static let frameKeys: Set<String> = ["bounds", "position", "transform", "anchorPoint"]
}
