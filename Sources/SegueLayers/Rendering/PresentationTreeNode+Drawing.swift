import Foundation

// What a node of a presentation tree draws, one value per feature of the display list
// (`DisplayNode`, `ShapeDrawing`, `TextDrawing`, `GradientDrawing`): a tree says everything
// the renderer is given, in the units and rounding of `PresentationTreeNode`. Within these
// values, a colour or key that is absent means the feature is not drawn, or is at the default
// the property's documentation states.

extension PresentationTreeNode {
  /// A border drawn inside the bounds, above the sublayers.
  public struct Border: Codable, Sendable, Hashable {
    /// Line width, points.
    public var width: Double?
    /// Line colour.
    public var color: [Double]?
  }

  /// A drop shadow.
  public struct Shadow: Codable, Sendable, Hashable {
    /// Shadow colour (its alpha is multiplied by `opacity`).
    public var color: [Double]?
    /// Shadow opacity 0…1.
    public var opacity: Double?
    /// Blur radius, points (Core Animation's `shadowRadius`).
    public var radius: Double?
    /// Offset, `[width, height]`, points, in the layer's coordinates.
    public var offset: [Double]?
    /// The bounds of the `shadowPath`, `[x, y, width, height]`, points; nil when the shadow
    /// is cast by the layer's visible content.
    public var pathBounds: [Double]?
  }

  /// A blur of what is drawn behind the layer (`BackdropLayer`, a visual-effect view).
  public struct Backdrop: Codable, Sendable, Hashable {
    /// The filter: "gaussianBlur" (the only one Segue draws).
    public var kind: String
    /// The blur's standard deviation, points.
    public var radius: Double?
  }

  /// A page curl of everything the layer draws (`PageCurlLayer`, see `PageCurl`).
  public struct Curl: Codable, Sendable, Hashable {
    /// How far the page has curled, 0 (flat) … 1 (rolled off the bounds).
    public var time: Double?
    /// The direction the curl travels, radians clockwise from +x.
    public var angle: Double?
    /// The cylinder's radius, points.
    public var radius: Double?
  }

  /// A bitmap drawn in the bounds (`contents`).
  public struct Contents: Codable, Sendable, Hashable {
    /// The name the image was loaded by (`Image.name`); nil for pixels made in code.
    public var image: String?
    /// The image's size, `[width, height]`, points.
    public var size: [Double]?
    /// The image's size, `[width, height]`, pixels.
    public var pixelSize: [Int]?
    /// How the image is fitted to the bounds (`contentsGravity`); nil is "resize".
    public var gravity: String?
    /// The layer's `contentsScale`; nil is 1.
    public var contentsScale: Double?
    /// Sampling when scaled down; nil is "linear".
    public var minificationFilter: String?
    /// Sampling when scaled up; nil is "linear".
    public var magnificationFilter: String?
    /// The stretchable part, `[x, y, width, height]` in unit coordinates (`contentsCenter`);
    /// nil is the whole image.
    public var center: [Double]? = nil
  }

  /// Text laid out in the bounds (`TextLayer`).
  public struct Text: Codable, Sendable, Hashable {
    /// The text.
    public var string: String
    /// The lines the text is laid out in within the bounds, each the text it shows, with "…"
    /// where it is cut; written when the context has a text engine (`TextLineLayout`: every
    /// `Stage` has one).
    public var lines: [String]?
    /// The font.
    public var font: Font
    /// The text colour.
    public var color: [Double]?
    /// Horizontal alignment: "natural" (nil), "left", "right", "center", "justified".
    public var alignment: String?
    /// True when lines wrap at the bounds' width; nil is false.
    public var wrapped: Bool?
    /// Where text that does not fit is cut: "none" (nil), "start", "middle", "end".
    public var truncation: String?
  }

  /// A font, as the text engine is asked for it.
  public struct Font: Codable, Sendable, Hashable {
    /// The description handed to the text engine, e.g. "DejaVu Sans Bold".
    public var name: String
    /// The family: the name without its style words, e.g. "DejaVu Sans".
    public var family: String
    /// The weight the name asks for, CSS's and Pango's scale: 100 (thin) … 400 (regular) …
    /// 700 (bold) … 1000.
    public var weight: Int
    /// "italic" or "oblique" when the name asks for a slanted face; nil is upright.
    public var style: String?
    /// Size, points.
    public var size: Double?
  }

  /// A filled and/or stroked path (`ShapeLayer`).
  public struct Shape: Codable, Sendable, Hashable {
    /// The path's tight bounding box, `[x, y, width, height]`, points, in the layer's
    /// coordinates.
    public var pathBounds: [Double]?
    /// The fill colour; nil: not filled.
    public var fillColor: [Double]?
    /// "evenOdd" when the fill uses that rule; nil is "nonZero".
    public var fillRule: String?
    /// The stroke colour; nil: not stroked (and the stroke keys below are left out).
    public var strokeColor: [Double]?
    /// Stroke width, points.
    public var lineWidth: Double?
    /// Line ends: "round", "square"; nil is "butt".
    public var lineCap: String?
    /// Line corners: "round", "bevel"; nil is "miter".
    public var lineJoin: String?
    /// Miter limit; nil is 10.
    public var miterLimit: Double?
    /// Dash lengths, points, alternating on and off; nil is solid.
    public var lineDashPattern: [Double]?
    /// Offset into the dash pattern, points; nil is 0.
    public var lineDashPhase: Double?
    /// Fraction 0…1 of the path's length where the stroke starts; nil is 0.
    public var strokeStart: Double?
    /// Fraction 0…1 of the path's length where the stroke ends; nil is 1.
    public var strokeEnd: Double?
  }

  /// A colour gradient filling the bounds (`GradientLayer`).
  public struct Gradient: Codable, Sendable, Hashable {
    /// "radial" or "conic"; nil is "axial".
    public var type: String?
    /// The colours.
    public var colors: [[Double]]?
    /// Stop positions 0…1, one per colour; nil spaces them evenly.
    public var locations: [Double]?
    /// Start point in unit coordinates of the bounds.
    public var startPoint: [Double]?
    /// End point in unit coordinates of the bounds.
    public var endPoint: [Double]?
  }

  /// What a snapshot shows a copy of.
  public struct SnapshotSource: Codable, Sendable, Hashable {
    /// The `id` of the copied layer, when it was numbered in the same context.
    public var id: Int?
    /// The object the copied layer drew for (`ReplicantLayer.replicatedOwner`).
    public var owner: LayerOwnerDescription?
  }
}
