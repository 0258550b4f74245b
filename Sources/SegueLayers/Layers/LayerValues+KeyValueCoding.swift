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
  @preconcurrency @MainActor
  public func value(forKeyPath keyPath: String) -> Any? {
    PropertyRegistry.property(named: keyPath)?.erasedValue(self)
  }
}

extension Layer {
  /// Sets a property by its key (`setValue(_:forKey:)`); see `setValue(_:forKeyPath:)`.
  public func setValue(_ value: Any, forKey key: String) {
    setValue(value, forKeyPath: key)
  }

  /// Sets the animatable property named by a Core Animation key path from a value given as
  /// `Any` (`setValue(_:forKeyPath:)`), running the key's action like the typed setter.
  ///
  /// Accepts what `value(forKeyPath:)` returns, so a value read from the presentation can be
  /// written into the model: `layer.setValue(presented, forKeyPath: "position")`.
  /// - Precondition: `keyPath` names an animatable property and `value` has its type (numbers
  ///   may be given as any numeric type).
  public func setValue(_ value: Any, forKeyPath keyPath: String) {
    guard let property = PropertyRegistry.property(named: keyPath) else {
      // Core Animation stores values under any key; numbers become custom properties.
      guard
        let number = (value as? any BinaryFloatingPoint).map({ CGFloat($0) })
          ?? (value as? any BinaryInteger).map({ CGFloat($0) })
      else {
        preconditionFailure(
          "setValue(_:forKeyPath:): '\(keyPath)' is not an animatable property, and only "
            + "numbers can be stored as custom properties")
      }
      setAnimatableValue(number, forKey: keyPath)
      return
    }
    writeModel(key: keyPath) { property.setErasedValue(&$0, value) }
  }
}
