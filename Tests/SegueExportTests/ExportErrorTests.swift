import Foundation
import SegueExport
import SegueGeometry
import Testing

@Suite struct ExportErrorTests {
  @Test func anEmptySequenceIsRejected() {
    #expect(throws: ExportError.noFrames) { try FrameSequence(frames: [], framesPerSecond: 30) }
    #expect(ExportError.noFrames.description == "There are no frames to export.")
  }

  @Test(arguments: [0, -1, Double.nan, Double.infinity])
  func aFrameRateMustBePositiveAndFinite(rate: Double) {
    #expect(throws: ExportError.self) {
      try FrameSequence(frames: [Frames.flat(0, 0, 0)], framesPerSecond: rate)
    }
  }

  @Test func framesOfDifferentSizesNameTheFirstOffender() {
    let frames = [
      Frames.flat(0, 0, 0, width: 10, height: 10), Frames.flat(0, 0, 0, width: 10, height: 10),
      Frames.flat(0, 0, 0, width: 11, height: 10),
    ]
    do {
      _ = try FrameSequence(frames: frames, framesPerSecond: 30)
      Issue.record("expected an error")
    } catch {
      #expect(
        error
          == .framesOfDifferentSizes(
            index: 2, size: PixelSize(width: 11, height: 10),
            expected: PixelSize(width: 10, height: 10)))
      #expect(
        error.description
          == "Frame 2 is 11×10 pixels but frame 0 is 10×10; every frame of an export must have "
          + "the same size.")
    }
  }

  @Test func aDestinationInsideAFileIsUnwritableAndNothingIsCreated() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let sequence = try FrameSequence(frames: [Frames.flat(9, 9, 9)], framesPerSecond: 10)
    for format in ExportFormat.allCases {
      do {
        try format.write(sequence, to: file.appendingPathComponent("sub/out.\(format.rawValue)"))
        Issue.record("\(format) should fail")
      } catch {
        guard case .unwritableDestination(let path, _) = error else {
          Issue.record("\(format): unexpected \(error)")
          continue
        }
        #expect(path.hasPrefix(file.path))
        #expect(error.description.hasPrefix("Cannot write \(file.path)"))
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
  }

  @Test func aDestinationThatIsAFolderIsNotReplaced() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let taken = folder.appendingPathComponent("out.gif")
    try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
    let sequence = try FrameSequence(frames: [Frames.flat(9, 9, 9)], framesPerSecond: 10)
    #expect(
      throws: ExportError.unwritableDestination(
        path: taken.path, reason: "it is an existing folder")
    ) {
      try GIF.write(sequence, to: taken)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.gif"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: taken.path) == [])
  }

  @Test func anExistingFileIsReplacedWhole() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.gif")
    try Data(repeating: 7, count: 100_000).write(to: url)
    try GIF.write(FrameSequence(frames: [Frames.flat(9, 9, 9)], framesPerSecond: 10), to: url)
    let gif = try DecodedGIF(contentsOf: url)
    #expect(gif.frames.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.gif"])
  }

  @Test func formatsFollowFileExtensions() {
    #expect(ExportFormat(fileExtension: "GIF") == .gif)
    #expect(ExportFormat(fileExtension: "mp4") == .mp4)
    #expect(ExportFormat(fileExtension: "webm") == .webm)
    #expect(ExportFormat(fileExtension: "png") == nil)
    #expect(ExportFormat(fileExtension: "mov") == nil)
  }

  @Test func ffmpegFailureQuotesItsLastLines() {
    let error = ExportError.ffmpegFailed(exitStatus: 1, stderrTail: "No space left on device")
    #expect(error.description == "ffmpeg failed (exit status 1): No space left on device")
  }
}
