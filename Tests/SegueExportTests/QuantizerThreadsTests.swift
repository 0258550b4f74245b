import Foundation
import Testing

@testable import SegueExport

@Suite struct QuantizerThreadsTests {
  /// On a thread whose team was set to three, libimagequant runs on one thread inside `single`
  /// (also when the body throws), and the thread's team is three again afterwards.
  @Test func aGIFsQuantizationRunsOnTheCallingThreadAloneAndPutsTheTeamBack() throws {
    struct Failure: Error {}
    let observed = try onOwnThread { () -> [Int] in
      QuantizerThreads.setTeam(3)
      let before = QuantizerThreads.current
      let inside = QuantizerThreads.single { QuantizerThreads.current }
      let after = QuantizerThreads.current
      var insideThrowing = 0
      do {
        try QuantizerThreads.single {
          insideThrowing = QuantizerThreads.current
          throw Failure()
        }
      } catch {}
      return [before, inside, after, insideThrowing, QuantizerThreads.current]
    }
    // Debian's libimagequant is built with OpenMP; without it every team is one thread.
    let team = observed[0]
    #expect(team == 3 || team == 1)
    #expect(observed == [team, 1, team, 1, team])
  }

  /// A GIF encoded on a thread with a team of three has the bytes of one encoded on a thread
  /// with a team of one.
  @Test func aGIFsBytesDoNotDependOnTheCallersTeam() throws {
    let frames = (0..<8).map { Frames.transition(progress: Double($0) / 7) }
    let sequence = try FrameSequence(frames: frames, framesPerSecond: 30)
    func encoded(team: Int) throws -> Data {
      try onOwnThread {
        QuantizerThreads.setTeam(team)
        return try GIF.encode(sequence)
      }
    }
    #expect(try encoded(team: 3) == encoded(team: 1))
  }

  /// Frames remapped by three workers, each with a palette of its own from its own histogram,
  /// are the bytes of frames remapped by one (palette and indices), and so is the GIF.
  @Test func framesRemappedByThreeWorkersAreTheBytesOfOne() throws {
    let frames = (0..<7).map { Frames.transition(progress: Double($0) / 6) }
    let quantizer = Quantizer(dithering: 0.75, speed: 4)
    let size = PixelSize(width: frames[0].width, height: frames[0].height)
    let straight = frames.map(GIFEncoder.straightRGBA)
    let one = try quantizer.quantizeGlobally(straight, size: size, sampleStride: 2)
    let three = try quantizer.quantizeGlobally(
      straight, size: size, sampleStride: 2, concurrency: 3)
    #expect(one.count == 7 && three.count == 7)
    let differing = zip(one, three).filter { $0.indices != $1.indices || $0.palette != $1.palette }
    #expect(differing.isEmpty, "\(differing.count) of 7 frames differ")
    let sequence = try FrameSequence(frames: frames, framesPerSecond: 30)
    #expect(
      try GIF.encode(sequence, options: GIF.Options(concurrency: 3)) == GIF.encode(sequence))
  }

  /// `body`'s result on a new thread (a team size is per thread; the test runner's threads
  /// are left as they were).
  private func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
    let box = ResultBox<T>()
    let thread = Thread { box.set(Result { try body() }) }
    thread.start()
    return try box.wait().get()
  }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: Result<T, any Error>?

  func set(_ value: Result<T, any Error>) {
    condition.lock()
    result = value
    condition.signal()
    condition.unlock()
  }

  func wait() -> Result<T, any Error> {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result { return result }
      condition.wait()
    }
  }
}
