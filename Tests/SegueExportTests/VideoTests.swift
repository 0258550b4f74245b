import Foundation
import SegueExport
import SegueGeometry
import Testing

@Suite struct VideoTests {
  @Test func mp4HasEveryFrameAtTheFramesSize() throws {
    let ffmpeg = try Tool.requireFFmpeg()
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = (0..<12).map { Frames.transition(progress: Double($0) / 11) }
    let url = folder.appendingPathComponent("out/transition.mp4")
    try Video.write(
      FrameSequence(frames: frames, framesPerSecond: 30), to: url, format: .mp4, ffmpeg: ffmpeg)

    let stream = try Tool.probe(url)
    #expect(stream.codec == "h264")
    #expect(stream.pixelFormat == "yuv420p")
    #expect(stream.width == 160 && stream.height == 120)
    #expect(stream.frameCount == "12")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(left == ["transition.mp4"])
  }

  @Test func mp4PadsAnOddSizeByOnePixel() throws {
    let ffmpeg = try Tool.requireFFmpeg()
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("odd.mp4")
    let frames = [
      Frames.flat(200, 60, 40, width: 33, height: 25),
      Frames.flat(40, 60, 200, width: 33, height: 25),
    ]
    try Video.write(
      FrameSequence(frames: frames, framesPerSecond: 10), to: url, format: .mp4, ffmpeg: ffmpeg)
    let stream = try Tool.probe(url)
    #expect(stream.width == 34 && stream.height == 26)
    #expect(stream.frameCount == "2")
    #expect(
      Video.Format.mp4.encodedSize(for: PixelSize(width: 33, height: 25))
        == PixelSize(width: 34, height: 26))
    #expect(
      Video.Format.webm.encodedSize(for: PixelSize(width: 33, height: 25))
        == PixelSize(width: 33, height: 25))
  }

  @Test func mp4KeepsAFlatColour() throws {
    let ffmpeg = try Tool.requireFFmpeg()
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("flat.mp4")
    let frames = Array(repeating: Frames.flat(200, 60, 40, width: 32, height: 32), count: 3)
    try Video.write(
      FrameSequence(frames: frames, framesPerSecond: 10), to: url, format: .mp4, ffmpeg: ffmpeg)
    // Decode the first frame back to RGB; the decoder reads the BT.709 tags we wrote.
    let rgb = try Tool.run(
      ffmpeg.executable,
      ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
    #expect(rgb.count == 32 * 32 * 3)
    let centre = (16 * 32 + 16) * 3
    #expect(abs(Int(rgb[centre]) - 200) <= 4)
    #expect(abs(Int(rgb[centre + 1]) - 60) <= 4)
    #expect(abs(Int(rgb[centre + 2]) - 40) <= 4)
  }

  @Test func webmIsVP9() throws {
    let ffmpeg = try Tool.requireFFmpeg()
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("transition.webm")
    let frames = (0..<6).map { Frames.transition(progress: Double($0) / 5, width: 65, height: 49) }
    try Video.write(
      FrameSequence(frames: frames, framesPerSecond: 24), to: url, format: .webm, ffmpeg: ffmpeg)
    let stream = try Tool.probe(url)
    #expect(stream.codec == "vp9")
    #expect(stream.width == 65 && stream.height == 49)
    #expect(stream.frameCount == "6")
  }

  @Test func aMissingFFmpegIsATypedErrorSayingHowToInstallIt() throws {
    let empty = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: ExportError.ffmpegNotFound) {
      try FFmpeg.locate(searchPath: empty.path)
    }
    #expect(throws: ExportError.ffmpegNotFound) { try FFmpeg.locate(searchPath: nil) }
    #expect(
      ExportError.ffmpegNotFound.description
        == "ffmpeg not found on PATH; install it with Scripts/setup or apt-get install ffmpeg.")
  }

  @Test func aFailingFFmpegLeavesNothingBehindAndQuotesItsMessage() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Writes half a file to its output (the last argument), complains and fails, without
    // reading the frames.
    let fake = folder.appendingPathComponent("tools/ffmpeg")
    try FileManager.default.createDirectory(
      at: fake.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    #!/bin/sh
    for last; do :; done
    printf 'half a video' > "$last"
    echo "Unknown encoder 'libx264'" >&2
    exit 3
    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let output = folder.appendingPathComponent("videos")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

    let frames = (0..<30).map { _ in Frames.flat(1, 2, 3, width: 256, height: 256) }
    #expect(
      throws: ExportError.ffmpegFailed(exitStatus: 3, stderrTail: "Unknown encoder 'libx264'")
    ) {
      try Video.write(
        FrameSequence(frames: frames, framesPerSecond: 30),
        to: output.appendingPathComponent("x.mp4"), format: .mp4, ffmpeg: FFmpeg(executable: fake))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
  }

  /// A fake ffmpeg that reads the frames, writes `body` to its output (the last argument),
  /// prints `message` on stderr and exits with 0.
  private func fakeFFmpeg(in folder: URL, body: String, message: String) throws -> FFmpeg {
    let fake = folder.appendingPathComponent("tools/ffmpeg")
    try FileManager.default.createDirectory(
      at: fake.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    #!/bin/sh
    for last; do :; done
    cat > /dev/null
    printf '\(body)' > "$last"
    \(message.isEmpty ? "" : "echo '\(message)' >&2")
    exit 0
    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    return FFmpeg(executable: fake)
  }

  @Test func ffmpegSucceedingAfterAFullDiskIsAFailureThatLeavesNothing() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // What ffmpeg 5 does when a WebM's last clusters do not fit: says so, and exits with 0.
    let ffmpeg = try fakeFFmpeg(
      in: folder, body: "half a video",
      message: "Error writing trailer of out.webm: No space left on device")
    let output = folder.appendingPathComponent("videos")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let frames = (0..<3).map { _ in Frames.flat(1, 2, 3, width: 16, height: 16) }
    let url = output.appendingPathComponent("x.webm")
    #expect(
      throws: ExportError.unwritableDestination(
        path: url.path, reason: "no space left on the device")
    ) {
      try Video.write(
        FrameSequence(frames: frames, framesPerSecond: 30), to: url, format: .webm,
        ffmpeg: ffmpeg)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
  }

  @Test(arguments: ["", "not a video at all"])
  func aSilentSuccessWithAShortFileIsRefused(body: String) throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Silent, status 0, and a file that is empty or not a video: only looking at the file
    // (its size; the frames ffprobe reads) tells.
    let ffmpeg = try fakeFFmpeg(in: folder, body: body, message: "")
    let output = folder.appendingPathComponent("videos")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let frames = (0..<3).map { _ in Frames.flat(1, 2, 3, width: 16, height: 16) }
    let url = output.appendingPathComponent("x.mp4")
    do {
      try Video.write(
        FrameSequence(frames: frames, framesPerSecond: 30), to: url, format: .mp4,
        ffmpeg: ffmpeg)
      Issue.record("a short file was kept")
    } catch {
      guard case .incompleteVideo(let path, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == url.path)
      #expect(reason.contains(body.isEmpty ? "empty" : "0 of 3 frames"), "\(reason)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
  }

  @Test func ffmpegThatCannotStartIsReported() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sequence = try FrameSequence(frames: [Frames.flat(0, 0, 0)], framesPerSecond: 1)
    do {
      try Video.write(
        sequence, to: folder.appendingPathComponent("x.webm"), format: .webm,
        ffmpeg: FFmpeg(executable: folder.appendingPathComponent("no-such-ffmpeg")))
      Issue.record("expected an error")
    } catch {
      guard case .ffmpegFailed(_, let tail) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(tail.contains("cannot start"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }
}
