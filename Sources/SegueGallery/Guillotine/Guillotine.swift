import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// `guillotine-open` and `guillotine-close`: seed 004 (a custom segue and a UIKit Dynamics
/// animator) — the menu, lying along the host's bar, falls about the menu button into place and
/// bounces on the screen's left edge; closing turns it back up along the bar.
@MainActor
enum Guillotine {
  /// The entries' duration, seconds: the transition's time limit, which covers the fall
  /// (about 0.6 s) and the bounce (the menu rests at about 1.1 s).
  nonisolated static let duration: Double = 1.5

  nonisolated static let openEntry = GalleryEntry(
    id: "guillotine-open", title: "Guillotine: open the menu", seed: "004_146973f6a216bd87.txt",
    summary:
      "A custom segue presents the menu, which falls about the menu button under a push and "
      + "bounces on the screen's edge (Box2D).",
    duration: duration,
    makeStage: { device in start(in: makeApp(device: device), presenting: true) })

  nonisolated static let closeEntry = GalleryEntry(
    id: "guillotine-close", title: "Guillotine: close the menu", seed: "004_146973f6a216bd87.txt",
    summary: "The menu turns back up about its button and lies along the bar again.",
    duration: duration,
    makeStage: { device in
      start(in: makeApp(device: device, presented: true), presenting: false)
    })

  /// The app: the stage and its host screen.
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
    let host: GuillotineHostViewController
  }

  /// Builds the app on `device`, with the menu presented (not animated) if `presented`.
  static func makeApp(device: Device, presented: Bool = false) -> App {
    let host = GuillotineHostViewController()
    let stage = Stage(device: device, rootViewController: host)
    if presented {
      let menu = GuillotineMenuViewController()
      menu.hostTitle = host.title ?? ""
      let segue = GuillotineMenuSegue(
        identifier: GuillotineHostViewController.menuSegue, source: host, destination: menu)
      menu.modalPresentationStyle = .custom
      menu.transitioningDelegate = segue
      menu.presentingSegue = segue
      host.present(menu, animated: false)
      // The presentation completes at the frame that picks it up.
      stage.advance(by: 0)
    }
    return App(stage: stage, host: host)
  }

  /// Starts the transition in `app` now — the host performs the menu segue, or the menu is
  /// dismissed — and returns its stage.
  @discardableResult
  static func start(in app: App, presenting: Bool) -> Stage {
    if presenting {
      app.host.showMenu()
    } else {
      app.host.dismiss(animated: true)
    }
    return app.stage
  }
}
