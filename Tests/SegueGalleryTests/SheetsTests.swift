import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

@MainActor
@Suite("Sheets: page sheet, swipe, detents, refusal, iPad form sheet")
struct SheetsTests {
  @Test func presentKeyFrames() { expectKeyFrameSnapshots(of: Sheets.presentEntry) }
  @Test func dismissSwipeKeyFrames() { expectKeyFrameSnapshots(of: Sheets.dismissSwipeEntry) }
  @Test func detentsKeyFrames() { expectKeyFrameSnapshots(of: Sheets.detentsEntry) }
  @Test func modalRefusedKeyFrames() { expectKeyFrameSnapshots(of: Sheets.modalRefusedEntry) }
  @Test func formSheetKeyFrames() {
    expectTransition(of: Sheets.formSheetEntry, device: .iPadPro11)
  }

  /// The state each entry ends in: presented or dismissed, and where the sheet rests.
  @Test func eachEntryEndsWhereItsStorySays() throws {
    let expectations: [(GalleryEntry, presented: Bool, top: CGFloat?)] = [
      (Sheets.presentEntry, true, 69), (Sheets.dismissSwipeEntry, false, nil),
      (Sheets.detentsEntry, false, nil), (Sheets.modalRefusedEntry, true, 69),
      (Sheets.formSheetEntry, true, 277),
    ]
    for (entry, presented, top) in expectations {
      let stage = entry.makeStartedStage(device: .iPhone15Pro)
      let first = try #require(stage.window.rootViewController)
      stage.advance(to: entry.duration + 1)
      #expect((first.presentedViewController != nil) == presented, "\(entry.id)")
      if let top, let sheet = first.presentedViewController?.sheetPresentationController {
        #expect(sheet.sheetView.frame.minY == top, "\(entry.id)")
        #expect(sheet.settleAnimator == nil)
      }
    }
  }

  @Test func theDetentsEntryStopsAtLargeBeforeTheFlick() throws {
    let stage = Sheets.detentsEntry.makeStartedStage(device: .iPhone15Pro)
    let first = try #require(stage.window.rootViewController)
    let sheet = try #require(first.presentedViewController?.sheetPresentationController)
    #expect(sheet.effectiveDetentIdentifier == .medium)
    stage.advance(to: 0.95)
    #expect(sheet.selectedDetentIdentifier == .large && sheet.sheetView.frame.minY == 69)
  }
}
