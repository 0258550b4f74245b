import Foundation

extension LayerValues {
  /// The value of the animatable property named by a Core Animation key path, as `Any`
  /// (`value(forKeyPath:)` on a layer or its `presentation()`), or nil when `keyPath` names no
  /// animatable property.
  ///
  /// Colours read as `Color` (a nil colour reads as clear) and paths as `Path` (nil reads as
  /// the empty path), exactly the values an animation of that key path interpolates, so the
  /// result can be used as an animation's `fromValue`. Views use it to start block animations
  /// from what is on screen: `layer.presentationValues().value(forKeyPath: "position")`.
  @MainActor
  public func value(forKeyPath keyPath: String) -> Any? {
    PropertyRegistry.property(named: keyPath)?.erasedValue(self)
  }
}
