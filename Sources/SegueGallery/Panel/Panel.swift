import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// `panel-present` and `panel-dismiss`: seed 001 (a custom presentation controller with a
/// dimming chrome view) — a `.custom` presentation of a menu panel in the right third of the
/// screen over a dimmed home screen, sliding in from the right edge with the article's spring.
@MainActor
enum Panel {
  /// The transition's duration (seed: 0.5 s).
  nonisolated static let duration: Double = 0.5

  nonisolated static let presentEntry = GalleryEntry(
    id: "panel-present", title: "Panel: custom presentation", seed: "001_f02990044ade999c.txt",
    summary:
      "A .custom presentation slides a panel into the right third over a fading dimming view.",
    duration: duration,
    makeStage: { device in start(in: makeApp(device: device), presenting: true) })

  nonisolated static let dismissEntry = GalleryEntry(
    id: "panel-dismiss", title: "Panel: custom dismissal", seed: "001_f02990044ade999c.txt",
    summary: "The panel slides back out to the right while the dimming view fades away.",
    duration: duration,
    makeStage: { device in
      start(in: makeApp(device: device, presented: true), presenting: false)
    })

  /// The app: the stage and its home screen (which owns the transitioning delegate).
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
    let home: PanelHomeViewController
  }

  /// Builds the app on `device`, showing the home screen, with the panel presented (not
  /// animated) if `presented`.
  static func makeApp(device: Device, presented: Bool = false) -> App {
    let home = PanelHomeViewController(scale: device.scale)
    let stage = Stage(device: device, rootViewController: home)
    if presented {
      home.showPanel(animated: false)
      // The presentation completes at the frame that picks it up (a .custom presentation
      // runs its animator, in no time, even when not animated).
      stage.advance(by: 0)
    }
    return App(stage: stage, home: home)
  }

  /// Starts the transition in `app` now — the home screen presents the panel, or the panel
  /// is dismissed — and returns its stage.
  @discardableResult
  static func start(in app: App, presenting: Bool) -> Stage {
    if presenting {
      app.home.showPanel()
    } else {
      app.home.dismiss(animated: true)
    }
    return app.stage
  }
}
