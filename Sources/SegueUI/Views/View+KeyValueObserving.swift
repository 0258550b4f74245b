import Foundation
import SegueGeometry
import SegueLayers

// Key-value observing of views (`observe(\.frame, options:changeHandler:)`,
// `addObserver(_:forKeyPath:options:context:)`), for iOS code that watches a presented view's
// frame or alpha, or a scroll view's `contentOffset` (issue 22; DeckTransition, GuillotineMenu).
// A view's observable properties are its layer's model values, so an observation is one of
// the layer's (SegueLayers/KeyValueObserving): the view's key paths name the model keys they
// read, and a geometry setter is reported once, after autoresizing (View+Geometry.swift).
// Properties a view keeps itself (`tag`, `isUserInteractionEnabled`…) are never reported.

/// Views answer `observe(_:options:changeHandler:)` with `Self` in the handler, as
/// Foundation's `_KeyValueCodingAndObserving` does.
@preconcurrency @MainActor
public protocol KeyValueObservingView: AnyObject {}

extension View: KeyValueObservingView {}

extension KeyValueObservingView where Self: View {
  /// Observes `keyPath` of this view (`observe(_:options:changeHandler:)`): the handler is
  /// called after each change, and at once with `.initial`. For `\.frame`, `\.bounds`,
  /// `\.center`, `\.transform`, `\.transform3D`, `\.alpha`, `\.isHidden` and
  /// `\.backgroundColor` also just before it with `.prior`; other key paths (a scroll view's
  /// `\.contentOffset`) are re-read after every change of the layer's model and reported when
  /// their value changed. Keep the returned token: releasing it, or calling `invalidate()`,
  /// ends the observation.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let known: [(AnyKeyPath, Set<String>)] = [
      (\Self.frame, Layer.frameKeys), (\Self.bounds, ["bounds"]), (\Self.center, ["position"]),
      (\Self.transform, ["transform"]), (\Self.transform3D, ["transform"]),
      (\Self.alpha, ["opacity"]), (\Self.isHidden, ["hidden"]),
      (\Self.backgroundColor, ["backgroundColor"]),
    ]
    return layer.keyValueObservation(
      of: self, keyPath, known: known, options: options, handler: changeHandler)
  }
}

extension View {
  /// Registers `observer` for `keyPath` ("frame", "bounds", "center", "transform", "alpha",
  /// "hidden", "backgroundColor") of this view (`addObserver(_:forKeyPath:options:context:)`);
  /// the observer's `observeValue(forKeyPath:of:change:context:)` is called with this view.
  /// The observer is held weakly; registering twice reports twice. Another key path is
  /// reported on the diagnostics and not registered.
  public func addObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String,
    options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    func add<Value>(_ path: KeyPath<View, Value>, _ keys: Set<String>) {
      layer.register(
        observer, keyPath, of: self, path, keys: keys, options: options, context: context)
    }
    switch keyPath {
    case "frame": add(\.frame, Layer.frameKeys)
    case "bounds": add(\.bounds, ["bounds"])
    case "center": add(\.center, ["position"])
    case "transform": add(\.transform, ["transform"])
    case "alpha": add(\.alpha, ["opacity"])
    case "hidden": add(\.isHidden, ["hidden"])
    case "backgroundColor": add(\.backgroundColor, ["backgroundColor"])
    default: layer.reportUnobservable(keyPath, of: "View")
    }
  }

  /// Ends the most recent registration of `observer` for `keyPath`
  /// (`removeObserver(_:forKeyPath:)`). One that does not exist is reported on the
  /// diagnostics (Foundation raises an exception).
  public func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
    layer.unregister(observer, keyPath, matching: { _ in true })
  }

  /// Ends the most recent registration of `observer` for `keyPath` with `context`.
  public func removeObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String,
    context: UnsafeMutableRawPointer?
  ) {
    layer.unregister(observer, keyPath, matching: { $0 == context })
  }
}
