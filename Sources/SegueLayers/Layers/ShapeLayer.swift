import Foundation
import SegueGeometry

/// A layer that draws a vector path (`CAShapeLayer`). The shape is drawn between the contents
/// and the first sublayer; it is not clipped to the bounds unless `masksToBounds` is set.
@preconcurrency @MainActor
open class ShapeLayer: Layer {
  open override var typeName: String { "ShapeLayer" }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }

  /// The path to draw (default nil). Animatable, but never implicitly; animating between
  /// paths of different structure switches half-way (Core Animation: undefined).
  public var path: Path? {
    get { model.shape.path }
    set { setModel(\.shape.path, newValue, key: .path) }
  }
  /// The fill colour (default opaque black; nil: no fill).
  public var fillColor: Color? {
    get { model.shape.fillColor }
    set { setModel(\.shape.fillColor, newValue, key: .fillColor) }
  }
  /// The fill rule (default non-zero).
  public var fillRule: ShapeLayerFillRule {
    get { model.shape.fillRule }
    set { setModel(\.shape.fillRule, newValue, key: "fillRule") }
  }
  /// The stroke colour (default nil: no stroke).
  public var strokeColor: Color? {
    get { model.shape.strokeColor }
    set { setModel(\.shape.strokeColor, newValue, key: .strokeColor) }
  }
  /// Stroke width in points (default 1).
  public var lineWidth: CGFloat {
    get { model.shape.lineWidth }
    set {
      setModel(.lineWidth, max(newValue, 0))
    }
  }
  /// Line end style (default butt).
  public var lineCap: ShapeLayerLineCap {
    get { model.shape.lineCap }
    set { setModel(\.shape.lineCap, newValue, key: "lineCap") }
  }
  /// Line join style (default miter).
  public var lineJoin: ShapeLayerLineJoin {
    get { model.shape.lineJoin }
    set { setModel(\.shape.lineJoin, newValue, key: "lineJoin") }
  }
  /// Miter limit (default 10).
  public var miterLimit: CGFloat {
    get { model.shape.miterLimit }
    set { setModel(.miterLimit, newValue) }
  }
  /// Dash lengths in points, alternating on and off (default nil: solid).
  public var lineDashPattern: [CGFloat]? {
    get { model.shape.lineDashPattern }
    set { setModel(\.shape.lineDashPattern, newValue, key: "lineDashPattern") }
  }
  /// Offset into the dash pattern, points.
  public var lineDashPhase: CGFloat {
    get { model.shape.lineDashPhase }
    set {
      setModel(.lineDashPhase, newValue)
    }
  }
  /// Where the stroke starts, 0…1 of the path's length (default 0).
  public var strokeStart: CGFloat {
    get { model.shape.strokeStart }
    set {
      setModel(.strokeStart, newValue)
    }
  }
  /// Where the stroke ends, 0…1 of the path's length (default 1).
  public var strokeEnd: CGFloat {
    get { model.shape.strokeEnd }
    set { setModel(.strokeEnd, newValue) }
  }

  override func drawing(for values: LayerValues) -> Drawing? {
    let shape = values.shape
    guard let path = shape.path else { return nil }
    return .shape(
      ShapeDrawing(
        path: path, fillColor: shape.fillColor, fillRule: shape.fillRule,
        strokeColor: shape.strokeColor,
        lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
        miterLimit: shape.miterLimit, lineDashPattern: shape.lineDashPattern ?? [],
        lineDashPhase: shape.lineDashPhase, strokeStart: min(max(shape.strokeStart, 0), 1),
        strokeEnd: min(max(shape.strokeEnd, 0), 1)))
  }
}
