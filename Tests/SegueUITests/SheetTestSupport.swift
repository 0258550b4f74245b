import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// "a" shown on `device`, presenting "b" as a sheet configured by `configure` (the log
/// cleared once the presentation settled).
@MainActor
func presentSheet(
  log: EventLog, device: Device = .iPhone15Pro,
  configure: (LoggingController) -> Void = { _ in }
) throws -> (WindowHost, LoggingController, LoggingController, SheetPresentationController) {
  let host = WindowHost(device: device)
  let a = LoggingController("a", log: log)
  host.window.rootViewController = a
  let b = LoggingController("b", log: log)
  configure(b)
  a.present(b, animated: true)
  host.advance(to: 1.5)
  log.clear()
  let sheet = try #require(b.sheetPresentationController)
  return (host, a, b, sheet)
}

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
