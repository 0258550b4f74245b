import CCairo
import Foundation

/// Offscreen Cairo image surfaces whose memory is kept from one frame to the next.
///
/// Shadows, 3D layers and resampled pictures draw into offscreen surfaces frame after frame,
/// often of a slightly different size each time (a picture in flight grows by a few pixels a
/// frame). Fresh memory costs a page fault per 4 KiB on first touch (a full-screen plane at 3×
/// is 12 MiB), far more than reusing memory already mapped. So surfaces are made over pooled
/// buffers: a request takes the smallest free buffer large enough for it, whatever its shape,
/// and a new buffer is made with some room to spare, so that a growing surface keeps fitting.
/// A surface is lent for the duration of one drawing step; giving it back destroys the Cairo
/// surface and frees its buffer for the next request. At the end of a frame every buffer that
/// was not lent during it is released, so memory follows the current frame's needs.
///
/// Callers must not keep a reference to a lent surface past `giveBack`: its memory is reused.
final class ScratchSurfaces {
  /// Memory a surface can be made over.
  private final class Buffer {
    let bytes: UnsafeMutableRawPointer
    let capacity: Int
    var lentThisFrame = false

    init(capacity: Int) {
      self.capacity = capacity
      bytes = UnsafeMutableRawPointer.allocate(
        byteCount: capacity, alignment: ScratchSurfaces.alignment)
    }

    deinit { bytes.deallocate() }
  }

  /// Buffer alignment, bytes (a cache line; Cairo needs 4).
  static let alignment = 64
  /// New buffers get this fraction of their first request's size to spare (1/4), so a surface
  /// growing frame by frame reuses its buffer for a while.
  static let headroomDivisor = 4
  /// The largest surface lent, bytes (as large as the largest canvas, 256 MiB).
  static let maximumBytes = CairoRenderer.maximumCanvasPixels * 4
  /// Buffer sizes are rounded up to this many bytes.
  static let granularity = 64 << 10

  private var available: [Buffer] = []
  private var lent: [OpaquePointer: Buffer] = [:]

  /// A surface, cleared (fully transparent) unless `cleared` is false, when the caller is about
  /// to replace every pixel and the memory may hold anything; give it back with `giveBack`
  /// when done. Nil when the size is not positive or Cairo cannot make the surface.
  func take(_ format: cairo_format_t, width: Int, height: Int, cleared: Bool = true)
    -> OpaquePointer?
  {
    guard width > 0, height > 0, width <= CairoSurface.maximumSide,
      height <= CairoSurface.maximumSide
    else { return nil }
    let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    guard stride > 0 else { return nil }
    let size = stride * height
    guard size <= Self.maximumBytes else { return nil }
    let buffer: Buffer
    if let index = bestFit(for: size) {
      buffer = available.remove(at: index)
    } else {
      let wanted = size + size / Self.headroomDivisor
      buffer = Buffer(
        capacity: (wanted + Self.granularity - 1) / Self.granularity * Self.granularity)
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        buffer.bytes.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height),
        Int32(stride))
    else {
      available.append(buffer)
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      available.append(buffer)
      return nil
    }
    if cleared { memset(buffer.bytes, 0, size) }
    buffer.lentThisFrame = true
    lent[surface] = buffer
    bytesLent += size
    return surface
  }

  /// Returns a surface obtained from `take`; its memory goes back to the pool.
  func giveBack(_ surface: OpaquePointer) {
    guard let buffer = lent.removeValue(forKey: surface) else {
      preconditionFailure("ScratchSurfaces.giveBack: the surface was not lent by this pool")
    }
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
    available.append(buffer)
  }

  /// Releases the buffers not lent during the frame that just ended.
  func endFrame() {
    available.removeAll { !$0.lentThisFrame }
    for buffer in available { buffer.lentThisFrame = false }
    for buffer in lent.values { buffer.lentThisFrame = false }
  }

  /// The number of buffers held for reuse.
  var count: Int { available.count }
  /// The bytes of all the surfaces lent so far: the offscreen memory drawing could touch.
  private(set) var bytesLent = 0

  /// The index of the smallest available buffer holding `size` bytes.
  private func bestFit(for size: Int) -> Int? {
    var best: Int?
    for (index, buffer) in available.enumerated() where buffer.capacity >= size {
      if best.map({ buffer.capacity < available[$0].capacity }) ?? true { best = index }
    }
    return best
  }
}
