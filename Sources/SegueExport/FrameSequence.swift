import SegueGeometry

/// Frames to export: equally sized bitmaps shown one after another at a fixed rate.
///
/// Creating one validates everything the exporters rely on, so each exporter can assume a
/// non-empty list of same-sized frames and a usable frame rate.
public struct FrameSequence: Sendable, Hashable {
  /// The frames, premultiplied RGBA, in display order.
  public let frames: [Bitmap]
  /// Frames per second; finite and above zero.
  public let framesPerSecond: Double

  /// Creates a sequence shown at `framesPerSecond`.
  ///
  /// - Throws: `ExportError.noFrames` for an empty list, `.framesOfDifferentSizes` when a
  ///   frame's size differs from the first's, `.invalidFrameRate` unless the rate is finite
  ///   and positive.
  public init(frames: [Bitmap], framesPerSecond: Double) throws(ExportError) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFrameRate(framesPerSecond)
    }
    try Self.checkSizes(of: frames)
    self.frames = frames
    self.framesPerSecond = framesPerSecond
  }

  /// The size shared by every frame, in pixels.
  public var size: PixelSize {
    // `init` guarantees at least one frame.
    PixelSize(width: frames[0].width, height: frames[0].height)
  }

  /// The number of frames.
  public var count: Int { frames.count }

  /// How long the sequence plays, in seconds: `count / framesPerSecond`.
  public var duration: Double { Double(frames.count) / framesPerSecond }

  /// Checks that there is at least one frame and that all frames have the first one's size.
  ///
  /// - Returns: The common size.
  /// - Throws: `ExportError.noFrames` or `.framesOfDifferentSizes`.
  @discardableResult
  static func checkSizes(of frames: [Bitmap]) throws(ExportError) -> PixelSize {
    guard let first = frames.first else { throw .noFrames }
    let expected = PixelSize(width: first.width, height: first.height)
    for (index, frame) in frames.enumerated()
    where frame.width != expected.width || frame.height != expected.height {
      throw .framesOfDifferentSizes(
        index: index, size: PixelSize(width: frame.width, height: frame.height),
        expected: expected)
    }
    return expected
  }
}
