import CCairo
import Foundation
import SegueLayers

// What an opaque background under a turned transform covers. A window rotating with the device
// (`split-rotate`) draws every background turned, and nothing counted as covering under a
// transform that is not axis-aligned: the frame was cleared under the turned window, a
// full-screen fill drawn before three more. Cairo fills a background with a path under the
// node's matrix, antialiased: a device pixel whose whole square lies inside the outline is
// covered completely (every sample inside), so the opaque colour replaces what was under it.
// Those pixels hold the pixels whose centres lie in the outline moved in by half a pixel's
// diagonal (a disc of that radius holds the square), with a margin for Cairo's positions in
// 1/256 pixel: taken as bands of whole rows (`pixelBands`, as a projected plane's cover is).

extension FramePainter {
  /// How far in from a turned outline a pixel's centre must lie for its square to lie inside
  /// (half the diagonal, and a margin for Cairo's fixed-point positions), device pixels.
  static let turnedCoverInset = 0.5.squareRoot() + 1.0 / 64

  /// The device pixels that an opaque background filling `node`'s bounds under the affine,
  /// not axis-aligned matrix `m` certainly covers: the bands of the two rectangles of its
  /// rounded bounds that reach the straight edges (the bounds when square), each a
  /// parallelogram on the device moved in by `turnedCoverInset`.
  static func turnedCover(of node: DisplayNode, under m: cairo_matrix_t) -> [PixelRect] {
    let radius = cornerRadius(of: node)
    let bounds = node.bounds
    let parts =
      radius > 0
      ? [bounds.insetBy(dx: radius, dy: 0), bounds.insetBy(dx: 0, dy: radius)] : [bounds]
    return parts.flatMap { part -> [PixelRect] in
      guard !part.isNull, part.width > 0, part.height > 0 else { return [] }
      // The parallelogram's corner at the part's origin and its two sides on the device.
      let origin = CGPoint(
        x: m.xx * part.minX + m.xy * part.minY + m.x0, y: m.yx * part.minX + m.yy * part.minY + m.y0
      )
      let (ax, ay) = (m.xx * part.width, m.yx * part.width)
      let (bx, by) = (m.xy * part.height, m.yy * part.height)
      let area = abs(ax * by - ay * bx)
      let lengthA = (ax * ax + ay * ay).squareRoot()
      let lengthB = (bx * bx + by * by).squareRoot()
      guard area.isFinite, area > 0, lengthA > 0, lengthB > 0 else { return [] }
      // The inset as fractions of each side: the sides along b lie area / |b| apart.
      let du = turnedCoverInset * lengthB / area
      let dv = turnedCoverInset * lengthA / area
      guard du < 0.5, dv < 0.5 else { return [] }
      let corners = [(du, dv), (1 - du, dv), (1 - du, 1 - dv), (du, 1 - dv)].map { u, v in
        CGPoint(x: origin.x + u * ax + v * bx, y: origin.y + u * ay + v * by)
      }
      return pixelBands(inside: corners, bandsPerStretch: coverBandsPerStretch)
    }
  }
}
