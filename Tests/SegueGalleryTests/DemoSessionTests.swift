import Foundation
import SegueGeometry
import Testing

@testable import SegueGallery
@testable import SegueUI

/// `DemoApp.session`, the tour `segue bench play-session` measures: each step does what its
/// documentation says, so the row keeps measuring every interaction of the app.
@MainActor
@Suite("The demo app's scripted session")
struct DemoSessionTests {
  /// What is on screen: the navigation stack's top and the presented controller, by type.
  private struct Screen: Equatable, CustomStringConvertible {
    var top: String
    var presented: String?
    var description: String { presented.map { "\(top) + \($0)" } ?? top }
  }

  private static func screen(of stage: Stage) -> Screen {
    let root = stage.window.rootViewController
    let navigation = root as? NavigationController
    let top = navigation?.topViewController.map { "\(type(of: $0))" } ?? "none"
    return Screen(top: top, presented: root?.presentedViewController.map { "\(type(of: $0))" })
  }

  @Test func eachStepDoesWhatItSaysAndTheSessionEndsSettledAtHome() {
    let stage = DemoApp.makeSessionStage()
    let start = stage.time
    stage.play(DemoApp.session)
    // Just before the next step, what the step before left on screen.
    let checkpoints: [(time: Double, screen: Screen)] = [
      (0.4, Screen(top: "DemoHomeViewController")),
      (1.9, Screen(top: "PingViewController")),
      (3.4, Screen(top: "DemoHomeViewController")),
      (4.9, Screen(top: "DemoHomeViewController", presented: "ExampleViewController")),
      (6.4, Screen(top: "DemoHomeViewController")),
      (8.9, Screen(top: "DemoHomeViewController", presented: "GuillotineMenuViewController")),
      (10.9, Screen(top: "DemoHomeViewController")),
      (12.9, Screen(top: "DemoHomeViewController", presented: "MenuViewController")),
      (14.4, Screen(top: "DemoHomeViewController")),
      (16.9, Screen(top: "CardDetailViewController")),
      (DemoApp.sessionDuration, Screen(top: "DemoHomeViewController")),
    ]
    var seen: [Screen] = []
    for (time, _) in checkpoints {
      // Frame by frame at 60 Hz, as the window and the bench row run it.
      while stage.time < start + time - 1e-9 {
        stage.advance(to: min(stage.time + 1.0 / 60, start + time))
      }
      seen.append(Self.screen(of: stage))
    }
    #expect(seen == checkpoints.map(\.screen))
    #expect(DemoApp.session.duration < DemoApp.sessionDuration)
    #expect(stage.isIdle, "the last transition has settled by the session's end")
  }
}
