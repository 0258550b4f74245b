import Foundation

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
