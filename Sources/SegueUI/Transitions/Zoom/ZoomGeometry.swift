import Foundation
import SegueGeometry

// The zoom's geometry as one function of two variables (modern-presentation.md, "Zoom").
//   zoom  λ: 0 = the platter covers the source view, 1 = it covers the zoomed view's final
//         frame; springs carry it past both ends.
//   hold  how fingers hold the zoomed view as a card: a pan's translation (the card shrinks
//         as measured), and a uniform scale about a point with a shift (a pinch, an edge
//         swipe).
// The platter's frame, the zoomed view's scale and offset inside it, its corner radius, the
// dimming, the receded background and the source snapshot's opacity all follow from (λ, hold).
// Everything but the snapshot's opacity is linear in λ, so a spring on λ moves the platter,
// the content and the corners together, and stopping λ anywhere (a grab) leaves a consistent
// picture.
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
  /// How far the source screen recedes when fully zoomed, as a scale: max(0.8, (W − 34.667)
  /// / W) for a container W points wide (reference modern-presentation §2: B-zoom
  /// `recededContentTransformFor:` — bin); 0.9118 on a 393-pt iPhone.
  static func recededScale(width: CGFloat) -> CGFloat {
    width > 0 ? max(0.8, (width - 34.667) / width) : 1
  }

  /// How fingers hold the zoomed view as a card: the pan's translation `drag` (the card
  /// shrinks as M-morph measured), then a uniform `scale` and a turn by `rotation` (radians,
  /// clockwise on screen) about `pivot`, and a `shift` (container coordinates) — a pinch's
  /// fingers (which turn the card with them: M-swift) or an edge swipe. The identity holds
  /// nothing.
  struct Hold: Equatable {
    var drag = CGVector(dx: 0, dy: 0)
    var scale: CGFloat = 1
    var rotation: CGFloat = 0
    var pivot = CGPoint.zero
    var shift = CGVector(dx: 0, dy: 0)

    /// Where the hold takes the point `p`: pivot + s R(p − pivot) + shift.
    func apply(to p: CGPoint) -> CGPoint {
      let turned = Self.turn(CGVector(dx: p.x - pivot.x, dy: p.y - pivot.y), by: rotation)
      return CGPoint(
        x: pivot.x + scale * turned.dx + shift.dx, y: pivot.y + scale * turned.dy + shift.dy)
    }

    /// This hold, then scaled by `factor` and turned by `angle` about `point` and moved by
    /// `by`: one uniform scale and turn about the same pivot and one shift, whatever the
    /// fingers did before.
    func scaled(
      by factor: CGFloat, turned angle: CGFloat = 0, about point: CGPoint, moved by: CGVector
    ) -> Hold {
      // p ↦ pivot + s R(p − pivot) + shift, then q ↦ point + f R'(q − point) + by: the
      // composite keeps the pivot, scales by s f, turns by the sum, and shifts by
      // f R'(pivot + shift − point) + point − pivot + by.
      var next = self
      next.scale = scale * factor
      next.rotation = rotation + angle
      let turned = Self.turn(
        CGVector(dx: pivot.x + shift.dx - point.x, dy: pivot.y + shift.dy - point.y), by: angle)
      next.shift = CGVector(
        dx: factor * turned.dx + point.x - pivot.x + by.dx,
        dy: factor * turned.dy + point.y - pivot.y + by.dy)
      return next
    }

    /// This hold a share `x` of the way back to holding nothing (a spring settling it).
    func relaxed(_ x: CGFloat) -> Hold {
      Hold(
        drag: CGVector(dx: drag.dx * (1 - x), dy: drag.dy * (1 - x)),
        scale: scale + (1 - scale) * x, rotation: rotation * (1 - x), pivot: pivot,
        shift: CGVector(dx: shift.dx * (1 - x), dy: shift.dy * (1 - x)))
    }

    /// `v` turned by `angle` radians (clockwise on screen, y down).
    static func turn(_ v: CGVector, by angle: CGFloat) -> CGVector {
      guard angle != 0 else { return v }
      let c = cos(angle)
      let s = sin(angle)
      return CGVector(dx: c * v.dx - s * v.dy, dy: s * v.dx + c * v.dy)
    }
  }

  /// Where everything is at one moment.
  struct Pose: Equatable {
    /// The platter's (clipping card's) frame before its turn.
    var platter: CGRect
    /// The platter's turn about its centre, radians (a pinch's fingers).
    var rotation: CGFloat = 0
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
    /// The source screen's scale about its centre (it recedes as the zoom grows).
    var backgroundScale: CGFloat
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
    pose(zoom: zoom, hold: Hold(drag: drag))
  }

  /// The pose at zoom `zoom` with the card held as `hold` says.
  func pose(zoom: CGFloat, hold: Hold) -> Pose {
    let drag = hold.drag
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
    let dragged = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    // Scaled about the pivot and shifted; a turn moves its centre round the pivot too (the
    // card then turns about its centre: `Pose.rotation`). Unturned, the move is exactly 0.
    var unturned = hold
    unturned.rotation = 0
    let centre = CGPoint(x: dragged.midX, y: dragged.midY)
    let turned = hold.apply(to: centre)
    let straight = unturned.apply(to: centre)
    let platter = CGRect(
      x: hold.pivot.x + hold.scale * (dragged.minX - hold.pivot.x) + hold.shift.dx
        + (turned.x - straight.x),
      y: hold.pivot.y + hold.scale * (dragged.minY - hold.pivot.y) + hold.shift.dy
        + (turned.y - straight.y),
      width: dragged.width * hold.scale, height: dragged.height * hold.scale)
    let startScale = alignment.width > 0 ? source.width / alignment.width : 1
    let scale = lerp(startScale, 1)
    let origin = CGPoint(
      x: lerp(-alignment.minX * startScale, 0), y: lerp(-alignment.minY * startScale, 0))
    let fade = 1 - zoom / Self.crossFadeReach
    let cardScale = widthShare * hold.scale
    return Pose(
      platter: platter, rotation: hold.rotation, contentScale: scale * cardScale,
      contentOrigin: CGPoint(x: origin.x * cardScale, y: origin.y * cardScale),
      cornerRadius: max(lerp(sourceCornerRadius, zoomedCornerRadius), 0),
      dimming: min(max(zoom, 0), 1), sourceAlpha: min(max(fade, 0), 1),
      backgroundScale: lerp(1, Self.recededScale(width: zoomed.width)))
  }
}
