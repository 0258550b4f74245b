import Foundation

/// The mutable state behind `BezierPath` and `Path`'s convenience initializers: the elements
/// so far, the current point and the start of the current subpath.
///
/// It follows Core Graphics' rules: segments need a current point (without one they are
/// ignored, as `UIBezierPath` documents), and a segment added after `close()` first moves to
/// the start of the closed subpath, explicitly, so the element list reads on its own.
struct PathBuilder {
  /// κ = 4(√2 − 1)/3: the control-point distance, as a fraction of the radius, of the cubic
  /// that best approximates a quarter circle (maximum radial error ≈ 0.027 %).
  static let quarterCircleKappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

  private(set) var elements: [PathElement] = []
  /// The end of the last segment, or the subpath start after a close; nil when empty.
  private(set) var currentPoint: CGPoint?
  private var subpathStart: CGPoint?
  private var isSubpathClosed = false

  init() {}

  init(elements: [PathElement]) {
    append(contentsOf: elements)
  }

  var path: Path { Path(elements: elements) }

  mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
    isSubpathClosed = false
  }

  mutating func addLine(to point: CGPoint) {
    guard prepareSegment() else { return }
    elements.append(.line(to: point))
    currentPoint = point
  }

  mutating func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    guard prepareSegment() else { return }
    elements.append(.quadCurve(to: point, control: controlPoint))
    currentPoint = point
  }

  mutating func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    guard prepareSegment() else { return }
    elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    currentPoint = point
  }

  mutating func close() {
    guard currentPoint != nil, !isSubpathClosed else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
    isSubpathClosed = true
  }

  /// Appends raw elements, reading them with the renderer's rules (see `Path`).
  mutating func append(contentsOf newElements: [PathElement]) {
    for element in newElements {
      switch element {
      case .move(let p):
        move(to: p)
      case .line(let p):
        if currentPoint == nil { move(to: p) } else { addLine(to: p) }
      case .quadCurve(let p, let c):
        if currentPoint == nil { move(to: c) }
        addQuadCurve(to: p, controlPoint: c)
      case .curve(let p, let c1, let c2):
        if currentPoint == nil { move(to: c1) }
        addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
      case .closeSubpath:
        close()
      }
    }
  }

  /// Makes sure a segment can start at the current point; false when there is none.
  private mutating func prepareSegment() -> Bool {
    guard let current = currentPoint else { return false }
    if isSubpathClosed { move(to: current) }
    return true
  }

  mutating func addRect(_ rect: CGRect) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    close()
  }

  mutating func addEllipse(in rect: CGRect) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let kx = Self.quarterCircleKappa * rx
    let ky = Self.quarterCircleKappa * ry
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + ky),
      controlPoint2: CGPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - kx, y: cy + ry),
      controlPoint2: CGPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - ky),
      controlPoint2: CGPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + kx, y: cy - ry),
      controlPoint2: CGPoint(x: cx + rx, y: cy - ky))
    close()
  }

  /// Adds a rectangle with elliptical corners, clockwise on screen from the top edge: a move,
  /// then line + quarter-ellipse cubic for each side (top-right, bottom-right, bottom-left,
  /// top-left corners), then a close. Corner sizes are clamped to 0…half the side; a corner of
  /// size zero still gets its (degenerate) cubic so the element structure never changes.
  mutating func addRoundedRect(
    _ rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize
  ) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    func clamp(_ size: CGSize) -> CGSize {
      CGSize(
        width: min(max(size.width, 0), r.width / 2), height: min(max(size.height, 0), r.height / 2))
    }
    let (tl, tr, br, bl) = (clamp(topLeft), clamp(topRight), clamp(bottomRight), clamp(bottomLeft))
    let k = 1 - Self.quarterCircleKappa  // from the corner, where each control point sits
    move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + tr.height),
      controlPoint1: CGPoint(x: r.maxX - k * tr.width, y: r.minY),
      controlPoint2: CGPoint(x: r.maxX, y: r.minY + k * tr.height))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
    addCurve(
      to: CGPoint(x: r.maxX - br.width, y: r.maxY),
      controlPoint1: CGPoint(x: r.maxX, y: r.maxY - k * br.height),
      controlPoint2: CGPoint(x: r.maxX - k * br.width, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - bl.height),
      controlPoint1: CGPoint(x: r.minX + k * bl.width, y: r.maxY),
      controlPoint2: CGPoint(x: r.minX, y: r.maxY - k * bl.height))
    addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
    addCurve(
      to: CGPoint(x: r.minX + tl.width, y: r.minY),
      controlPoint1: CGPoint(x: r.minX, y: r.minY + k * tl.height),
      controlPoint2: CGPoint(x: r.minX + k * tl.width, y: r.minY))
    close()
  }

  /// Adds an arc of the circle around `center`, in UIKit's y-down sense: `clockwise` means
  /// increasing angles (see `BezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
  /// The arc is split into at most 90° cubic pieces; it is joined to the current point by a line
  /// (or starts a subpath when there is none).
  mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    func point(at angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(at: startAngle)
    if let current = currentPoint, !isSubpathClosed {
      if current != start { addLine(to: start) }
    } else {
      move(to: start)
    }
    let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
    guard sweep != 0 else { return }
    let pieces = Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up))
    let step = sweep / CGFloat(pieces)
    // Control distance of a cubic for an arc of `step` radians, as a fraction of the radius.
    let k = 4 / 3 * tan(step / 4) * radius
    var from = startAngle
    for piece in 1...pieces {
      let to = piece == pieces ? startAngle + sweep : startAngle + step * CGFloat(piece)
      let (p0, p3) = (point(at: from), point(at: to))
      addCurve(
        to: p3,
        controlPoint1: CGPoint(x: p0.x - k * sin(from), y: p0.y + k * cos(from)),
        controlPoint2: CGPoint(x: p3.x + k * sin(to), y: p3.y - k * cos(to)))
      from = to
    }
  }

  /// The signed angle an arc turns through: in 0…2π when clockwise (increasing angles), in
  /// −2π…0 otherwise. A difference of a whole turn or more in the arc's own direction draws the
  /// full circle; the same difference against it draws nothing, as Core Graphics does.
  static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let fullTurn = 2 * CGFloat.pi
    let difference = end - start
    if clockwise {
      if difference >= fullTurn { return fullTurn }
      let wrapped = difference.truncatingRemainder(dividingBy: fullTurn)
      return wrapped < 0 ? wrapped + fullTurn : wrapped
    } else {
      if difference <= -fullTurn { return -fullTurn }
      let wrapped = difference.truncatingRemainder(dividingBy: fullTurn)
      return wrapped > 0 ? wrapped - fullTurn : wrapped
    }
  }
}
