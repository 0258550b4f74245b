import Foundation
import SegueGeometry
import SegueMotion
import Testing

@testable import SegueGallery

/// What the gallery page's timeline plots for an entry whose motion is a shape's, not a
/// frame's: the mask reveal changes no position, size or opacity, only its mask's path.
@MainActor
struct TimelineSeriesTests {
  @Test func theRevealsTimelinePlotsItsMaskGrowing() throws {
    let (report, recording) = MotionLint.lint(MaskReveal.entry)
    let timeline = MotionTimeline(recording: recording, report: report)
    let growth = try #require(
      timeline.series.first { $0.name.hasSuffix("· path width") },
      "series: \(timeline.series.map(\.name))")
    let first = try #require(growth.values.first)
    let last = try #require(growth.values.last)
    // From the tapped point's small circle to one that covers the whole screen.
    #expect(first < 100, "\(growth.values)")
    #expect(last >= recording.window.width, "\(growth.values)")
    #expect(zip(growth.values, growth.values.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
  }
}
