import Foundation

/// A mutable path made of lines, curves and arcs, with stroke settings (`UIBezierPath`).
///
/// A reference type like UIKit's, so `let path = BezierPath(); path.move(to: p)` works and two
/// references share one path. Read the immutable value with `cgPath` and hand it to a
/// `ShapeLayer`. Coordinates are points in a y-down space; angles are radians and `clockwise`
/// means clockwise on screen (increasing angle), as in UIKit.
///
/// Drawing into a graphics context (`fill()`, `stroke()`, `addClip()`) does not exist: Segue
/// draws paths through layers.
public final class BezierPath {
  private var builder: PathBuilder

  /// Width of the stroke in points; 1 by default.
  public var lineWidth: CGFloat = 1
  /// Shape of open stroke ends; `.butt` by default.
  public var lineCapStyle: LineCap = .butt
  /// Shape of stroke corners; `.miter` by default.
  public var lineJoinStyle: LineJoin = .miter
  /// Longest miter, as a multiple of the line width, before a miter join is bevelled; 10 by
  /// default.
  public var miterLimit: CGFloat = 10
  /// Largest distance, in device pixels, that rendered curves may deviate from the true curve;
  /// 0.6 by default (kept for ported code; the renderer chooses its own accuracy).
  public var flatness: CGFloat = 0.6
  /// Whether filling and `contains(_:)` use the even-odd rule instead of non-zero winding;
  /// false by default.
  public var usesEvenOddFillRule = false

  /// Creates an empty path.
  public init() {
    builder = PathBuilder()
  }

  /// Creates a path from a `Path` value (`UIBezierPath(cgPath:)`).
  public convenience init(cgPath: Path) {
    self.init()
    self.cgPath = cgPath
  }

  /// Creates a closed rectangle, drawn from the top-left corner clockwise on screen.
  public convenience init(rect: CGRect) {
    self.init()
    builder.addRect(rect)
  }

  /// Creates an oval inscribed in `rect` (`UIBezierPath(ovalIn:)`): a circle when `rect` is a
  /// square.
  ///
  /// Always a move and four cubic curves (κ = 0.5522847498 of each radius: at most 0.028 %
  /// off the true ellipse) and a close, starting at the right-hand point and turning clockwise
  /// on screen, so any two ovals interpolate smoothly.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    builder.addEllipse(in: rect)
  }

  /// Creates a rectangle with circular corners of `cornerRadius` points, clamped to half the
  /// shorter side.
  ///
  /// The outline is a move, four lines, four quarter-circle cubics and a close, whatever the
  /// radius, so rounded rectangles interpolate with each other. UIKit draws these corners as a
  /// continuous-curvature "squircle" that starts bending earlier than a circular arc; Segue uses
  /// plain circular arcs, which differ from UIKit's by a fraction of a point near the corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let radius = max(0, min(cornerRadius, abs(rect.width) / 2, abs(rect.height) / 2))
    let corner = CGSize(width: radius, height: radius)
    builder.addRoundedRect(
      rect, topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner)
  }

  /// Creates a rectangle whose chosen corners are rounded with elliptical corners of
  /// `cornerRadii` (width along x, height along y), each clamped to half the rectangle's width
  /// (height); the other corners stay square.
  ///
  /// Same ten-element structure as `init(roundedRect:cornerRadius:)` (a square corner is a
  /// zero-size curve), so any two such paths interpolate. UIKit has been observed to use only
  /// `cornerRadii.width` since iOS 7; pass equal components for identical results.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    self.init()
    func radii(_ corner: RectCorner) -> CGSize { corners.contains(corner) ? cornerRadii : .zero }
    builder.addRoundedRect(
      rect, topLeft: radii(.topLeft), topRight: radii(.topRight),
      bottomRight: radii(.bottomRight), bottomLeft: radii(.bottomLeft))
  }

  /// Creates an open arc of the circle around `center` (see
  /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    builder.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// The path as an immutable value, for a `ShapeLayer` or an animation.
  ///
  /// Setting it replaces the path. Elements are read with `Path`'s rules: a segment after a
  /// close gets an explicit move to the closed subpath's start, and a repeated close is dropped.
  public var cgPath: Path {
    get { builder.path }
    set { builder = PathBuilder(elements: newValue.elements) }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { builder.elements.isEmpty }

  /// The point where the next segment will start; `.zero` for an empty path.
  public var currentPoint: CGPoint { builder.currentPoint ?? .zero }

  /// The rectangle containing every point of the path, control points included
  /// (`cgPath.boundingBox`); `CGRect.null` when empty.
  public var bounds: CGRect { builder.path.boundingBox }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    builder.move(to: point)
  }

  /// Adds a straight line from the current point to `point`.
  ///
  /// Does nothing when the path has no current point (it is empty), as UIKit documents.
  public func addLine(to point: CGPoint) {
    builder.addLine(to: point)
  }

  /// Adds a quadratic Bézier curve from the current point to `endPoint`; does nothing on an
  /// empty path.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    builder.addQuadCurve(to: endPoint, controlPoint: controlPoint)
  }

  /// Adds a cubic Bézier curve from the current point to `endPoint`; does nothing on an empty
  /// path.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    builder.addCurve(to: endPoint, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }

  /// Adds an arc of the circle of `radius` points around `center`, from `startAngle` to
  /// `endAngle` (radians, 0 pointing along +x).
  ///
  /// `clockwise` is clockwise on Segue's y-down screen, that is towards increasing angles, as in
  /// UIKit. An arc of a whole turn or more in its own direction is a full circle; one of a whole
  /// turn against it (0 to 2π anticlockwise) is empty, as in Core Graphics. A line joins the
  /// current point to the start of the arc; on an empty path, or after `close()`, the arc
  /// starts a new subpath instead. The arc is stored as cubic pieces of at most 90°.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    builder.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Closes the current subpath with a straight line back to its start; does nothing on an
  /// empty path or a subpath already closed.
  public func close() {
    builder.close()
  }

  /// Appends the elements of `bezierPath` (its stroke settings are not copied).
  public func append(_ bezierPath: BezierPath) {
    builder.append(contentsOf: bezierPath.builder.elements)
  }

  /// Removes every element; stroke settings are kept.
  public func removeAllPoints() {
    builder = PathBuilder()
  }

  /// Transforms every point of the path, control points included.
  public func apply(_ transform: CGAffineTransform) {
    builder = PathBuilder(elements: builder.path.applying(transform).elements)
  }

  /// Returns a new path that draws the same outline in the opposite direction, with the same
  /// stroke settings.
  ///
  /// Each subpath is reversed in place (subpaths keep their order); closed subpaths stay
  /// closed. Reversing changes which regions a non-zero fill covers where subpaths overlap.
  public func reversing() -> BezierPath {
    var elements: [PathElement] = []
    for subpath in builder.path.subpaths {
      elements.append(.move(to: subpath.segments.last?.end ?? subpath.start))
      elements.append(contentsOf: subpath.segments.reversed().map(\.reversed.element))
      if subpath.isClosed { elements.append(.closeSubpath) }
    }
    let result = copy()
    result.cgPath = Path(elements: elements)
    return result
  }

  /// Whether `point` is inside the area the path would fill, using `usesEvenOddFillRule`.
  /// Open subpaths count as closed.
  public func contains(_ point: CGPoint) -> Bool {
    builder.path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Returns an independent copy with the same elements and stroke settings (`NSCopying`).
  public func copy() -> BezierPath {
    let result = BezierPath()
    result.builder = builder
    result.lineWidth = lineWidth
    result.lineCapStyle = lineCapStyle
    result.lineJoinStyle = lineJoinStyle
    result.miterLimit = miterLimit
    result.flatness = flatness
    result.usesEvenOddFillRule = usesEvenOddFillRule
    return result
  }
}
