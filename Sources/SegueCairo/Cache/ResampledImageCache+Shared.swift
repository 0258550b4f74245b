import CCairo
import SegueGeometry

// A picture in flight drawn twice in one frame under the same sampling: iOS 18's zoom fades a
// snapshot of the card over the card it zooms into, both the same image at the same device
// position (`card-zoom` at 0.45–0.6). Each draw filtered the picture in one step, so the frame
// paid for two bilinear minifications of a screen-sized picture. Under `PictureMatrix` a
// sample depends on the image, the pattern and its device pixel alone, so one set of samples,
// copied pixel for pixel, serves both draws with the bytes each would have filtered. Whether an
// image will be drawn twice is known only once the frame has drawn it twice; an image drawn
// twice under one pattern in the previous frame is taken in two steps (samples, then a copy)
// from its first draw on. A wrong guess costs a copy, never a byte.

extension ResampledImageCache {
  /// A picture's samples under a `PictureMatrix` pattern (device pixels → image pixels).
  struct SharedKey: Hashable {
    let image: ObjectIdentifier
    let pattern: MatrixKey
  }

  /// Samples shared within a frame, the device pixels sampled, and the image (held so that its
  /// identifier is not reused while they live).
  struct SharedSamples {
    let resampled: Resampled
    var sampled: PixelRect
    let image: Image
  }

  /// Notes that `image` is drawn in flight under `pattern` (from `PictureMatrix`); returns
  /// whether it is drawn from samples shared within the frame: drawn twice under one pattern in
  /// the previous frame, or already sampled under this one in this frame.
  func sharesSamples(of image: Image, pattern: cairo_matrix_t) -> Bool {
    let key = SharedKey(image: ObjectIdentifier(image), pattern: MatrixKey(pattern))
    drawsThisFrame[key, default: 0] += 1
    guard sharesSamplesInFrame else { return false }
    return sharedThisFrame[key] != nil || drawnTwiceLastFrame.contains(key.image)
  }

  /// The samples of `image` (whose converted surface is `source`) under `pattern` at the pixels
  /// of `visible` on the device box `box` of a canvas of `canvas` pixels, taken for an earlier
  /// draw in this frame where they cover those pixels, taken now otherwise (into the same
  /// surface: a sample taken again is the same bytes); nil when nothing shows or memory cannot
  /// be had. The surface spans the whole box, as `resampled` makes it.
  func sharedSamples(
    of image: Image, source: CairoSurface, pattern: cairo_matrix_t, box: PixelRect,
    canvas: PixelRect, visible: PixelRect
  ) -> Resampled? {
    let region = box.intersection(canvas)
    let needed = region.intersection(visible)
    guard !needed.isEmpty else { return nil }
    let key = SharedKey(image: ObjectIdentifier(image), pattern: MatrixKey(pattern))
    if let shared = sharedThisFrame[key] {
      sharedDraws += 1
      if shared.sampled.contains(needed) { return shared.resampled }
      Self.resample(
        source, pattern: pattern, region: region, showing: needed,
        into: shared.resampled.surface)
      // Served from here on where either covers.
      if needed.area > shared.sampled.area { sharedThisFrame[key]?.sampled = needed }
      return shared.resampled
    }
    let format = source.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    guard let surface = lend(format, width: region.width, height: region.height) else {
      return nil
    }
    Self.resample(source, pattern: pattern, region: region, showing: needed, into: surface)
    let resampled = Resampled(surface: surface, owner: .lent(surface), x: region.x, y: region.y)
    sharedThisFrame[key] = SharedSamples(resampled: resampled, sampled: needed, image: image)
    return resampled
  }
}
