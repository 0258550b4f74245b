import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueGallery
@testable import SegueUI

/// `CairoRenderer.drawChanges`, the window's repaint of only what changed: every frame of every
/// gallery entry (30 fps, scale 1) and of the demo app's session is the same bytes as a full
/// repaint, and it repaints less than everything where little moves.
@MainActor
@Suite("Repainting only what changed gives the full repaint's pixels")
struct RepaintChangesTests {
  /// Plays `times` on `stage`, drawing each frame both ways; returns the fraction of the
  /// canvas repainted over all frames.
  private func compare(_ stage: Stage, at times: [Double], label: String) throws -> Double {
    let changes = CairoRenderer()
    let full = CairoRenderer()
    var repainted = 0
    var total = 0
    for (index, time) in times.enumerated() {
      stage.advance(to: time)
      let list = stage.displayList()
      let region = try changes.drawChanges(list, scale: 1).repainted
      _ = try full.draw(list, scale: 1)
      repainted += region.isEmpty ? 0 : region.width * region.height
      total += full.withCurrentFramePixels { _, width, height, _ in width * height } ?? 0
      guard changes.frameDifference(from: full)?.bytes == 0 else {
        Issue.record("\(label): frame \(index) (t = \(time) s) differs; repainted \(region)")
        return 1
      }
    }
    return Double(repainted) / Double(max(total, 1))
  }

  @Test(arguments: Gallery.entries.map(\.id))
  func everyFrameOfTheEntryIsTheFullRepaint(id: String) throws {
    let entry = try #require(Gallery.entry(id: id))
    let stage = entry.makeStartedStage()
    let count = Int((entry.duration * 30).rounded(.up))
    let times = (0...count + 3).map { stage.time + Double($0) / 30 }
    _ = try compare(stage, at: times, label: id)
  }

  @Test func theDemoSessionRepaintsLessThanEverythingAndTheSamePixels() throws {
    let stage = DemoApp.makeSessionStage()
    let start = stage.time
    stage.play(DemoApp.session)
    let times = stride(from: 1.0 / 30, through: DemoApp.sessionDuration, by: 1.0 / 30).map {
      start + $0
    }
    let fraction = try compare(stage, at: times, label: "demo session")
    // Between the interactions the app stands still (the status bar's clock aside).
    #expect(fraction < 0.8, "repainted \(fraction) of the pixels")
  }
}
