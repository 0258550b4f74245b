import CJPEG
import Foundation
import SegueGeometry

/// JPEG decoding of bitmaps, through libjpeg(-turbo) (the CJPEG shim). Segue reads JPEG but
/// does not write it: frames are exported as PNG, GIF or video.
public enum JPEG {
  /// An error reading a JPEG.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is not a JPEG libjpeg can decode; the reason is libjpeg's message.
    case unreadable(String)

    public var description: String {
      switch self {
      case .unreadable(let why): "not a readable JPEG: \(why)"
      }
    }
  }

  /// Whether `data` starts like a JPEG (the SOI marker FF D8 followed by a marker).
  public static func isJPEG(_ data: Data) -> Bool {
    data.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// Decodes JPEG data into an opaque RGBA bitmap (grey and CMYK files are converted).
  public static func decode(_ data: Data) throws -> Bitmap {
    guard !data.isEmpty else { throw Failure.unreadable("no data") }
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let capacity = 200
    var message = [CChar](repeating: 0, count: capacity)
    let status = data.withUnsafeBytes { raw in
      cjpeg_decode_rgba(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &pixels, &width, &height,
        &message, capacity)
    }
    guard status == 0, let pixels else {
      let text = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw Failure.unreadable(text.isEmpty ? "libjpeg failed" : text)
    }
    defer { cjpeg_free(pixels) }
    guard width > 0, height > 0 else { throw Failure.unreadable("empty image") }
    let count = Int(width) * Int(height) * 4
    // Opaque pixels: premultiplied and straight RGBA are the same bytes.
    return Bitmap(
      width: Int(width), height: Int(height),
      pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }
}
