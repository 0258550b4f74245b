import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

@Suite("Gradients: axial, radial, conic")
struct GradientDrawingTests {
  private static func gradient(_ drawing: GradientDrawing, size: CGFloat = 64) throws -> (
    Bitmap, RenderReport
  ) {
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: size, height: size))
    node.drawing = .gradient(drawing)
    return try Fixture.render([node], size: CGSize(width: size, height: size))
  }

  @Test func axialRunsFromStartToEndPoint() throws {
    let (bitmap, _) = try Self.gradient(
      GradientDrawing(
        colors: [Fixture.red, Fixture.blue], startPoint: CGPoint(x: 0, y: 0.5),
        endPoint: CGPoint(x: 1, y: 0.5)))
    expectPixel(bitmap, 0, 32, (253, 0, 2, 255), tolerance: 3)
    expectPixel(bitmap, 63, 32, (2, 0, 253, 255), tolerance: 3)
    expectPixel(bitmap, 32, 10, (127, 0, 128, 255), tolerance: 3)
  }

  @Test func defaultAxialIsTopToBottom() throws {
    let (bitmap, _) = try Self.gradient(GradientDrawing(colors: [Fixture.white, Fixture.black]))
    #expect(bitmap.pixel(x: 10, y: 0).r > 250)
    #expect(bitmap.pixel(x: 10, y: 63).r < 5)
  }

  @Test func locationsPlaceTheStops() throws {
    let (bitmap, _) = try Self.gradient(
      GradientDrawing(
        colors: [Fixture.red, Fixture.red, Fixture.blue], locations: [0, 0.75, 1],
        startPoint: CGPoint(x: 0, y: 0.5),
        endPoint: CGPoint(x: 1, y: 0.5)))
    expectPixel(bitmap, 40, 32, (255, 0, 0, 255))
  }

  @Test func mismatchedLocationsAreReported() throws {
    let (_, report) = try Self.gradient(
      GradientDrawing(colors: [Fixture.red, Fixture.blue], locations: [0]))
    #expect(report.unsupported.count == 1)
  }

  @Test func radialGoesFromCentreToTheEllipseThroughTheEndPoint() throws {
    let (bitmap, _) = try Self.gradient(
      GradientDrawing(
        type: .radial, colors: [Fixture.white, Fixture.black], startPoint: CGPoint(x: 0.5, y: 0.5),
        endPoint: CGPoint(x: 1, y: 1)))
    #expect(bitmap.pixel(x: 32, y: 32).r > 245)
    #expect(bitmap.pixel(x: 0, y: 32).r < 8)  // on the ellipse: the last colour
    #expect(bitmap.pixel(x: 0, y: 0).r < 3)  // beyond it: padded
    let half = Int(bitmap.pixel(x: 16, y: 32).r)
    #expect(abs(half - 128) < 8)
  }

  @Test func conicTurnsClockwiseFromTheEndPointDirection() throws {
    let (bitmap, report) = try Self.gradient(
      GradientDrawing(
        type: .conic, colors: [Fixture.red, Fixture.green, Fixture.blue, Fixture.red],
        startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)))
    #expect(report.isFaithful)
    // Angle 0 points right (red), a third of a turn clockwise (down-left) is green.
    expectPixel(bitmap, 60, 33, (255, 0, 0, 255), tolerance: 24)
    let a = 2 * Double.pi / 3
    expectPixel(
      bitmap, Int(32 + 24 * cos(a)), Int(32 + 24 * sin(a)), (0, 255, 0, 255), tolerance: 24)
    expectPixel(
      bitmap, Int(32 + 24 * cos(2 * a)), Int(32 + 24 * sin(2 * a)), (0, 0, 255, 255), tolerance: 24)
  }

  @Test func gradientsSnapshot() throws {
    let colours = [
      Color(red: 1, green: 0.4, blue: 0.1), Color(red: 0.9, green: 0.1, blue: 0.6),
      Color(red: 0.1, green: 0.3, blue: 0.9),
    ]
    var axial = Fixture.node(frame: CGRect(x: 4, y: 4, width: 56, height: 56))
    axial.drawing = .gradient(
      GradientDrawing(
        colors: colours, locations: [0, 0.3, 1], startPoint: CGPoint(x: 0, y: 0),
        endPoint: CGPoint(x: 1, y: 1)))
    var radial = Fixture.node(frame: CGRect(x: 64, y: 4, width: 56, height: 56))
    radial.drawing = .gradient(
      GradientDrawing(
        type: .radial, colors: colours + [Color(white: 1, alpha: 0)],
        startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.75)))
    var conic = Fixture.node(frame: CGRect(x: 124, y: 4, width: 56, height: 56))
    conic.drawing = .gradient(
      GradientDrawing(
        type: .conic, colors: colours + [colours[0]], startPoint: CGPoint(x: 0.4, y: 0.5),
        endPoint: CGPoint(x: 0.4, y: 0)))
    let (bitmap, report) = try Fixture.render(
      [axial, radial, conic], size: CGSize(width: 184, height: 64), clear: Fixture.white)
    #expect(report.isFaithful)
    expectSnapshot(of: bitmap, named: "axial-radial-conic")
  }
}
