import Foundation

// Where a released sheet goes (reference §1 Layout, "Release"; B-port's reading of UIKit,
// confidence bin; the 1000 pt/s flick also measured by M-morph, ×2): the position projected
// 0.099 s ahead at the release velocity picks the nearest resting place; a flick that would
// stay in the region it started in moves one place further.

extension SheetLayout {
  /// The projection time, seconds: UIKit's deceleration rate 0.99 per ms, 0.99 / (1 − 0.99) /
  /// 1000 (reference §1).
  public static let projectionTime: CGFloat = 0.099
  /// Speeds below this count as none, points per second (reference §1).
  public static let restingSpeed: CGFloat = 250
  /// Speeds from this one up are a flick, points per second (reference §1, ×2).
  public static let flickSpeed: CGFloat = 1000

  /// Where a sheet released with its top at `top`, moving at `velocity` points per second
  /// (positive down), comes to rest: the index into `restingTops` (the detents' tops, and the
  /// dismissed top when the sheet may be dismissed; any order).
  /// - Returns: nil when `restingTops` is empty.
  public static func restingIndex(
    from top: CGFloat, velocity: CGFloat, restingTops: [CGFloat]
  ) -> Int? {
    guard !restingTops.isEmpty else { return nil }
    let speed = abs(velocity) < restingSpeed ? 0 : velocity
    let projected = top + projectionTime * speed
    let order = restingTops.indices.sorted { restingTops[$0] < restingTops[$1] }
    let nearestTo: (CGFloat) -> Int = { y in
      order.indices.min { abs(restingTops[order[$0]] - y) < abs(restingTops[order[$1]] - y) } ?? 0
    }
    var chosen = nearestTo(projected)
    if abs(velocity) >= flickSpeed && chosen == nearestTo(top) {
      chosen = min(max(chosen + (velocity > 0 ? 1 : -1), 0), order.count - 1)
    }
    return order[chosen]
  }

  /// Whether a release at `velocity` points per second is fast enough for the less damped
  /// settling spring (damping ratio 0.8 instead of 1; reference §1).
  public static func isFlick(_ velocity: CGFloat) -> Bool { abs(velocity) >= flickSpeed }
}
