import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// PNG encoding and decoding of bitmaps, through Cairo's PNG support (libpng).
public enum PNG {
  /// An error reading or writing a PNG.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is not a PNG Cairo can read.
    case unreadable(String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
      switch self {
      case .unreadable(let why): "not a readable PNG: \(why)"
      case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
      }
    }
  }

  /// Whether `data` starts with the PNG signature.
  public static func isPNG(_ data: Data) -> Bool {
    data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  /// Encodes a bitmap as PNG data (8-bit RGBA; colour is un-premultiplied by libpng).
  public static func encode(_ bitmap: Bitmap) throws -> Data {
    let surface = try CairoSurface(bitmap: bitmap)
    let sink = DataSink()
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(
        surface.surface,
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
          sink.data.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.backend(
        "PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
    }
    return sink.data
  }

  /// Decodes PNG data into a premultiplied RGBA bitmap.
  public static func decode(_ data: Data) throws -> Bitmap {
    try decodeWithOpacity(data).bitmap
  }

  /// Decodes PNG data, and whether its pixel format says every pixel is opaque (no alpha
  /// channel: true; with one, nil — its pixels tell).
  static func decodeWithOpacity(_ data: Data) throws -> (bitmap: Bitmap, isOpaque: Bool?) {
    let source = DataSource(data: data)
    let made: OpaquePointer? = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
          let wanted = Int(length)
          guard source.offset + wanted <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
          source.data.copyBytes(
            to: buffer,
            from: source.data.startIndex + source.offset..<source.data.startIndex + source.offset
              + wanted)
          source.offset += wanted
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    guard let made else { throw Failure.unreadable("Cairo returned no surface") }
    let status = cairo_surface_status(made)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(made)
      throw Failure.unreadable(String(cString: cairo_status_to_string(status)))
    }
    // PNGs without alpha decode as RGB24; redraw them into ARGB32 so every bitmap is alike.
    if cairo_image_surface_get_format(made) != CAIRO_FORMAT_ARGB32 {
      defer { cairo_surface_destroy(made) }
      let target = try CairoSurface(
        width: Int(cairo_image_surface_get_width(made)),
        height: Int(cairo_image_surface_get_height(made)))
      let cr = cairo_create(target.surface)
      cairo_set_source_surface(cr, made, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      return (target.bitmap(), true)
    }
    return (try CairoSurface(adopting: made).bitmap(), nil)
  }

  /// Reads a PNG file.
  public static func read(contentsOf url: URL) throws -> Bitmap {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw Failure.unreadable("\(url.path): \(error.localizedDescription)")
    }
    return try decode(data)
  }

  /// Writes a bitmap as a PNG file, atomically: the data goes to a temporary file in the same
  /// folder which is then renamed, so a failed write never leaves a partial file.
  public static func write(_ bitmap: Bitmap, to url: URL) throws {
    let data = try encode(bitmap)
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw Failure.unwritable(path: url.path, reason: error.localizedDescription)
    }
  }
}

private final class DataSink {
  var data = Data()
}

private final class DataSource {
  let data: Data
  var offset = 0
  init(data: Data) { self.data = data }
}
