import Foundation
import SegueExport
import SegueGeometry
import Testing

/// Measures GIF quality, size and time of libimagequant + giflib against ffmpeg's
/// palettegen/paletteuse, the numbers quoted in `GIF`'s documentation.
///
/// Off by default (it takes a while and only prints); run it with
/// `SEGUE_GIF_BENCHMARK=1 swift test -c release --filter GIFQuantizerComparison`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SEGUE_GIF_BENCHMARK"] == "1"))
struct GIFQuantizerComparison {
  @Test func compareWithFFmpeg() throws {
    let ffmpeg = try Tool.requireFFmpeg()
    let folder = try Frames.temporaryFolder()
    defer {
      if ProcessInfo.processInfo.environment["SEGUE_GIF_BENCHMARK_KEEP"] == nil {
        try? FileManager.default.removeItem(at: folder)
      } else {
        print("GIFs kept in \(folder.path)")
      }
    }
    let count = 30
    let frames = (0..<count).map {
      Frames.transition(progress: Double($0) / Double(count - 1), width: 320, height: 240)
    }
    let sequence = try FrameSequence(frames: frames, framesPerSecond: 30)
    let raw = folder.appendingPathComponent("frames.rgba")
    try Data(frames.flatMap(\.pixels)).write(to: raw)

    var rows: [String] = []
    func measure(_ name: String, _ encode: (URL) throws -> Void) throws {
      let url = folder.appendingPathComponent("\(rows.count).gif")
      var best = Double.infinity
      for _ in 0..<7 {
        let start = ContinuousClock.now
        try encode(url)
        let elapsed = ContinuousClock.now - start
        best = min(
          best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
      }
      let gif = try DecodedGIF(contentsOf: url)
      let psnrs = zip(gif.frames, frames).map { Frames.psnr($0, $1) }
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
      rows.append(
        "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) "
          + String(
            format: "%6.0f ms  %7.1f KB  PSNR mean %5.2f dB  min %5.2f dB", best * 1000,
            Double(size) / 1024, psnrs.reduce(0, +) / Double(psnrs.count), psnrs.min() ?? 0))
    }

    for (name, options) in [
      ("libimagequant global, dither 1", GIF.Options(palette: .global, dithering: 1)),
      ("libimagequant global, dither 0.75", GIF.Options(palette: .global, dithering: 0.75)),
      ("libimagequant global, dither 0.5", GIF.Options(palette: .global, dithering: 0.5)),
      ("libimagequant global, dither 0", GIF.Options(palette: .global, dithering: 0)),
      ("libimagequant per frame, dither 1", GIF.Options(palette: .perFrame, dithering: 1)),
      ("libimagequant global, dither 0.75, speed 1", GIF.Options(palette: .global, speed: 1)),
    ] {
      try measure(name) { try GIF.write(sequence, to: $0, options: options) }
    }
    let input = [
      "-v", "error", "-f", "rawvideo", "-pixel_format", "rgba", "-video_size", "320x240",
      "-framerate", "30", "-i", raw.path,
    ]
    for (name, filter) in [
      (
        "ffmpeg palettegen + paletteuse (defaults)", "split[a][b];[a]palettegen[p];[b][p]paletteuse"
      ),
      (
        "ffmpeg palettegen diff + paletteuse rect",
        "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=diff_mode=rectangle"
      ),
      (
        "ffmpeg per-frame palettes (single, new=1)",
        "split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1"
      ),
    ] {
      try measure(name) { url in
        _ = try Tool.run(ffmpeg.executable, input + ["-filter_complex", filter, "-y", url.path])
      }
    }
    print(
      "GIF of \(count) frames, 320×240, 30 fps (best of 7 runs):\n" + rows.joined(separator: "\n"))
  }
}
