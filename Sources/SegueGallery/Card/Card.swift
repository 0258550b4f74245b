import Foundation
import SegueGeometry
import SegueMotion
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
  /// The drag that closes the card in `card-open-interactive`, seconds.
  nonisolated static let dragDuration: Double = 0.5

  nonisolated static let openEntry = GalleryEntry(
    id: "card-open", title: "Today card: open", seed: "002_16c819e649b131ed.txt",
    summary:
      "A press shrinks the card to 0.8; released, it flies open into the full-screen story on a 0.6 spring.",
    duration: pressDuration + transitionDuration,
    makeStage: { device in startOpening(makeApp(device: device, opened: false)) })

  nonisolated static let closeEntry = GalleryEntry(
    id: "card-close", title: "Today card: close", seed: "002_16c819e649b131ed.txt",
    summary:
      "The close button: the story shrinks over the blurred list and its picture flies back into the card on a 0.5 spring.",
    duration: transitionDuration,
    makeStage: { device in startClosing(makeApp(device: device, opened: true)) })

  nonisolated static let interactiveEntry = GalleryEntry(
    id: "card-open-interactive", title: "Today card: drag to close",
    seed: "002_16c819e649b131ed.txt",
    summary:
      "Dragging the open story down shrinks it under the finger; released moving down, it flies home into its card at the finger's velocity.",
    duration: dragDuration + transitionDuration,
    intendedDiscontinuities: [
      IntendedDiscontinuity(
        .jump, layer: "CardDetailViewController", detail: "transform",
        because:
          "the story's pan begins only after its hysteresis (about 10 pt, reference § Pan), so "
          + "the drag's first scale already holds the finger's travel, as in UIKit")
    ],
    makeStage: { device in
      startDragging(makeApp(device: device, opened: true), cancelled: false)
    })

  nonisolated static let zoomEntry = GalleryEntry(
    id: "card-zoom", title: "Today card: zoom (iOS 18)", seed: "002_16c819e649b131ed.txt",
    summary:
      "The same card opened with UIKit's own transition, preferredTransition = .zoom: the story "
      + "zooms out of the pressed card over the dimmed list (compare with card-open).",
    duration: pressDuration + 0.55,
    intendedDiscontinuities: [
      IntendedDiscontinuity(
        .jump, layer: "detail-card-face", detail: "took over",
        because:
          "the story's card face takes over from the card with square corners: the zoom's "
          + "platter, which clips it, carries the card's 15-pt corners (and the face lines up "
          + "with the card: CardMetrics.zoomFaceFrame)")
    ],
    makeStage: { device in
      let app = makeApp(device: device, opened: false)
      // The list made itself the delegate on appearing (the seed's animator); not here.
      app.list.becomesNavigationDelegate = false
      app.navigationController.delegate = nil
      app.list.opensWithZoom = true
      return startOpening(app)
    })

  /// The app: the stage, the navigation controller and the list at its root.
  @MainActor
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
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
    let stage = Stage(device: device, rootViewController: navigationController)
    return App(stage: stage, navigationController: navigationController, list: list)
  }

  /// The centre of the first card on screen, window coordinates.
  static func firstCardCenter(of app: App) -> CGPoint {
    let table = app.list.tableView
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    return table.convert(CGPoint(x: row.midX, y: row.midY), to: app.window)
  }

  /// Presses the first card of `app` for `pressDuration` from now; returns its stage.
  @discardableResult
  static func startOpening(_ app: App) -> Stage {
    app.stage.play(
      InputScript([.press(at: firstCardCenter(of: app), time: 0, duration: pressDuration)]))
    return app.stage
  }

  /// Taps the open card's close button of `app` now; returns its stage.
  @discardableResult
  static func startClosing(_ app: App) -> Stage {
    app.detail?.closeBtn.sendActions(for: .touchUpInside)
    return app.stage
  }

  /// How far the scripted drag goes down, as a fraction of the screen height.
  nonisolated static let dragFraction: CGFloat = 0.3

  /// The drag on the open card's picture: down `dragFraction` of the screen and released at
  /// +700 pt/s; or, `cancelled`, down two thirds of that and back up to 40 %, released at
  /// −500 pt/s.
  static func script(size: CGSize, cancelled: Bool) -> InputScript {
    let x = size.width / 2
    let startY = size.height * 0.3
    let distance = size.height * dragFraction
    let path: [CGPoint] =
      cancelled
      ? [
        CGPoint(x: x, y: startY), CGPoint(x: x, y: startY + 0.67 * distance),
        CGPoint(x: x, y: startY + 0.4 * distance),
      ]
      : [CGPoint(x: x, y: startY), CGPoint(x: x, y: startY + distance)]
    return InputScript([
      .drag(
        path: path, time: 0, duration: dragDuration, easing: .easeInOut,
        releaseVelocity: CGPoint(x: 0, y: cancelled ? -500 : 700))
    ])
  }

  /// Replays the drag on the open card of `app` from now; returns its stage.
  @discardableResult
  static func startDragging(_ app: App, cancelled: Bool) -> Stage {
    app.stage.play(script(size: app.stage.size, cancelled: cancelled))
    return app.stage
  }
}
