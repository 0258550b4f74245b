import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("ViewController: view loading, appearance, containment, segues")
struct ViewControllerTests {
  @Test func theViewIsLoadedLazilyAndOnlyOnce() {
    let log = EventLog()
    let controller = LoggingController("a", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.events.isEmpty, "creating a controller does not load its view")
    let view = controller.view
    #expect(controller.view === view)
    #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
    #expect(log.events == ["a.viewDidLoad"])
  }

  /// The default `loadView()` view stretches with its superview, as UIKit's (`autoresize =
  /// W+H`): a view a presentation put in a container follows the container's turn.
  @Test func theDefaultViewFollowsItsContainer() {
    let controller = ViewController()
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    let container = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    container.addSubview(controller.view)
    controller.view.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
    container.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(controller.view.frame == CGRect(x: 0, y: 20, width: 852, height: 373))
  }

  /// UIKit's default view (and a container's) is made the main screen's size, whatever the
  /// device (the reference has no entry; medium: observed — `loadView()` documentation).
  /// Before, every default view was an iPhone 15 Pro's 393×852 on every device.
  @Test func theDefaultViewIsTheSizeOfTheStagesScreen() {
    for device in [Device.iPhoneSE, .iPadPro11] {
      let stage = Stage(device: device)
      #expect(Screen.main.bounds.size == device.portraitSize)
      #expect(ViewController().view.bounds.size == device.portraitSize, "\(device.name)")
      #expect(NavigationController().view.bounds.size == device.portraitSize, "\(device.name)")
      #expect(TabBarController().view.bounds.size == device.portraitSize, "\(device.name)")
      // Turned, the screen is wider than tall, and so is a view made then.
      stage.rotate(to: .landscape, animated: false)
      stage.advance(by: 0.1)
      let turned = CGSize(width: device.portraitSize.height, height: device.portraitSize.width)
      #expect(ViewController().view.bounds.size == turned, "\(device.name) landscape")
    }
  }

  @Test func addChildAndRemoveFromParentSendTheirAutomaticCallbacks() {
    // UIKit: addChild calls willMove(toParent:) itself; removeFromParent calls
    // didMove(toParent: nil) itself; the others are the container's job.
    let log = EventLog()
    let parent = ViewController()
    let child = LoggingController("c", log: log)
    parent.addChild(child)
    #expect(log.events == ["c.willMove(toParent: parent)"])
    #expect(parent.children.count == 1 && child.parent === parent)
    log.clear()
    child.removeFromParent()
    #expect(log.events == ["c.didMove(toParent: nil)"])
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func appearanceTransitionsAreBalancedAndIdempotent() {
    // Reference §2.2: callbacks tie to the matching end; repeated begins don't double them.
    let log = EventLog()
    let controller = LoggingController("a", log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    #expect(log.events == ["a.viewWillAppear", "a.viewDidAppear"])
    log.clear()
    // Reversing a move under way: willAppear, then willDisappear/didDisappear, no didAppear.
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: true)
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    #expect(
      log.events == [
        "a.viewWillDisappear", "a.viewDidDisappear", "a.viewWillAppear", "a.viewWillDisappear",
        "a.viewDidDisappear",
      ])
  }

  @Test func theWindowInstallsTheRootViewControllerSizedWithTheSafeArea() {
    let log = EventLog()
    let host = WindowHost()
    let controller = LoggingController("root", log: log)
    host.window.rootViewController = controller
    #expect(controller.view.superview === host.window)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    // iPhone 15 Pro: safe area top 59, bottom 34.
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(log.events == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
  }

  @Test func layoutCallbacksBracketTheRootViewsLayout() {
    final class Probe: ViewController {
      var calls: [String] = []
      override func viewWillLayoutSubviews() { calls.append("will") }
      override func viewDidLayoutSubviews() { calls.append("did") }
    }
    let host = WindowHost()
    let probe = Probe()
    host.window.rootViewController = probe
    probe.calls.removeAll()
    probe.view.setNeedsLayout()
    host.frame()
    #expect(probe.calls == ["will", "did"])
  }

  @Test func performSegueBuildsPreparesThenPerforms() {
    final class Source: ViewController {
      var prepared: [(String?, ViewController, String?)] = []
      override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender as? String))
      }
    }
    final class RecordingSegue: StoryboardSegue {
      var performed = 0
      override func perform() { performed += 1 }
    }
    let source = Source()
    let destination = ViewController()
    var made: RecordingSegue?
    source.registerSegue(identifier: "Next") { source, _ in
      let segue = RecordingSegue(identifier: "Next", source: source, destination: destination)
      made = segue
      return segue
    }
    source.performSegue(withIdentifier: "Next", sender: "tap")
    #expect(source.prepared.count == 1)
    #expect(source.prepared.first?.0 == "Next" && source.prepared.first?.1 === destination)
    #expect(source.prepared.first?.2 == "tap")
    #expect(made?.performed == 1)
    made = nil  // The factory keeps this variable, the segue its source: the test's own cycle.
  }

  @Test func aShowSeguePushesInANavigationController() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let next = ViewController()
    root.registerSegue(identifier: "Show") { source, _ in
      ShowSegue(identifier: "Show", source: source, destination: next)
    }
    root.performSegue(withIdentifier: "Show", sender: nil)
    // Reference §6: UINavigationController.show pushes.
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === next)
    #expect(next.navigationController === navigation)
  }

  @Test func transitionBetweenChildrenSwapsViewsWithAppearanceCallbacks() {
    // Reference §11.3: the to-view joins the from-view's superview; the from-view leaves.
    let log = EventLog()
    let host = WindowHost()
    let container = ViewController()
    host.window.rootViewController = container
    let a = LoggingController("a", log: log)
    let b = LoggingController("b", log: log)
    container.addChild(a)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    a.beginAppearanceTransition(true, animated: false)
    a.endAppearanceTransition()
    container.addChild(b)
    log.clear()
    var finished: [Bool] = []
    container.transition(
      from: a, to: b, duration: 0.25, animations: { b.view.alpha = 0.5 },
      completion: { finished.append($0) })
    #expect(b.view.superview === container.view && a.view.superview === container.view)
    #expect(log.events == ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear"])
    host.advance(to: 0.3)
    #expect(a.view.superview == nil)
    #expect(finished == [true])
    #expect(Array(log.events.suffix(2)) == ["a.viewDidDisappear", "b.viewDidAppear"])
  }
}
