import Foundation
import SegueGeometry
import SegueLayers
import SegueSDL
import Testing

@Suite("Recording: resampling what was on screen, and writing the GIF")
struct FrameRecorderTests {
  @Test func eachTickShowsTheFrameOnScreenThen() {
    // 60 Hz frames resampled to 30 fps: every other frame.
    let times = (0..<7).map { Double($0) / 60 }
    #expect(FrameRecorder.sampleIndices(times: times, framesPerSecond: 30) == [0, 2, 4, 6])
  }

  @Test func aStallRepeatsTheFrameOnScreen() {
    // Nothing new between 0.01 and 0.35: the 0.01 frame stays for the ticks at 0.1, 0.2, 0.3.
    let times = [0, 0.01, 0.35]
    #expect(FrameRecorder.sampleIndices(times: times, framesPerSecond: 10) == [0, 1, 1, 1])
  }

  @Test func noFramesGiveNoSamples() {
    #expect(FrameRecorder.sampleIndices(times: [], framesPerSecond: 30).isEmpty)
    #expect(FrameRecorder.sampleIndices(times: [3], framesPerSecond: 30) == [0])
  }

  @Test func aRecordingIsFullAfterTheMaximumDuration() {
    var recorder = FrameRecorder()
    let frame = DisplayList(size: CGSize(width: 2, height: 2), nodes: [])
    recorder.append(frame, at: 100)
    #expect(!recorder.isFull)
    recorder.append(frame, at: 100 + FrameRecorder.maximumDuration)
    #expect(recorder.isFull)
  }

  @Test func loopTimingRestartsAfterTheHold() {
    let timing = LoopTiming(duration: 1, hold: 0.5)
    #expect(timing.position(at: 0) == (0, 0))
    #expect(timing.position(at: 0.5) == (0, 0.5))
    #expect(timing.position(at: 1.25) == (0, 1))
    #expect(timing.position(at: 1.5) == (1, 0))
    #expect(timing.position(at: 3.75) == (2, 0.75))
    #expect(timing.position(at: -1) == (0, 0))
  }

  @Test func theEncoderWritesAGIFInTheBackground() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-sdl-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("clip.gif")
    let results = Results()
    let encoder = RecordingEncoder { results.append($0) }
    let frames = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)].map {
      DisplayList(size: CGSize(width: 8, height: 6), clearColor: $0, nodes: [])
    }
    encoder.encode(frames, scale: 2, framesPerSecond: 30, to: url)
    encoder.encode([], scale: 1, framesPerSecond: 30, to: folder.appendingPathComponent("none.gif"))
    encoder.waitUntilFinished()
    #expect(
      results.all == [.success(url), .failure(.empty(folder.appendingPathComponent("none.gif")))])
    let data = try Data(contentsOf: url)
    #expect(data.prefix(6) == Data("GIF89a".utf8))
    // Logical screen width and height (little-endian) are the frames' pixel size.
    #expect(Array(data[6..<10]) == [16, 0, 12, 0])
  }
}

/// Results gathered from the encoder's queue.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<URL, RecordingError>] = []

  func append(_ result: Result<URL, RecordingError>) {
    lock.withLock { results.append(result) }
  }

  var all: [Result<URL, RecordingError>] { lock.withLock { results } }
}
