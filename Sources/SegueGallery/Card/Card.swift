import Foundation
import SegueGeometry
import SegueUI

/// `card-open`, `card-close` and `card-open-interactive`: seed 002, the App Store's Today
/// card transition — a navigation controller (bar hidden) whose root is the Today list.
@MainActor
enum Card {
  /// The transition's duration (seed: 1.0 s).
  nonisolated static let transitionDuration: Double = 1.0
  /// How long the finger rests on the card before lifting, seconds: the highlight delay
  /// (0.15 s) plus the seed's 0.3 s shrink, so the card is fully pressed when released.
  nonisolated static let pressDuration: Double = 0.45
  /// The scenes run every frame of a 60 Hz display: a press, its highlight timer and its
  /// release start animations at the frame that sees them (see `GalleryScene`).
  nonisolated static let frameInterval: Double = 1.0 / 60
  /// The drag that closes the card in `card-open-interactive`, seconds.
  nonisolated static let dragDuration: Double = 0.5

  nonisolated static let openEntry = GalleryEntry(
    id: "card-open", title: "Today card: open", seed: "002_16c819e649b131ed.txt",
    summary:
      "A press shrinks the card to 0.8; released, it flies open into the full-screen story on a 0.6 spring.",
    duration: pressDuration + transitionDuration,
    makeScene: { device in makeOpenScene(app: makeApp(device: device, opened: false)) })

  nonisolated static let closeEntry = GalleryEntry(
    id: "card-close", title: "Today card: close", seed: "002_16c819e649b131ed.txt",
    summary:
      "The close button: the story shrinks over the blurred list and its picture flies back into the card on a 0.5 spring.",
    duration: transitionDuration,
    makeScene: { device in makeCloseScene(app: makeApp(device: device, opened: true)) })

  nonisolated static let interactiveEntry = GalleryEntry(
    id: "card-open-interactive", title: "Today card: drag to close",
    seed: "002_16c819e649b131ed.txt",
    summary:
      "Dragging the open card's picture down scrubs the closing transition; released moving down, it finishes.",
    duration: dragDuration + transitionDuration,
    makeScene: { device in
      makeInteractiveScene(app: makeApp(device: device, opened: true), cancelled: false)
    })

  /// The app: the window, the navigation controller and the list at its root.
  @MainActor
  struct App {
    let window: Window
    let navigationController: NavigationController
    let list: TodayViewController
    var detail: CardDetailViewController? {
      navigationController.topViewController as? CardDetailViewController
    }
  }

  /// Builds the app on `device` showing the list, or — `opened` — the first card's detail
  /// pushed over it (not animated: the window is not on screen yet, as in UIKit).
  static func makeApp(device: Device, opened: Bool) -> App {
    let metrics = CardMetrics(device: device)
    let list = TodayViewController(metrics: metrics, scale: device.scale)
    let navigationController = NavigationController(rootViewController: list)
    navigationController.isNavigationBarHidden = true
    navigationController.view.backgroundColor = .white
    if opened {
      let first = IndexPath(row: 0, section: 0)
      list.loadViewIfNeeded()
      list.tableView.selectRow(at: first, animated: false, scrollPosition: .none)
      navigationController.pushViewController(
        CardDetailViewController(
          story: CardMetrics.stories[0], picture: list.picture(at: 0), metrics: metrics,
          selectIndexPath: first, scale: device.scale),
        animated: false)
    }
    let window = Window(device: device)
    window.rootViewController = navigationController
    return App(window: window, navigationController: navigationController, list: list)
  }

  /// The centre of the first card on screen, window coordinates.
  static func firstCardCenter(of app: App) -> CGPoint {
    let table = app.list.tableView
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    return table.convert(CGPoint(x: row.midX, y: row.midY), to: app.window)
  }

  /// The scene pressing the first card for `pressDuration` from time 0.
  static func makeOpenScene(app: App) -> GalleryScene {
    GalleryScene(
      device: app.window.device ?? .iPhone15Pro, duration: openEntry.duration, window: app.window,
      frameInterval: frameInterval
    ) {
      app.window.schedule(
        InputScript([.press(at: firstCardCenter(of: app), time: 0, duration: pressDuration)]),
        startingAt: 0)
    }
  }

  /// The scene tapping the open card's close button at time 0.
  static func makeCloseScene(app: App) -> GalleryScene {
    GalleryScene(
      device: app.window.device ?? .iPhone15Pro, duration: closeEntry.duration, window: app.window,
      frameInterval: frameInterval
    ) {
      app.detail?.closeBtn.sendActions(for: .touchUpInside)
    }
  }

  /// The drag on the open card's picture: down 55 % of the half-screen drag distance and
  /// released at +700 pt/s; or, `cancelled`, down to 40 % and back up to 25 %, released at
  /// −500 pt/s.
  static func script(size: CGSize, cancelled: Bool) -> InputScript {
    let x = size.width / 2
    let startY = size.height * 0.3
    let distance = size.height * CardDetailViewController.dragDistanceFraction
    let path: [CGPoint] =
      cancelled
      ? [
        CGPoint(x: x, y: startY), CGPoint(x: x, y: startY + 0.4 * distance),
        CGPoint(x: x, y: startY + 0.25 * distance),
      ]
      : [CGPoint(x: x, y: startY), CGPoint(x: x, y: startY + 0.55 * distance)]
    return InputScript([
      .drag(
        path: path, time: 0, duration: dragDuration, easing: .easeInOut,
        releaseVelocity: CGPoint(x: 0, y: cancelled ? -500 : 700))
    ])
  }

  /// The scene replaying the drag from time 0.
  static func makeInteractiveScene(app: App, cancelled: Bool) -> GalleryScene {
    GalleryScene(
      device: app.window.device ?? .iPhone15Pro, duration: interactiveEntry.duration,
      window: app.window,
      frameInterval: frameInterval
    ) {
      app.window.schedule(script(size: app.window.bounds.size, cancelled: cancelled), startingAt: 0)
    }
  }
}
