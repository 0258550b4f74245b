import CBox2D
import Foundation

/// The conversions between UIKit Dynamics' units (points) and Box2D's (metres, kilograms).
///
/// **100 points are one metre.** Box2D is tuned for moving objects of 0.1 to 10 m and speeds
/// well under its per-step translation cap (2 m per step, 240 m/s at 120 steps per second):
/// its slop (0.5 cm), skin (1 cm) and sleep tolerances are absolute lengths. At this scale a
/// 20 pt icon is 0.2 m, a 393 × 852 pt screen is 3.93 × 8.52 m, and a fast fling of
/// 5 000 pt/s is 50 m/s, all inside that range; at 1 pt = 1 m a screen would be a 400 m
/// building and the skin invisible, at 1 000 pt = 1 m icons would fall below the slop.
///
/// Mass follows from it: Box2D's mass is density × area in m², so a 100 × 100 pt item of
/// density 1 (UIKit's default) has a mass of 1 kg, and in general
/// `mass = density × width × height / 10 000` (points). UIKit's force unit is then
/// exactly Box2D's newton: a push of magnitude 1 gives that 1 kg item 1 m/s² = 100 pt/s²,
/// as UIKit documents, and any item `100 pt/s² × magnitude × (10 000 / area) / density`.
/// Gravity's magnitude 1 is 1 000 pt/s² = 10 m/s², applied as a force `mass × g` so that
/// only items in a gravity behaviour fall.
enum PhysicsUnits {
  /// Points per metre.
  static let pointsPerMeter: CGFloat = 100

  /// Acceleration of a gravity magnitude of 1.0, in m/s² (1 000 pt/s², UIKit's value).
  static let gravityMetersPerSecondSquared: CGFloat = 10

  /// Force of a push magnitude of 1.0, in newtons (100 pt/s² on a 1 kg item).
  static let pushNewtons: CGFloat = 1

  /// Impulse of an instantaneous push magnitude of 1.0, in N·s: it adds 100 pt/s to a
  /// 100 × 100 pt item of density 1 (the same scale as the continuous push; UIKit does not
  /// document its own).
  static let pushNewtonSeconds: CGFloat = 1

  /// Converts a length in points to metres.
  static func meters(_ points: CGFloat) -> Float { Float(points / pointsPerMeter) }

  /// Converts a point (or vector) in points to metres.
  static func meters(_ point: CGPoint) -> cb2_vec {
    cb2_vec(x: meters(point.x), y: meters(point.y))
  }

  /// Converts a vector in Box2D units to points.
  static func points(_ vector: cb2_vec) -> CGPoint {
    CGPoint(x: CGFloat(vector.x) * pointsPerMeter, y: CGFloat(vector.y) * pointsPerMeter)
  }
}
