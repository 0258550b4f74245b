import CCairo
import Foundation

extension PageCurlMapping {
  /// asin(x) for x in 0…1, within 3·10⁻⁸ rad: π/2 − √(1 − x)·p(x) with the degree-7 minimax
  /// polynomial of Abramowitz & Stegun 4.4.46. On a cylinder of radius r source pixels that
  /// moves a sample by at most r·3·10⁻⁸ px (2·10⁻⁵ px for a 600-px radius), far below the
  /// 1/256-px grid samples are rounded to; the library's `asin` cost as much per cylinder
  /// pixel as both of its samples.
  @inline(__always)
  static func arcsine(_ x: Double) -> Double {
    arcsine(SIMD2(repeating: x))[0]
  }

  /// `arcsine` of each lane (the same operations lane by lane, so the same bits): a run of
  /// the cylinder's pixels takes its angles four at a time.
  @inline(__always)
  static func arcsine<Lanes: SIMD>(_ x: Lanes) -> Lanes where Lanes.Scalar == Double {
    var p = Lanes(repeating: -0.001_262_491_1)
    p = p * x + 0.006_670_090_1
    p = p * x - 0.017_088_125_6
    p = p * x + 0.030_891_881_0
    p = p * x - 0.050_174_304_6
    p = p * x + 0.088_978_987_4
    p = p * x - 0.214_598_801_6
    p = p * x + 1.570_796_305_0
    return Double.pi / 2 - squareRoot(1 - x) * p
  }

  /// The square root of each lane: two lanes an instruction for two and four lanes
  /// (`segue_square_root2`/`4`, SSE2's `sqrtpd`; Swift's `squareRoot()` of a `SIMD4<Double>`
  /// calls `sqrt` lane by lane). Correctly rounded either way, so the same bits.
  @inline(__always)
  static func squareRoot<Lanes: SIMD>(_ x: Lanes) -> Lanes where Lanes.Scalar == Double {
    if Lanes.self == SIMD4<Double>.self {
      let root = segue_square_root4(unsafeBitCast(x, to: SIMD4<Double>.self))
      return unsafeBitCast(root, to: Lanes.self)
    }
    if Lanes.self == SIMD2<Double>.self {
      let root = segue_square_root2(unsafeBitCast(x, to: SIMD2<Double>.self))
      return unsafeBitCast(root, to: Lanes.self)
    }
    return x.squareRoot()
  }

  /// The page's back: `white` grey at `tint`/256 (`PageCurl.backTintAlpha`) over the page's
  /// colour, in proportion to its coverage (premultiplied).
  @inline(__always)
  static func tinted(_ color: UInt32, white: Double, by tint: UInt32) -> UInt32 {
    let grey = UInt32(ProjectiveMapping.roundedInt32(white * Double(color >> 24)))
    return tinted(color, grey: grey, by: tint)
  }

  /// `tinted(_:white:by:)` with the grey already weighed by the colour's alpha.
  @inline(__always)
  static func tinted(_ color: UInt32, grey: UInt32, by tint: UInt32) -> UInt32 {
    let overlay = (color & 0xFF00_0000) | (grey << 16) | (grey << 8) | grey
    return ProjectiveMapping.lerpLanes(color, overlay, tint)
  }

  /// Bilinear samples of a surface at fractional pixel positions, transparent outside it
  /// (the arithmetic of `ProjectiveMapping`: positions in 1/256 pixel).
  struct Sampler {
    let source: ProjectiveMapping.Pixels
    let texels: UnsafePointer<UInt32>
    let rowWords: Int
    let limitX: Double
    let limitY: Double
    let innerWidth: UInt
    let innerHeight: UInt

    init(source: ProjectiveMapping.Pixels) {
      self.source = source
      texels = UnsafeRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
      rowWords = source.stride / 4
      limitX = Double(source.width + 1) * 256
      limitY = Double(source.height + 1) * 256
      innerWidth = UInt(source.width - 1)
      innerHeight = UInt(source.height - 1)
    }

    /// The top-left tap and the weights (in 1/256) of the bilinear sample at source pixel
    /// coordinates (x, y), pixel centres at i + ½; nil when every tap is off the surface.
    @inline(__always)
    private func taps(_ x: Double, _ y: Double) -> (x0: Int, y0: Int, wx: UInt32, wy: UInt32)? {
      let fx = x * 256 + 128
      let fy = y * 256 + 128
      guard fx > 0, fy > 0, fx < limitX, fy < limitY else { return nil }
      let px = Int(ProjectiveMapping.roundedInt32(fx))
      let py = Int(ProjectiveMapping.roundedInt32(fy))
      return (
        (px >> 8) &- 1, (py >> 8) &- 1, UInt32(truncatingIfNeeded: px & 255),
        UInt32(truncatingIfNeeded: py & 255)
      )
    }

    /// Whether all four taps from (x0, y0) lie on the surface.
    @inline(__always)
    private func isInside(_ x0: Int, _ y0: Int) -> Bool {
      UInt(bitPattern: x0) < innerWidth && UInt(bitPattern: y0) < innerHeight
    }

    /// The colour at source pixel coordinates (x, y), pixel centres at i + ½.
    @inline(__always)
    func sample(_ x: Double, _ y: Double) -> UInt32 {
      guard let (x0, y0, wx, wy) = taps(x, y) else { return 0 }
      return sample(x0, y0, wx, wy)
    }

    /// The positions (in 1/256 pixel, offset by one pixel, as `taps` rounds them) of the
    /// samples at source pixel coordinates (x, y) in each lane, x −1 where every tap is off
    /// the surface: the same operations as `taps`, lane by lane, so the same bits.
    @inline(__always)
    func positions(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> (x: SIMD4<Int32>, y: SIMD4<Int32>) {
      let fx = x * 256 + 128
      let fy = y * 256 + 128
      let inside = (fx .> 0) .& (fy .> 0) .& (fx .< limitX) .& (fy .< limitY)
      let bias = SIMD4(repeating: ProjectiveMapping.roundingBias)
      let px = unsafeBitCast(fx + bias, to: SIMD4<Int64>.self).replacing(with: -1, where: .!inside)
      let py = unsafeBitCast(fy + bias, to: SIMD4<Int64>.self)
      return (SIMD4(truncatingIfNeeded: px), SIMD4(truncatingIfNeeded: py))
    }

    /// The colour at a position from `positions` (transparent at x −1).
    @inline(__always)
    func sample(_ px: Int32, _ py: Int32) -> UInt32 {
      guard px >= 0 else { return 0 }
      return sample(
        Int(px >> 8) &- 1, Int(py >> 8) &- 1, UInt32(truncatingIfNeeded: px & 255),
        UInt32(truncatingIfNeeded: py & 255))
    }

    /// The sample whose top-left tap is (x0, y0), weighed by (wx, wy) in 1/256.
    @inline(__always)
    private func sample(_ x0: Int, _ y0: Int, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
      guard isInside(x0, y0) else {
        return ProjectiveMapping.edgeSample(source, texels, rowWords, x0, y0, wx, wy)
      }
      // Two taps a load: p00 and p10 in `upper`, p01 and p11 in `lower`.
      let top = UnsafeRawPointer(texels + (y0 &* rowWords &+ x0))
      let upper = top.loadUnaligned(as: UInt64.self)
      let lower = top.loadUnaligned(fromByteOffset: rowWords &* 4, as: UInt64.self)
      let p00 = UInt32(truncatingIfNeeded: upper)
      // Four equal taps weigh to that colour (`bilinearInLanes` gives `bilinear`'s bytes).
      return upper == lower && p00 == UInt32(truncatingIfNeeded: upper >> 32)
        ? p00 : ProjectiveMapping.bilinearInLanes(upper, lower, wx, wy)
    }

    /// The alpha of `sample(x, y)`, from the taps' alphas alone (the same weights and
    /// rounding: the alpha lane of `ProjectiveMapping.bilinear`).
    @inline(__always)
    func alpha(_ x: Double, _ y: Double) -> UInt32 {
      guard let (x0, y0, wx, wy) = taps(x, y) else { return 0 }
      guard isInside(x0, y0) else {
        return ProjectiveMapping.edgeSample(source, texels, rowWords, x0, y0, wx, wy) >> 24
      }
      let top = texels + (y0 &* rowWords &+ x0)
      let a00 = top[0] >> 24
      let a10 = top[1] >> 24
      let a01 = top[rowWords] >> 24
      let a11 = top[rowWords &+ 1] >> 24
      // Four opaque taps (the page's inside) weigh to opaque.
      if a00 & a10 & a01 & a11 == 255 { return 255 }
      let w11 = (wx &* wy &+ 128) >> 8
      let w10 = wx &- w11
      let w01 = wy &- w11
      let w00 = 256 &- wx &- wy &+ w11
      return (a00 &* w00 &+ a10 &* w10 &+ a01 &* w01 &+ a11 &* w11 &+ 128) >> 8
    }
  }
}
