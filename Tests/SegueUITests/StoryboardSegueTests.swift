import Foundation
import Testing

@testable import SegueUI

/// A source controller that logs `prepare(for:sender:)` and gives the destination a style,
/// as a UIKit source does before a "Present Modally" segue.
@MainActor
private final class PreparingSource: ViewController {
  let log: EventLog
  init(log: EventLog) {
    self.log = log
    super.init()
  }
  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    log.append("prepare \(segue.identifier ?? "") \(sender as? String ?? "nil")")
    segue.destination.modalPresentationStyle = .overFullScreen
  }
}

@MainActor
@Suite("Storyboard segues: present modally, UIKit's order")
struct StoryboardSegueTests {
  @Test func aPresentationSegueIsMadePreparedThenPresents() {
    let log = EventLog()
    let host = WindowHost()
    let source = PreparingSource(log: log)
    host.window.rootViewController = source
    let menu = LoggingController("menu", log: log)
    source.registerSegue(identifier: "presentMenu") { source, sender in
      log.append("made for \(sender as? String ?? "nil")")
      let segue = PresentationSegue(identifier: "presentMenu", source: source, destination: menu)
      segue.animates = false
      return segue
    }
    log.clear()
    source.performSegue(withIdentifier: "presentMenu", sender: "pan")
    // UIKit: the segue and its destination exist, prepare(for:sender:) runs, then perform().
    #expect(
      Array(log.events.prefix(3)) == [
        "made for pan", "prepare presentMenu pan", "menu.viewDidLoad",
      ])
    #expect(source.presentedViewController === menu && menu.presentingViewController === source)
    #expect(menu.modalPresentationStyle == .overFullScreen, "what prepare set is used")
    #expect(source.view.window === host.window, ".overFullScreen keeps the source's view")
    #expect(menu.view.window === host.window, "not animated: presented at once")
  }

  @Test func aPresentationSegueAnimatesByDefault() {
    let host = WindowHost()
    let source = ViewController()
    host.window.rootViewController = source
    let destination = ViewController()
    let segue = PresentationSegue(identifier: nil, source: source, destination: destination)
    #expect(segue.animates)
    segue.perform()
    #expect(destination.isBeingPresented, "an animated presentation is under way")
    host.advance(to: 1)
    #expect(!destination.isBeingPresented && source.presentedViewController === destination)
  }

  @Test func aSegueMadeWithAHandlerRunsItWhenPerformed() {
    var runs = 0
    let source = ViewController()
    source.registerSegue(identifier: "custom") { source, _ in
      StoryboardSegue(identifier: "custom", source: source, destination: ViewController()) {
        runs += 1
      }
    }
    source.performSegue(withIdentifier: "custom", sender: nil)
    #expect(runs == 1)
    StoryboardSegue(identifier: nil, source: source, destination: ViewController()).perform()
    #expect(runs == 1, "without a handler, perform() does nothing")
  }
}
