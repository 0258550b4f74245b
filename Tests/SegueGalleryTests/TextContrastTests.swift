import Foundation
import SegueGallery
import SegueGeometry
import SegueTesting
import SegueUI
import Testing

/// Every text of every gallery entry stands out from what is behind it (issue 20 §4): 4.5:1,
/// 3:1 when large or bold, in each key frame as a recording shows it (system chrome on from
/// the stage's first frame), measured on the pixels (`TextContrast`). At the first and last
/// key frames, where nothing moves, every text that shows counts at the opacity it is drawn
/// with; in between only the texts drawn whole, since a text fading in or out passes through
/// every contrast on its way. A text seen through a blur or a scrim (less than half of it
/// shows) is not measured.
@MainActor
@Suite("Legible text: every gallery entry's texts against what is behind them")
struct TextContrastTests {
  nonisolated static let entries = Gallery.entries.map(\.id)

  @Test(arguments: entries)
  func everyTextStandsOut(entryID: String) throws {
    let entry = try #require(Gallery.entry(id: entryID))
    let stage = Stage.makingWithSystemChrome(true) {
      entry.makeStartedStage(device: .iPhone15Pro)
    }
    var measured = 0
    for progress in keyFrameProgress {
      stage.advance(to: entry.time(atProgress: progress))
      let atRest = progress == 0 || progress == 1
      for text in try TextContrast.measure(stage.displayList())
      where text.glyphPixels > 0 && text.visibility >= 0.5 && (atRest || text.opacity >= 0.99) {
        measured += 1
        #expect(
          text.contrast >= text.required,
          """
          \(entryID) at \(progress): "\(text.string)" (\(text.fontSize) pt, opacity \
          \(text.opacity)) stands at \(String(format: "%.2f", text.contrast)):1, needs \
          \(text.required):1
          """)
      }
    }
    #expect(measured > 0, "\(entryID): no text measured")
  }
}
