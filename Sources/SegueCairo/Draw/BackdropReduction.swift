import CCairo
import Foundation

/// How a backdrop blur of σ device pixels is computed: on a copy of the backdrop reduced
/// `factor` times each way (each reduced pixel the mean of a factor × factor block), blurred by
/// `reducedSigma`, then enlarged back with bilinear filtering.
///
/// Why always reduced, even for a small blur: iOS appears to blur backdrops at a reduced scale
/// (`CABackdropLayer.scale`, 0.25 in ChatKit's own backdrop layers; UIKit's effect entries carry
/// a `requestedScaleHint` that custom-blur code sets to 1 to get a full-resolution blur; medium
/// confidence, see docs/performance.md). Here it makes a blur of σ ≥ 2 px cost a sixteenth of
/// the pixels or less, and at most a quarter below: at full resolution the first frames of a
/// blur coming in (a small radius over the whole screen) cost 7 × a frame's floor.
///
/// Accuracy: the reduction and the enlargement blur too — a box of `factor` px (variance
/// (f² − 1)/12) and a tent of half-width `factor` px (f²/6) — so the reduced blur is what is
/// left of σ² after them, and a blur of any σ ≥ ~f/2 comes out at σ (within the box passes'
/// rounding). Below that the result is the resampling's own softness (σ ≈ 1 px at f = 2), a
/// blur a little stronger than asked for. The reduced grid is anchored to the device origin
/// (the copy's edges are multiples of `factor`), so a still backdrop under a moving node
/// reduces to the same pixels frame after frame instead of shimmering as the grid slides.
struct BackdropReduction: Equatable {
  /// The least reduction, whatever the blur.
  static let minimumFactor = 2
  /// The reduction from which on the blur alone sets it (CABackdropLayer's 0.25 in ChatKit):
  /// below, a blur of σ is reduced ⌊2σ⌋ times at most, so that the resampling's own softness
  /// (about f/2 px) stays within σ — a larger factor than the blur turns text into a visible grid
  /// of bilinear ramps (looked at in the side menu's snapshots at scale 1).
  static let smallBlurFactor = 4
  /// The smallest blur, in reduced pixels, a large backdrop blur is computed at: the factor
  /// grows with σ so that the reduced blur keeps at least this much.
  static let minimumReducedSigma = 3.0

  /// Device pixels per reduced pixel, each way.
  let factor: Int
  /// The blur applied to the reduced copy, in reduced pixels (0: none).
  let reducedSigma: Double
  /// How far, in reduced pixels, the copy extends past the node: the reduced blur's reach and
  /// one pixel for the bilinear enlargement.
  let reach: Int

  /// The reduction for a blur of `sigma` device pixels (finite, > 0).
  init(sigma: Double) {
    // At most what `BoxReduction` sums in 16 bits: a blur of 771 device px and more is reduced
    // by that and blurred more on the reduced grid.
    factor = min(
      max(
        Self.minimumFactor, min(Self.smallBlurFactor, Int(2 * sigma)),
        Int(sigma / Self.minimumReducedSigma)),
      BoxReduction.maximumFactor)
    let f = Double(factor)
    let resampling = (f * f - 1) / 12 + f * f / 6
    reducedSigma = max(sigma * sigma - resampling, 0).squareRoot() / f
    reach = GaussianBlur.reach(sigma: reducedSigma) + 1
  }

  /// The device rectangle the reduced copy covers for a node whose bounds cover `box` (device
  /// coordinates): widened by the reach, with edges on multiples of `factor`; nil for an empty
  /// or unbounded box.
  func copyRect(covering box: CGRect) -> PixelRect? {
    let limit = 1e8
    guard !box.isNull, box.isFiniteRect, box.width > 0, box.height > 0,
      abs(box.minX) < limit, abs(box.minY) < limit, abs(box.maxX) < limit, abs(box.maxY) < limit
    else { return nil }
    let f = Double(factor)
    let x0 = Int((box.minX / f).rounded(.down)) - reach
    let y0 = Int((box.minY / f).rounded(.down)) - reach
    let x1 = Int((box.maxX / f).rounded(.up)) + reach
    let y1 = Int((box.maxY / f).rounded(.up)) + reach
    return PixelRect(
      x: x0 * factor, y: y0 * factor, width: (x1 - x0) * factor, height: (y1 - y0) * factor)
  }
}

extension BackdropReduction {
  /// The parts of the copy `rect` (from `copyRect(covering:)`) that a blur shown only at the
  /// device pixels `pieces` needs: each piece widened by the reach on the grid, inside `rect`,
  /// as disjoint rectangles with edges on multiples of `factor`. At a piece's pixels the blur
  /// of a copy reduced only there has the bytes of the whole copy's: every reduced pixel is the
  /// mean of its own block, the box passes reach no further than `reach` − 1 reduced pixels
  /// and the bilinear enlargement one more, and where a part meets the copy's edge it is the
  /// copy's own edge.
  func copyRects(showing pieces: [PixelRect], within rect: PixelRect) -> [PixelRect] {
    var parts: [PixelRect] = []
    for piece in pieces where !piece.isEmpty {
      let box = CGRect(x: piece.x, y: piece.y, width: piece.width, height: piece.height)
      guard let copy = copyRect(covering: box)?.intersection(rect) else { continue }
      var left = [copy]
      for part in parts { left = left.flatMap { $0.subtracting(part) } }
      parts += left
    }
    return parts
  }

  /// Reduces the device pixels `parts` of the copy `rect` (see `copyRects(showing:within:)`)
  /// from `source`, whose pixel (0, 0) is device pixel `sourceOrigin`, into `reduced` (the
  /// copy's reduced image; the rest of it is left as it is); returns whether the whole copy's
  /// reduction is opaque, as reducing all of it would tell (the blur is then drawn with SOURCE,
  /// which rounds other than OVER where a rounded clip covers part of a pixel). When the parts
  /// are opaque, the rest is scanned for a pixel that is not; if there is one, the rest is
  /// reduced too.
  func reduce(
    _ parts: [PixelRect], of rect: PixelRect, from source: ProjectiveMapping.Pixels,
    sourceOrigin: (x: Int, y: Int), into reduced: ProjectiveMapping.Pixels
  ) -> Bool {
    func reduce(_ parts: [PixelRect]) -> Bool {
      var opaque = true
      for part in parts {
        let (column, row) = ((part.x - rect.x) / factor, (part.y - rect.y) / factor)
        let window = ProjectiveMapping.Pixels(
          data: reduced.data + row * reduced.stride + column * 4, width: part.width / factor,
          height: part.height / factor, stride: reduced.stride)
        let partOpaque = BoxReduction.reduce(
          source, originX: part.x - sourceOrigin.x, originY: part.y - sourceOrigin.y,
          factor: factor, into: window)
        opaque = opaque && partOpaque
      }
      return opaque
    }
    guard reduce(parts) else { return false }
    var rest = [rect]
    for part in parts { rest = rest.flatMap { $0.subtracting(part) } }
    if rest.allSatisfy({ Self.isOpaque(source, under: $0, sourceOrigin: sourceOrigin) }) {
      return true
    }
    return reduce(rest)
  }

  /// Whether every pixel of `source` that a copy of the device rectangle `rect` reads is opaque
  /// (past the surface's edges its edge pixels are read).
  static func isOpaque(
    _ source: ProjectiveMapping.Pixels, under rect: PixelRect, sourceOrigin: (x: Int, y: Int)
  ) -> Bool {
    guard !rect.isEmpty else { return true }
    guard source.width > 0, source.height > 0 else { return false }
    func clamped(_ v: Int, _ limit: Int) -> Int { min(max(v, 0), limit - 1) }
    let (x0, x1) = (
      clamped(rect.x - sourceOrigin.x, source.width),
      clamped(rect.maxX - 1 - sourceOrigin.x, source.width)
    )
    let (y0, y1) = (
      clamped(rect.y - sourceOrigin.y, source.height),
      clamped(rect.maxY - 1 - sourceOrigin.y, source.height)
    )
    // ARGB32 keeps alpha in the high byte of a native (little-endian) word.
    for y in y0...y1 {
      let row = UnsafeRawPointer(source.data + y &* source.stride)
      var all: UInt32 = 0xFFFF_FFFF
      for x in x0...x1 { all &= row.load(fromByteOffset: x &* 4, as: UInt32.self) }
      if all >> 24 != 0xFF { return false }
    }
    return true
  }
}
