import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

@Suite("Shapes: fill, stroke, dashes, strokeStart/strokeEnd")
struct ShapeDrawingTests {
  private static func shape(_ drawing: ShapeDrawing, size: CGSize = CGSize(width: 64, height: 64))
    throws -> (Bitmap, RenderReport)
  {
    var node = Fixture.node(frame: CGRect(origin: .zero, size: size))
    node.drawing = .shape(drawing)
    return try Fixture.render([node], size: size)
  }

  private static let line = Path(elements: [
    .move(to: CGPoint(x: 10, y: 32)), .line(to: CGPoint(x: 54, y: 32)),
  ])

  @Test func fillCoversThePath() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Fixture.rectangle(CGRect(x: 8, y: 8, width: 16, height: 16)), fillColor: Fixture.red))
    #expect(try #require(opaqueBounds(bitmap)) == (8, 8, 23, 23))
    expectPixel(bitmap, 16, 16, (255, 0, 0, 255))
  }

  @Test func evenOddLeavesTheInnerSquareEmpty() throws {
    var path = Fixture.rectangle(CGRect(x: 8, y: 8, width: 40, height: 40))
    path.elements += Fixture.rectangle(CGRect(x: 18, y: 18, width: 20, height: 20)).elements
    let (evenOdd, _) = try Self.shape(
      ShapeDrawing(path: path, fillColor: Fixture.red, fillRule: .evenOdd))
    let (nonZero, _) = try Self.shape(
      ShapeDrawing(path: path, fillColor: Fixture.red, fillRule: .nonZero))
    #expect(evenOdd.alpha(28, 28) == 0)
    #expect(nonZero.alpha(28, 28) == 255)
  }

  @Test func quadraticCurvesAreDrawn() throws {
    let path = Path(elements: [
      .move(to: CGPoint(x: 8, y: 56)),
      .quadCurve(to: CGPoint(x: 56, y: 56), control: CGPoint(x: 32, y: 0)), .closeSubpath,
    ])
    let (bitmap, _) = try Self.shape(ShapeDrawing(path: path, fillColor: Fixture.blue))
    // The apex of the quadratic is at y = 28 (half way to the control point).
    let box = try #require(opaqueBounds(bitmap))
    #expect(abs(box.minY - 28) <= 1)
  }

  @Test func strokeHasItsWidthCentredOnThePath() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 4))
    #expect(try #require(opaqueBounds(bitmap)) == (10, 30, 53, 33))
  }

  @Test func squareCapsExtendByHalfTheWidth() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 4, lineCap: .square))
    #expect(try #require(opaqueBounds(bitmap)) == (8, 30, 55, 33))
  }

  @Test func strokeEndDrawsTheFirstPartOfThePath() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 4, strokeEnd: 0.5))
    #expect(try #require(opaqueBounds(bitmap)) == (10, 30, 31, 33))
  }

  @Test func strokeStartAndEndSelectTheMiddle() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 4, strokeStart: 0.25,
        strokeEnd: 0.75))
    #expect(try #require(opaqueBounds(bitmap)) == (21, 30, 42, 33))
  }

  @Test func strokeStartPastStrokeEndDrawsNothing() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 4, strokeStart: 0.6,
        strokeEnd: 0.4))
    #expect(opaqueBounds(bitmap, threshold: 0) == nil)
  }

  @Test func strokeEndSpansSubpaths() throws {
    // Two 20 pt lines; 75 % of 40 pt ends half way along the second.
    let path = Path(elements: [
      .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10)),
      .move(to: CGPoint(x: 10, y: 40)), .line(to: CGPoint(x: 30, y: 40)),
    ])
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: path, fillColor: nil, strokeColor: Fixture.red, lineWidth: 2, strokeEnd: 0.75))
    #expect(bitmap.alpha(29, 10) == 255)
    #expect(bitmap.alpha(19, 40) == 255)
    #expect(bitmap.alpha(21, 40) == 0)
  }

  @Test func dashesAlternate() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 2,
        lineDashPattern: [4, 4]))
    #expect(bitmap.alpha(11, 32) == 255)
    #expect(bitmap.alpha(16, 32) == 0)
    #expect(bitmap.alpha(19, 32) == 255)
  }

  @Test func dashPhaseShiftsThePattern() throws {
    let (bitmap, _) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 2,
        lineDashPattern: [4, 4], lineDashPhase: 4))
    #expect(bitmap.alpha(11, 32) == 0)
    #expect(bitmap.alpha(15, 32) == 255)
  }

  @Test func invalidDashIsReportedAndDrawnSolid() throws {
    let (bitmap, report) = try Self.shape(
      ShapeDrawing(
        path: Self.line, fillColor: nil, strokeColor: Fixture.red, lineWidth: 2,
        lineDashPattern: [0, 0]))
    #expect(report.unsupported.count == 1)
    #expect(bitmap.alpha(16, 32) == 255)
  }

  @Test func trimmerMeasuresClosedAndCurvedPaths() throws {
    let surface = try CairoSurface(width: 4, height: 4)
    let cr = try #require(cairo_create(surface.surface))
    defer { cairo_destroy(cr) }
    let square = StrokeTrimmer(
      flattening: Fixture.rectangle(CGRect(x: 0, y: 0, width: 10, height: 10)), in: cr)
    #expect(abs(square.totalLength - 40) < 1e-9)
    let circle = StrokeTrimmer(
      flattening: Fixture.oval(in: CGRect(x: 0, y: 0, width: 20, height: 20)), in: cr)
    // The Bézier circle is within 0.03 % of a true circle; flattening at 0.1 px loses a little.
    #expect(abs(circle.totalLength - 2 * Double.pi * 10) < 0.1)
  }

  @Test func shapesSnapshot() throws {
    var nodes: [DisplayNode] = []
    var star = Fixture.node(frame: CGRect(x: 4, y: 4, width: 56, height: 56))
    var points: [PathElement] = []
    for i in 0..<5 {
      let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
      let p = CGPoint(x: 28 + 24 * cos(angle), y: 30 + 24 * sin(angle))
      points.append(i == 0 ? .move(to: p) : .line(to: p))
    }
    points.append(.closeSubpath)
    star.drawing = .shape(
      ShapeDrawing(
        path: Path(elements: points), fillColor: Color(red: 1, green: 0.8, blue: 0),
        fillRule: .evenOdd, strokeColor: Fixture.black, lineWidth: 2, lineJoin: .round))
    nodes.append(star)
    var dashed = Fixture.node(frame: CGRect(x: 64, y: 4, width: 56, height: 56))
    dashed.drawing = .shape(
      ShapeDrawing(
        path: Fixture.oval(in: CGRect(x: 4, y: 4, width: 48, height: 48)), fillColor: nil,
        strokeColor: Fixture.blue, lineWidth: 4, lineCap: .round, lineDashPattern: [8, 6],
        lineDashPhase: 2))
    nodes.append(dashed)
    var progress = Fixture.node(frame: CGRect(x: 4, y: 64, width: 56, height: 56))
    progress.drawing = .shape(
      ShapeDrawing(
        path: Fixture.oval(in: CGRect(x: 6, y: 6, width: 44, height: 44)), fillColor: nil,
        strokeColor: Fixture.green, lineWidth: 6, lineCap: .round, strokeStart: 0.1, strokeEnd: 0.65
      ))
    nodes.append(progress)
    var zigzag = Fixture.node(frame: CGRect(x: 64, y: 64, width: 56, height: 56))
    zigzag.drawing = .shape(
      ShapeDrawing(
        path: Path(elements: [
          .move(to: CGPoint(x: 6, y: 44)), .line(to: CGPoint(x: 18, y: 12)),
          .line(to: CGPoint(x: 30, y: 44)),
          .curve(
            to: CGPoint(x: 50, y: 12), control1: CGPoint(x: 36, y: 60),
            control2: CGPoint(x: 50, y: 30)),
        ]), fillColor: nil, strokeColor: Fixture.red, lineWidth: 5, lineJoin: .miter, miterLimit: 4)
    )
    nodes.append(zigzag)
    let (bitmap, report) = try Fixture.render(
      nodes, size: CGSize(width: 124, height: 124), clear: Fixture.white)
    #expect(report.isFaithful)
    expectSnapshot(of: bitmap, named: "star-dashes-progress-zigzag")
  }
}
