import Foundation
import SegueGeometry

/// A resolved `ShapeLayer`: its path with fill and stroke.
public struct ShapeDrawing: Sendable, Hashable {
  /// The path in the node's coordinate space.
  public var path: Path
  /// The fill colour (nil: no fill). `ShapeLayer` defaults to opaque black.
  public var fillColor: Color?
  /// The fill rule.
  public var fillRule: ShapeLayerFillRule
  /// The stroke colour (nil: no stroke, the default).
  public var strokeColor: Color?
  /// Stroke width in points.
  public var lineWidth: CGFloat
  /// Line ends.
  public var lineCap: ShapeLayerLineCap
  /// Line corners.
  public var lineJoin: ShapeLayerLineJoin
  /// Miter limit for `.miter` joins.
  public var miterLimit: CGFloat
  /// Dash lengths in points, alternating on and off (empty: solid).
  public var lineDashPattern: [CGFloat]
  /// Offset into the dash pattern, points.
  public var lineDashPhase: CGFloat
  /// The fraction 0…1 of the path's length where the stroke starts.
  public var strokeStart: CGFloat
  /// The fraction 0…1 of the path's length where the stroke ends.
  public var strokeEnd: CGFloat

  /// Creates a shape drawing with `ShapeLayer`'s defaults.
  public init(
    path: Path, fillColor: Color? = .init(red: 0, green: 0, blue: 0),
    fillRule: ShapeLayerFillRule = .nonZero, strokeColor: Color? = nil, lineWidth: CGFloat = 1,
    lineCap: ShapeLayerLineCap = .butt, lineJoin: ShapeLayerLineJoin = .miter,
    miterLimit: CGFloat = 10, lineDashPattern: [CGFloat] = [], lineDashPhase: CGFloat = 0,
    strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.lineDashPattern = lineDashPattern
    self.lineDashPhase = lineDashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }
}

/// How a shape's interior is decided (`CAShapeLayerFillRule`).
public enum ShapeLayerFillRule: String, Sendable, Hashable {
  case nonZero, evenOdd
}

/// How stroked lines end (`CAShapeLayerLineCap`).
public enum ShapeLayerLineCap: String, Sendable, Hashable {
  case butt, round, square
}

/// How stroked lines meet (`CAShapeLayerLineJoin`).
public enum ShapeLayerLineJoin: String, Sendable, Hashable {
  case miter, round, bevel
}

/// A resolved `TextLayer`: text laid out with Pango in the node's bounds.
public struct TextDrawing: Sendable, Hashable {
  /// The text.
  public var string: String
  /// A font family or Pango font description, e.g. "Inter" or "Inter Bold".
  public var fontName: String
  /// Font size in points.
  public var fontSize: CGFloat
  /// Text colour.
  public var foregroundColor: Color
  /// Horizontal alignment within the bounds.
  public var alignmentMode: TextLayerAlignmentMode
  /// Whether lines wrap at the bounds' width.
  public var isWrapped: Bool
  /// Where text that does not fit is cut.
  public var truncationMode: TextLayerTruncationMode
  /// Spans set in their own font and colour (an attributed string's runs); the rest of the
  /// text uses `fontName`, `fontSize` and `foregroundColor`.
  public var runs: [TextRun]
  /// Extra space between lines, points (a paragraph style's `lineSpacing`; default 0).
  public var lineSpacing: CGFloat = 0

  /// Creates a text drawing with `TextLayer`'s defaults (36 pt, white, natural, unwrapped).
  public init(
    string: String, fontName: String = "Inter", fontSize: CGFloat = 36,
    foregroundColor: Color = .init(white: 1), alignmentMode: TextLayerAlignmentMode = .natural,
    isWrapped: Bool = false, truncationMode: TextLayerTruncationMode = .none,
    runs: [TextRun] = []
  ) {
    self.runs = runs
    self.string = string
    self.fontName = fontName
    self.fontSize = fontSize
    self.foregroundColor = foregroundColor
    self.alignmentMode = alignmentMode
    self.isWrapped = isWrapped
    self.truncationMode = truncationMode
  }
}

/// Horizontal text alignment (`CATextLayerAlignmentMode`).
public enum TextLayerAlignmentMode: String, Sendable, Hashable {
  case natural, left, right, center, justified
}

/// Where overflowing text is truncated (`CATextLayerTruncationMode`).
public enum TextLayerTruncationMode: String, Sendable, Hashable {
  case none, start, middle, end
}

/// A resolved `GradientLayer`.
public struct GradientDrawing: Sendable, Hashable {
  /// The gradient's geometry.
  public var type: GradientLayerType
  /// The colours, at least two.
  public var colors: [Color]
  /// Stop positions 0…1, one per colour; nil spaces them evenly.
  public var locations: [Double]?
  /// Start point in unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right).
  public var startPoint: CGPoint
  /// End point in unit coordinates of the bounds. For `.radial`, the ellipse through it.
  public var endPoint: CGPoint

  /// Creates a gradient drawing (defaults: axial, top centre to bottom centre).
  public init(
    type: GradientLayerType = .axial, colors: [Color], locations: [Double]? = nil,
    startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
  ) {
    self.type = type
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}

/// The geometry of a gradient (`CAGradientLayerType`).
public enum GradientLayerType: String, Sendable, Hashable {
  /// Colours vary along the line from start to end point.
  case axial
  /// Colours vary with the distance from the start point; the end point fixes the radii.
  case radial
  /// Colours vary with the angle around the start point.
  case conic
}

/// A span of a `TextDrawing` in its own font, colour and decorations.
public struct TextRun: Sendable, Hashable {
  /// The span, as UTF-8 byte offsets into the string.
  public var range: Range<Int>
  /// A font family or Pango font description.
  public var fontName: String
  /// Font size in points.
  public var fontSize: CGFloat
  /// Text colour.
  public var foregroundColor: Color
  /// Extra space between characters, points (an attributed string's `.kern`; 0: none).
  public var kern: CGFloat
  /// The line under the run.
  public var underline: TextLineStyle
  /// The underline's colour; nil is the text's.
  public var underlineColor: Color?
  /// The line through the run.
  public var strikethrough: TextLineStyle
  /// The strikethrough's colour; nil is the text's.
  public var strikethroughColor: Color?

  public init(
    range: Range<Int>, fontName: String, fontSize: CGFloat, foregroundColor: Color,
    kern: CGFloat = 0, underline: TextLineStyle = .none, underlineColor: Color? = nil,
    strikethrough: TextLineStyle = .none, strikethroughColor: Color? = nil
  ) {
    self.range = range
    self.fontName = fontName
    self.fontSize = fontSize
    self.foregroundColor = foregroundColor
    self.kern = kern
    self.underline = underline
    self.underlineColor = underlineColor
    self.strikethrough = strikethrough
    self.strikethroughColor = strikethroughColor
  }
}

/// An underline's or strikethrough's line (what `NSUnderlineStyle` draws).
public enum TextLineStyle: String, Sendable, Hashable {
  case none, single, thick, double
}
