import Foundation
import SegueGeometry

@testable import SegueUI

// What a settled sheet must show: the detent the model selected (a drag that lands elsewhere
// selects it too, and the world's swipes start and end at rest or dismiss), and the sheet
// resting exactly at that detent's top (no settle left half-way).
extension World {
  func sheetViolations() -> [String] {
    var found: [String] = []
    // Only a sheet over it scales the screen back as a card (a settle left running after its
    // sheet was dismissed scaled it back again, and it took no touch).
    if presented.first?.style.isSheet != true, tabs.view.transform != .identity {
      found.append("the screen is scaled back (\(tabs.view.transform)) with no sheet over it")
    }
    for entry in presented where entry.style.isSheet {
      guard let probe = probe(entry.number), let sheet = probe.sheetPresentationController,
        probe.viewIfLoaded?.window != nil
      else { continue }
      let resolved = sheet.resolvedDetents.map(\.identifier)
      let selected = sheetDetents[entry.number] ?? nil
      let expected = resolved.first { $0 == selected } ?? resolved.last
      if sheet.effectiveDetentIdentifier != expected {
        found.append(
          "probe \(entry.number): sheet at \(String(describing: sheet.effectiveDetentIdentifier)), "
            + "model \(String(describing: expected))")
      }
      if abs(sheet.sheetTop - sheet.restingTop) > 0.5 {
        found.append(
          "probe \(entry.number): sheet top \(sheet.sheetTop), its detent's \(sheet.restingTop)")
      }
      // A sheet with one stacked above is scaled back; its frame then says less.
      let shown = sheet.sheetView.frame.minY
      if sheet.sheetView.transform == .identity, abs(shown - sheet.sheetTop) > 0.5 {
        found.append("probe \(entry.number): sheet shown at \(shown), its top is \(sheet.sheetTop)")
      }
    }
    return found
  }
}

extension World {
  /// Makes the main stage the one timers and main-queue work go to again after a side step
  /// ran the side stage.
  func makeMainStageCurrent() {
    stage.becomeCurrent()
  }
}
