import Foundation
import Testing

/// `segue play` without an entry — the demo app — in Xvfb, driven by a real mouse and keyboard
/// (xdotool), checked on the screen Xvfb keeps. The window draws the system chrome, so the
/// points checked keep clear of the status bar's glyphs, the Dynamic Island, the home indicator
/// and the display's rounded corners. The colours are the demo's (DemoApp): the Today
/// list's white header under the bar #3D3B4F (portrait: the bar ends at 103 pt, the header at
/// 167 pt; the points checked, right of the "Today" title, are white), the Ping screen #F2A65A,
/// the panel #F7F4EE over a black dim at 40 %.
extension PlayCommandTests {
  static let home: UInt32 = 0xFFFFFF
  static let bar: UInt32 = 0x3D3B4F
  static let ping: UInt32 = 0xF2A65A
  static let panel: UInt32 = 0xF7F4EE
  /// The home header under black at 40 % (source over: 255 × 0.6 = 153).
  static let dimmedHome: UInt32 = 0x999999
  /// The side menu's first icon, opaque over the menu's blur (`MenuViewController.iconColors`),
  /// centred at (126.5, 271.5) on a portrait iPhone 15 Pro: the columns are ±70 pt from the
  /// centre, the top row's icons 94 pt tall from y 224.5.
  static let menuFirstIcon: UInt32 = 0xF2A65A

  @Test(
    "demo app: the round button pushes Ping; a mouse drag to the right pops it interactively",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func demoDragPopsPingInteractively() throws {
    let demo = try DemoWindow()
    defer { demo.stop() }
    try demo.waitFor("the home screen") {
      try demo.shows([(300, 140): Self.home, (300, 60): Self.bar])
    }
    try demo.xdotool("mousemove", "--window", demo.windowID, "365", "81", "click", "1")
    try demo.waitFor("the Ping screen, pushed") {
      try demo.shows([(196, 800): Self.ping, (20, 800): Self.ping, (370, 150): Self.ping])
    }
    demo.settle()

    // Press and drag a third of the width: the pop is scrubbed, not finished. The home screen
    // shows through the circle near the Ping screen's button (at 361, 91), not yet at the far
    // corner.
    try demo.drag(from: 40, to: 180, y: 700, release: false)
    try demo.waitFor("the pop scrubbed to about a third") {
      try demo.shows([(370, 150): Self.home, (20, 800): Self.ping])
    }
    // Held still, the pop stays where the finger is.
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try demo.shows([(370, 150): Self.home, (20, 800): Self.ping]))

    // On, and released moving right: the pop finishes.
    try demo.drag(from: 180, to: 320, y: 700, release: true)
    try demo.waitFor("the home screen, popped to") {
      try demo.shows([(300, 140): Self.home, (370, 150): Self.home, (300, 60): Self.bar])
    }
    let result = try demo.quit()
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  @Test(
    "demo app: O rotates the device, and the window turns landscape and back",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func demoRotateKeyTurnsTheWindow() throws {
    // Wide enough for the landscape window (852 px) at scale 1.
    let demo = try DemoWindow(screen: (width: 1000, height: 1000))
    defer { demo.stop() }
    #expect(try demo.geometry().size == (393, 852))
    try demo.waitFor("the home screen") { try demo.shows([(365, 81): Self.ping]) }
    // The keyboard follows the pointer (no window manager): keep it over the window.
    try demo.xdotool("mousemove", "--window", demo.windowID, "196", "300", "key", "o")
    try demo.waitFor("a landscape window") { try demo.geometry().size == (852, 393) }
    let landscape = try demo.geometry()
    #expect(landscape.origin == ((1000 - 852) / 2, (1000 - 393) / 2), "centred again")
    // Landscape safe area: none at the top (the bar is 44 pt), 59 pt on each side; the bar
    // spans the new width, the round button at the right end of the safe area
    // (852 − 59 − 10 − 18 = 765), the list's header under the bar.
    try demo.waitFor("the home screen laid out landscape") {
      try demo.shows([(765, 22): Self.ping, (600, 30): Self.bar, (600, 80): Self.home])
    }
    try demo.xdotool("mousemove", "--window", demo.windowID, "400", "200", "key", "o")
    try demo.waitFor("a portrait window again") { try demo.geometry().size == (393, 852) }
    try demo.waitFor("the home screen laid out portrait") {
      try demo.shows([(365, 81): Self.ping, (300, 140): Self.home])
    }
    let result = try demo.quit()
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  @Test(
    "demo app: a mouse drag from the left edge brings the side menu in; Back dismisses it",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func demoEdgeSwipePresentsTheMenu() throws {
    let demo = try DemoWindow()
    defer { demo.stop() }
    try demo.waitFor("the home screen") { try demo.shows([(370, 140): Self.home]) }
    // From 3 pt off the left edge to 253 pt: progress 250 / 393 × 0.5 = 0.32, past 0.2.
    try demo.drag(from: 3, to: 243, y: 500, release: true)
    try demo.waitFor("the menu over the home screen") {
      try demo.shows([(126, 271): Self.menuFirstIcon, (110, 250): Self.menuFirstIcon])
    }
    demo.settle()
    // The Back button fills a strip above the safe area's bottom (y 763–808).
    try demo.xdotool("mousemove", "--window", demo.windowID, "196", "785", "click", "1")
    try demo.waitFor("the home screen again") {
      try demo.shows([(370, 140): Self.home, (300, 150): Self.home])
    }
    let result = try demo.quit()
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  @Test(
    "an entry looping: O turns the window, and the loop goes on laid out landscape",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func loopingEntryRotates() throws {
    let demo = try DemoWindow(
      screen: (width: 1000, height: 1000), arguments: ["play", "ping-push"])
    defer { demo.stop() }
    // ping-push: the first screen (#1E3A5F) revealing the second (Ping's orange).
    let screens: [UInt32] = [0x1E3A5F, Self.ping]
    try demo.waitFor("the entry playing") { try demo.shows([((196, 800), screens)]) }
    try demo.xdotool("mousemove", "--window", demo.windowID, "196", "300", "key", "o")
    try demo.waitFor("a landscape window") { try demo.geometry().size == (852, 393) }
    // The frame fills the landscape window (a portrait frame would be letterboxed, black here).
    try demo.waitFor("the entry drawn landscape") {
      try demo.shows([((800, 350), screens), ((50, 350), screens)])
    }
    let result = try demo.quit()
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  @Test(
    "demo app: the info button slides in the panel, the hamburger drops the Guillotine menu",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func demoButtonsPresentThePanelAndTheMenu() throws {
    let demo = try DemoWindow()
    defer { demo.stop() }
    try demo.waitFor("the home screen") { try demo.shows([(300, 140): Self.home]) }
    // The info button, left of the round one.
    try demo.xdotool("mousemove", "--window", demo.windowID, "321", "81", "click", "1")
    // The panel takes the right third (x ≥ 262), the rest is dimmed.
    try demo.waitFor("the panel over the dimmed home screen") {
      try demo.shows([(250, 140): Self.dimmedHome, (330, 800): Self.panel])
    }
    demo.settle()
    // A tap on the dim dismisses the panel.
    try demo.xdotool("mousemove", "--window", demo.windowID, "50", "400", "click", "1")
    try demo.waitFor("the home screen again") {
      try demo.shows([(250, 140): Self.home, (330, 140): Self.home])
    }
    demo.settle()
    // The hamburger: the menu falls over the whole screen; its own button raises it again.
    try demo.xdotool("mousemove", "--window", demo.windowID, "22", "81", "click", "1")
    try demo.waitFor("the Guillotine menu, down") {
      try demo.shows([(196, 800): Self.bar, (360, 800): Self.bar])
    }
    demo.settle()
    try demo.xdotool("mousemove", "--window", demo.windowID, "22", "81", "click", "1")
    try demo.waitFor("the home screen after the menu") {
      try demo.shows([(300, 140): Self.home, (370, 150): Self.home])
    }
    let result = try demo.quit()
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }
}

/// `segue play` (the demo app) in its own Xvfb: xdotool input, window geometry and the screen
/// in content points (scale 1, so a content point is a pixel of the window).
final class DemoWindow {
  let display: VirtualDisplay
  let environment: [String: String]
  private var play: SegueProcess?
  private(set) var windowID = ""

  /// Starts Xvfb with a screen of `screen` pixels and `segue` with `arguments` on it
  /// (quitting by itself after a minute at 60 Hz, should a test leave it running), and waits
  /// for its window.
  init(
    screen: (width: Int, height: Int) = VirtualDisplay.screenSize, arguments: [String] = ["play"]
  ) throws {
    display = try VirtualDisplay(size: screen)
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["WAYLAND_DISPLAY"] = nil
    self.environment = environment
    do {
      play = try SegueProcess(arguments + ["--frames", "3600"], environment: environment)
      // xdotool's search can fail at once on an X error while windows come and go (seen on a
      // loaded machine): search again until the window shows or 30 s have passed.
      let deadline = Date().addingTimeInterval(30)
      var found: String?
      while found == nil, Date() < deadline {
        let search = try Tool.run(
          "xdotool", ["search", "--sync", "--name", "^segue"], environment: environment,
          timeout: max(deadline.timeIntervalSinceNow, 1))
        if search.status == 0, let id = search.stdout.split(separator: "\n").first {
          found = String(id)
        } else {
          Thread.sleep(forTimeInterval: 0.2)
        }
      }
      guard let found else { throw TestFailure("no window appeared within 30 s") }
      windowID = found
    } catch {
      stop()
      throw error
    }
  }

  /// Stops `segue play` (if still running) and the display.
  func stop() {
    play?.kill()
    display.stop()
  }

  /// Quits with Q and waits for the process; its status and output.
  func quit() throws -> (status: Int32, stdout: String, stderr: String) {
    try xdotool("mousemove", "--window", windowID, "100", "100", "key", "q")
    guard let play else { throw TestFailure("segue play is not running") }
    return try play.wait(timeout: 30)
  }

  /// Runs xdotool with `arguments`, which must succeed.
  func xdotool(_ arguments: String...) throws {
    let result = try Tool.run("xdotool", arguments, environment: environment)
    guard result.status == 0 else { throw TestFailure("xdotool \(arguments) failed") }
  }

  /// A press at (`from`, `y`) and a drag to (`to`, `y`) in 20 pt steps 15 ms apart, in window
  /// points, in one xdotool run; `release` ends with a quick last step and the release, so the
  /// finger is moving right when it lifts.
  func drag(from: Int, to: Int, y: Int, release: Bool) throws {
    var arguments = ["mousemove", "--window", windowID, "\(from)", "\(y)", "mousedown", "1"]
    for x in stride(from: from + 20, through: to, by: 20) {
      arguments += ["sleep", "0.015", "mousemove", "--window", windowID, "\(x)", "\(y)"]
    }
    if release {
      arguments += ["mousemove", "--window", windowID, "\(to + 10)", "\(y)", "mouseup", "1"]
    }
    let result = try Tool.run("xdotool", arguments, environment: environment)
    guard result.status == 0 else { throw TestFailure("xdotool drag failed") }
  }

  /// The window's position and size on the screen, pixels.
  func geometry() throws -> (origin: (Int, Int), size: (Int, Int)) {
    let result = try Tool.run(
      "xdotool", ["getwindowgeometry", "--shell", windowID], environment: environment)
    var values: [String: Int] = [:]
    for line in result.stdout.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
    }
    guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"],
      let height = values["HEIGHT"]
    else { throw TestFailure("no geometry for window \(windowID): \(result.stdout)") }
    return ((x, y), (width, height))
  }

  /// Whether the window shows each colour (0xRRGGBB, within 2 per channel) at its point
  /// (window points).
  func shows(_ expected: KeyValuePairs<(Int, Int), UInt32>) throws -> Bool {
    try shows(expected.map { ($0.key, [$0.value]) })
  }

  /// Whether the window shows, at each point (window points), one of its colours (0xRRGGBB,
  /// within 2 per channel).
  func shows(_ expected: [((Int, Int), [UInt32])]) throws -> Bool {
    let (origin, size) = try geometry()
    let screen = try display.screenshot()
    return expected.allSatisfy { point, colours in
      let (x, y) = (origin.0 + point.0, origin.1 + point.1)
      guard point.0 < size.0, point.1 < size.1, x >= 0, y >= 0, x < screen.width,
        y < screen.height
      else { return false }
      let pixel = screen.pixel(x: x, y: y)
      return colours.contains { colour in
        let channels = [
          (pixel.r, UInt8(colour >> 16 & 0xFF)), (pixel.g, UInt8(colour >> 8 & 0xFF)),
          (pixel.b, UInt8(colour & 0xFF)),
        ]
        return channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= 2 }
      }
    }
  }

  /// Waits 0.3 s: for the transition whose last frame is on screen to complete. What a
  /// transition's end looks like shows a frame or two before `completeTransition` runs, and
  /// until then its container covers the window and takes the touches (as in UIKit).
  func settle() {
    Thread.sleep(forTimeInterval: 0.3)
  }

  /// Polls `condition` every 50 ms until it holds; throws after `timeout` seconds, naming
  /// `what` was awaited.
  func waitFor(_ what: String, timeout: Double = 10, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if try condition() { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TestFailure("timed out after \(timeout) s waiting for \(what)")
  }
}
