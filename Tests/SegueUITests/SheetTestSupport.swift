import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// "a" shown on `device` and "b" not presented yet (the log cleared).
@MainActor
func showRootAndMakeSheet(log: EventLog, device: Device = .iPhone15Pro) -> (
  WindowHost, LoggingController, LoggingController
) {
  let host = WindowHost(device: device)
  let a = LoggingController("a", log: log)
  host.window.rootViewController = a
  log.clear()
  return (host, a, LoggingController("b", log: log))
}

/// "a" shown on `device`, presenting "b" as a sheet configured by `configure` (the log
/// cleared once the presentation settled).
@MainActor
func presentSheet(
  log: EventLog, device: Device = .iPhone15Pro,
  configure: (LoggingController) -> Void = { _ in }
) throws -> (WindowHost, LoggingController, LoggingController, SheetPresentationController) {
  let (host, a, b) = showRootAndMakeSheet(log: log, device: device)
  configure(b)
  a.present(b, animated: true)
  host.advance(to: 1.5)
  log.clear()
  let sheet = try #require(b.sheetPresentationController)
  return (host, a, b, sheet)
}

/// Starts a finger dragging from y = `from` to `to` (points, at x = 200) over `duration`
/// seconds, released at `releaseVelocity` points per second downwards (nil: as it moves).
@MainActor
func startDrag(
  on stage: Stage, from: CGFloat, to: CGFloat, duration: Double,
  easing: InputScript.Easing = .linear, releaseVelocity: CGFloat?
) {
  stage.play(
    InputScript([
      .drag(
        path: [CGPoint(x: 200, y: from), CGPoint(x: 200, y: to)], time: 0, duration: duration,
        easing: easing, releaseVelocity: releaseVelocity.map { CGPoint(x: 0, y: $0) })
    ]))
}

/// What a `LoggingSheetDelegate` and "b" record when the user dismisses "b" (a swipe, a tap on
/// the dimming): should → will → the transition → did (WWDC19 224).
let userDismissalEvents = [
  "shouldDismiss", "willDismiss", "b.viewWillDisappear", "b.viewDidDisappear", "didDismiss",
]

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
