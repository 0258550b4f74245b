import CSDL2
import Foundation
import SegueAnimation
import SegueCairo
import SegueGeometry
import SegueLayers

/// An SDL2 window that plays a `WindowContent` at the display's frame rate.
///
/// ## Frame loop
/// Each turn: read the host time from a `MonotonicClock`; handle SDL's events (keys become
/// `WindowAction`s, mouse events become `PointerEvent`s for the content); turn the host time
/// into content time (`ContentClock`: pause, Slow Animations); render the content's display
/// list with Cairo at the configured scale, only when content time moved; upload Cairo's
/// ARGB32 pixels in place into a streaming ARGB8888 texture (the same bytes on a
/// little-endian machine, so no conversion and no copy into a `Bitmap`); draw it letterboxed
/// (`Letterbox`); present, which waits for vsync; count late frames (`FramePacer`). When the
/// content's size changes (O rotates it), the window is resized to match; a window the user
/// resizes keeps showing the content letterboxed.
///
/// Invariants: content time never runs backwards; every SDL object is made and destroyed
/// inside `run()` on the thread that calls it; all state lives in this object (no globals).
/// Where vsync is unavailable (virtual displays, software renderers), the loop sleeps the rest
/// of the display interval itself so it does not spin a core.
///
/// Rejected: rendering straight into an SDL surface with Cairo (`SDL_GetWindowSurface`)
/// would avoid the upload, but loses vsync, GPU scaling for letterboxing, and high-DPI.
@MainActor
public final class DesktopWindow {
  /// What the window shows.
  public let content: any WindowContent
  /// How the window is set up.
  public let configuration: WindowConfiguration
  /// Reports finished recordings (on a background queue).
  let encoder: RecordingEncoder
  /// Receives one-line status messages for the user (e.g. waiting for recordings at quit).
  let log: (String) -> Void

  let hostClock = MonotonicClock()
  let renderer = CairoRenderer()
  var contentClock = ContentClock()
  var recorder: FrameRecorder?
  var isRunning = true
  var pointerIsPressed = false
  /// Where the mouse last was, window coordinates (a focus loss cancels a press there).
  var lastPointerLocation = CGPoint.zero
  /// Mouse events of this turn, in window coordinates, with the button state after each.
  var pendingPointerEvents: [(phase: PointerPhase, windowPoint: CGPoint, isPressed: Bool)] =
    []

  /// Creates a window for `content`; nothing opens until `run()`. `log` gets status lines
  /// for the user, on the window's thread; `recordingFinished` gets each recording's file (or
  /// why it failed), on a background queue.
  public init(
    content: any WindowContent, configuration: WindowConfiguration,
    log: @escaping (String) -> Void = { _ in },
    recordingFinished: @escaping @Sendable (Result<URL, RecordingError>) -> Void
  ) {
    self.content = content
    self.configuration = configuration
    self.log = log
    self.encoder = RecordingEncoder(completion: recordingFinished)
  }

  /// Opens the window and plays the content until the user quits (Q, Escape, closing the
  /// window) or `maximumFrameCount` frames were shown; then waits for recordings still being
  /// encoded and closes.
  ///
  /// - Throws: `WindowError.noDisplay` when there is no display (nothing is opened),
  ///   `.sdl` when SDL fails, `.render` when the content cannot be rendered.
  public func run() throws(WindowError) -> WindowReport {
    if let reason = WindowError.missingDisplay(environment: ProcessInfo.processInfo.environment) {
      throw .noDisplay(reason)
    }
    if let driver = WindowError.preferredDriver(environment: ProcessInfo.processInfo.environment) {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
    }
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      throw .noDisplay("SDL could not open video (\(Self.sdlError()))")
    }
    defer { SDL_Quit() }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if let reason = WindowError.headlessDriver(
      driver, environment: ProcessInfo.processInfo.environment)
    {
      throw .noDisplay(reason)
    }
    screenContentSize = content.size
    let screen = try SDLScreen(
      title: configuration.title, contentSize: screenContentSize, scale: configuration.scale)
    defer { screen.close() }
    var pacer = FramePacer(refreshRate: screen.refreshRate)
    var reachedLimit = false
    updateTitle(screen)
    while isRunning {
      let frameStart = hostClock.now
      handleEvents(screen, pacer: &pacer)
      guard isRunning else { break }
      let previousTime = contentClock.time
      let time = contentClock.advance(toHostTime: frameStart)
      deliverPointerEvents(screen, after: previousTime, upTo: time)
      // Scripted fingers are marked over the frame (the mouse's own touches are not: the
      // pointer shows where they are).
      let frame = content.displayList(at: time).showingTouches(at: content.scriptedTouchLocations)
      if content.size != screenContentSize {
        screenContentSize = content.size
        screen.resize(toContentSize: screenContentSize, scale: configuration.scale)
      }
      try draw(frame, on: screen)
      record(frame, at: frameStart, screen: screen)
      let presented = hostClock.now
      pacer.framePresented(at: presented, madeIn: presented - frameStart)
      if let limit = configuration.maximumFrameCount, pacer.frameCount >= limit {
        reachedLimit = true
        isRunning = false
      }
      waitForRestOfInterval(since: frameStart, interval: pacer.displayInterval)
    }
    if recorder != nil { stopRecording(screen) }
    SDL_HideWindow(screen.window)
    let pending = encoder.pendingCount
    if pending > 0 {
      log("writing \(pending) recording\(pending == 1 ? "" : "s") before closing…")
    }
    encoder.waitUntilFinished()
    return WindowReport(pacing: pacer, reachedFrameLimit: reachedLimit)
  }

  /// Renders `frame`, repainting and uploading only what changed since the last frame
  /// (`CairoRenderer.drawChanges`; nothing when it is the same), and presents.
  private func draw(_ frame: DisplayList, on screen: SDLScreen) throws(WindowError) {
    if frame != lastDrawn {
      let drawn: (report: RenderReport, repainted: PixelRegion)
      do {
        drawn = try renderer.drawChanges(frame, scale: configuration.scale)
      } catch {
        lastDrawn = nil
        throw .render("\(error)")
      }
      for feature in drawn.report.unsupported where reportedFeatures.insert(feature).inserted {
        log("warning: \(feature)")
      }
      try screen.upload(from: renderer, region: lastDrawn == nil ? nil : drawn.repainted)
      lastDrawn = frame
    }
    try screen.present(letterbox: letterbox(screen))
  }

  /// The last display list rendered, to skip re-rendering a still frame (paused, holding).
  private var lastDrawn: DisplayList?
  /// The features the renderer could not draw as asked that were logged already (each is
  /// said once).
  private var reportedFeatures: Set<UnsupportedFeature> = []
  /// The content size the window was last sized for: when the content's size changes (a
  /// rotation), the window takes the new size × scale.
  private var screenContentSize = CGSize.zero

  /// Where the content goes in the window's drawable now.
  func letterbox(_ screen: SDLScreen) -> Letterbox {
    Letterbox(contentSize: content.size, drawableSize: screen.drawableSize)
  }

  /// Without vsync a present returns at once: sleep the rest of the display interval. With
  /// vsync the present already waited, and the frame is (nearly) a whole interval long.
  private func waitForRestOfInterval(since start: Double, interval: Double) {
    let elapsed = hostClock.now - start
    guard elapsed < interval * 0.8 else { return }
    SDL_Delay(UInt32(((interval - elapsed) * 1000).rounded(.down)))
  }

  /// The window's title with its state.
  func updateTitle(_ screen: SDLScreen) {
    var title = configuration.title
    if contentClock.isPaused { title += " — paused" }
    if contentClock.isSlow {
      title += " — slow ×\(Int(ContentClock.slowAnimationsFactor))"
    }
    if recorder != nil { title += " — ● recording" }
    SDL_SetWindowTitle(screen.window, title)
  }

  /// SDL's last error message.
  nonisolated static func sdlError() -> String {
    SDL_GetError().map { String(cString: $0) } ?? "unknown error"
  }
}
