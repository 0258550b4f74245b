import Foundation
import SegueGeometry

// The page curl: the geometry UIKit's `transitionCurlUp`/`transitionCurlDown` and the modal
// `.partialCurl` draw (Core Animation's private "pageCurl" transition / "curl" filter, which
// Segue reimplements; facts in ../shared/reference/modern-presentation.md §3).
//
// Model (the one open-source reimplementations use, e.g. XBPageCurl; the filter's own maths is
// not public — est): the page lies in the plane z = 0 and rolls onto a cylinder of radius r
// that lies on it. The cylinder's axis is a line across the page, perpendicular to the
// direction d the curl travels; a page point's coordinate along d is u = p·d, and the axis
// touches the page at u = a. Points with u ≥ a are still flat. A point with u < a has been
// rolled up by the arc length l = a − u:
//   l ≤ πr : on the cylinder, at u' = a − r·sin(l/r), height z = r·(1 − cos(l/r));
//   l > πr : past it, lying flat on top at height 2r, at u' = a + (l − πr).
// The page's front faces the cylinder's axis where it is rolled, so from above (an
// orthographic view, as the filter's is) the upper half of the cylinder and the part past it
// show the page's back: mirrored (the reflection falls out of the mapping) and drawn lighter
// and semi-transparent, UIPageViewController's back colour (white 0.957 at alpha 0.8 over the
// page, B-pagecurl, bin). The cylinder throws a soft shadow on what lies beneath, just below
// its silhouette u = a − r.
//
// Direction (conf. medium): the filter's angle for the modal curl is 4.5378561 rad (260°,
// B-anim/B-tv, bin ×2); read in Segue's convention (clockwise from +x, y down) d points up and
// 10° to the left, so the fold is tilted 10° and the bottom-right corner lifts first — how the
// classic Maps page curl looked (memory of iOS 4–6 screenshots, est), and UIPageViewController
// also starts 10° off its spine's angle (bin). That UIView's curl transitions use the same
// angle as the modal curl is an inference (they are the same filter, "pageCurl" ~ "curl").
//
// `time` sweeps the axis from just before the page's first point (time 0: nothing lifted, the
// page is drawn as it is, byte for byte) to just past the point where the last of it has
// rolled off the page's bounds (time 1: nothing of it is drawn). The page is clipped to its
// bounds, like the filter's output is to the layer's.

/// A page curl applied to a layer's content (see the model above).
public struct PageCurl: Sendable, Hashable {
  /// How far the curl has gone, 0 (flat) … 1 (rolled off).
  public var time: CGFloat
  /// The direction the curl travels, radians clockwise from +x on screen (y down).
  public var angle: CGFloat
  /// The cylinder's radius in points.
  public var radius: CGFloat

  /// Creates a curl.
  public init(time: CGFloat, angle: CGFloat = PageCurl.curlUpAngle, radius: CGFloat) {
    self.time = time
    self.angle = angle
    self.radius = radius
  }

  /// UIKit's curl angle (260°): travelling up and 10° left, the bottom-right corner first.
  public static let curlUpAngle: CGFloat = 4.5378561
  /// The back's tint: white 0.957 at alpha 0.8 over the mirrored page (B-pagecurl).
  public static let backWhite: CGFloat = 0.957
  public static let backTintAlpha: CGFloat = 0.8
  /// The back at the cylinder's edge (where it turns away, seen edge-on) is darker: white 0.7.
  public static let edgeWhite: CGFloat = 0.7
  /// The shadow below the silhouette: black at most this alpha, fading to 0 over
  /// `shadowWidthRatio` × r (the filter's values are not visible; est, chosen by eye).
  public static let shadowAlpha: CGFloat = 0.35
  public static let shadowWidthRatio: CGFloat = 0.5
  /// The axis starts and ends this many points clear of the page.
  static let margin: CGFloat = 1

  /// The unit vector d the curl travels along.
  public var direction: CGVector { CGVector(dx: cos(angle), dy: sin(angle)) }

  /// A point's coordinate u = p·d along the direction of travel.
  public func along(_ point: CGPoint) -> CGFloat {
    point.x * cos(angle) + point.y * sin(angle)
  }

  /// The least and greatest u over `bounds` (at two of its corners).
  public func extent(of bounds: CGRect) -> (low: CGFloat, high: CGFloat) {
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ].map(along)
    return (corners.min() ?? 0, corners.max() ?? 0)
  }

  /// The axis positions at time 0 and 1 for `bounds`.
  public func sweep(of bounds: CGRect) -> (start: CGFloat, end: CGFloat) {
    let (low, high) = extent(of: bounds)
    // At the end the part past the cylinder lies beyond `high` (a − πr/2 ≥ high puts the last
    // page point's image, 2a − πr − u, past it) and so do the cylinder and its shadow
    // (a − r − shadow > high, the shadow being narrower than (π/2 − 1)·r).
    return (low - Self.margin, high + .pi * radius / 2 + Self.margin)
  }

  /// Where the axis touches the page at `time`, as u.
  public func axis(in bounds: CGRect) -> CGFloat {
    let (start, end) = sweep(of: bounds)
    let t = min(max(time, 0), 1)
    return start + (end - start) * t
  }

  /// The time at which the axis is at `axis` (clamped to 0…1).
  public func time(forAxis axis: CGFloat, in bounds: CGRect) -> CGFloat {
    let (start, end) = sweep(of: bounds)
    guard end > start else { return 0 }
    return min(max((axis - start) / (end - start), 0), 1)
  }

  /// Whether no point of the page is lifted (and no shadow falls): drawn as it is.
  public func liftsNothing(in bounds: CGRect) -> Bool {
    radius > 0 && axis(in: bounds) <= extent(of: bounds).low
  }

  /// Whether the whole page, its back and its shadow have left `bounds`: nothing is drawn.
  public func isGone(in bounds: CGRect) -> Bool {
    radius > 0 && axis(in: bounds) >= sweep(of: bounds).end - Self.margin
  }

  /// Whether the values can be drawn (finite, radius > 0).
  public var isDrawable: Bool {
    time.isFinite && angle.isFinite && radius.isFinite && radius > 0
  }
}
