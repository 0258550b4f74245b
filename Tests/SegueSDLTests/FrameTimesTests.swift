import SegueSDL
import Testing

@Suite("Frame times: nearest-rank percentiles and the stats line")
struct FrameTimesTests {
  /// For the times 1, 2, …, n ms in any order, the nearest-rank p-th percentile is ⌈p n / 100⌉.
  @Test(arguments: [1, 7, 100, 1_000])
  func percentilesOfOneToNAreTheirRanks(n: Int) {
    var times = FrameTimes()
    // In a scrambled order: a stride coprime with n visits every value once.
    let step = n == 1 ? 1 : (1...n).first { $0 > n / 3 && gcd($0, n) == 1 }!
    for k in 0..<n { times.append(Double((k * step) % n + 1)) }
    for p in [1.0, 50, 90, 99, 100] {
      let rank = Int((p * Double(n) / 100).rounded(.up))
      #expect(times.percentile(p) == Double(max(rank, 1)), "p\(p) of 1…\(n)")
    }
    #expect(times.count(over: Double(n) - 0.5) == 1)
    #expect(times.count(over: Double(n)) == 0)
  }

  @Test func noFramesGiveZerosAndSayIt() {
    let times = FrameTimes()
    #expect(times.percentile(99) == 0)
    #expect(times.summary == "no frames made")
  }

  @Test func theSummaryGivesThePercentilesTheMaximumAndTheFramesOverBudget() {
    // 96 frames of 2 ms, then 3, 5, 9 and 12 ms: p50 2, p90 2, p99 9 (rank 99 of 100), max 12.
    let times = FrameTimes(milliseconds: Array(repeating: 2, count: 96) + [3, 5, 9, 12])
    #expect(
      times.summary
        == "frame time p50 2.0 ms, p90 2.0 ms, p99 9.0 ms, max 12.0 ms; 2 of 100 frames over "
        + "8.3 ms (120 Hz)")
  }

  @Test func thePacerKeepsTheTimeEachFrameTookWhenTold() {
    var pacer = FramePacer(displayInterval: 1.0 / 60)
    pacer.framePresented(at: 0, madeIn: 0.004)
    pacer.framePresented(at: 1.0 / 60)
    pacer.framePresented(at: 2.0 / 60, madeIn: 0.012)
    #expect(pacer.frameCount == 3)
    #expect(pacer.frameTimes.milliseconds.map { ($0 * 1000).rounded() / 1000 } == [4, 12])
  }

  private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
