import Foundation
import SegueAnimation
import SegueGeometry

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
@preconcurrency @MainActor
open class PropertyAnimation: Animation {
  /// The animated property, as Core Animation spells it ("position", "transform.scale"…).
  public var keyPath: String?
  /// Whether the animated value is added to the property's value instead of replacing it.
  public var isAdditive = false
  /// Whether each repetition continues from where the previous one ended.
  public var isCumulative = false

  /// Creates an animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  public required init() { super.init() }

  public required init(copying other: Animation) {
    super.init(copying: other)
    if let other = other as? PropertyAnimation {
      keyPath = other.keyPath
      isAdditive = other.isAdditive
      isCumulative = other.isCumulative
    }
  }

  /// Resolves `keyPath` to a property of `layer`, stopping with a message that lists the
  /// animatable key paths when it names none (a programmer error, as a typo would otherwise
  /// animate nothing, silently).
  func resolvedProperty(for layer: Layer) -> ResolvedProperty {
    guard let keyPath else {
      preconditionFailure("\(type(of: self)) added without a keyPath")
    }
    guard let property = PropertyRegistry.property(named: keyPath, of: layer) else {
      preconditionFailure(
        "'\(keyPath)' is not an animatable layer key path; animatable key paths: "
          + PropertyRegistry.knownNames.joined(separator: ", ")
          + ", and the custom properties a layer class names in needsDisplay(forKey:)")
    }
    return property
  }
}

/// Converts an animation value given as `Any` (Core Animation's `fromValue`) to the property's
/// type, accepting the numeric spellings ports use (`Double`, `Int`, `CGFloat`, `Float`).
@MainActor
func convertAnimationValue<Value>(_ value: Any?, to type: Value.Type, keyPath: String, role: String)
  -> Value?
{
  guard let value else { return nil }
  if let typed = value as? Value { return typed }
  if let number = numericValue(value) {
    if Value.self == CGFloat.self { return CGFloat(number) as? Value }
    if Value.self == Float.self { return Float(number) as? Value }
    if Value.self == Double.self { return number as? Value }
  }
  if Value.self == Color.self, let optional = value as? Color? { return optional as? Value }
  if Value.self == Path.self, let bezier = value as? BezierPath { return bezier.cgPath as? Value }
  // iOS code boxes points and rectangles in NSValue (`NSValue(cgPoint:)`) for keyframes.
  if Value.self == CGPoint.self, let boxed = value as? NSValue { return boxed.pointValue as? Value }
  if Value.self == CGRect.self, let boxed = value as? NSValue { return boxed.rectValue as? Value }
  if Value.self == CGSize.self, let boxed = value as? NSValue { return boxed.sizeValue as? Value }
  preconditionFailure(
    "\(role) of the animation of '\(keyPath)' is a \(Swift.type(of: value)); '\(keyPath)' animates \(Value.self) values"
  )
}

private func numericValue(_ value: Any) -> Double? {
  switch value {
  case let v as Double: v
  case let v as CGFloat: Double(v)
  case let v as Float: Double(v)
  case let v as Int: Double(v)
  default: nil
  }
}
