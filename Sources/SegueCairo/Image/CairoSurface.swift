import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// An owned Cairo image surface in `ARGB32` (premultiplied, native-endian 32-bit pixels).
///
/// The bridge between `Bitmap` (byte order R, G, B, A) and what Cairo draws into. On a
/// little-endian machine ARGB32 is stored as bytes B, G, R, A, so conversion swaps R and B.
public final class CairoSurface {
  /// The underlying surface; owned, destroyed with this object.
  public let surface: OpaquePointer
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int

  /// Whether the surface is `RGB24`: every pixel opaque, which lets Cairo copy instead of blend.
  public let isOpaque: Bool

  /// Creates a transparent surface (or, `opaque`, an RGB24 one whose pixels have no alpha).
  ///
  /// - Throws: `RenderError.invalidCanvas` for a non-positive or absurd size,
  ///   `RenderError.backend` when Cairo cannot allocate it.
  public init(width: Int, height: Int, opaque: Bool = false) throws {
    guard width > 0, height > 0, width <= CairoSurface.maximumSide,
      height <= CairoSurface.maximumSide
    else {
      throw RenderError.invalidCanvas(
        "surface of \(width)×\(height) pixels (each side must be 1…\(CairoSurface.maximumSide))")
    }
    let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    guard let made = cairo_image_surface_create(format, Int32(width), Int32(height))
    else { throw RenderError.backend("cairo_image_surface_create returned nil") }
    try CairoSurface.check(made)
    self.surface = made
    self.width = width
    self.height = height
    self.isOpaque = opaque
  }

  /// A surface reading `pixels` in place; nothing may draw into it (the pixels are shared:
  /// `SharedImagePixels`), except the renderer that made cleared pixels for a picture's samples
  /// before it shares them (`StillPictureSamples`). Cairo keeps the pixels alive for as long as
  /// anything holds the surface, a pattern set as a source included.
  init(reading pixels: ConvertedPixels) throws {
    guard
      let made = cairo_image_surface_create_for_data(
        pixels.data.assumingMemoryBound(to: UInt8.self), pixels.format, Int32(pixels.width),
        Int32(pixels.height), Int32(pixels.stride))
    else { throw RenderError.backend("cairo_image_surface_create_for_data returned nil") }
    try CairoSurface.check(made)
    let owner = Unmanaged.passRetained(pixels).toOpaque()
    let status = cairo_surface_set_user_data(made, Self.pixelOwnerKey, owner) { owner in
      if let owner { Unmanaged<ConvertedPixels>.fromOpaque(owner).release() }
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      Unmanaged<ConvertedPixels>.fromOpaque(owner).release()
      cairo_surface_destroy(made)
      throw RenderError.backend("cairo_surface_set_user_data failed")
    }
    self.surface = made
    self.width = pixels.width
    self.height = pixels.height
    self.isOpaque = pixels.format == CAIRO_FORMAT_RGB24
  }

  /// The key under which a surface reading shared pixels holds them (Cairo compares addresses).
  nonisolated(unsafe) private static let pixelOwnerKey =
    UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

  /// Takes ownership of an existing ARGB32 image surface.
  init(adopting made: OpaquePointer) throws {
    try CairoSurface.check(made)
    guard cairo_image_surface_get_format(made) == CAIRO_FORMAT_ARGB32 else {
      cairo_surface_destroy(made)
      throw RenderError.backend("expected an ARGB32 surface")
    }
    self.surface = made
    self.width = Int(cairo_image_surface_get_width(made))
    self.height = Int(cairo_image_surface_get_height(made))
    self.isOpaque = false
  }

  /// Creates a surface holding a copy of `bitmap`'s pixels; a bitmap without any transparent
  /// pixel becomes an opaque (RGB24) surface when `detectOpaque` is set.
  public convenience init(bitmap: Bitmap, detectOpaque: Bool = false) throws {
    try self.init(bitmap: bitmap, opaque: detectOpaque && bitmap.isFullyOpaque)
  }

  /// Creates a surface holding a copy of `bitmap`'s pixels, RGB24 when `opaque` (which the
  /// caller knows: every pixel has alpha 255, e.g. `Image.isOpaque`), otherwise ARGB32.
  convenience init(bitmap: Bitmap, opaque: Bool) throws {
    try self.init(width: bitmap.width, height: bitmap.height, opaque: opaque)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.backend("image surface has no data")
    }
    bitmap.pixels.withUnsafeBytes { source in
      guard let source = source.baseAddress else { return }
      PixelRow.store(bitmap: source, into: data, stride: stride, width: width, height: height)
    }
    cairo_surface_mark_dirty(surface)
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// A copy of the surface's pixels as a `Bitmap`.
  public func bitmap() -> Bitmap {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let count = width * height * 4
    guard let data = cairo_image_surface_get_data(surface) else {
      return Bitmap(width: width, height: height, pixels: [UInt8](repeating: 0, count: count))
    }
    // Every byte is written by the conversion, so the array is not cleared first.
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      if let out = out.baseAddress {
        PixelRow.load(
          surface: data, stride: stride, opaque: isOpaque, into: out, width: width,
          height: height)
      }
      initialized = count
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// The largest side Segue accepts for a surface (Cairo's own limit is 32767).
  public static let maximumSide = 16_384

  static func check(_ surface: OpaquePointer) throws {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      let message = String(cString: cairo_status_to_string(status))
      cairo_surface_destroy(surface)
      throw RenderError.backend(message)
    }
  }
}
