import Foundation
import SegueSDL
import Testing

@Suite("Keys and the display check")
struct WindowActionTests {
  /// SDL's keycodes for these keys (SDLK_SPACE, SDLK_s, SDLK_r, SDLK_o, SDLK_q, SDLK_ESCAPE).
  @Test(arguments: [
    (Int32(32), WindowAction.togglePause), (115, .toggleSlowAnimations), (114, .toggleRecording),
    (111, .rotate), (113, .quit), (27, .quit),
  ])
  func boundKeysMapToTheirActions(keycode: Int32, action: WindowAction) {
    #expect(WindowAction(keycode: keycode) == action)
  }

  /// Nothing, "a", "Q", "S" and "O" (keycodes are lower case), SDLK_UP, and a negative code.
  @Test(arguments: [Int32(0), 97, 81, 83, 79, 1_073_741_906, -1])
  func otherKeysDoNothing(keycode: Int32) {
    #expect(WindowAction(keycode: keycode) == nil)
  }

  @Test func noDisplayVariablesMeansNoDisplay() {
    #expect(WindowError.missingDisplay(environment: [:]) != nil)
    #expect(WindowError.missingDisplay(environment: ["DISPLAY": ""]) != nil)
    #expect(WindowError.missingDisplay(environment: ["DISPLAY": ":0"]) == nil)
    #expect(WindowError.missingDisplay(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
    #expect(WindowError.missingDisplay(environment: ["SDL_VIDEODRIVER": "kmsdrm"]) == nil)
  }

  @Test func onlyTheDriverTheEnvironmentCanServeIsTried() {
    #expect(WindowError.preferredDriver(environment: ["DISPLAY": ":1"]) == "x11")
    #expect(WindowError.preferredDriver(environment: ["WAYLAND_DISPLAY": "w"]) == "wayland")
    #expect(
      WindowError.preferredDriver(environment: ["DISPLAY": ":1", "WAYLAND_DISPLAY": "w"]) == nil)
    #expect(
      WindowError.preferredDriver(environment: ["DISPLAY": ":1", "SDL_VIDEODRIVER": "x11"]) == nil)
  }

  @Test func sdlsHeadlessFallbacksAreNotADisplayUnlessAskedFor() {
    #expect(WindowError.headlessDriver("x11", environment: [:]) == nil)
    #expect(WindowError.headlessDriver("offscreen", environment: ["DISPLAY": ":7"]) != nil)
    #expect(
      WindowError.headlessDriver("offscreen", environment: ["SDL_VIDEODRIVER": "offscreen"]) == nil)
  }
}
