import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A controller-like target that registers its own methods with UIKit's `Self`-relative
/// spelling, from a non-final class.
@MainActor
private class OpenScreen {
  var log: [String] = []
  let button = Button(type: .system)
  let tap = TapGestureRecognizer()
  var pan: PanGestureRecognizer?
  var item: BarButtonItem?
  var senderItem: BarButtonItem?

  func wire() {
    button.addTarget(self, action: Self.tapped, for: .touchUpInside)
    button.addTarget(self, action: Self.tappedWithSender(_:), for: .touchUpInside)
    button.addTarget(self, action: Self.tappedAnything, for: .touchUpInside)
    button.addTarget(self, action: Self.tappedWithEvent(_:event:), for: .touchUpInside)
    pan = PanGestureRecognizer(target: self, action: Self.panned)
    tap.addTarget(self, action: Self.tapRecognized)
    item = BarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)
    senderItem = BarButtonItem(title: "Done", style: .done, target: self, action: Self.done)
  }

  func tapped() { log.append("tapped") }
  func tappedWithSender(_ sender: Button) { log.append("tapped(sender: \(sender.buttonType))") }
  func tappedAnything(_ sender: Any) { log.append("tapped(any: \(type(of: sender)))") }
  func tappedWithEvent(_ sender: Control, event: Event?) {
    log.append("tapped(event: \(event == nil))")
  }
  func panned(_ recognizer: PanGestureRecognizer) { log.append("panned \(recognizer.state)") }
  func tapRecognized() { log.append("tap") }
  func edit() { log.append("edit") }
  func done(_ item: BarButtonItem) { log.append("done \(item.title ?? "")") }
}

/// A subclass: `Self` is the subclass when its instances register.
@MainActor
private final class SubScreen: OpenScreen {}

/// A final class, whose `Self` is the class itself.
@MainActor
private final class FinalScreen {
  var log: [String] = []
  let button = Button(type: .custom)

  init() {
    button.addTarget(self, action: Self.tapped, for: .touchUpInside)
    button.addTarget(self, action: Self.touched(_:), for: [.touchUpInside, .touchDown])
  }

  func tapped() { log.append("tapped") }
  func touched(_ sender: Button) { log.append("touched(sender)") }
}

@MainActor
@Suite("Target–action with method references, closure actions")
struct TargetActionTests {
  @Test(arguments: [false, true])
  func controlsCallEveryMethodSpellingInOrder(subclass: Bool) {
    let screen = subclass ? SubScreen() : OpenScreen()
    screen.wire()
    screen.button.sendActions(for: .touchUpInside)
    #expect(
      screen.log == [
        "tapped", "tapped(sender: system)", "tapped(any: Button)", "tapped(event: true)",
      ])
  }

  @Test func finalClassesRegisterWithSelfToo() {
    let screen = FinalScreen()
    screen.button.sendActions(for: .touchDown)
    #expect(screen.log == ["touched(sender)"])
    screen.button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["touched(sender)", "tapped", "touched(sender)"])
  }

  @Test func targetsAreHeldWeaklyAndForgottenOnceGone() {
    let button = Button(type: .custom)
    var screen: FinalScreen? = FinalScreen()
    weak let weakScreen = screen
    if let screen { button.addTarget(screen, action: FinalScreen.tapped, for: .touchUpInside) }
    #expect(button.allTargets.count == 1)
    screen = nil
    #expect(weakScreen == nil, "the control does not keep its target alive")
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test func gestureRecognizersCallTheirTargetsMethods() {
    let screen = OpenScreen()
    screen.wire()
    let window = Window(device: .iPhone15Pro)
    let view = View(frame: window.bounds)
    window.addSubview(view)
    guard let pan = screen.pan else {
      Issue.record("no pan")
      return
    }
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(screen.tap)
    window.handlePointer(.down, at: CGPoint(x: 100, y: 100), time: 0)
    window.handlePointer(.up, at: CGPoint(x: 100, y: 100), time: 0.05)
    window.handlePointer(.down, at: CGPoint(x: 100, y: 300), time: 1)
    window.handlePointer(.move, at: CGPoint(x: 160, y: 300), time: 1.1)
    window.handlePointer(.up, at: CGPoint(x: 160, y: 300), time: 1.2)
    #expect(screen.log == ["tap", "panned began", "panned ended"])
  }

  @Test func barButtonItemsCallTheirTargetsMethods() {
    let screen = OpenScreen()
    screen.wire()
    screen.item?.sendAction()
    screen.senderItem?.sendAction()
    #expect(screen.log == ["edit", "done Done"])
    #expect(screen.item?.target === screen)
  }

  @Test func closureActionsRunWithTheirSender() {
    var log: [String] = []
    let button = Button(type: .system)
    let action = ControlAction(title: "Go") { action in
      log.append("\(action.title) from \(action.sender === button)")
    }
    button.addAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["Go from true"])
  }

  @Test func primaryActionsRunOnPrimaryActionTriggeredAndTitleButtons() {
    var runs = 0
    let symbol = Image(bitmap: Bitmap(width: 2, height: 2), scale: 1)
    let action = ControlAction(title: "Share", image: symbol) { _ in runs += 1 }
    let button = Button(type: .system, primaryAction: action)
    #expect(button.title(for: .normal) == "Share" && button.image(for: .normal) === symbol)
    button.sendActions(for: .touchUpInside)
    #expect(runs == 0, "the primary action is not a touch-up-inside action")
    button.sendActions(for: .primaryActionTriggered)
    let control = Control(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: action)
    control.sendActions(for: .primaryActionTriggered)
    #expect(runs == 2 && control.frame.width == 10)
    let untitled = Button(type: .custom, primaryAction: ControlAction { _ in })
    #expect(untitled.title(for: .normal) == nil, "an empty action title sets none")
    let framed = Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: action)
    #expect(framed.buttonType == .custom && framed.title(for: .normal) == "Share")
    #expect(Button(primaryAction: nil).buttonType == .system)
  }
}
