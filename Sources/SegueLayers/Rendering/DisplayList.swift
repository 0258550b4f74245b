import Foundation
import SegueGeometry

// The display list is the hand-over between the layer tree and a renderer: plain values
// (`Sendable`), computed from the presentation tree at one instant, with every layer property
// already resolved (animations applied, hidden layers dropped, sublayers sorted by zPosition).
// Renderers never see `Layer` objects, so a frame can be rendered on another thread, diffed,
// or serialised.

/// One frame to draw: a tree of nodes in a canvas measured in points.
public struct DisplayList: Sendable, Hashable {
  /// The canvas size in points; the rendered bitmap is `size × scale` pixels.
  public var size: CGSize
  /// The colour the canvas is cleared to before drawing (nil: transparent).
  public var clearColor: Color?
  /// The top-level nodes, back to front, in canvas coordinates.
  public var nodes: [DisplayNode]

  /// Creates a display list.
  public init(size: CGSize, clearColor: Color? = nil, nodes: [DisplayNode]) {
    self.size = size
    self.clearColor = clearColor
    self.nodes = nodes
  }
}

/// One layer, resolved for drawing.
///
/// Drawing order inside a node, as Core Animation: backdrop, shadow, background (rounded by
/// `cornerRadius`), contents image, the node's own drawing (shape, text or gradient),
/// sublayers, border on top. `masksToBounds` clips contents, drawing and sublayers to the
/// rounded bounds; `mask` multiplies everything by the mask's alpha; `opacity` applies to the
/// node and its sublayers as one group.
public struct DisplayNode: Sendable, Hashable {
  /// A label for diagnostics (the layer's `name`, or its type).
  public var name: String
  /// The node's bounds: the rectangle of its own coordinate space that it occupies (points).
  public var bounds: CGRect
  /// Maps the node's coordinate space (that of `bounds`) into its parent's coordinate space
  /// (or the canvas for a top-level node). It already combines the anchor point, position,
  /// zPosition, the layer's transform and the parent's sublayerTransform. When it is not
  /// affine the node is flattened into its own plane and projected (Core Animation's
  /// flattening: no layer here is a transform layer).
  public var transform: Transform3D
  /// Group opacity 0…1 of the node and its sublayers.
  public var opacity: Double
  /// The background fill, rounded by `cornerRadius` at `maskedCorners`.
  public var backgroundColor: Color?
  /// Corner radius in points of the background, border and (with `masksToBounds`) clip.
  public var cornerRadius: CGFloat
  /// Which corners `cornerRadius` rounds.
  public var maskedCorners: CornerMask
  /// Border line width in points, drawn inside the bounds, above sublayers.
  public var borderWidth: CGFloat
  /// Border colour.
  public var borderColor: Color?
  /// Whether contents, drawing and sublayers are clipped to the (rounded) bounds.
  public var masksToBounds: Bool
  /// A drop shadow cast by the node's shape (its path, or else its visible content).
  public var shadow: Shadow?
  /// A blur of what is already drawn behind the node, shown in its rounded bounds below
  /// everything else it draws (what a `VisualEffectView` shows).
  public var backdrop: Backdrop?
  /// A bitmap drawn in the bounds according to its gravity.
  public var contents: Contents?
  /// What the node draws itself (shape, text, gradient), above contents.
  public var drawing: Drawing?
  /// A page curl of everything the node draws, clipped to its bounds (a `PageCurlLayer`).
  public var pageCurl: PageCurl?
  /// Sublayers, back to front, already sorted by zPosition.
  public var sublayers: [DisplayNode]
  // A struct cannot hold an optional of itself; an array of at most one element can.
  private var maskStorage: [DisplayNode]

  /// The node whose alpha masks this node (in this node's coordinate space), if any.
  public var mask: DisplayNode? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// Creates a node; every optional feature starts absent.
  public init(
    name: String = "layer", bounds: CGRect, transform: Transform3D = .identity,
    opacity: Double = 1
  ) {
    self.name = name
    self.bounds = bounds
    self.transform = transform
    self.opacity = opacity
    self.backgroundColor = nil
    self.cornerRadius = 0
    self.maskedCorners = .all
    self.borderWidth = 0
    self.borderColor = nil
    self.masksToBounds = false
    self.shadow = nil
    self.backdrop = nil
    self.contents = nil
    self.drawing = nil
    self.pageCurl = nil
    self.sublayers = []
    self.maskStorage = []
  }
}

/// The corners a corner radius applies to (`CACornerMask`).
public struct CornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top-left corner (`layerMinXMinYCorner`).
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
  /// Top-right corner (`layerMaxXMinYCorner`).
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
  /// Bottom-left corner (`layerMinXMaxYCorner`).
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
  /// Bottom-right corner (`layerMaxXMaxYCorner`).
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  /// All four corners (the default).
  public static let all: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// A resolved backdrop: the content behind a node, blurred.
public struct Backdrop: Sendable, Hashable {
  /// The blur's standard deviation in points (as Core Image's Gaussian blur radius).
  public var blurRadius: CGFloat

  /// Creates a backdrop.
  public init(blurRadius: CGFloat) {
    self.blurRadius = blurRadius
  }
}

/// A resolved drop shadow.
public struct Shadow: Sendable, Hashable {
  /// Shadow colour (its alpha is multiplied by `opacity`).
  public var color: Color
  /// Shadow opacity 0…1.
  public var opacity: Double
  /// Gaussian blur radius in points (Core Animation's `shadowRadius`, a blur of about
  /// radius/2 standard deviation).
  public var radius: CGFloat
  /// Offset in points in the node's coordinate space.
  public var offset: CGSize
  /// The shape casting the shadow; nil means the node's visible content (background,
  /// contents, drawing and sublayers).
  public var path: Path?

  /// Creates a shadow.
  public init(color: Color, opacity: Double, radius: CGFloat, offset: CGSize, path: Path?) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
    self.path = path
  }
}

/// A bitmap drawn in a node's bounds.
public struct Contents: Sendable, Hashable {
  /// The picture.
  public var image: Image
  /// How the picture is fitted to the bounds.
  public var gravity: LayerContentsGravity
  /// Pixels per point of the picture (the layer's `contentsScale`).
  public var scale: CGFloat
  /// How the picture is sampled when scaled down.
  public var minificationFilter: LayerContentsFilter
  /// How the picture is sampled when scaled up.
  public var magnificationFilter: LayerContentsFilter
  /// The stretchable part of the picture, unit coordinates (the layer's `contentsCenter`).
  public var center: CGRect

  /// The unit rectangle: the whole picture stretches (`contentsCenter`'s default).
  public static let wholeImage = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// Creates resolved contents.
  public init(
    image: Image, gravity: LayerContentsGravity = .resize, scale: CGFloat = 1,
    minificationFilter: LayerContentsFilter = .linear,
    magnificationFilter: LayerContentsFilter = .linear, center: CGRect = Contents.wholeImage
  ) {
    self.image = image
    self.gravity = gravity
    self.scale = scale
    self.minificationFilter = minificationFilter
    self.magnificationFilter = magnificationFilter
    self.center = center
  }

  public static func == (lhs: Contents, rhs: Contents) -> Bool {
    lhs.image === rhs.image && lhs.gravity == rhs.gravity && lhs.scale == rhs.scale
      && lhs.minificationFilter == rhs.minificationFilter
      && lhs.magnificationFilter == rhs.magnificationFilter && lhs.center == rhs.center
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(image))
    hasher.combine(gravity)
    hasher.combine(scale)
  }
}

/// How contents are positioned in the bounds (`CALayerContentsGravity`).
public enum LayerContentsGravity: String, Sendable, Hashable, CaseIterable {
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  /// Stretch to fill the bounds (Core Animation's default).
  case resize
  /// Fit inside the bounds keeping the aspect ratio.
  case resizeAspect
  /// Fill the bounds keeping the aspect ratio (may overflow; clipped by `masksToBounds`).
  case resizeAspectFill
}

/// Sampling of scaled contents (`CALayerContentsFilter`).
public enum LayerContentsFilter: String, Sendable, Hashable {
  /// Bilinear interpolation (the default).
  case linear
  /// Nearest pixel.
  case nearest
  /// Bilinear with mipmaps; Segue samples it like `.linear` with a good downscaling filter.
  case trilinear
}

/// What a node draws itself, above its contents and below its sublayers.
public enum Drawing: Sendable, Hashable {
  /// A filled and/or stroked vector path (`ShapeLayer`).
  case shape(ShapeDrawing)
  /// A run of text laid out in the bounds (`TextLayer`).
  case text(TextDrawing)
  /// A colour gradient filling the bounds (`GradientLayer`).
  case gradient(GradientDrawing)
}
