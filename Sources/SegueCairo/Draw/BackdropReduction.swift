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
