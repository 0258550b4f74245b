import CGif
import Foundation

/// A GIF89a stream assembled in memory with giflib's low-level encoder.
///
/// giflib does the LZW compression and the block framing; this type decides nothing about
/// colours or timing, it only writes what `GIFEncoder` hands it.
final class GIFWriter {
  /// What a GIF decoder does with a frame's area before drawing the next frame.
  enum Disposal: Int32 {
    /// Leave the frame in place; the next frame draws over it (`DISPOSE_DO_NOT`).
    case keep = 1
    /// Clear the frame's area to the background, i.e. transparent (`DISPOSE_BACKGROUND`).
    case clear = 2
  }

  private let sink = Sink()
  private var file: UnsafeMutablePointer<GifFileType>?

  /// Starts a GIF of `width`×`height` pixels.
  ///
  /// - Parameters:
  ///   - globalPalette: The colour table frames use unless they bring their own.
  ///   - loopsForever: Whether to add the NETSCAPE2.0 application extension with a loop count
  ///     of 0 (repeat forever); without it a GIF plays once.
  init(width: Int, height: Int, globalPalette: [PaletteColor]?, loopsForever: Bool) throws {
    var error: Int32 = 0
    guard
      let file = EGifOpen(
        Unmanaged.passUnretained(sink).toOpaque(),
        { file, bytes, count in
          guard let file, let user = file.pointee.UserData else { return 0 }
          let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
          if let bytes, count > 0 { sink.data.append(bytes, count: Int(count)) }
          return count
        }, &error)
    else { throw GIFWriterFailure("EGifOpen: \(Self.message(error))") }
    self.file = file
    EGifSetGifVersion(file, true)
    try withColorMap(globalPalette) { map in
      try check(
        EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc")
    }
    if loopsForever {
      try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
      let identifier = Array("NETSCAPE2.0".utf8)
      try check(EGifPutExtensionBlock(file, 11, identifier), "EGifPutExtensionBlock")
      // Sub-block 1 = loop count, little-endian UInt16; 0 repeats forever.
      let loop: [UInt8] = [1, 0, 0]
      try check(EGifPutExtensionBlock(file, 3, loop), "EGifPutExtensionBlock")
      try check(EGifPutExtensionTrailer(file), "EGifPutExtensionTrailer")
    }
  }

  deinit {
    if let file { EGifCloseFile(file, nil) }
  }

  /// Appends one frame.
  ///
  /// - Parameters:
  ///   - indices: `width * height` palette indices, row by row.
  ///   - x: Left edge of the frame's rectangle on the canvas, pixels.
  ///   - y: Top edge, pixels.
  ///   - palette: A local colour table, or `nil` to use the global one.
  ///   - delay: How long the frame stays, in hundredths of a second.
  ///   - transparentIndex: The index drawn as "no pixel" (the canvas shows through), if any.
  func addFrame(
    indices: [UInt8], x: Int, y: Int, width: Int, height: Int, palette: [PaletteColor]?,
    delay: Int, transparentIndex: Int?, disposal: Disposal
  ) throws {
    guard let file else { throw GIFWriterFailure("frame added after finish()") }
    var control = GraphicsControlBlock(
      DisposalMode: disposal.rawValue, UserInputFlag: false, DelayTime: Int32(delay),
      TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [GifByteType](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(
      EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes),
      "EGifPutExtension")
    try withColorMap(palette) { map in
      try check(
        EGifPutImageDesc(file, Int32(x), Int32(y), Int32(width), Int32(height), false, map),
        "EGifPutImageDesc")
    }
    var pixels = indices
    try check(EGifPutLine(file, &pixels, Int32(pixels.count)), "EGifPutLine")
  }

  /// Ends the stream and returns the GIF's bytes.
  func finish() throws -> Data {
    guard let file else { throw GIFWriterFailure("finish() called twice") }
    self.file = nil
    var error: Int32 = 0
    guard EGifCloseFile(file, &error) == GIF_OK else {
      throw GIFWriterFailure("EGifCloseFile: \(Self.message(error))")
    }
    return sink.data
  }

  /// The number of colour-table entries a palette of `count` colours needs: GIF tables hold a
  /// power of two entries, 2…256.
  static func tableSize(for count: Int) -> Int {
    var size = 2
    while size < count { size *= 2 }
    return size
  }

  /// Calls `body` with a giflib colour map holding `palette` (padded with black), or `nil`.
  private func withColorMap(
    _ palette: [PaletteColor]?, _ body: (UnsafeMutablePointer<ColorMapObject>?) throws -> Void
  ) throws {
    guard let palette else { return try body(nil) }
    precondition(palette.count <= 256, "a GIF colour table holds at most 256 colours")
    var colors = palette.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
    colors += Array(
      repeating: GifColorType(Red: 0, Green: 0, Blue: 0),
      count: Self.tableSize(for: palette.count) - palette.count)
    guard let map = GifMakeMapObject(Int32(colors.count), colors) else {
      throw GIFWriterFailure("GifMakeMapObject failed for \(colors.count) colours")
    }
    // giflib copies the map into the file's state, so ours can go right after the call.
    defer { GifFreeMapObject(map) }
    try body(map)
  }

  private func check(_ status: Int32, _ call: String) throws {
    guard status == GIF_OK else {
      throw GIFWriterFailure("\(call): \(Self.message(file?.pointee.Error ?? 0))")
    }
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }

  private final class Sink {
    var data = Data()
  }
}

/// A giflib call that failed.
struct GIFWriterFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
