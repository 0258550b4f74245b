import Foundation
import SegueGeometry

/// Every animatable property of a layer, as one value.
///
/// A layer's model is one `LayerValues`; its presentation at an instant is a copy with the
/// running animations applied. Keeping the state in a value makes the model untouchable by
/// animations (they only ever write into the copy) and makes computing a presentation cheap.
/// Properties that only some layer classes draw (shape, text, gradient) live in nested values
/// so that every layer has the same shape.
///
/// The properties that hold references (paths, images, strings, arrays) and are seldom
/// animated, the sublayer transform (set, seldom animated, 128 bytes), and the border and
/// shadow colours, the backdrop blur and the page curl (seldom set), live in one shared,
/// copy-on-write `ColdLayerValues` box: copying the values, which computing a presentation does
/// for every animated layer on every frame, then retains one object instead of eight and moves
/// 352 bytes instead of 833 (432 before the colours, blur and curl moved; `tick-10k` is bound
/// by the memory it reads). Animating one of them copies the box once per frame. Layers that
/// never wrote one of them have no box at all (`ColdStorage`), so copying their values retains
/// nothing: a box shared by every such layer was the hottest cache line of a frame, and a
/// statically initialized one is immortal, whose retains take the runtime's slow path (a
/// quarter of `tick-10k`). The other properties are one trivial `HotLayerValues`, so that a
/// presentation copies the model with one `memcpy` and one retain (HotLayerValues.swift).
public struct LayerValues: Sendable, Hashable {
  /// The properties every layer draws and animations write on every frame, as one trivial
  /// value (see `HotLayerValues`). Internal with `cold` so that a presentation can copy the
  /// model part by part (`Layer.presentationValues(atLocalTime:)`).
  var hot: HotLayerValues
  /// The seldom-animated properties that hold references, shared until one is written.
  var cold: ColdStorage

  // No initializer in this body: the memberwise `init(hot:cold:)` is the one the optimizer
  // folds into a single `memcpy` (an explicit one with the same body kept the model's copy).

  public var bounds: CGRect {
    get { hot.bounds }
    _modify { yield &hot.bounds }
  }
  public var position: CGPoint {
    get { hot.position }
    _modify { yield &hot.position }
  }
  public var zPosition: CGFloat {
    get { hot.zPosition }
    _modify { yield &hot.zPosition }
  }
  public var anchorPoint: CGPoint {
    get { hot.anchorPoint }
    _modify { yield &hot.anchorPoint }
  }
  public var anchorPointZ: CGFloat {
    get { hot.anchorPointZ }
    _modify { yield &hot.anchorPointZ }
  }
  public var transform: Transform3D {
    get { hot.transform }
    _modify { yield &hot.transform }
  }
  public var opacity: Float {
    get { hot.opacity }
    _modify { yield &hot.opacity }
  }
  public var isHidden: Bool {
    get { hot.isHidden }
    _modify { yield &hot.isHidden }
  }
  public var backgroundColor: Color? {
    get { hot.backgroundColor }
    _modify { yield &hot.backgroundColor }
  }
  public var cornerRadius: CGFloat {
    get { hot.cornerRadius }
    _modify { yield &hot.cornerRadius }
  }
  public var maskedCorners: CornerMask {
    get { hot.maskedCorners }
    _modify { yield &hot.maskedCorners }
  }
  public var masksToBounds: Bool {
    get { hot.masksToBounds }
    _modify { yield &hot.masksToBounds }
  }
  public var borderWidth: CGFloat {
    get { hot.borderWidth }
    _modify { yield &hot.borderWidth }
  }
  public var shadowOpacity: Float {
    get { hot.shadowOpacity }
    _modify { yield &hot.shadowOpacity }
  }
  public var shadowRadius: CGFloat {
    get { hot.shadowRadius }
    _modify { yield &hot.shadowRadius }
  }
  public var shadowOffset: CGSize {
    get { hot.shadowOffset }
    _modify { yield &hot.shadowOffset }
  }
  public var contentsGravity: LayerContentsGravity {
    get { hot.contentsGravity }
    _modify { yield &hot.contentsGravity }
  }
  public var contentsScale: CGFloat {
    get { hot.contentsScale }
    _modify { yield &hot.contentsScale }
  }
  public var minificationFilter: LayerContentsFilter {
    get { hot.minificationFilter }
    _modify { yield &hot.minificationFilter }
  }
  public var magnificationFilter: LayerContentsFilter {
    get { hot.magnificationFilter }
    _modify { yield &hot.magnificationFilter }
  }
  public var isDoubleSided: Bool {
    get { hot.isDoubleSided }
    _modify { yield &hot.isDoubleSided }
  }

  /// A transform applied to the sublayers (see `Layer.sublayerTransform`).
  public var sublayerTransform: Transform3D {
    get { cold.values.sublayerTransform }
    _modify {
      let box = uniqueCold()
      yield &box.sublayerTransform
    }
  }
  public var borderColor: Color? {
    get { cold.values.borderColor }
    _modify {
      let box = uniqueCold()
      yield &box.borderColor
    }
  }
  public var shadowColor: Color? {
    get { cold.values.shadowColor }
    _modify {
      let box = uniqueCold()
      yield &box.shadowColor
    }
  }
  /// `BackdropLayer`'s blur of what is behind the layer, points (0: none).
  public var backdropBlurRadius: CGFloat {
    get { cold.values.backdropBlurRadius }
    _modify {
      let box = uniqueCold()
      yield &box.backdropBlurRadius
    }
  }
  /// `PageCurlLayer`'s curl: its radius in points (0: none), direction and time.
  public var pageCurlRadius: CGFloat {
    get { cold.values.pageCurlRadius }
    _modify {
      let box = uniqueCold()
      yield &box.pageCurlRadius
    }
  }
  public var pageCurlAngle: CGFloat {
    get { cold.values.pageCurlAngle }
    _modify {
      let box = uniqueCold()
      yield &box.pageCurlAngle
    }
  }
  public var curlTime: CGFloat {
    get { cold.values.curlTime }
    _modify {
      let box = uniqueCold()
      yield &box.curlTime
    }
  }
  public var shadowPath: Path? {
    get { cold.values.shadowPath }
    _modify {
      let box = uniqueCold()
      yield &box.shadowPath
    }
  }
  /// The nine-slice centre of the contents, unit rectangle (`contentsCenter`; seldom set, so
  /// kept in the cold box).
  public var contentsCenter: CGRect {
    get { cold.values.contentsCenter }
    _modify {
      let box = uniqueCold()
      yield &box.contentsCenter
    }
  }
  public var contents: Image? {
    get { cold.values.contents }
    _modify {
      let box = uniqueCold()
      yield &box.contents
    }
  }
  /// `ShapeLayer` properties.
  public var shape: ShapeValues {
    get { cold.values.shape }
    _modify {
      let box = uniqueCold()
      yield &box.shape
    }
  }
  /// `TextLayer` properties.
  public var text: TextValues {
    get { cold.values.text }
    _modify {
      let box = uniqueCold()
      yield &box.text
    }
  }
  /// `GradientLayer` properties.
  public var gradient: GradientValues {
    get { cold.values.gradient }
    _modify {
      let box = uniqueCold()
      yield &box.gradient
    }
  }

  /// The values of the custom animatable properties a layer subclass declares (keys for which
  /// its `needsDisplay(forKey:)` is true; Layer+Display.swift), by key.
  public var customValues: [String: CGFloat] {
    get { cold.values.customValues }
    _modify {
      let box = uniqueCold()
      yield &box.customValues
    }
  }

  /// Gives these values their own box before one of its properties is written, and returns it.
  private mutating func uniqueCold() -> ColdLayerValues {
    // False for no box too: the first write copies the defaults.
    if !isKnownUniquelyReferenced(&cold.box) { cold.box = cold.values.copy() }
    guard let box = cold.box else { preconditionFailure("a cold box was just made") }
    return box
  }
}

extension LayerValues {
  /// Creates the defaults of a new `Layer`.
  public init() { self.init(hot: HotLayerValues(), cold: ColdStorage()) }
}

/// `LayerValues`' box of cold properties, or none while they all have their defaults. Equal
/// and hashed by the values, whichever way they are stored.
struct ColdStorage: Sendable, Hashable {
  var box: ColdLayerValues?

  var values: ColdLayerValues { box ?? .defaults }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.values == rhs.values }
  func hash(into hasher: inout Hasher) { values.hash(into: &hasher) }
}

/// The box of `LayerValues`' seldom-animated reference-holding properties.
///
/// `@unchecked Sendable`: a box is only written through `LayerValues.uniqueCold()`, that
/// is when the values writing it hold the only reference; a shared box is never mutated.
final class ColdLayerValues: @unchecked Sendable, Hashable {
  var borderColor: Color? = .init(red: 0, green: 0, blue: 0)
  var shadowColor: Color? = .init(red: 0, green: 0, blue: 0)
  var backdropBlurRadius: CGFloat = 0
  var pageCurlRadius: CGFloat = 0
  var pageCurlAngle: CGFloat = PageCurl.curlUpAngle
  var curlTime: CGFloat = 0
  var sublayerTransform = Transform3D.identity
  var shadowPath: Path?
  var contents: Image?
  var contentsCenter = Contents.wholeImage
  var shape = ShapeValues()
  var text = TextValues()
  var gradient = GradientValues()
  var customValues: [String: CGFloat] = [:]

  /// The box every new `LayerValues` shares until it writes one of these properties.
  static let defaults = ColdLayerValues()

  private init() {}

  func copy() -> ColdLayerValues {
    let copy = ColdLayerValues()
    copy.borderColor = borderColor
    copy.shadowColor = shadowColor
    copy.backdropBlurRadius = backdropBlurRadius
    copy.pageCurlRadius = pageCurlRadius
    copy.pageCurlAngle = pageCurlAngle
    copy.curlTime = curlTime
    copy.sublayerTransform = sublayerTransform
    copy.shadowPath = shadowPath
    copy.contents = contents
    copy.contentsCenter = contentsCenter
    copy.shape = shape
    copy.text = text
    copy.gradient = gradient
    copy.customValues = customValues
    return copy
  }

  static func == (lhs: ColdLayerValues, rhs: ColdLayerValues) -> Bool {
    lhs === rhs
      || (lhs.borderColor == rhs.borderColor && lhs.shadowColor == rhs.shadowColor
        && lhs.backdropBlurRadius == rhs.backdropBlurRadius
        && lhs.pageCurlRadius == rhs.pageCurlRadius && lhs.pageCurlAngle == rhs.pageCurlAngle
        && lhs.curlTime == rhs.curlTime
        && lhs.sublayerTransform == rhs.sublayerTransform && lhs.shadowPath == rhs.shadowPath
        && lhs.contents == rhs.contents && lhs.contentsCenter == rhs.contentsCenter
        && lhs.shape == rhs.shape && lhs.text == rhs.text && lhs.gradient == rhs.gradient
        && lhs.customValues == rhs.customValues)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(borderColor)
    hasher.combine(shadowColor)
    hasher.combine(backdropBlurRadius)
    hasher.combine(pageCurlRadius)
    hasher.combine(pageCurlAngle)
    hasher.combine(curlTime)
    hasher.combine(sublayerTransform)
    hasher.combine(shadowPath)
    hasher.combine(contents)
    hasher.combine(contentsCenter)
    hasher.combine(shape)
    hasher.combine(text)
    hasher.combine(gradient)
    hasher.combine(customValues)
  }
}

/// The properties a `ShapeLayer` draws, with Core Animation's defaults.
public struct ShapeValues: Sendable, Hashable {
  public var path: Path?
  public var fillColor: Color? = .init(red: 0, green: 0, blue: 0)
  public var fillRule: ShapeLayerFillRule = .nonZero
  public var strokeColor: Color?
  public var lineWidth: CGFloat = 1
  public var lineCap: ShapeLayerLineCap = .butt
  public var lineJoin: ShapeLayerLineJoin = .miter
  public var miterLimit: CGFloat = 10
  public var lineDashPattern: [CGFloat]?
  public var lineDashPhase: CGFloat = 0
  public var strokeStart: CGFloat = 0
  public var strokeEnd: CGFloat = 1
  public init() {}
}

/// The properties a `TextLayer` draws, with Core Animation's defaults (the font is Inter, the
/// sans-serif Segue draws with, where Core Animation uses Helvetica).
public struct TextValues: Sendable, Hashable {
  public var string: String?
  public var fontName = "Inter"
  public var fontSize: CGFloat = 36
  public var foregroundColor: Color? = .init(white: 1)
  public var isWrapped = false
  public var alignmentMode: TextLayerAlignmentMode = .natural
  public var truncationMode: TextLayerTruncationMode = .none
  public init() {}
}

/// The properties a `GradientLayer` draws, with Core Animation's defaults.
public struct GradientValues: Sendable, Hashable {
  public var colors: [Color]?
  public var locations: [Double]?
  public var startPoint = CGPoint(x: 0.5, y: 0)
  public var endPoint = CGPoint(x: 0.5, y: 1)
  public var type: GradientLayerType = .axial
  public init() {}
}
