import Foundation

/// How a `Window` is set up: its title, scale, where recordings go, and when it stops.
public struct WindowConfiguration: Sendable {
  /// The window's title; state ("paused", "slow ×10", "recording") is appended to it. Titles
  /// start with "segue" so that tools can find the window.
  public var title: String
  /// Pixels per content point of the rendered frame (1…4); the window opens at the content's
  /// size times this.
  public var scale: Int
  /// The folder recordings are written to.
  public var recordingFolder: URL
  /// The start of recordings' file names: `<name>-1.gif`, `<name>-2.gif`, … (the first number
  /// not already taken in `recordingFolder`).
  public var recordingName: String
  /// Closes the window after this many frames (for tests and scripts); nil runs until quit.
  public var maximumFrameCount: Int?

  /// Creates a configuration.
  public init(
    title: String, scale: Int = 1, recordingFolder: URL, recordingName: String,
    maximumFrameCount: Int? = nil
  ) {
    precondition((1...4).contains(scale), "scale must be 1…4, got \(scale)")
    precondition(maximumFrameCount.map { $0 > 0 } ?? true, "maximum frame count must be > 0")
    self.title = title
    self.scale = scale
    self.recordingFolder = recordingFolder
    self.recordingName = recordingName
    self.maximumFrameCount = maximumFrameCount
  }

  /// The next free recording file in `recordingFolder`.
  func nextRecordingURL(fileExists: (String) -> Bool) -> URL {
    var number = 1
    while true {
      let url = recordingFolder.appendingPathComponent("\(recordingName)-\(number).gif")
      if !fileExists(url.path) { return url }
      number += 1
    }
  }
}

/// What happened in a window, reported when it closes.
public struct WindowReport: Sendable, Hashable {
  /// Frame counts and lateness.
  public var pacing: FramePacer
  /// Whether it closed because `maximumFrameCount` was reached (otherwise the user quit).
  public var reachedFrameLimit: Bool
}

/// Why a window could not open or run.
public enum WindowError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is no display to open a window on; the reason says what was missing.
  case noDisplay(String)
  /// SDL failed; the call and SDL's message.
  case sdl(String)
  /// The content could not be rendered.
  case render(String)

  /// One line for the terminal.
  public var description: String {
    switch self {
    case .noDisplay(let reason): "no display: \(reason)"
    case .sdl(let message): "SDL: \(message)"
    case .render(let message): "rendering failed: \(message)"
    }
  }

  /// Why there is no display, judged from the environment, or nil if there may be one.
  ///
  /// X11 needs `DISPLAY`, Wayland `WAYLAND_DISPLAY`; an explicit `SDL_VIDEODRIVER` (e.g.
  /// `kmsdrm`, `offscreen`) is left for SDL to judge.
  public static func missingDisplay(environment: [String: String]) -> String? {
    let set = { (name: String) in !(environment[name] ?? "").isEmpty }
    if set("DISPLAY") || set("WAYLAND_DISPLAY") || set("SDL_VIDEODRIVER") { return nil }
    return "DISPLAY and WAYLAND_DISPLAY are not set"
  }

  /// The one SDL video driver worth trying, or nil to let SDL choose.
  ///
  /// With only `DISPLAY` set, only X11 can work; letting SDL also try Wayland makes libwayland
  /// print its own complaint on stderr when X does not answer.
  public static func preferredDriver(environment: [String: String]) -> String? {
    let set = { (name: String) in !(environment[name] ?? "").isEmpty }
    if set("SDL_VIDEODRIVER") { return nil }
    switch (set("DISPLAY"), set("WAYLAND_DISPLAY")) {
    case (true, false): return "x11"
    case (false, true): return "wayland"
    default: return nil
    }
  }

  /// Why SDL's video `driver` shows nothing, or nil if it drives a screen.
  ///
  /// When no display server answers, SDL falls back to drivers that draw nowhere (`offscreen`,
  /// `dummy`, `evdev`); they count as a display only when asked for in `SDL_VIDEODRIVER`.
  public static func headlessDriver(_ driver: String, environment: [String: String]) -> String? {
    guard ["offscreen", "dummy", "evdev"].contains(driver.lowercased()) else { return nil }
    if environment["SDL_VIDEODRIVER"]?.lowercased() == driver.lowercased() { return nil }
    let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? "WAYLAND_DISPLAY"
    return "no display server answers at \(display) (SDL fell back to its '\(driver)' driver)"
  }
}
