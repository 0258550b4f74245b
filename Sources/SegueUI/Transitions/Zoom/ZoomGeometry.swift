import Foundation
import SegueGeometry

// The zoom's geometry as one function of two variables (modern-presentation.md, "Zoom").
//   zoom  λ: 0 = the platter covers the source view, 1 = it covers the zoomed view's final
//         frame; springs carry it past both ends.
//   drag  the finger's translation while the zoomed view is held as a card.
// The platter's frame, the zoomed view's scale and offset inside it, its corner radius, the
// dimming and the source snapshot's opacity all follow from (λ, drag). Everything but the
// snapshot's opacity is linear in λ, so a spring on λ moves the platter, the content and the
// corners together, and stopping λ anywhere (a grab) leaves a consistent picture.
// Alternative rejected: one property animator animating the frames, scales and alphas
// separately — the cross-fade (done at 78 % of the flight) is not linear in the flight, and a
// grab mid-flight would have to read back half a dozen presentation values.

/// The geometry of one zoom, in the transition container's coordinates.
struct ZoomGeometry: Equatable {
  /// The source view's frame.
  var source: CGRect
  /// The zoomed view's final frame (the container's bounds for a full-screen zoom).
  var zoomed: CGRect
  /// The part of the zoomed view (its own coordinates) that lines up with the source.
  var alignment: CGRect
  /// The source view's corner radius, points.
  var sourceCornerRadius: CGFloat
  /// The zoomed view's corner radius when fully zoomed: the display's, points.
  var zoomedCornerRadius: CGFloat

  /// Black's opacity over the source screen when fully zoomed: 0.15 (reference
  /// modern-presentation §2: B-zoom `dimmingOpacity`; M-morph and M-swift measured 0.15 —
  /// bin + meas ×2).
  static let defaultDimmingAlpha: CGFloat = 0.15
  /// The share of the flight after which the source's picture has faded out: 0.78 (est: M-morph
  /// measured a 0.156 s cross-fade in a 0.34 s critically damped flight, which is 78 % of the
  /// way there at 0.156 s).
  static let crossFadeReach: CGFloat = 0.78
  /// Width lost per point dragged down: 0.00078 (M-morph, meas).
  static let widthShrinkPerPoint: CGFloat = 0.000_78
  /// Height lost per point dragged down: 0.00154 (M-morph, meas).
  static let heightShrinkPerPoint: CGFloat = 0.001_54
  /// The share of the finger's movement the card's centre follows: 0.61 (M-morph, meas).
  static let followShare: CGFloat = 0.61
  /// The smallest a dragged card gets, as a share of its size: 0.37 (M-swift's floor, meas).
  static let smallestCardShare: CGFloat = 0.37
  /// The fallback source's width when the provider returns no view: 44 pt (B-zoom, bin).
  static let fallbackSourceWidth: CGFloat = 44

  /// Where everything is at one moment.
  struct Pose: Equatable {
    /// The platter's (clipping card's) frame.
    var platter: CGRect
    /// The zoomed view's scale inside the platter.
    var contentScale: CGFloat
    /// The zoomed view's top-left corner in the platter's coordinates.
    var contentOrigin: CGPoint
    /// The platter's corner radius, points.
    var cornerRadius: CGFloat
    /// The dimming view's opacity, 0…1.
    var dimming: CGFloat
    /// The source picture's opacity over the content, 0…1.
    var sourceAlpha: CGFloat
  }

  /// The default alignment: the zoomed view's top, at the source's aspect ratio.
  static func topAlignment(zoomedSize: CGSize, source: CGRect) -> CGRect {
    let height = source.width > 0 ? zoomedSize.width * source.height / source.width : 0
    return CGRect(x: 0, y: 0, width: zoomedSize.width, height: height)
  }

  /// The fallback source frame: a `fallbackSourceWidth` square centred in `bounds`.
  static func fallbackSource(in bounds: CGRect) -> CGRect {
    let side = fallbackSourceWidth
    return CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The pose at zoom `zoom` with the finger dragged by `drag`.
  func pose(zoom: CGFloat, drag: CGVector = CGVector(dx: 0, dy: 0)) -> Pose {
    func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * zoom }
    let flight = CGRect(
      x: lerp(source.minX, zoomed.minX), y: lerp(source.minY, zoomed.minY),
      width: lerp(source.width, zoomed.width), height: lerp(source.height, zoomed.height))
    let down = max(drag.dy, 0)
    let widthShare = max(1 - Self.widthShrinkPerPoint * down, Self.smallestCardShare)
    let heightShare = max(1 - Self.heightShrinkPerPoint * down, Self.smallestCardShare)
    let size = CGSize(width: flight.width * widthShare, height: flight.height * heightShare)
    let center = CGPoint(
      x: flight.midX + Self.followShare * drag.dx, y: flight.midY + Self.followShare * drag.dy)
    let platter = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    let startScale = alignment.width > 0 ? source.width / alignment.width : 1
    let scale = lerp(startScale, 1)
    let origin = CGPoint(
      x: lerp(-alignment.minX * startScale, 0), y: lerp(-alignment.minY * startScale, 0))
    let fade = 1 - zoom / Self.crossFadeReach
    return Pose(
      platter: platter, contentScale: scale * widthShare,
      contentOrigin: CGPoint(x: origin.x * widthShare, y: origin.y * widthShare),
      cornerRadius: max(lerp(sourceCornerRadius, zoomedCornerRadius), 0),
      dimming: min(max(zoom, 0), 1), sourceAlpha: min(max(fade, 0), 1))
  }
}
