import Foundation
import SegueGeometry
import SegueUI

extension DemoApp {
  /// The device the session's points are laid out for: iPhone 15 Pro, portrait.
  public nonisolated static let sessionDevice = Device.iPhone15Pro

  /// A person's tour of the demo app on `sessionDevice`, as an input script: every
  /// interaction of the app once, each left to settle before the next.
  ///
  /// 0.5 s the round button pushes the Ping screen (seed 000); 2 s a drag to the right pops it
  /// interactively; 3.5 s the info button brings the panel in (seed 001); 5 s a tap on the
  /// dim sends it away; 6.5 s the hamburger drops the Guillotine menu (seed 004) and 9 s raises
  /// it; 11 s a swipe from the left edge brings the side menu (seed 003), whose Back button
  /// dismisses it at 13 s; 14.5 s a tap opens the first Today card (seed 002), whose close
  /// button closes it at 17 s. It ends at `sessionDuration`, the close settled.
  ///
  /// What the window's performance is measured on (`segue bench play-session`); the suite
  /// checks that each step does what it says (`DemoSessionTests`).
  public nonisolated static let session = InputScript([
    .tap(at: CGPoint(x: 365, y: 81), time: 0.5),
    .drag(
      path: [CGPoint(x: 40, y: 700), CGPoint(x: 320, y: 700)], time: 2, duration: 0.4,
      easing: .easeInOut, releaseVelocity: CGPoint(x: 700, y: 0)),
    .tap(at: CGPoint(x: 321, y: 81), time: 3.5),
    .tap(at: CGPoint(x: 50, y: 400), time: 5),
    .tap(at: CGPoint(x: 22, y: 81), time: 6.5),
    .tap(at: CGPoint(x: 22, y: 81), time: 9),
    .drag(
      path: [CGPoint(x: 3, y: 500), CGPoint(x: 243, y: 500)], time: 11, duration: 0.35,
      easing: .easeInOut, releaseVelocity: CGPoint(x: 600, y: 0)),
    .tap(at: CGPoint(x: 196, y: 785), time: 13),
    .tap(at: CGPoint(x: 196, y: 400), time: 14.5),
    .tap(at: CGPoint(x: 353, y: 89), time: 17),
  ])

  /// Seconds from the session's start until its last transition has settled.
  public nonisolated static let sessionDuration = 19.0

  /// The demo app on `sessionDevice`, ready for `session` (`Stage.play`).
  public static func makeSessionStage() -> Stage {
    scene.makeStartedStage(device: sessionDevice)
  }
}

extension DemoApp.DemoScene {
  public var device: Device { DemoApp.sessionDevice }
  public var session: ScriptedSession? {
    ScriptedSession(script: DemoApp.session, duration: DemoApp.sessionDuration)
  }
}
