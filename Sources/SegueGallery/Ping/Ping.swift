import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// `ping-push` and `ping-pop`: seed 000 (the Ping app's circle transition) with view
/// controllers — a `NavigationController` with a hidden bar, two `PingViewController`
/// screens joined by the segue "PushSegue", and a delegate answering a
/// `CircleTransitionAnimator` for both operations.
@MainActor
enum Ping {
  /// The transition's duration (seed: 0.5 s).
  nonisolated static let duration: Double = 0.5
  /// The seed's segue identifier.
  static let pushSegue = "PushSegue"

  nonisolated static let pushEntry = GalleryEntry(
    id: "ping-push", title: "Ping: circle reveal push", seed: "000_9b05a2aaf25d0d17.txt",
    summary:
      "A navigation push revealing the second screen through a circle growing from the round button.",
    duration: duration, makeStage: { device in makeStage(device: device, operation: .push) })

  nonisolated static let popEntry = GalleryEntry(
    id: "ping-pop", title: "Ping: circle reveal pop", seed: "000_9b05a2aaf25d0d17.txt",
    summary:
      "Tapping the round button pops, revealing the first screen through a circle growing from it.",
    duration: duration, makeStage: { device in makeStage(device: device, operation: .pop) })

  /// The app: the stage, its navigation controller and the delegate it holds weakly (which
  /// the stage keeps).
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
    let navigationController: NavigationController
    let delegate: PingNavigationDelegate
    let first: PingViewController
  }

  /// Makes a screen from its background colour, picture and scale.
  typealias ScreenMaker = @MainActor (Color?, Image, Int) -> PingViewController

  /// Builds the app on `device` showing the first screen (and the second if `pushed`);
  /// `makeScreen` lets tests observe the screens with a subclass.
  static func makeApp(
    device: Device, pushed: Bool, makeScreen: @escaping ScreenMaker = PingViewController.init
  ) -> App {
    let first = makeScreen(
      Color(hex: "#1E3A5F"),
      Artwork.night(side: PingViewController.pictureSide, scale: device.scale),
      device.scale)
    // The storyboard's "Show" segue from the first screen to a second one.
    first.registerSegue(identifier: pushSegue) { source, _ in
      ShowSegue(
        identifier: pushSegue, source: source,
        destination: makeSecondScreen(scale: device.scale, makeScreen: makeScreen))
    }
    let navigationController = NavigationController(rootViewController: first)
    navigationController.isNavigationBarHidden = true
    let delegate = PingNavigationDelegate()
    navigationController.delegate = delegate
    // The storyboard connects the outlet, then awakeFromNib adds the pan.
    delegate.navigationController = navigationController
    delegate.awakeFromNib()
    if pushed {
      // Before the navigation controller is on screen a push is not animated (as in UIKit):
      // the scene starts with both screens pushed.
      first.performSegue(withIdentifier: pushSegue, sender: nil)
    }
    let stage = Stage(device: device, rootViewController: navigationController)
    stage.keep(delegate)
    return App(
      stage: stage, navigationController: navigationController, delegate: delegate,
      first: first)
  }

  /// The screen "PushSegue" shows: the dawn picture on orange, drawn for `scale`.
  static func makeSecondScreen(
    scale: Int, makeScreen: ScreenMaker = PingViewController.init
  ) -> PingViewController {
    makeScreen(
      Color(hex: "#F2A65A"), Artwork.dawn(side: PingViewController.pictureSide, scale: scale), scale
    )
  }

  static func makeStage(device: Device, operation: NavigationController.Operation) -> Stage {
    start(operation, in: makeApp(device: device, pushed: operation == .pop))
  }

  /// Starts `operation` in `app` now and returns its stage: a pop taps the second screen's
  /// button, a push performs the segue "PushSegue" (as the seed's pan handler does).
  @discardableResult
  static func start(_ operation: NavigationController.Operation, in app: App) -> Stage {
    switch operation {
    case .pop:
      // The user taps the second screen's button: `circleTapped` pops.
      (app.navigationController.topViewController as? PingViewController)?.button
        .sendActions(for: .touchUpInside)
    case .push, .none:
      app.first.performSegue(withIdentifier: pushSegue, sender: nil)
    }
    return app.stage
  }
}
