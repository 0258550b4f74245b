import Foundation
import SegueGeometry
import SegueUI

/// Sheets as gallery entries (issue 15; docs/modern-presentation.md): the default
/// `present(_:animated:)` of iOS 13+ (a page sheet), swiped away, moved between detents and
/// flicked away, refusing a swipe while `isModalInPresentation`, and an iPad form sheet —
/// each between the built-ins' two screens, "First" presenting "Second".
@MainActor
enum Sheets {
  /// The seed the sheets come from: none (DESIGN.md, "Beyond the seeds").
  nonisolated static let seed = BuiltInTransitions.seed
  /// How long a sheet's slide is shown, seconds: UIKit's spring (response 0.344 s, critically
  /// damped) is within 0.1 pt of rest after 0.8 s.
  nonisolated static let slideDuration: Double = 0.8

  nonisolated static let presentEntry = GalleryEntry(
    id: "sheet-present", title: "Page sheet", seed: seed,
    summary:
      "present(_:animated:) with the default style: a page sheet slides up on UIKit's spring "
      + "and the screen behind shrinks back with rounded corners under a dimming.",
    duration: slideDuration,
    makeStage: { device in
      let app = makeApp(device: device)
      app.first.present(app.second, animated: true)
      return app.stage
    })

  nonisolated static let dismissSwipeEntry = GalleryEntry(
    id: "sheet-dismiss-swipe", title: "Page sheet: swiped down", seed: seed,
    summary:
      "A finger drags the sheet down and lets go: the interactive dismissal follows the finger, "
      + "then the sheet springs off and the screen behind grows back.",
    duration: 1.2,
    makeStage: { device in
      let app = makeApp(device: device, presented: true)
      app.stage.play(
        swipe(from: 300, by: 330, time: 0.1, duration: 0.45, releaseVelocity: 900))
      return app.stage
    })

  nonisolated static let detentsEntry = GalleryEntry(
    id: "sheet-detents", title: "Sheet detents", seed: seed,
    summary:
      "A sheet with medium and large detents: dragged up from medium it settles at large, then "
      + "a flick down passes medium and dismisses it.",
    duration: 2.0,
    makeStage: { device in
      let app = makeApp(device: device) { sheet in
        sheet.detents = [.medium(), .large()]
      }
      app.first.present(app.second, animated: false)
      let stage = app.stage
      let mediumTop = app.second.view.convert(CGPoint.zero, to: nil).y
      stage.play(
        InputScript([
          drag(from: mediumTop + 60, by: -330, time: 0.1, duration: 0.5, releaseVelocity: -150),
          drag(from: 130, by: 300, time: 1.0, duration: 0.3, releaseVelocity: 1500),
        ]))
      return stage
    })

  nonisolated static let modalRefusedEntry = GalleryEntry(
    id: "sheet-modal-refused", title: "Sheet refusing a swipe", seed: seed,
    summary:
      "isModalInPresentation: the sheet dragged down stretches less and less (UIKit's rubber "
      + "band) and springs back up on release.",
    duration: 1.4,
    makeStage: { device in
      let app = makeApp(device: device, presented: true) { _ in }
      app.second.isModalInPresentation = true
      app.stage.play(swipe(from: 300, by: 400, time: 0.1, duration: 0.5, releaseVelocity: 600))
      return app.stage
    })

  nonisolated static let formSheetEntry = GalleryEntry(
    id: "form-sheet-ipad", title: "Form sheet (iPad)", seed: seed,
    summary:
      "A .formSheet on an iPad: a 580 × 640 card slides up to the centre over the dimmed, "
      + "unscaled screen.",
    duration: slideDuration, device: .iPadPro11,
    makeStage: { device in
      let app = makeApp(device: .iPadPro11.turned(to: device.orientation))
      app.second.modalPresentationStyle = .formSheet
      app.first.present(app.second, animated: true)
      return app.stage
    })

  /// Every sheet entry, in gallery order.
  nonisolated static let entries = [
    presentEntry, dismissSwipeEntry, detentsEntry, modalRefusedEntry, formSheetEntry,
  ]

  /// The app of a sheet entry: "First" on a stage, and "Second" to present (its sheet
  /// configured by `configure`, with the grabber) — already presented when `presented`.
  struct App {
    let stage: Stage
    let first: ScreenViewController
    let second: ScreenViewController
  }

  static func makeApp(
    device: Device, presented: Bool = false,
    configure: (SheetPresentationController) -> Void = { _ in }
  ) -> App {
    let first = ScreenViewController.first(scale: device.scale)
    let stage = Stage(device: device, rootViewController: first)
    let second = ScreenViewController.second(scale: device.scale)
    if let sheet = second.sheetPresentationController {
      sheet.prefersGrabberVisible = true
      configure(sheet)
    }
    if presented { first.present(second, animated: false) }
    return App(stage: stage, first: first, second: second)
  }

  /// A finger going down at y = `from` in the middle of the screen's width and moving `by`
  /// points down (negative: up) from `time` over `duration` seconds, released at
  /// `releaseVelocity` points per second downwards.
  static func drag(
    from y: CGFloat, by distance: CGFloat, time: Double, duration: Double,
    releaseVelocity: CGFloat
  ) -> InputScript.Step {
    .drag(
      path: [CGPoint(x: 196, y: y), CGPoint(x: 196, y: y + distance)], time: time,
      duration: duration, easing: .easeInOut,
      releaseVelocity: CGPoint(x: 0, y: releaseVelocity))
  }

  /// A script of one `drag(from:by:time:duration:releaseVelocity:)`.
  static func swipe(
    from y: CGFloat, by distance: CGFloat, time: Double, duration: Double,
    releaseVelocity: CGFloat
  ) -> InputScript {
    InputScript([
      drag(from: y, by: distance, time: time, duration: duration, releaseVelocity: releaseVelocity)
    ])
  }
}
