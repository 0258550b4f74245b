import CSDL2
import Foundation
import SegueLayers

extension DesktopWindow {
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
        queuePointer(.move, x: event.motion.x, y: event.motion.y)
      case SDL_WINDOWEVENT.rawValue:
        // Resizing and exposing block the loop or change the drawable: the gap is not a
        // dropped frame. The letterbox is recomputed from the drawable every frame.
        let kind = UInt32(event.window.event)
        if kind == SDL_WINDOWEVENT_FOCUS_LOST.rawValue, pointerIsPressed {
          // The button's release will go to another window: the press is cancelled.
          pointerIsPressed = false
          pendingPointerEvents.append((.cancel, lastPointerLocation, isPressed: false))
        }
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
    case .rotate:
      if !content.rotate() { log("this content cannot rotate") }
    case .quit: isRunning = false
    }
    updateTitle(screen)
  }

  private func queuePointer(_ phase: PointerPhase, x: Int32, y: Int32) {
    lastPointerLocation = CGPoint(x: Int(x), y: Int(y))
    pendingPointerEvents.append((phase, lastPointerLocation, isPressed: pointerIsPressed))
  }

  /// Converts the mouse events of this turn to content points and hands them to the content,
  /// stamped with content times spread evenly, in order, over the time since the previous
  /// frame (`previous` exclusive, `time` inclusive).
  ///
  /// SDL stamps events when it reads them, i.e. all of a turn's at once, so their own times
  /// are lost; spread out, a drag gathered during one slow frame still has a speed (what a
  /// pan's release velocity is estimated from) instead of n samples at one instant.
  func deliverPointerEvents(_ screen: SDLScreen, after previous: Double, upTo time: Double) {
    guard !pendingPointerEvents.isEmpty else { return }
    let box = letterbox(screen)
    let windowSize = screen.windowSize
    let drawableSize = screen.drawableSize
    let events = pendingPointerEvents
    pendingPointerEvents.removeAll()
    let step = (time - previous) / Double(events.count)
    for (index, event) in events.enumerated() {
      let location = box.contentPoint(
        fromWindow: event.windowPoint, windowSize: windowSize, drawableSize: drawableSize)
      let timestamp = index == events.count - 1 ? time : previous + step * Double(index + 1)
      content.handle(
        PointerEvent(
          phase: event.phase, location: location, isPressed: event.isPressed,
          timestamp: timestamp))
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
