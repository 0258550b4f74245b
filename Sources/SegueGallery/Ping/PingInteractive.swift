import Foundation
import SegueGeometry
import SegueUI

/// `ping-pop-interactive` and `ping-pop-cancelled`: seed 000's pan driving the circle pop,
/// from a scripted drag on the second screen.
@MainActor
enum PingInteractive {
  /// How long each scene runs, seconds: the drag, then the completion.
  nonisolated static let duration: Double = 1
  /// The drags' duration, seconds.
  static let dragDuration: Double = 0.5
  /// Where the finger goes down, from the left edge, points.
  static let startX: CGFloat = 20

  nonisolated static let finishedEntry = GalleryEntry(
    id: "ping-pop-interactive", title: "Ping: interactive pop, finished",
    seed: "000_9b05a2aaf25d0d17.txt",
    summary:
      "A pan to the right scrubs the circle reveal to 60 % and, released moving right, finishes it.",
    duration: duration, makeStage: { device in makeStage(device: device, cancelled: false) })

  nonisolated static let cancelledEntry = GalleryEntry(
    id: "ping-pop-cancelled", title: "Ping: interactive pop, cancelled",
    seed: "000_9b05a2aaf25d0d17.txt",
    summary:
      "A pan to 40 % and back, released moving left, cancels the pop: the second screen stays.",
    duration: duration, makeStage: { device in makeStage(device: device, cancelled: true) })

  /// The scripted drag across the middle of `size`: right to 60 % of the width, released at
  /// +600 pt/s; or, `cancelled`, right to 40 % then back to 15 %, released at −400 pt/s.
  static func script(size: CGSize, cancelled: Bool) -> InputScript {
    let y = size.height / 2
    let start = CGPoint(x: startX, y: y)
    let path: [CGPoint] =
      cancelled
      ? [
        start, CGPoint(x: startX + 0.4 * size.width, y: y),
        CGPoint(x: startX + 0.15 * size.width, y: y),
      ]
      : [start, CGPoint(x: startX + 0.6 * size.width, y: y)]
    return InputScript([
      .drag(
        path: path, time: 0, duration: dragDuration, easing: .easeInOut,
        releaseVelocity: CGPoint(x: cancelled ? -400 : 600, y: 0))
    ])
  }

  static func makeStage(device: Device, cancelled: Bool) -> Stage {
    start(in: Ping.makeApp(device: device, pushed: true), cancelled: cancelled)
  }

  /// Starts the drag in `app` (with both screens pushed) now and returns its stage.
  @discardableResult
  static func start(in app: Ping.App, cancelled: Bool) -> Stage {
    app.stage.play(script(size: app.stage.size, cancelled: cancelled))
    return app.stage
  }
}
