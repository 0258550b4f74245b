import Foundation
import SegueGeometry
import SegueLayers
import SegueSDL
import Testing

/// Content that shows a flat colour and remembers the pointer events it gets.
@MainActor
final class PointerRecordingContent: WindowContent {
  let size = CGSize(width: 200, height: 100)
  var events: [PointerEvent] = []
  var lastTime = -1.0

  func displayList(at time: Double) -> DisplayList {
    precondition(time >= lastTime, "content time ran backwards")
    lastTime = time
    return DisplayList(size: size, clearColor: Color(red: 0.2, green: 0.6, blue: 0.3), nodes: [])
  }

  func handle(_ event: PointerEvent) {
    events.append(event)
  }
}

extension PlayCommandTests {
  /// A `Window` in this process, clicked by xdotool in Xvfb: the click arrives as a down and
  /// an up at the clicked content point.
  @MainActor
  @Test(
    "a click in the window reaches the content in content points",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func clicksReachTheContent() throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    // SDL reads DISPLAY itself; the suite is serialized, and the other tests here pass their
    // children an explicit environment.
    let previous = ProcessInfo.processInfo.environment["DISPLAY"]
    setenv("DISPLAY", display.name, 1)
    defer {
      if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    // The window (200×100 at scale 1) opens centred on the 800×1000 screen, at (300, 450).
    // Content point (50, 25) is screen point (350, 475). xdotool waits for the window, then
    // clicks and quits; the window runs meanwhile.
    let driver = Process()
    driver.executableURL = URL(fileURLWithPath: Tool.path("xdotool") ?? "/usr/bin/xdotool")
    driver.arguments = [
      "search", "--sync", "--name", "^segue-pointer", "sleep", "0.3", "mousemove", "350", "475",
      "sleep", "0.2", "click", "1", "sleep", "0.3",
      // A quick drag: its events mostly reach the window within one frame.
      "mousedown", "1", "mousemove", "360", "475", "mousemove", "370", "475", "mousemove",
      "380", "475", "mouseup", "1", "sleep", "0.3", "key", "q",
    ]
    driver.environment = environment
    try driver.run()
    defer { Tool.kill(driver) }

    let content = PointerRecordingContent()
    let window = DesktopWindow(
      content: content,
      configuration: WindowConfiguration(
        title: "segue-pointer", recordingFolder: FileManager.default.temporaryDirectory,
        recordingName: "unused", maximumFrameCount: 60 * 30),
      recordingFinished: { _ in })
    let report = try window.run()

    #expect(!report.reachedFrameLimit, "q did not close the window")
    let presses = content.events.filter { $0.phase != .move }
    #expect(presses.map(\.phase) == [.down, .up, .down, .up])
    #expect(presses.map(\.isPressed) == [true, false, true, false])
    for event in presses.prefix(2) {
      #expect(abs(event.location.x - 50) <= 1 && abs(event.location.y - 25) <= 1, "\(event)")
    }
    #expect(presses.last.map { abs($0.location.x - 80) <= 1 } == true)
    // Every event has its own time, even those SDL hands over together: a drag has a speed.
    let times = content.events.map(\.timestamp)
    #expect(
      zip(times, times.dropFirst()).allSatisfy { $0 < $1 },
      "event timestamps are not strictly increasing: \(times)")
    #expect(times.allSatisfy { $0 <= content.lastTime }, "an event is stamped after its frame")
  }
}
