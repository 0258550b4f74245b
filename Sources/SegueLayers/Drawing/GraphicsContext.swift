import Foundation
import SegueGeometry

// A graphics context records what code draws into it (`CGContext`), for a layer's contents or
// an image renderer; a `DrawingRasterizer` draws the recording later. Recording rather than
// drawing keeps this module free of a rasterizer and makes a drawing a value that tests can
// compare.
//
// State follows Core Graphics: the transform, colours, line style and opacity are saved and
// restored by `saveGState()`/`restoreGState()` here; the clip is saved by the rasterizer
// (`.save`/`.restore` commands). The current path is not part of the saved state, and path
// points are transformed by the transform current when they are added.

/// A drawing destination that records paths, fills, strokes, clips, gradients and images
/// (`CGContext`). Coordinates are points, (0, 0) at the top left, y down, as in UIKit's
/// `draw(_:)`.
public final class GraphicsContext {
  /// The part of the state that `saveGState()` saves.
  struct State {
    var transform = CGAffineTransform.identity
    var fillColor = Color(white: 0)
    var strokeColor = Color(white: 0)
    var stroke = StrokeStyle()
    var alpha: CGFloat = 1
    var effects = DrawingEffects()
  }

  /// The size of the picture in points.
  public let size: CGSize
  var state = State()
  /// The effects the last `.effects` command recorded (what the painter has in force).
  private var recordedEffects = DrawingEffects()
  private var savedStates: [State] = []
  private var path = BezierPath()
  /// The commands recorded so far.
  public private(set) var commands: [DrawingCommand] = []

  /// Appends `command`, preceded by an `.effects` command when it draws with a blend mode or
  /// shadow other than those the recording has in force.
  private func record(_ command: DrawingCommand) {
    if command.draws && state.effects != recordedEffects {
      commands.append(.effects(state.effects))
      recordedEffects = state.effects
    }
    commands.append(command)
  }
  /// Whether a default drawing method (a layer's or view's that draws nothing) was called:
  /// with no command recorded, the object does not draw, and its contents are left alone.
  package var reachedDefaultDrawing = false

  /// The contexts being drawn into, innermost last (UIKit's context stack).
  @MainActor private static var stack: [GraphicsContext] = []

  /// The context being drawn into (`UIGraphicsGetCurrentContext()`): the one a view's
  /// `draw(_:)` or an image renderer pushed last, nil outside drawing.
  @MainActor public static var current: GraphicsContext? { stack.last }

  /// Makes `context` the current one until the matching `pop()` (`UIGraphicsPushContext`).
  @MainActor public static func push(_ context: GraphicsContext) {
    stack.append(context)
  }

  /// Ends the innermost `push(_:)` (`UIGraphicsPopContext`); without one, does nothing.
  @MainActor public static func pop() {
    _ = stack.popLast()
  }

  /// Creates an empty context for a picture of `size` points.
  public init(size: CGSize) {
    self.size = size
  }

  /// What was drawn, as a value.
  public var recording: DrawingRecording { DrawingRecording(size: size, commands: commands) }

  // MARK: State

  /// Saves the transform, colours, line style, opacity and clip.
  public func saveGState() {
    savedStates.append(state)
    record(.save)
  }

  /// Restores what the matching `saveGState()` saved; an unmatched call does nothing (Core
  /// Graphics logs it and ignores it).
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
    record(.restore)
  }

  /// The current transform from user coordinates to the picture's (`ctm`).
  public var ctm: CGAffineTransform { state.transform }

  /// Moves the origin of user coordinates.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales user coordinates.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates user coordinates by `angle` radians (clockwise on screen for a positive angle,
  /// y being down).
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    state.transform = transform.concatenating(state.transform)
  }

  // MARK: Path

  /// Discards the current path.
  public func beginPath() { path = BezierPath() }

  /// Whether the current path has no element.
  public var isPathEmpty: Bool { path.isEmpty }

  /// The end of the current path, in user coordinates.
  public var currentPointOfPath: CGPoint {
    path.currentPoint.applying(state.transform.inverted())
  }

  /// The bounding box of the current path, in user coordinates.
  public var boundingBoxOfPath: CGRect {
    path.cgPath.applying(state.transform.inverted()).boundingBoxOfPath
  }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { path.move(to: point.applying(state.transform)) }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint) { path.addLine(to: point.applying(state.transform)) }

  /// Adds a connected series of lines: a move to the first point, a line to each other one.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(
      to: end.applying(state.transform), controlPoint1: control1.applying(state.transform),
      controlPoint2: control2.applying(state.transform))
  }

  /// Adds a quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(
      to: end.applying(state.transform), controlPoint: control.applying(state.transform))
  }

  /// Closes the current subpath.
  public func closePath() { path.close() }

  /// Adds a closed rectangle subpath.
  public func addRect(_ rect: CGRect) { append(Path(rect: rect), connected: false) }

  /// Adds a closed rectangle subpath for each rectangle.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a closed ellipse subpath inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { append(Path(ellipseIn: rect), connected: false) }

  /// Adds `path` (in user coordinates) as new subpaths.
  public func addPath(_ path: Path) { append(path, connected: false) }

  /// Adds an arc of the circle around `center`, joined by a line to the current point.
  ///
  /// `clockwise` is Core Graphics' sense, measured in y-up coordinates: in a UIKit context,
  /// whose y axis points down, `clockwise: true` runs anticlockwise on screen — the opposite
  /// of `UIBezierPath`'s flag. (Apple's `CGContextAddArc` documentation: "In a flipped
  /// coordinate system (the default for UIView drawing methods in iOS), specifying a clockwise
  /// arc results in a counterclockwise arc"; high confidence.)
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let arc = BezierPath(
      arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
    append(arc.cgPath, connected: true)
  }

  /// Appends `piece` (user coordinates) transformed to the picture's; `connected`: its first
  /// move becomes a line from the current point, when there is one.
  private func append(_ piece: Path, connected: Bool) {
    let hasCurrentPoint = !path.isEmpty
    for (index, element) in piece.applying(state.transform).elements.enumerated() {
      switch element {
      case .move(let point) where index == 0 && connected && hasCurrentPoint:
        path.addLine(to: point)
      case .move(let point): path.move(to: point)
      case .line(let point): path.addLine(to: point)
      case .quadCurve(let point, let control): path.addQuadCurve(to: point, controlPoint: control)
      case .curve(let point, let control1, let control2):
        path.addCurve(to: point, controlPoint1: control1, controlPoint2: control2)
      case .closeSubpath: path.close()
      }
    }
  }

  /// Takes the current path, leaving an empty one (painting consumes the path in Core
  /// Graphics).
  private func takePath() -> Path {
    defer { path = BezierPath() }
    return path.cgPath
  }

  // MARK: Painting

  private var fillColor: Color { state.fillColor.multipliedAlpha(state.alpha) }
  private var strokeColor: Color { state.strokeColor.multipliedAlpha(state.alpha) }

  /// Fills the current path with the fill colour and clears the path.
  public func fillPath(using rule: FillRule = .winding) {
    let taken = takePath()
    guard !taken.isEmpty else { return }
    record(.fill(taken, rule, fillColor))
  }

  /// Strokes the current path with the stroke colour and line style and clears the path.
  public func strokePath() {
    let taken = takePath()
    guard !taken.isEmpty else { return }
    record(.stroke(taken, state.stroke, strokeColor, transform: state.transform))
  }

  /// Fills and/or strokes the current path (`drawPath(using:)`), then clears it.
  public func drawPath(using mode: PathDrawingMode) {
    let taken = takePath()
    guard !taken.isEmpty else { return }
    switch mode {
    case .fill, .fillStroke: record(.fill(taken, .nonZero, fillColor))
    case .eoFill, .eoFillStroke: record(.fill(taken, .evenOdd, fillColor))
    case .stroke: break
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      record(.stroke(taken, state.stroke, strokeColor, transform: state.transform))
    }
  }

  /// Fills a rectangle (the current path is left alone).
  public func fill(_ rect: CGRect) {
    record(.fill(Path(rect: rect, transform: state.transform), .nonZero, fillColor))
  }

  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) {
    for rect in rects { fill(rect) }
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    record(.fill(Path(ellipseIn: rect, transform: state.transform), .nonZero, fillColor))
  }

  /// Strokes a rectangle's outline.
  public func stroke(_ rect: CGRect) {
    record(
      .stroke(
        Path(rect: rect, transform: state.transform), state.stroke, strokeColor,
        transform: state.transform))
  }

  /// Strokes a rectangle's outline with a line `width` wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    var style = state.stroke
    style.lineWidth = width
    record(
      .stroke(
        Path(rect: rect, transform: state.transform), style, strokeColor,
        transform: state.transform))
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    record(
      .stroke(
        Path(ellipseIn: rect, transform: state.transform), state.stroke, strokeColor,
        transform: state.transform))
  }

  /// Strokes separate segments between successive pairs of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    let saved = path
    path = BezierPath()
    var index = 0
    while index + 1 < points.count {
      move(to: points[index])
      addLine(to: points[index + 1])
      index += 2
    }
    strokePath()
    path = saved
  }

  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) {
    record(.clear(rect, transform: state.transform))
  }

  /// Intersects the clip with the current path and clears the path.
  public func clip(using rule: FillRule = .winding) {
    record(.clip(takePath(), rule))
  }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) {
    record(.clip(Path(rect: rect, transform: state.transform), .nonZero))
  }

  /// Intersects the clip with the union of rectangles.
  public func clip(to rects: [CGRect]) {
    let union = rects.map { Path(rect: $0, transform: state.transform).elements }
    record(.clip(Path(elements: union.flatMap { $0 }), .nonZero))
  }

  /// Paints a gradient along the line from `start` to `end` over the clip.
  public func drawLinearGradient(
    _ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions
  ) {
    let fill = GradientFill(
      gradient: gradient, geometry: .linear(start: start, end: end), options: options,
      alpha: state.alpha)
    record(.gradient(fill, transform: state.transform))
  }

  /// Paints a gradient between two circles over the clip.
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: GradientDrawingOptions
  ) {
    let geometry = GradientFill.Geometry.radial(
      startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
      endRadius: endRadius)
    let fill = GradientFill(
      gradient: gradient, geometry: geometry, options: options, alpha: state.alpha)
    record(.gradient(fill, transform: state.transform))
  }

  /// Draws `image` stretched into `rect` as Core Graphics does in a UIKit context: upside
  /// down, since Core Graphics puts an image's first row at the bottom of y-up coordinates
  /// (the well-known reason iOS code flips the context first; `UIImage.draw(in:)` draws
  /// upright). High confidence: Apple's Quartz 2D guide, "Drawing Images".
  public func draw(_ image: Image, in rect: CGRect) {
    record(
      .image(image, rect: rect, alpha: state.alpha, isFlipped: true, transform: state.transform))
  }

  /// Draws `text` from the top-left corner of `rect` (what `NSString.draw(at:withAttributes:)`
  /// and `draw(in:withAttributes:)` record); wrapped text is clipped to `rect`.
  public func draw(_ text: TextDrawing, in rect: CGRect) {
    record(.text(text, rect: rect, alpha: state.alpha, transform: state.transform))
  }

  /// Draws `image` upright in `rect` with an opacity (what `UIImage.draw(in:)` records).
  public func drawUpright(_ image: Image, in rect: CGRect, alpha: CGFloat = 1) {
    record(
      .image(
        image, rect: rect, alpha: alpha * state.alpha, isFlipped: false,
        transform: state.transform))
  }
}

extension Color {
  /// The colour with its alpha multiplied by `factor`.
  fileprivate func multipliedAlpha(_ factor: CGFloat) -> Color {
    factor == 1 ? self : withAlphaComponent(alpha * factor)
  }
}
