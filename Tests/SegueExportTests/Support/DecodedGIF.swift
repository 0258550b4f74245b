import CGif
import Foundation
import SegueGeometry

/// A GIF decoded with giflib's `DGifSlurp` and composited frame by frame, as a browser shows it.
///
/// Independent of the encoder under test: only giflib's decoder and the GIF89a rules
/// (graphics control extension, disposal, transparency) are involved.
struct DecodedGIF {
  var width: Int
  var height: Int
  /// The picture on screen while each frame is shown, premultiplied RGBA.
  var frames: [Bitmap]
  /// Each frame's delay, hundredths of a second.
  var delays: [Int]
  /// Each frame's disposal method (`DISPOSE_*`).
  var disposals: [Int32]
  /// Each frame's rectangle on the canvas (x, y, width, height).
  var rectangles: [(x: Int, y: Int, width: Int, height: Int)]
  /// The NETSCAPE2.0 loop count (0 = forever), or `nil` without the extension.
  var loopCount: Int?
  /// Whether the file has a global colour table.
  var hasGlobalColorTable: Bool

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(contentsOf url: URL) throws {
    var error: Int32 = 0
    guard let file = DGifOpenFileName(url.path, &error) else {
      throw Failure(description: "DGifOpenFileName failed: \(error)")
    }
    defer { DGifCloseFile(file, nil) }
    guard DGifSlurp(file) == GIF_OK else {
      throw Failure(description: "DGifSlurp failed: \(file.pointee.Error)")
    }
    let gif = file.pointee
    width = Int(gif.SWidth)
    height = Int(gif.SHeight)
    hasGlobalColorTable = gif.SColorMap != nil
    frames = []
    delays = []
    disposals = []
    rectangles = []
    loopCount = nil

    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<Int(gif.ImageCount) {
      guard let image = gif.SavedImages?[index] else { continue }
      var control = GraphicsControlBlock(
        DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
      _ = DGifSavedExtensionToGCB(file, Int32(index), &control)
      if index == 0 { loopCount = Self.netscapeLoopCount(image) }
      let desc = image.ImageDesc
      guard let map = desc.ColorMap ?? gif.SColorMap, let raster = image.RasterBits else {
        throw Failure(description: "frame \(index) has no colour table or raster")
      }
      let left = Int(desc.Left)
      let top = Int(desc.Top)
      let w = Int(desc.Width)
      let h = Int(desc.Height)
      let saved = canvas
      for y in 0..<h {
        for x in 0..<w {
          let code = Int32(raster[y * w + x])
          guard code != control.TransparentColor else { continue }
          let color = map.pointee.Colors[Int(code)]
          let i = ((top + y) * width + left + x) * 4
          canvas[i] = color.Red
          canvas[i + 1] = color.Green
          canvas[i + 2] = color.Blue
          canvas[i + 3] = 255
        }
      }
      frames.append(Bitmap(width: width, height: height, pixels: canvas))
      delays.append(Int(control.DelayTime))
      disposals.append(control.DisposalMode)
      rectangles.append((left, top, w, h))
      switch control.DisposalMode {
      case Int32(DISPOSE_BACKGROUND):
        for y in top..<top + h {
          for x in left..<left + w {
            let i = (y * width + x) * 4
            canvas.replaceSubrange(i..<i + 4, with: [0, 0, 0, 0])
          }
        }
      case Int32(DISPOSE_PREVIOUS):
        canvas = saved
      default:
        break
      }
    }
  }

  /// The loop count of a NETSCAPE2.0 application extension stored before the first image.
  private static func netscapeLoopCount(_ image: SavedImage) -> Int? {
    guard let blocks = image.ExtensionBlocks else { return nil }
    let count = Int(image.ExtensionBlockCount)
    for i in 0..<count where blocks[i].Function == APPLICATION_EXT_FUNC_CODE {
      let bytes = Array(
        UnsafeBufferPointer(start: blocks[i].Bytes, count: Int(blocks[i].ByteCount)))
      guard bytes == Array("NETSCAPE2.0".utf8), i + 1 < count else { continue }
      let sub = Array(
        UnsafeBufferPointer(start: blocks[i + 1].Bytes, count: Int(blocks[i + 1].ByteCount)))
      guard sub.count == 3, sub[0] == 1 else { return nil }
      return Int(sub[1]) | Int(sub[2]) << 8
    }
    return nil
  }
}
