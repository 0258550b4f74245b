import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// The curl's floor: the cheapest per-pixel cylinder mapping written directly, a plain loop over
// the destination pixels of the page's box (no renderer code). For each pixel, its page point
// P and u = P·d along the direction of travel: past the axis the flat page (one texel when the
// page lands pixel for pixel) under the rolled-over back, tinted; on the cylinder its back over
// its front (an asin each); before it nothing but the cylinder's shadow, within half a radius.
// Samples are bilinear in 8-bit weights, transparent off the page. The geometry is `PageCurl`'s
// (its note); the colours its public constants.

extension CairoBaseline {
  /// Curls the flattened page `flat` (`planeScale` pixels per point, its corner at the
  /// bounds' origin) onto `surface`, whose pixels are the page's points under `toSurface`.
  func curlPage(
    _ flat: CairoSurface, plane: Plane, curl: PageCurl, toSurface: CGAffineTransform,
    planeScale: Double, onto surface: OpaquePointer
  ) {
    guard let sourceData = cairo_image_surface_get_data(flat.surface),
      let targetData = cairo_image_surface_get_data(surface)
    else { return }
    let bounds = plane.bounds
    let source = Texels(
      data: UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self),
      width: flat.width, height: flat.height,
      rowWords: Int(cairo_image_surface_get_stride(flat.surface)) / 4)
    let targetWidth = Int(cairo_image_surface_get_width(surface))
    let targetHeight = Int(cairo_image_surface_get_height(surface))
    let targetWords = Int(cairo_image_surface_get_stride(surface)) / 4
    let target = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
    let box = PixelRect(enclosing: bounds.applying(toSurface)).intersection(
      PixelRect(x: 0, y: 0, width: targetWidth, height: targetHeight))
    guard !box.isEmpty else { return }
    let inverse = toSurface.inverted()
    let (dx, dy) = (Double(curl.direction.dx), Double(curl.direction.dy))
    let a = Double(curl.axis(in: bounds))
    let r = Double(curl.radius)
    let shadowWidth = Double(PageCurl.shadowWidthRatio) * r
    let shadowPeak = Double(PageCurl.shadowAlpha)
    let backWhite = Double(PageCurl.backWhite)
    let edgeWhite = Double(PageCurl.edgeWhite)
    let tint = UInt32((PageCurl.backTintAlpha * 256).rounded())
    let fade = UInt32((min(max(plane.opacity, 0), 1) * 256).rounded())
    let low = Double(curl.extent(of: bounds).low)
    // Past it nothing rolled over lies on the flat page (a tap's reach kept clear).
    let flapEnd = 2 * a - .pi * r - low + 2 / planeScale
    let pixelsPerPoint = hypot(
      Double(toSurface.a) * dx + Double(toSurface.c) * dy,
      Double(toSurface.b) * dx + Double(toSurface.d) * dy)
    let halfPixel = 0.5 / max(pixelsPerPoint, 1e-6)
    let (ox, oy) = (Double(bounds.minX), Double(bounds.minY))
    // The page lands pixel for pixel: device (x, y) shows texel (x − sx, y − sy).
    let shift: (x: Int, y: Int)? =
      toSurface.b == 0 && toSurface.c == 0 && Double(toSurface.a) == planeScale
        && Double(toSurface.d) == planeScale
      ? Self.wholePixels(
        Double(toSurface.tx) + ox * planeScale, Double(toSurface.ty) + oy * planeScale)
      : nil
    @inline(__always) func page(_ x: Double, _ y: Double) -> UInt32 {
      source.bilinear((x - ox) * planeScale - 0.5, (y - oy) * planeScale - 0.5)
    }
    let flatAlone = max(a, flapEnd)
    let shadowEnd = a - r - halfPixel - shadowWidth
    let (ia, ib) = (Double(inverse.a), Double(inverse.b))
    for y in box.y..<box.maxY {
      let row = target + y * targetWords
      let cy = Double(y) + 0.5
      // u along the row is linear in the column: the columns of the flat page alone and those
      // past the shadow are found once per row, a column clear of each boundary (the per-pixel
      // path decides those the same way).
      let first = Double(box.x) + 0.5
      let u0 =
        (ia * first + Double(inverse.c) * cy + Double(inverse.tx)) * dx
        + (ib * first + Double(inverse.d) * cy + Double(inverse.ty)) * dy
      let du = ia * dx + ib * dy
      let flat = Self.columns(from: u0, step: du, beyond: flatAlone, count: box.width)
      let empty = Self.columns(from: -u0, step: -du, beyond: -shadowEnd, count: box.width)
      var column = 0
      while column < box.width {
        let x = box.x + column
        if flat.contains(column), let shift {
          // The flat page alone, unturned: texel for texel.
          let ty = y - shift.y
          if ty >= 0, ty < source.height {
            let texels = source.data + ty * source.rowWords - shift.x
            let end = min(box.x + flat.upperBound, shift.x + source.width)
            var cx = max(x, shift.x)
            while cx < end {
              var pixel = texels[cx]
              if fade < 256 { pixel = Pixel.scaled(pixel, fade) }
              if pixel >= 0xFF00_0000 {
                row[cx] = pixel
              } else if pixel != 0 {
                row[cx] = Pixel.over(pixel, row[cx])
              }
              cx += 1
            }
          }
          column = flat.upperBound
          continue
        }
        if empty.contains(column) {
          column = empty.upperBound
          continue
        }
        column += 1
        let cx = Double(x) + 0.5
        let px = Double(inverse.a) * cx + Double(inverse.c) * cy + Double(inverse.tx)
        let py = Double(inverse.b) * cx + Double(inverse.d) * cy + Double(inverse.ty)
        guard px >= Double(bounds.minX), px < Double(bounds.maxX), py >= Double(bounds.minY),
          py < Double(bounds.maxY)
        else { continue }
        let u = px * dx + py * dy
        var pixel: UInt32 = 0
        var shadow = 0.0
        if u >= a {
          let front: UInt32
          if let shift {
            let (tx, ty) = (x - shift.x, y - shift.y)
            front =
              tx >= 0 && ty >= 0 && tx < source.width && ty < source.height
              ? source.data[ty * source.rowWords + tx] : 0
          } else {
            front = page(px, py)
          }
          pixel = front
          if u <= flapEnd {
            let back = 2 * a - .pi * r - 2 * u
            let behind = page(px + back * dx, py + back * dy)
            if behind != 0 {
              pixel = Pixel.over(Pixel.tinted(behind, white: backWhite, tint), front)
            }
          }
        } else if u >= a - r - halfPixel {
          let sine = min((a - u) / r, 1)
          let bottomAngle = asin(sine)
          let topShift = a - r * (.pi - bottomAngle) - u
          let bottomShift = a - r * bottomAngle - u
          let top = page(px + topShift * dx, py + topShift * dy)
          let bottom = page(px + bottomShift * dx, py + bottomShift * dy)
          let white = backWhite - (backWhite - edgeWhite) * sine
          pixel = top == 0 ? bottom : Pixel.over(Pixel.tinted(top, white: white, tint), bottom)
          let coverage = min(max((u - (a - r)) / (2 * halfPixel) + 0.5, 0), 1)
          if coverage < 1 {
            pixel = Pixel.scaled(pixel, UInt32((coverage * 256).rounded()))
            shadow = shadowPeak * (1 - coverage)
          }
        } else {
          let distance = a - r - u
          guard distance < shadowWidth else { continue }
          let silhouette = a - r * .pi / 2 - u
          let cover = page(px + silhouette * dx, py + silhouette * dy) >> 24
          guard cover > 0 else { continue }
          let fall = 1 - distance / shadowWidth
          shadow = shadowPeak * fall * fall * Double(cover) / 255
        }
        if shadow > 0 { row[x] = Pixel.over(UInt32((shadow * 255).rounded()) << 24, row[x]) }
        if fade < 256 { pixel = Pixel.scaled(pixel, fade) }
        if pixel >= 0xFF00_0000 {
          row[x] = pixel
        } else if pixel != 0 {
          row[x] = Pixel.over(pixel, row[x])
        }
      }
    }
  }

  /// The columns 0..<count where u0 + c·step > limit, less the column at the boundary.
  private static func columns(from u0: Double, step: Double, beyond limit: Double, count: Int)
    -> Range<Int>
  {
    if step == 0 { return u0 > limit ? 0..<count : 0..<0 }
    let edge = (limit - u0) / step
    guard edge.isFinite, abs(edge) < 1e9 else { return 0..<0 }
    let (lower, upper) =
      step > 0 ? (Int(edge.rounded(.down)) + 2, count) : (0, Int(edge.rounded(.up)) - 1)
    let (low, high) = (max(lower, 0), min(upper, count))
    return low < high ? low..<high : 0..<0
  }

  private static func wholePixels(_ x: Double, _ y: Double) -> (x: Int, y: Int)? {
    guard x == x.rounded(), y == y.rounded(), abs(x) < 1e9, abs(y) < 1e9 else { return nil }
    return (Int(x), Int(y))
  }
}

/// A surface's premultiplied ARGB32 pixels, sampled bilinearly.
private struct Texels {
  let data: UnsafePointer<UInt32>
  let width: Int
  let height: Int
  let rowWords: Int

  /// The colour at (x, y) in pixel-centre coordinates (texel i at i), weights in 1/256.
  @inline(__always) func bilinear(_ x: Double, _ y: Double) -> UInt32 {
    guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
    let fx = Int((x * 256).rounded(.down)) + 256
    let fy = Int((y * 256).rounded(.down)) + 256
    let (x0, y0) = ((fx >> 8) - 1, (fy >> 8) - 1)
    let (wx, wy) = (UInt32(fx & 255), UInt32(fy & 255))
    @inline(__always) func texel(_ i: Int, _ j: Int) -> UInt32 {
      i >= 0 && j >= 0 && i < width && j < height ? data[j * rowWords + i] : 0
    }
    let top = Pixel.lerp(texel(x0, y0), texel(x0 + 1, y0), wx)
    let bottom = Pixel.lerp(texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), wx)
    return Pixel.lerp(top, bottom, wy)
  }
}

/// Premultiplied ARGB32 arithmetic, two channels per 32-bit lane pair.
private enum Pixel {
  /// p + (q − p)·w/256 in every channel.
  @inline(__always) static func lerp(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
    let rb = ((p & 0x00FF_00FF) &* (256 - w) &+ (q & 0x00FF_00FF) &* w) >> 8
    let ag = (((p >> 8) & 0x00FF_00FF) &* (256 - w) &+ ((q >> 8) & 0x00FF_00FF) &* w) >> 8
    return (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
  }

  /// Every channel times k/256.
  @inline(__always) static func scaled(_ p: UInt32, _ k: UInt32) -> UInt32 {
    lerp(0, p, k)
  }

  /// `source` OVER `destination`, rounded to the nearest (x·(255 − α)/255).
  @inline(__always) static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    let inverse = 255 - (source >> 24)
    @inline(__always) func times(_ lanes: UInt32) -> UInt32 {
      let t = lanes &* inverse &+ 0x0080_0080
      return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }
    let rb = times(destination & 0x00FF_00FF)
    let ag = times((destination >> 8) & 0x00FF_00FF)
    return source &+ (rb | (ag << 8))
  }

  /// The page's back: a grey of `white` (weighed by the colour's alpha) over the colour at
  /// `tint`/256.
  @inline(__always) static func tinted(_ color: UInt32, white: Double, _ tint: UInt32) -> UInt32 {
    let grey = UInt32((white * Double(color >> 24)).rounded())
    return lerp(color, (color & 0xFF00_0000) | (grey << 16) | (grey << 8) | grey, tint)
  }
}
