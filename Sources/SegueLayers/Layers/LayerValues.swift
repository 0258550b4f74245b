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
/// copy-on-write box of `ColdLayerValues`: copying the values, which computing a presentation does
/// for every animated layer on every frame, then retains one object instead of eight and moves
/// 352 bytes instead of 833 (432 before the colours, blur and curl moved; `tick-10k` is bound
/// by the memory it reads). Animating one of them copies the box once per frame. Layers that
/// never wrote one of them have no box at all (`ColdStorage`), so copying their values retains
/// nothing: a box shared by every such layer was the hottest cache line of a frame, and a
/// statically initialized one is immortal, whose retains take the runtime's slow path (a
/// quarter of `tick-10k`). The other properties are one trivial `HotLayerValues`, so that a
/// presentation copies the model with one `memcpy` and one retain (HotLayerValues.swift).
///
/// Each property is declared once, in `HotLayerValues` or `ColdLayerValues` (name, type,
/// default); `LayerValues` reads and writes them as its own through two key-path subscripts
/// (`values.opacity` is `values[dynamicMember: \HotLayerValues.opacity]`). The optimizer folds
/// a literal key path into the field's address, so a subscripted read or write is the stored
/// field's load or store, as the forwarding accessors were (`@inlinable`, so that other modules
/// fold it too; docs/performance.md, session 42).
@dynamicMemberLookup
public struct LayerValues: Sendable, Hashable {
  /// The properties every layer draws and animations write on every frame, as one trivial
  /// value (see `HotLayerValues`). Internal with `cold` so that a presentation can copy the
  /// model part by part (`Layer.presentationValues(atLocalTime:)`).
  @usableFromInline var hot: HotLayerValues
  /// The seldom-animated properties that hold references, shared until one is written.
  @usableFromInline var cold: ColdStorage

  // No initializer in this body: the memberwise `init(hot:cold:)` is the one the optimizer
  // folds into a single `memcpy` (an explicit one with the same body kept the model's copy).

  /// A property every layer draws (`values.opacity`), read and written in place.
  @inlinable
  public subscript<Value>(dynamicMember property: WritableKeyPath<HotLayerValues, Value>) -> Value
  {
    get { hot[keyPath: property] }
    _modify { yield &hot[keyPath: property] }
  }

  /// A seldom-written property (`values.shadowPath`, `values.shape.path`), read from the shared
  /// box and written into the values' own (copied from the shared one on the first write).
  @inlinable
  public subscript<Value>(dynamicMember property: WritableKeyPath<ColdLayerValues, Value>)
    -> Value
  {
    get { cold.values.values[keyPath: property] }
    _modify {
      let box = uniqueCold()
      yield &box.values[keyPath: property]
    }
  }

  /// Gives these values their own box before one of its properties is written, and returns it.
  @usableFromInline
  mutating func uniqueCold() -> ColdBox {
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
