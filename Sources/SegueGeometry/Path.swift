import Foundation

/// One drawing command of a `Path` (`CGPathElement`).
public enum PathElement: Sendable, Hashable {
  /// Starts a new subpath at a point.
  case move(to: CGPoint)
  /// A straight line from the current point.
  case line(to: CGPoint)
  /// A quadratic Bézier curve from the current point.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier curve from the current point.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// Closes the current subpath with a straight line to its start.
  case closeSubpath

  /// Every point the element stores, control points first and the end point last.
  public var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quadCurve(let p, let c): [c, p]
    case .curve(let p, let c1, let c2): [c1, c2, p]
    case .closeSubpath: []
    }
  }

  /// The same command with every point replaced by `transform(point)`.
  public func mapPoints(_ transform: (CGPoint) -> CGPoint) -> PathElement {
    switch self {
    case .move(let p): .move(to: transform(p))
    case .line(let p): .line(to: transform(p))
    case .quadCurve(let p, let c): .quadCurve(to: transform(p), control: transform(c))
    case .curve(let p, let c1, let c2):
      .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
    case .closeSubpath: .closeSubpath
    }
  }

  /// Whether `other` is the same kind of command (ignoring its points).
  func hasSameKind(as other: PathElement) -> Bool {
    switch (self, other) {
    case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
      (.closeSubpath, .closeSubpath):
      true
    default: false
    }
  }
}

/// An immutable vector path, the value a `ShapeLayer` draws (`CGPath`).
///
/// Arcs, ovals and rounded rectangles are stored as cubic Bézier curves (as Core Graphics
/// does), so every path is a list of the five elements of `PathElement`. Build one with
/// `BezierPath` and read `cgPath`, with the convenience initializers, or directly from elements.
///
/// Paths built from raw elements may draw without a current point; they are read the way the
/// renderer (Cairo) reads them: a line or curve with no current point starts a subpath at its
/// first point, and one that follows `closeSubpath` starts a new subpath at the closed one's
/// start. Paths built with `BezierPath` never need either rule.
public struct Path: Sendable, Hashable {
  /// The drawing commands in order.
  public var elements: [PathElement]

  /// Creates a path from drawing commands.
  public init(elements: [PathElement] = []) {
    self.elements = elements
  }

  /// Creates the outline of a rectangle (`CGPath(rect:transform:)`): a move to the top-left
  /// corner, lines to top-right, bottom-right and bottom-left, and a close.
  ///
  /// The rectangle is standardized first; a null rectangle gives an empty path.
  public init(rect: CGRect, transform: CGAffineTransform? = nil) {
    var builder = PathBuilder()
    builder.addRect(rect)
    self = builder.path.applying(transform)
  }

  /// Creates an ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
  ///
  /// Always four cubic curves: from the right-hand point (maxX, midY) through the bottom,
  /// left and top points and back (clockwise on a y-down screen), then a close. Each quarter
  /// uses the control distance κ = 4(√2 − 1)/3 ≈ 0.5523 of the radius, which keeps the curve
  /// within 0.028 % of the true ellipse. A null rectangle gives an empty path.
  public init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
    var builder = PathBuilder()
    builder.addEllipse(in: rect)
    self = builder.path.applying(transform)
  }

  /// Creates a rectangle with elliptical corners
  /// (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
  ///
  /// Corner sizes are clamped to 0…half the rectangle's width (height) instead of trapping
  /// like Core Graphics. The path always has the same ten elements (a move, four lines, four
  /// quarter-ellipse cubics, a close; see `BezierPath(roundedRect:cornerRadius:)`), so two
  /// rounded rectangles can be interpolated.
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform? = nil
  ) {
    var builder = PathBuilder()
    let corner = CGSize(width: cornerWidth, height: cornerHeight)
    builder.addRoundedRect(
      rect, topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner)
    self = builder.path.applying(transform)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point where the next segment would start (`CGPath.currentPoint`): the end of the last
  /// element, or the start of the subpath after a close; `.zero` for an empty path.
  public var currentPoint: CGPoint {
    PathBuilder(elements: elements).currentPoint ?? .zero
  }

  /// Returns the path with every point, control points included, mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    Path(elements: elements.map { $0.mapPoints { $0.applying(transform) } })
  }

  func applying(_ transform: CGAffineTransform?) -> Path {
    guard let transform else { return self }
    return applying(transform)
  }

  /// Whether the two paths have the same kinds of elements in the same order, so that
  /// `interpolated(to:fraction:)` can blend them point by point.
  public func canInterpolate(with other: Path) -> Bool {
    elements.count == other.elements.count
      && zip(elements, other.elements).allSatisfy { $0.hasSameKind(as: $1) }
  }
}
