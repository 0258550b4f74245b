import Foundation
import SegueGeometry

/// What a `GraphicsContext` recorded: a picture of `size` points as drawing commands, which a
/// `DrawingRasterizer` turns into pixels.
///
/// Paths are stored in the picture's coordinates (the context's transform was applied as
/// they were built, as Core Graphics does); strokes, gradients and images keep the transform
/// current when they were drawn, since a line width, a gradient's circles and an image are
/// measured in the coordinates of that moment.
public struct DrawingRecording: Sendable, Hashable {
  /// The picture's size in points; (0, 0) is its top-left corner, y grows downwards.
  public var size: CGSize
  /// The commands in drawing order.
  public var commands: [DrawingCommand]

  /// Creates a recording.
  public init(size: CGSize, commands: [DrawingCommand] = []) {
    self.size = size
    self.commands = commands
  }
}

/// One command of a `DrawingRecording`.
public enum DrawingCommand: Sendable, Hashable {
  /// Pushes the clip (`saveGState()`; the other state lives in the context).
  case save
  /// Pops the clip pushed by the matching `save`.
  case restore
  /// Intersects the clip with a path.
  case clip(Path, FillRule)
  /// Fills a path with a colour.
  case fill(Path, FillRule, Color)
  /// Strokes a path with a colour; the style is measured in the coordinates of `transform`.
  case stroke(Path, StrokeStyle, Color, transform: CGAffineTransform)
  /// Paints a gradient over the clip.
  case gradient(GradientFill, transform: CGAffineTransform)
  /// Draws an image into a rectangle (of the coordinates of `transform`) with an opacity
  /// 0…1; `isFlipped`: upside down, as `CGContext.draw(_:in:)` draws in a UIKit context.
  case image(Image, rect: CGRect, alpha: CGFloat, isFlipped: Bool, transform: CGAffineTransform)
  /// Makes a rectangle (of the coordinates of `transform`) transparent (`clear(_:)`).
  case clear(CGRect, transform: CGAffineTransform)
  /// Sets the blend mode and shadow of the commands that follow (until the next `.effects`).
  case effects(DrawingEffects)
  /// Draws text from the top-left corner of `rect` (of the coordinates of `transform`) with an
  /// opacity 0…1; wrapped text breaks at `rect`'s width and is clipped to `rect`.
  case text(TextDrawing, rect: CGRect, alpha: CGFloat, transform: CGAffineTransform)

  /// Whether the command paints (and so is subject to the blend mode and shadow).
  public var draws: Bool {
    switch self {
    case .fill, .stroke, .gradient, .image, .text: true
    case .save, .restore, .clip, .clear, .effects: false
    }
  }
}

/// How a recorded stroke is drawn: width, ends, corners and dashes.
public struct StrokeStyle: Sendable, Hashable {
  /// Line width in points (of the stroke's transform); default 1.
  public var lineWidth: CGFloat = 1
  /// Line ends; default `.butt`.
  public var lineCap: LineCap = .butt
  /// Line corners; default `.miter`.
  public var lineJoin: LineJoin = .miter
  /// The miter limit of `.miter` joins; default 10.
  public var miterLimit: CGFloat = 10
  /// Dash lengths, alternating on and off (empty: solid).
  public var dashLengths: [CGFloat] = []
  /// Offset into the dash pattern.
  public var dashPhase: CGFloat = 0

  /// Creates Core Graphics' default stroke style.
  public init() {}
}

/// Colours at positions 0…1 along a gradient (`CGGradient`).
public struct Gradient: Sendable, Hashable {
  /// The colours, in the order of `locations`.
  public var colors: [Color]
  /// The position 0…1 of each colour.
  public var locations: [CGFloat]

  /// Creates a gradient; nil locations (or a count that does not match) spread the colours
  /// evenly from 0 to 1, as Core Graphics does for nil. Nil when there is no colour.
  public init?(colors: [Color], locations: [CGFloat]? = nil) {
    guard !colors.isEmpty else { return nil }
    self.colors = colors
    if let locations, locations.count == colors.count {
      self.locations = locations
    } else {
      let last = CGFloat(max(colors.count - 1, 1))
      self.locations = colors.indices.map { CGFloat($0) / last }
    }
  }
}

/// Whether a gradient also paints before its start and after its end
/// (`CGGradientDrawingOptions`).
public struct GradientDrawingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extends the first colour before the start (the start circle's inside, for radial ones).
  public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
  /// Extends the last colour past the end.
  public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}

/// A gradient painted over the clip: along a line, or between two circles.
public struct GradientFill: Sendable, Hashable {
  /// The geometry of a gradient fill.
  public enum Geometry: Sendable, Hashable {
    /// Colours vary along the line from `start` to `end`.
    case linear(start: CGPoint, end: CGPoint)
    /// Colours vary from the start circle to the end circle.
    case radial(
      startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
  }

  /// The colours.
  public var gradient: Gradient
  /// Where they go.
  public var geometry: Geometry
  /// Whether to paint before the start and after the end.
  public var options: GradientDrawingOptions
  /// The context's opacity 0…1 when it was drawn.
  public var alpha: CGFloat

  /// Creates a gradient fill.
  public init(
    gradient: Gradient, geometry: Geometry, options: GradientDrawingOptions, alpha: CGFloat = 1
  ) {
    self.gradient = gradient
    self.geometry = geometry
    self.options = options
    self.alpha = alpha
  }
}

/// Something that turns a `DrawingRecording` into an image: a renderer with a rasterizer
/// (`CairoRenderer`). This module draws no pixels; a `Stage` hands its renderer to its layer
/// context so that layers can draw their contents.
public protocol DrawingRasterizer: AnyObject {
  /// The recording as an image of `scale` pixels per point (its size rounded up to whole
  /// pixels); `isOpaque`: the image has no transparency (unpainted pixels are black).
  func image(of recording: DrawingRecording, scale: CGFloat, isOpaque: Bool) throws -> Image
}
