import SegueGeometry

/// Something that turns display lists into pixels.
///
/// A renderer owns its target surface and reuses it between frames, so that drawing a frame
/// does not allocate. `draw` renders into that target; `currentFrame()` copies it out when a
/// caller needs the pixels (to encode or compare them).
public protocol Renderer: AnyObject {
  /// Draws `displayList` at `scale` pixels per point into the renderer's target, replacing
  /// the previous frame, and reports what it could not draw faithfully.
  func draw(_ displayList: DisplayList, scale: Int) throws -> RenderReport
  /// The pixels of the last frame drawn.
  func currentFrame() -> Bitmap
}

extension Renderer {
  /// Draws a display list and returns its pixels.
  public func render(_ displayList: DisplayList, scale: Int) throws -> Bitmap {
    _ = try draw(displayList, scale: scale)
    return currentFrame()
  }
}

/// What a renderer could not draw as specified, for one frame.
///
/// A renderer never drops a feature silently: anything approximated or skipped is listed here,
/// and hosts print it.
public struct RenderReport: Sendable, Hashable {
  /// Features that were approximated or skipped, in drawing order, without duplicates.
  public var unsupported: [UnsupportedFeature]

  /// Creates a report.
  public init(unsupported: [UnsupportedFeature] = []) {
    self.unsupported = unsupported
  }

  /// Whether the frame was drawn exactly as specified.
  public var isFaithful: Bool { unsupported.isEmpty }
}

/// One feature a renderer could not honour, and where.
public struct UnsupportedFeature: Sendable, Hashable, CustomStringConvertible {
  /// The node's name.
  public var node: String
  /// What was not drawn as specified, in a sentence a person can act on.
  public var feature: String

  /// Creates an entry.
  public init(node: String, feature: String) {
    self.node = node
    self.feature = feature
  }

  public var description: String { "\(node): \(feature)" }
}

/// An error that stops a frame from being drawn at all.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The canvas size or scale is not usable (zero, negative, NaN, or too large).
  case invalidCanvas(String)
  /// The rasterizer failed (out of memory, a library error).
  case backend(String)

  public var description: String {
    switch self {
    case .invalidCanvas(let why): "invalid canvas: \(why)"
    case .backend(let why): "renderer failed: \(why)"
    }
  }
}
