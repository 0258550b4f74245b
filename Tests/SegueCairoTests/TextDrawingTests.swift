import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

@Suite("Text with Pango and the private Inter and DejaVu fonts")
struct TextDrawingTests {
  private static func text(
    _ string: String, font: String = "DejaVu Sans", size: CGFloat = 16,
    bounds: CGSize = CGSize(width: 120, height: 40),
    alignment: TextLayerAlignmentMode = .natural, wrapped: Bool = false,
    truncation: TextLayerTruncationMode = .none,
    canvas: CGSize = CGSize(width: 160, height: 60)
  ) throws -> (Bitmap, RenderReport) {
    var node = Fixture.node(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: bounds))
    node.drawing = .text(
      TextDrawing(
        string: string, fontName: font, fontSize: size, foregroundColor: Fixture.black,
        alignmentMode: alignment,
        isWrapped: wrapped, truncationMode: truncation))
    return try Fixture.render([node], size: canvas)
  }

  @Test func textIsDrawnInsideItsBoundsFromTheTop() throws {
    let (bitmap, report) = try Self.text("Hello")
    #expect(report.isFaithful)
    let box = try #require(opaqueBounds(bitmap))
    #expect(box.minX >= 10 && box.minX <= 13)
    // Cap height of DejaVu Sans at 16 pt is ~11.7 pt below a top of ~3 pt of line gap.
    #expect(box.minY >= 12 && box.minY <= 16)
    #expect(box.maxY <= 10 + 20)
  }

  @Test func fontLibraryKnowsOnlyInterAndDejaVu() throws {
    let library = try FontLibrary()
    #expect(library.families["inter"] == "Inter")
    #expect(library.families["dejavu sans"] == "DejaVu Sans")
    #expect(
      library.families.keys.allSatisfy { $0 == "inter" || $0.hasPrefix("dejavu") },
      "\(library.families.keys.sorted())")
  }

  @Test func unknownFontsFallBackToInter() throws {
    let (fallback, _) = try Self.text("Fallback", font: "No Such Font")
    let (inter, _) = try Self.text("Fallback", font: "Inter")
    let (dejaVu, _) = try Self.text("Fallback", font: "DejaVu Sans")
    #expect(fallback == inter)
    #expect(inter != dejaVu)
  }

  @Test func theSystemFontsNamesAreInter() throws {
    let (inter, _) = try Self.text("System", font: "Inter")
    for name in [".AppleSystemUIFont", "SF Pro Text", "system-ui", "sans-serif"] {
      #expect(try Self.text("System", font: name).0 == inter, "\(name)")
    }
  }

  /// UIKit's nine weights are nine faces of Inter: each named weight draws differently from
  /// its neighbours.
  @Test func eachNamedWeightHasItsOwnFace() throws {
    let names = [
      "Thin", "Ultra-Light", "Light", "", "Medium", "Semi-Bold", "Bold", "Ultra-Bold", "Heavy",
    ]
    let drawings = try names.map { try Self.text("Weight", font: "Inter \($0)").0 }
    for index in drawings.indices.dropFirst() {
      #expect(drawings[index] != drawings[index - 1], "\(names[index - 1]) → \(names[index])")
    }
  }

  @Test func postScriptStyleBoldNamesPickTheBoldFace() throws {
    let (helvetica, _) = try Self.text("Bold", font: "HelveticaNeue-Bold")
    let (interBold, _) = try Self.text("Bold", font: "Inter Bold")
    let (regular, _) = try Self.text("Bold", font: "Inter")
    #expect(helvetica == interBold)
    #expect(helvetica != regular)
    let (semibold, _) = try Self.text("Bold", font: "HelveticaNeue-SemiBold")
    #expect(semibold == (try Self.text("Bold", font: "Inter Semi-Bold").0))
  }

  @Test func monospacedNamesPickDejaVuSansMono() throws {
    let (menlo, _) = try Self.text("iii", font: "Menlo")
    let (mono, _) = try Self.text("iii", font: "DejaVu Sans Mono")
    #expect(menlo == mono)
  }

  @Test func rightAndCentreAlignmentMoveTheInk() throws {
    let left = try #require(opaqueBounds(try Self.text("Hi").0))
    let right = try #require(opaqueBounds(try Self.text("Hi", alignment: .right).0))
    let centre = try #require(opaqueBounds(try Self.text("Hi", alignment: .center).0))
    #expect(right.maxX >= 126 && right.maxX <= 130)
    #expect(abs((centre.minX + centre.maxX) / 2 - 70) <= 2)
    #expect(left.minX < centre.minX && centre.minX < right.minX)
  }

  @Test func wrappingAddsLines() throws {
    let string = "The quick brown fox jumps over the lazy dog"
    let single = try #require(
      opaqueBounds(
        try Self.text(
          string, bounds: CGSize(width: 120, height: 200), canvas: CGSize(width: 400, height: 220)
        ).0))
    let wrapped = try #require(
      opaqueBounds(
        try Self.text(
          string, bounds: CGSize(width: 120, height: 200), wrapped: true,
          canvas: CGSize(width: 400, height: 220)
        ).0))
    #expect(single.maxX > 130)
    #expect(wrapped.maxX <= 130)
    #expect(wrapped.maxY > single.maxY + 30)
  }

  @Test func truncationKeepsTextWithinTheWidth() throws {
    let string = "A sentence far too long for its narrow layer"
    let (bitmap, _) = try Self.text(
      string, bounds: CGSize(width: 80, height: 20), truncation: .end,
      canvas: CGSize(width: 400, height: 40))
    let box = try #require(opaqueBounds(bitmap))
    #expect(box.maxX <= 90)
  }

  @Test func textSnapshot() throws {
    var nodes: [DisplayNode] = []
    let samples:
      [(String, String, CGFloat, TextLayerAlignmentMode, Bool, TextLayerTruncationMode, Color)] = [
        ("Segue — transitions", "DejaVu Sans", 15, .natural, false, .none, Fixture.black),
        ("Bold centred", "DejaVu Sans Bold", 14, .center, false, .none, Fixture.blue),
        (
          "Serif, right", "DejaVu Serif", 13, .right, false, .none,
          Color(red: 0.6, green: 0.1, blue: 0.1)
        ),
        (
          "Wrapped words in a narrow layer that continue", "DejaVu Sans", 11, .left, true, .none,
          Fixture.black
        ),
        (
          "Truncated in the middle of a long line", "DejaVu Sans Mono", 11, .natural, false,
          .middle, Fixture.black
        ),
      ]
    for (i, sample) in samples.enumerated() {
      let height: CGFloat = sample.4 ? 44 : 20
      let y: CGFloat = [4, 26, 48, 70, 118][i]
      var node = Fixture.node(
        frame: CGRect(x: 6, y: y, width: 148, height: height), background: Color(white: 0.93))
      node.drawing = .text(
        TextDrawing(
          string: sample.0, fontName: sample.1, fontSize: sample.2, foregroundColor: sample.6,
          alignmentMode: sample.3, isWrapped: sample.4, truncationMode: sample.5))
      nodes.append(node)
    }
    let (bitmap, report) = try Fixture.render(
      nodes, size: CGSize(width: 160, height: 142), clear: Fixture.white)
    #expect(report.isFaithful)
    expectSnapshot(of: bitmap, named: "fonts-alignment-wrapping")
  }
}
