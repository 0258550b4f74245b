import CSDL2
import Foundation
import SegueLayers

extension Window {
  /// Handles every pending SDL event: keys, mouse, window changes, quit requests.
  func handleEvents(_ screen: SDLScreen, pacer: inout FramePacer) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      switch event.type {
      case SDL_QUIT.rawValue:
        isRunning = false
      case SDL_KEYDOWN.rawValue:
        // Auto-repeat would toggle a mode on and off while the key is held.
        guard event.key.repeat == 0, let action = WindowAction(keycode: event.key.keysym.sym)
        else { continue }
        perform(action, screen: screen)
      case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
        pointerIsPressed = true
        queuePointer(.down, x: event.button.x, y: event.button.y)
      case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
        pointerIsPressed = false
        queuePointer(.up, x: event.button.x, y: event.button.y)
      case SDL_MOUSEMOTION.rawValue:
        queuePointer(.moved, x: event.motion.x, y: event.motion.y)
      case SDL_WINDOWEVENT.rawValue:
        // Resizing and exposing block the loop or change the drawable: the gap is not a
        // dropped frame. The letterbox is recomputed from the drawable every frame.
        let kind = UInt32(event.window.event)
        if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_EXPOSED.rawValue
          || kind == SDL_WINDOWEVENT_RESTORED.rawValue
        {
          pacer.skipNextInterval()
        }
      default:
        continue
      }
    }
  }

  /// Does what a key asks.
  func perform(_ action: WindowAction, screen: SDLScreen) {
    switch action {
    case .togglePause: contentClock.isPaused.toggle()
    case .toggleSlowAnimations: contentClock.isSlow.toggle()
    case .toggleRecording:
      if recorder == nil { recorder = FrameRecorder() } else { stopRecording(screen) }
    case .quit: isRunning = false
    }
    updateTitle(screen)
  }

  private func queuePointer(_ phase: PointerEvent.Phase, x: Int32, y: Int32) {
    pendingPointerEvents.append(
      (phase, CGPoint(x: Int(x), y: Int(y)), isPressed: pointerIsPressed))
  }

  /// Converts the mouse events of this turn to content points and hands them to the content,
  /// stamped with the content time of the frame they precede.
  func deliverPointerEvents(_ screen: SDLScreen, at time: Double) {
    guard !pendingPointerEvents.isEmpty else { return }
    let box = letterbox(screen)
    let windowSize = screen.windowSize
    let drawableSize = screen.drawableSize
    let events = pendingPointerEvents
    pendingPointerEvents.removeAll()
    for event in events {
      let location = box.contentPoint(
        fromWindow: event.windowPoint, windowSize: windowSize, drawableSize: drawableSize)
      content.handle(
        PointerEvent(
          phase: event.phase, location: location, isPressed: event.isPressed, timestamp: time))
    }
  }

  /// Adds the frame just shown to the recording, if recording; stops a recording that is full.
  func record(_ frame: DisplayList, at time: Double, screen: SDLScreen) {
    guard recorder != nil else { return }
    recorder?.append(frame, at: time)
    if recorder?.isFull == true { stopRecording(screen) }
  }

  /// Stops recording and hands the frames to the encoder.
  func stopRecording(_ screen: SDLScreen) {
    guard let finished = recorder else { return }
    recorder = nil
    updateTitle(screen)
    let url = configuration.nextRecordingURL { FileManager.default.fileExists(atPath: $0) }
    encoder.encode(
      finished.resampled(), scale: configuration.scale,
      framesPerSecond: FrameRecorder.framesPerSecond, to: url)
  }
}
