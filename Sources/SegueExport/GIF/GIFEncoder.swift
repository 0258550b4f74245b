import Foundation
import SegueGeometry

/// Turns a frame sequence into GIF bytes: timing, quantization, frame differencing, writing.
///
/// Frame differencing: when no frame needs transparency, each frame after the first is cropped
/// to the rectangle where its quantized colours differ from what is already on screen, and the
/// unchanged pixels inside it become the transparent index, with disposal "keep". This is exact
/// (the decoded picture is the same as with full frames) and makes the still parts of a
/// transition nearly free. A frame identical to the one on screen is dropped and its delay added
/// to the previous frame's. Sequences with transparent pixels cannot be differenced (a "keep"
/// frame cannot erase), so they get full frames with disposal "clear".
struct GIFEncoder {
  /// Pixels whose palette colour has alpha below this are written as transparent; GIF has
  /// 1-bit transparency only.
  static let opaqueThreshold: UInt8 = 128
  /// At most this many frames feed the global palette's histogram; longer sequences are sampled
  /// evenly. 64 frames cover two seconds at 30 fps, more than any transition's distinct colours.
  static let maximumPaletteSamples = 64

  var options: GIF.Options

  func encode(_ sequence: FrameSequence) throws -> Data {
    let size = sequence.size
    let schedule = GIF.schedule(
      frameCount: sequence.count, framesPerSecond: sequence.framesPerSecond)
    let straight = schedule.map { Self.straightRGBA(sequence.frames[$0.frame]) }
    let quantizer = Quantizer(dithering: options.dithering, speed: options.speed)
    let indexed: [IndexedFrame]
    switch options.palette {
    case .global:
      let stride = (straight.count + Self.maximumPaletteSamples - 1) / Self.maximumPaletteSamples
      indexed = try quantizer.quantizeGlobally(
        straight, size: size, sampleStride: stride, concurrency: options.concurrency)
    case .perFrame:
      indexed = try quantizer.quantizeSeparately(straight, size: size)
    }
    let usesTransparency = indexed.contains { frame in
      frame.palette.contains { $0.alpha < Self.opaqueThreshold }
        && frame.indices.contains { frame.palette[Int($0)].alpha < Self.opaqueThreshold }
    }

    // libimagequant keeps a histogram-built palette as is when remapping, so in global mode
    // every frame comes back with the same palette; a frame that does not gets its own table.
    let globalPalette = options.palette == .global ? indexed.first?.palette : nil
    let writer = try GIFWriter(
      width: size.width, height: size.height, globalPalette: globalPalette.map(Self.withClearSlot),
      loopsForever: options.loopsForever)
    var pending: PendingFrame?
    var screen: [UInt32] = []
    for (entry, frame) in zip(schedule, indexed) {
      let next: PendingFrame
      if usesTransparency {
        next = Self.fullFrame(frame, size: size, clearingTransparent: true, delay: entry.delay)
      } else if screen.isEmpty {
        next = Self.fullFrame(frame, size: size, clearingTransparent: false, delay: entry.delay)
        screen = frame.indices.map { Self.packed(frame.palette[Int($0)]) }
      } else if let changes = Self.changes(frame, size: size, on: &screen, delay: entry.delay) {
        next = changes
      } else {
        // Nothing changed on screen: the previous frame simply stays longer.
        pending?.delay += entry.delay
        continue
      }
      if let pending { try Self.write(pending, with: writer, globalPalette: globalPalette) }
      pending = next
    }
    if let pending { try Self.write(pending, with: writer, globalPalette: globalPalette) }
    return try writer.finish()
  }

  /// A frame as it goes to the writer.
  private struct PendingFrame {
    var indices: [UInt8]
    var x = 0
    var y = 0
    var width: Int
    var height: Int
    /// The colours, without the transparent slot that follows them.
    var palette: [PaletteColor]
    /// `palette.count` when some pixel is transparent, else `nil`.
    var transparentIndex: Int?
    var disposal: GIFWriter.Disposal
    var delay: Int
  }

  private static func write(
    _ frame: PendingFrame, with writer: GIFWriter, globalPalette: [PaletteColor]?
  ) throws {
    try writer.addFrame(
      indices: frame.indices, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      palette: frame.palette == globalPalette ? nil : withClearSlot(frame.palette),
      delay: frame.delay, transparentIndex: frame.transparentIndex, disposal: frame.disposal)
  }

  /// The palette followed by the transparent slot; it has at most 255 colours, so the table
  /// stays within GIF's 256 entries.
  private static func withClearSlot(_ palette: [PaletteColor]) -> [PaletteColor] {
    palette + [PaletteColor(red: 0, green: 0, blue: 0, alpha: 0)]
  }

  /// The whole frame; with `clearingTransparent`, pixels whose colour is (nearly) transparent
  /// use the transparent index and the frame is cleared before the next one.
  private static func fullFrame(
    _ frame: IndexedFrame, size: PixelSize, clearingTransparent: Bool, delay: Int
  ) -> PendingFrame {
    guard clearingTransparent else {
      return PendingFrame(
        indices: frame.indices, width: size.width, height: size.height, palette: frame.palette,
        transparentIndex: nil, disposal: .keep, delay: delay)
    }
    // The slot after the last colour; the palette has at most 255 colours, so it exists.
    let transparent = UInt8(frame.palette.count)
    let isClear = frame.palette.map { $0.alpha < opaqueThreshold }
    let indices = frame.indices.map { isClear[Int($0)] ? transparent : $0 }
    return PendingFrame(
      indices: indices, width: size.width, height: size.height, palette: frame.palette,
      transparentIndex: Int(transparent), disposal: .clear, delay: delay)
  }

  /// The part of `frame` that differs from `screen` (packed RGB per pixel), cropped to its
  /// bounding box with unchanged pixels transparent, or `nil` when nothing differs. Updates
  /// `screen` to show the frame.
  private static func changes(
    _ frame: IndexedFrame, size: PixelSize, on screen: inout [UInt32], delay: Int
  ) -> PendingFrame? {
    let colors = frame.palette.map(packed)
    var minX = size.width
    var minY = size.height
    var maxX = -1
    var maxY = -1
    var changed = [Bool](repeating: false, count: frame.indices.count)
    for y in 0..<size.height {
      for x in 0..<size.width {
        let i = y * size.width + x
        let color = colors[Int(frame.indices[i])]
        guard color != screen[i] else { continue }
        changed[i] = true
        screen[i] = color
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    let transparent = UInt8(frame.palette.count)
    let width = maxX - minX + 1
    let height = maxY - minY + 1
    var indices = [UInt8]()
    indices.reserveCapacity(width * height)
    for y in minY...maxY {
      for x in minX...maxX {
        let i = y * size.width + x
        indices.append(changed[i] ? frame.indices[i] : transparent)
      }
    }
    return PendingFrame(
      indices: indices, x: minX, y: minY, width: width, height: height, palette: frame.palette,
      transparentIndex: Int(transparent), disposal: .keep, delay: delay)
  }

  private static func packed(_ color: PaletteColor) -> UInt32 {
    UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  /// The bitmap's pixels with colour divided by alpha (rounded), as libimagequant expects;
  /// fully transparent pixels become transparent black.
  static func straightRGBA(_ bitmap: Bitmap) -> [UInt8] {
    var out = bitmap.pixels
    out.withUnsafeMutableBufferPointer { pixels in
      for i in stride(from: 0, to: pixels.count, by: 4) {
        let alpha = UInt32(pixels[i + 3])
        guard alpha != 255 else { continue }
        guard alpha != 0 else {
          pixels[i] = 0
          pixels[i + 1] = 0
          pixels[i + 2] = 0
          continue
        }
        for c in i..<i + 3 {
          pixels[c] = UInt8(min(255, (UInt32(pixels[c]) * 255 + alpha / 2) / alpha))
        }
      }
    }
    return out
  }
}
