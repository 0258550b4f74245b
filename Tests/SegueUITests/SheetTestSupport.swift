import Foundation
import SegueGeometry

@testable import SegueUI

/// A presentation controller delegate that records its calls.
@MainActor
final class LoggingSheetDelegate: SheetPresentationControllerDelegate {
  let log: EventLog
  var allowsDismissal = true

  init(log: EventLog) { self.log = log }

  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
  {
    log.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    log.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    log.append("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    log.append("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {
    log.append(
      "didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}
