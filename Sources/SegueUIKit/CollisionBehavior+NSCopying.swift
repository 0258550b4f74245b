import Foundation

// UIKit names collision boundaries with `NSCopying` values, so iOS code writes
// `addBoundary(withIdentifier: "edge" as NSCopying, …)`; Segue takes any hashable value.
// These overloads take the `NSCopying` spelling: a string (an `NSString`) is the same
// identifier as the Swift string with the same characters, so boundaries added either way
// are found either way.
extension CollisionBehavior {
  /// Adds (or replaces) the boundary `identifier` along `bezierPath`
  /// (`addBoundary(withIdentifier:for:)`).
  /// - Precondition: `identifier` is a string or a hashable object.
  public func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: BezierPath) {
    addBoundary(withIdentifier: Self.key(identifier), for: bezierPath)
  }

  /// Adds (or replaces) the boundary `identifier`, the segment from `p0` to `p1`
  /// (`addBoundary(withIdentifier:from:to:)`).
  /// - Precondition: `identifier` is a string or a hashable object.
  public func addBoundary(
    withIdentifier identifier: any NSCopying, from p0: CGPoint, to p1: CGPoint
  ) {
    addBoundary(withIdentifier: Self.key(identifier), from: p0, to: p1)
  }

  /// The path of the boundary `identifier`, if any (`boundary(withIdentifier:)`).
  public func boundary(withIdentifier identifier: any NSCopying) -> BezierPath? {
    boundary(withIdentifier: Self.key(identifier))
  }

  /// Removes the boundary `identifier`, if any (`removeBoundary(withIdentifier:)`).
  public func removeBoundary(withIdentifier identifier: any NSCopying) {
    removeBoundary(withIdentifier: Self.key(identifier))
  }

  private static func key(_ identifier: any NSCopying) -> AnyHashable {
    if let string = identifier as? NSString { return AnyHashable(String(string)) }
    guard let hashable = identifier as? AnyHashable else {
      preconditionFailure(
        "collision boundary identifier \(type(of: identifier)) is neither a string nor hashable")
    }
    return hashable
  }
}
