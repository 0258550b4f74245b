import Foundation
import SegueGeometry
import SegueMotion
import SegueUI

/// `menu-present`, `menu-present-cancelled` and `menu-dismiss`: seed 003 (an interactive menu
/// driven by a left screen-edge pan, `UIPercentDrivenInteractiveTransition`), from scripted
/// drags: the menu's translucent screen fades in over the home screen while its entries follow
/// the finger in from the left.
///
/// Port note: the article leaves its animator to the demo it links; the animation, the menu's
/// layout and colours and the "Over Full Screen" segue are the demo's (so the menu covers the
/// whole screen, translucent, rather than a strip at the left).
@MainActor
enum SideMenu {
  /// How long each scene runs, seconds: the drag, then the completion.
  nonisolated static let duration: Double = 1.2
  /// The drags' duration, seconds.
  static let dragDuration: Double = 0.5
  /// Where the edge drag's finger goes down, from the left edge, points (inside the edge
  /// pan's 20 pt region).
  static let edgeStartX: CGFloat = 5
  /// Where the finished edge drag ends, in widths: on an iPhone 15 Pro the finger travels
  /// about 230 pt, progress ≈ 230 / 300 > 0.2.
  static let presentDragEnd: CGFloat = 0.6
  /// Where the cancelled edge drag ends, in widths: about 50 pt, progress ≈ 0.17 < 0.2.
  static let cancelledDragEnd: CGFloat = 0.14
  /// Where the dismissal drag starts and ends, in widths: about 236 pt, progress ≈ 0.79 > 0.1.
  static let dismissDrag: (start: CGFloat, end: CGFloat) = (0.8, 0.2)
  /// The release speed of the finished drags, points per second (the seed ignores it; the
  /// spring leaves at it).
  static let releaseSpeed: CGFloat = 600
  /// The release speed of the cancelled drag, points per second: a finger that hesitates.
  static let hesitantReleaseSpeed: CGFloat = 100

  nonisolated static let presentEntry = GalleryEntry(
    id: "menu-present", title: "Side menu: edge pan presents", seed: "003_ffb800deb7ba6107.txt",
    summary:
      "A pan from the left edge to 60 % of the width drags the menu in and, past 20 %, finishes.",
    duration: duration, makeStage: { device in makeStage(device: device, kind: .present) })

  nonisolated static let presentCancelledEntry = GalleryEntry(
    id: "menu-present-cancelled", title: "Side menu: short edge pan cancels",
    seed: "003_ffb800deb7ba6107.txt",
    summary: "A short pan from the left edge stays under 20 % and cancels.",
    duration: duration, makeStage: { device in makeStage(device: device, kind: .cancelled) })

  nonisolated static let dismissEntry = GalleryEntry(
    id: "menu-dismiss", title: "Side menu: pan dismisses", seed: "003_ffb800deb7ba6107.txt",
    summary: "A pan to the left on the open menu scrubs it away and, past 10 %, finishes.",
    duration: duration,
    intendedDiscontinuities: [
      IntendedDiscontinuity(
        .jump, detail: "transform",
        because:
          "the menu's pan begins only after its hysteresis (about 10 pt, reference § Pan), so "
          + "its first progress already holds the finger's travel, as in UIKit")
    ], makeStage: { device in makeStage(device: device, kind: .dismiss) })

  /// The three scenes.
  enum Kind: Sendable {
    /// An edge drag presenting the menu.
    case present
    /// A short edge drag, cancelled.
    case cancelled
    /// A drag on the open menu dismissing it.
    case dismiss
  }

  /// The app: the stage and its home screen (which owns the helper).
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
    let home: MenuHomeViewController
    var helper: MenuTransitionHelper { home.transitionHelper }
  }

  /// Builds the app on `device` showing the home screen, with the menu presented (not
  /// animated) if `presented`; `makeMenu` builds the menu (tests pass a recording subclass).
  static func makeApp(
    device: Device, presented: Bool = false,
    makeMenu: @escaping @MainActor () -> MenuViewController = { MenuViewController() }
  ) -> App {
    let home = MenuHomeViewController(scale: device.scale, makeMenu: makeMenu)
    let stage = Stage(device: device, rootViewController: home)
    if presented {
      // The segue's work, not animated: prepare, then present over full screen.
      let menu = makeMenu()
      home.prepare(
        for: PresentMenuSegue(
          identifier: MenuTransitionHelper.presentMenuSegue, source: home, destination: menu),
        sender: nil)
      menu.modalPresentationStyle = .overFullScreen
      home.present(menu, animated: false)
      // The presentation completes at the frame that picks it up.
      stage.advance(by: 0)
    }
    return App(stage: stage, home: home)
  }

  /// The scripted drag of `kind` across the middle of `size`.
  static func script(size: CGSize, kind: Kind) -> InputScript {
    let y = size.height / 2
    let path: [CGPoint]
    let velocity: CGFloat
    switch kind {
    case .present, .cancelled:
      let end = kind == .present ? presentDragEnd : cancelledDragEnd
      path = [CGPoint(x: edgeStartX, y: y), CGPoint(x: end * size.width, y: y)]
      velocity = kind == .present ? releaseSpeed : hesitantReleaseSpeed
    case .dismiss:
      path = [
        CGPoint(x: dismissDrag.start * size.width, y: y),
        CGPoint(x: dismissDrag.end * size.width, y: y),
      ]
      velocity = -releaseSpeed
    }
    return InputScript([
      .drag(
        path: path, time: 0, duration: dragDuration, easing: .easeInOut,
        releaseVelocity: CGPoint(x: velocity, y: 0))
    ])
  }

  static func makeStage(device: Device, kind: Kind) -> Stage {
    start(kind, in: makeApp(device: device, presented: kind == .dismiss))
  }

  /// Starts the drag of `kind` in `app` now and returns its stage.
  @discardableResult
  static func start(_ kind: Kind, in app: App) -> Stage {
    app.stage.play(script(size: app.stage.size, kind: kind))
    return app.stage
  }
}
