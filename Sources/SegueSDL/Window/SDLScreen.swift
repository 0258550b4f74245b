import CSDL2
import Foundation
import SegueCairo
import SegueGeometry

/// The SDL objects behind a window: the window, its renderer and the streaming texture the
/// frames are uploaded to. Made and closed by `DesktopWindow.run()`, on its thread.
@MainActor
final class SDLScreen {
  let window: OpaquePointer
  let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureSize = (width: 0, height: 0)
  /// The display's refresh rate in hertz; 0 when the driver does not say.
  let refreshRate: Int

  /// Opens a resizable window of `contentSize × scale` pixels (shrunk to fit the first
  /// display) with a vsynced renderer.
  init(title: String, contentSize: CGSize, scale: Int) throws(WindowError) {
    let (width, height) = Self.windowSize(contentSize: contentSize, scale: scale, display: 0)
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard let window = SDL_CreateWindow(title, centred, centred, width, height, flags) else {
      throw .sdl("SDL_CreateWindow: \(DesktopWindow.sdlError())")
    }
    // Linear filtering when the letterbox scales the frame.
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
    guard
      let renderer = SDL_CreateRenderer(window, -1, vsync)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsync)
    else {
      let message = DesktopWindow.sdlError()
      SDL_DestroyWindow(window)
      throw .sdl("SDL_CreateRenderer: \(message)")
    }
    self.window = window
    self.renderer = renderer
    var mode = SDL_DisplayMode()
    let display = SDL_GetWindowDisplayIndex(window)
    refreshRate =
      display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 ? Int(mode.refresh_rate) : 0
  }

  /// Resizes the window to `contentSize × scale` pixels (shrunk to fit its display) and
  /// centres it again on its display.
  func resize(toContentSize contentSize: CGSize, scale: Int) {
    let (width, height) = Self.windowSize(
      contentSize: contentSize, scale: scale, display: SDL_GetWindowDisplayIndex(window))
    SDL_SetWindowSize(window, width, height)
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    SDL_SetWindowPosition(window, centred, centred)
  }

  /// The window size for content of `contentSize` points at `scale` pixels per point on
  /// `display` (see `Letterbox.windowSize`).
  private static func windowSize(contentSize: CGSize, scale: Int, display: Int32) -> (Int32, Int32)
  {
    var usable = SDL_Rect()
    let area =
      display >= 0 && SDL_GetDisplayUsableBounds(display, &usable) == 0
      ? CGSize(width: Int(usable.w), height: Int(usable.h)) : nil
    let size = Letterbox.windowSize(contentSize: contentSize, scale: scale, fittingIn: area)
    return (Int32(size.width), Int32(size.height))
  }

  /// Destroys the texture, renderer and window.
  func close() {
    if let texture { SDL_DestroyTexture(texture) }
    texture = nil
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  /// The window's size in screen coordinates (what mouse positions are in).
  var windowSize: CGSize {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return CGSize(width: Int(w), height: Int(h))
  }

  /// The renderer's output size in pixels (larger than `windowSize` on high-DPI screens).
  var drawableSize: CGSize {
    var w: Int32 = 0
    var h: Int32 = 0
    guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0 else { return windowSize }
    return CGSize(width: Int(w), height: Int(h))
  }

  /// Copies the renderer's last frame into the texture (made or remade at the frame's size):
  /// only `region` of it when given and the texture already holds the frame before.
  func upload(from cairo: CairoRenderer, region: PixelRegion? = nil) throws(WindowError) {
    let result = cairo.withCurrentFramePixels { pixels, width, height, stride -> String? in
      if let region, let texture, textureSize == (width, height) {
        guard !region.isEmpty else { return nil }
        var rect = SDL_Rect(
          x: Int32(region.x), y: Int32(region.y), w: Int32(region.width),
          h: Int32(region.height))
        let start = pixels.advanced(by: region.y * stride + region.x * 4)
        guard SDL_UpdateTexture(texture, &rect, start, Int32(stride)) == 0 else {
          return "SDL_UpdateTexture: \(DesktopWindow.sdlError())"
        }
        return nil
      }
      if texture == nil || textureSize != (width, height) {
        if let texture { SDL_DestroyTexture(texture) }
        // Cairo's ARGB32 is a native-endian 32-bit ARGB word, which is SDL's ARGB8888.
        texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
          Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        textureSize = (width, height)
        // Premultiplied colours over the black clear colour are the colours themselves.
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
      }
      guard let texture else { return "SDL_CreateTexture: \(DesktopWindow.sdlError())" }
      guard SDL_UpdateTexture(texture, nil, pixels, Int32(stride)) == 0 else {
        return "SDL_UpdateTexture: \(DesktopWindow.sdlError())"
      }
      return nil
    }
    if let failure = result ?? "no frame was rendered" { throw .sdl(failure) }
  }

  /// Clears to black, draws the texture into the letterbox and presents (waiting for vsync
  /// when the renderer has it).
  func present(letterbox: Letterbox) throws(WindowError) {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    if let texture {
      var rect = SDL_Rect(
        x: Int32(letterbox.rect.minX), y: Int32(letterbox.rect.minY),
        w: Int32(letterbox.rect.width), h: Int32(letterbox.rect.height))
      guard SDL_RenderCopy(renderer, texture, nil, &rect) == 0 else {
        throw .sdl("SDL_RenderCopy: \(DesktopWindow.sdlError())")
      }
    }
    SDL_RenderPresent(renderer)
  }
}
