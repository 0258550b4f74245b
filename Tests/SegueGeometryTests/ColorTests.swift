import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("Color")
struct ColorTests {
  func expectComponents(
    _ color: Color, _ expected: (CGFloat, CGFloat, CGFloat, CGFloat), tolerance: CGFloat = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectClose(color.red, expected.0, tolerance: tolerance, "red", sourceLocation: sourceLocation)
    expectClose(
      color.green, expected.1, tolerance: tolerance, "green", sourceLocation: sourceLocation)
    expectClose(
      color.blue, expected.2, tolerance: tolerance, "blue", sourceLocation: sourceLocation)
    expectClose(
      color.alpha, expected.3, tolerance: tolerance, "alpha", sourceLocation: sourceLocation)
  }

  @Test func parsesTheThreeHexForms() throws {
    expectComponents(try #require(Color(hex: "#F80")), (1, 136.0 / 255, 0, 1))
    expectComponents(try #require(Color(hex: "ff8000")), (1, 128.0 / 255, 0, 1))
    expectComponents(try #require(Color(hex: "#00000080")), (0, 0, 0, 128.0 / 255))
    expectComponents(try #require(Color(hex: "  #3366cC\n")), (0.2, 0.4, 0.8, 1))
  }

  @Test(arguments: [
    "", "#", "#12", "#12345", "#1234567", "#GGGGGG", "+FFF", "#+FF", "0xFFFFFF", "#１２３",
  ])
  func rejectsMalformedHex(_ text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test func hexStringRoundTrips() {
    #expect(Color.orange.hexString == "#FF8000")
    #expect(Color(rgb: 0x0A0B0C).hexString == "#0A0B0C")
    #expect(Color.red.withAlphaComponent(0.5).hexString == "#FF000080")
    for text in ["#12AB9F", "#00FF0033"] {
      #expect(Color(hex: text)?.hexString == text)
    }
  }

  @Test func rgbInitializerIgnoresHighBitsAndClampsAlpha() {
    expectComponents(Color(rgb: 0xFF_336699, alpha: 2), (0.2, 0.4, 0.6, 1))
  }

  @Test func namedColoursHaveUIKitsComponents() {
    let expected: [(Color, (CGFloat, CGFloat, CGFloat, CGFloat))] = [
      (.black, (0, 0, 0, 1)), (.darkGray, (1.0 / 3, 1.0 / 3, 1.0 / 3, 1)),
      (.lightGray, (2.0 / 3, 2.0 / 3, 2.0 / 3, 1)), (.white, (1, 1, 1, 1)),
      (.gray, (0.5, 0.5, 0.5, 1)),
      (.red, (1, 0, 0, 1)), (.green, (0, 1, 0, 1)), (.blue, (0, 0, 1, 1)), (.cyan, (0, 1, 1, 1)),
      (.yellow, (1, 1, 0, 1)), (.magenta, (1, 0, 1, 1)), (.orange, (1, 0.5, 0, 1)),
      (.purple, (0.5, 0, 0.5, 1)), (.brown, (0.6, 0.4, 0.2, 1)), (.clear, (0, 0, 0, 0)),
    ]
    for (color, components) in expected {
      expectComponents(color, components, tolerance: 1e-15)
    }
  }

  @Test func premultipliedComponents() {
    let p = Color(red: 0.5, green: 1, blue: 0.25, alpha: 0.4).premultiplied
    expectClose(p.red, 0.2, tolerance: 1e-15)
    expectClose(p.green, 0.4, tolerance: 1e-15)
    expectClose(p.blue, 0.1, tolerance: 1e-15)
    expectClose(p.alpha, 0.4, tolerance: 0)
    expectComponents(
      Color(premultipliedRed: 0.2, green: 0.4, blue: 0.1, alpha: 0.4), (0.5, 1, 0.25, 0.4))
    #expect(Color(premultipliedRed: 0.3, green: 0, blue: 0, alpha: 0) == .clear)
  }

  @Test func fadingToClearKeepsTheHue() {
    expectComponents(Color.red.interpolated(to: .clear, fraction: 0.5), (1, 0, 0, 0.5))
    expectComponents(Color.clear.interpolated(to: .white, fraction: 0.25), (1, 1, 1, 0.25))
  }

  @Test func blendsInPremultipliedSpace() {
    expectComponents(Color.red.interpolated(to: .blue, fraction: 0.5), (0.5, 0, 0.5, 1))
    // Half-transparent red to opaque blue: premultiplied (0.5, 0, 0, 0.5) and (0, 0, 1, 1)
    // meet at (0.25, 0, 0.5, 0.75), which is straight (1/3, 0, 2/3) at alpha 0.75.
    let halfRed = Color.red.withAlphaComponent(0.5)
    expectComponents(halfRed.interpolated(to: .blue, fraction: 0.5), (1.0 / 3, 0, 2.0 / 3, 0.75))
  }

  @Test func endPointsAreExactAndExtrapolationIsClamped() {
    let a = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.7)
    #expect(a.interpolated(to: .white, fraction: 0) == a)
    #expect(a.interpolated(to: .white, fraction: 1) == .white)
    expectComponents(Color.black.interpolated(to: .white, fraction: 1.5), (1, 1, 1, 1))
    expectComponents(Color.black.interpolated(to: .white, fraction: -0.5), (0, 0, 0, 1))
    expectComponents(Color.clear.interpolated(to: .red, fraction: 2), (1, 0, 0, 1))
    #expect(Color.red.interpolated(to: .clear, fraction: 1.5) == .clear)
  }

  @Test func hueSaturationBrightness() {
    expectComponents(Color(hue: 0, saturation: 1, brightness: 1), (1, 0, 0, 1))
    expectComponents(Color(hue: 1.0 / 6, saturation: 1, brightness: 1), (1, 1, 0, 1))
    expectComponents(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), (0, 1, 0, 1))
    expectComponents(Color(hue: 2.0 / 3, saturation: 1, brightness: 1), (0, 0, 1, 1))
    expectComponents(Color(hue: 1, saturation: 1, brightness: 1), (1, 0, 0, 1))
    // Hand-computed: chroma 0.4, hue 180° → (0, 0.4, 0.4) + 0.4.
    expectComponents(
      Color(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.3), (0.4, 0.8, 0.8, 0.3))
    expectComponents(Color(hue: 0.9, saturation: 0, brightness: 0.25), (0.25, 0.25, 0.25, 1))
  }

  @Test func getRedWritesStraightComponents() {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    let succeeded = Color.brown.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(succeeded)
    #expect((r, g, b, a) == (0.6, 0.4, 0.2, 0.5))
  }
}
