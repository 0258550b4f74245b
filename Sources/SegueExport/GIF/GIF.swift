import Foundation
import SegueGeometry

/// Animated GIF encoding: libimagequant chooses the palette, giflib writes the file.
///
/// ## Why libimagequant + giflib rather than ffmpeg's palettegen/paletteuse
/// Measured on 30 synthetic transition frames, 320×240 at 30 fps (a dark gradient, a hue-wheel
/// disc growing from a corner, a flat card sliding in; `GIFQuantizerComparison` in the tests
/// regenerates the table), release build on a shared 2-core machine, best of 7 runs; PSNR of
/// the decoded GIF against the source frames:
///
/// | encoder                                              | time    | size     | PSNR mean/worst |
/// | ---------------------------------------------------- | ------- | -------- | --------------- |
/// | libimagequant, global palette, dithering 1           |  303 ms | 135.5 KB | 39.22/38.10 dB  |
/// | libimagequant, global palette, dithering 0.75 (used) |  346 ms |  91.1 KB | 39.36/38.22 dB  |
/// | libimagequant, global palette, dithering 0.5         |  275 ms |  60.0 KB | 39.74/38.58 dB  |
/// | libimagequant, global palette, no dithering          |  247 ms |  43.5 KB | 40.98/39.86 dB  |
/// | libimagequant, palette per frame, dithering 1        | 1098 ms | 535.8 KB | 41.15/38.20 dB  |
/// | ffmpeg palettegen + paletteuse (defaults)            |  250 ms | 124.6 KB | 37.34/36.36 dB  |
/// | ffmpeg palettegen diff + paletteuse rectangle        |  244 ms | 118.0 KB | 28.84/26.34 dB  |
/// | ffmpeg palette per frame (single, new=1)             |  942 ms | 557.4 KB | 40.47/36.32 dB  |
///
/// libimagequant's palette beats palettegen's by 2 dB in a smaller file, and its adaptive
/// dithering leaves flat areas clean where `paletteuse`'s Sierra dithering speckles them.
/// ffmpeg's animation-oriented mode (`stats_mode=diff`) starves the still background of colours.
/// Per-frame palettes score higher on average but not on the worst frame, and cost six times
/// the size and three times the time: palettes that change every frame defeat frame
/// differencing and make dithering shimmer. Undithered output scores best on PSNR yet shows
/// contour bands on gradients, which PSNR does not punish; dithering 0.75 looks as smooth as 1
/// in two thirds of the size. Speed is a wash (ffmpeg's time includes starting the process;
/// runs on the shared machine spread by ±50 ms), and GIF export then needs two small C
/// libraries rather than an ffmpeg executable.
///
/// ## Timing
/// GIF delays are whole hundredths of a second. Frame `i` starts at ⌊i × 100 / fps⌋, so delays
/// alternate (30 fps → 3, 3, 4, 3, 3, 4, …) and always add up to the sequence's duration
/// rounded down to a hundredth. Browsers show delays of 0 or 1 hundredth as 10, so faster
/// sequences are resampled to 50 fps (see `schedule`).
public enum GIF {
  /// Which colours each frame may use.
  public enum PaletteMode: Sendable, Hashable {
    /// One palette of up to 255 colours for the whole animation, built from the colours of all
    /// frames (sampled evenly beyond 64 frames). Steady colours (no flicker between frames)
    /// and it lets still regions cost nothing (frame differencing).
    case global
    /// A palette of up to 255 colours per frame: better colour for sequences whose frames
    /// have very different colours, at the cost of shimmer and larger files.
    case perFrame
  }

  /// How a GIF is encoded.
  public struct Options: Sendable, Hashable {
    /// Which colours each frame may use.
    public var palette: PaletteMode
    /// Dithering level, 0 (none: flat bands) … 1 (full error diffusion; libimagequant's is
    /// adaptive and leaves flat areas and edges undithered).
    public var dithering: Double
    /// libimagequant's speed/quality trade-off, 1 (slowest, best) … 10 (fastest).
    public var speed: Int
    /// Whether the animation repeats forever (NETSCAPE2.0 loop extension); otherwise it plays
    /// once.
    public var loopsForever: Bool
    /// Threads that remap frames to the global palette (1: the calling thread alone); the
    /// bytes are the same for any count. libimagequant itself always runs on the thread that
    /// calls it, so a GIF is the same wherever it is made.
    public var concurrency: Int

    /// Creates encoding options; the defaults are chosen by the measurements above.
    ///
    /// - Precondition: `dithering` is in 0…1, `speed` in 1…10 and `concurrency` at least 1.
    public init(
      palette: PaletteMode = .global, dithering: Double = 0.75, speed: Int = 4,
      loopsForever: Bool = true, concurrency: Int = 1
    ) {
      precondition((0...1).contains(dithering), "GIF dithering must be in 0…1, got \(dithering)")
      precondition((1...10).contains(speed), "GIF quantizer speed must be in 1…10, got \(speed)")
      precondition(concurrency >= 1, "a GIF needs at least one thread, got \(concurrency)")
      self.concurrency = concurrency
      self.palette = palette
      self.dithering = dithering
      self.speed = speed
      self.loopsForever = loopsForever
    }
  }

  /// A frame of the GIF: which source frame it shows and for how long.
  public struct ScheduledFrame: Sendable, Hashable {
    /// Index of the source frame shown.
    public var frame: Int
    /// How long it stays, in hundredths of a second.
    public var delay: Int
  }

  /// The shortest delay, in hundredths of a second, that browsers honour; 0 and 1 are shown
  /// as 10.
  public static let minimumDelay = 2

  /// Which of `frameCount` frames shown at `framesPerSecond` go into a GIF, and their delays.
  ///
  /// Up to 50 fps every frame is kept and frame `i` starts at ⌊i × 100 / fps⌋ hundredths.
  /// Faster sequences are resampled to one frame every `minimumDelay` hundredths, each showing
  /// the source frame on screen at that time, and the last one showing the last frame. Either
  /// way the delays sum to ⌊frameCount × 100 / fps⌋ exactly.
  ///
  /// - Precondition: `frameCount > 0` and `framesPerSecond` finite and positive.
  public static func schedule(frameCount: Int, framesPerSecond: Double) -> [ScheduledFrame] {
    precondition(frameCount > 0, "a GIF needs at least one frame")
    precondition(
      framesPerSecond.isFinite && framesPerSecond > 0,
      "frame rate must be positive, got \(framesPerSecond)")
    // The epsilon keeps 3 × 100 / 30 from flooring to 9 through rounding error.
    func floored(_ value: Double) -> Int { Int((value + 1e-9).rounded(.down)) }
    let total = floored(Double(frameCount) * 100 / framesPerSecond)
    let starts: [(frame: Int, start: Int)]
    if 100 / framesPerSecond >= Double(minimumDelay) - 1e-9 {
      starts = (0..<frameCount).map { ($0, floored(Double($0) * 100 / framesPerSecond)) }
    } else {
      let count = max(total / minimumDelay, 1)
      starts = (0..<count).map { k in
        let time = k * minimumDelay
        return (min(floored(Double(time) * framesPerSecond / 100), frameCount - 1), time)
      }
    }
    var frames = starts.indices.map { k in
      let end = k + 1 < starts.count ? starts[k + 1].start : total
      return ScheduledFrame(frame: starts[k].frame, delay: end - starts[k].start)
    }
    frames[frames.count - 1].frame = frameCount - 1
    return frames
  }

  /// Encodes `sequence` as an animated GIF.
  ///
  /// Colours are un-premultiplied first; pixels with alpha below 128 become transparent (GIF
  /// has no partial transparency).
  ///
  /// - Throws: `ExportError.encodingFailed` if libimagequant or giflib fails.
  public static func encode(_ sequence: FrameSequence, options: Options = Options())
    throws(ExportError) -> Data
  {
    do {
      return try GIFEncoder(options: options).encode(sequence)
    } catch {
      throw .encodingFailed(format: "GIF", reason: "\(error)")
    }
  }

  /// Encodes `sequence` as an animated GIF and writes it to `url`, replacing any file there.
  ///
  /// The folder is created if needed; the file appears only once complete.
  ///
  /// - Throws: `ExportError.encodingFailed` or `.unwritableDestination`; nothing is left at
  ///   `url` (or next to it) after an error.
  public static func write(
    _ sequence: FrameSequence, to url: URL, options: Options = Options()
  ) throws(ExportError) {
    let data = try encode(sequence, options: options)
    try StagedFile(destination: url).write(data)
  }
}
