import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("The lines a text is drawn in, as presentation trees show them")
struct TextLinesTests {
  private static func lines(
    _ string: String, width: CGFloat, height: CGFloat = 200, wrapped: Bool = true,
    truncation: TextLayerTruncationMode = .none
  ) -> [String]? {
    let text = TextDrawing(
      string: string, fontName: "DejaVu Sans", fontSize: 16, isWrapped: wrapped,
      truncationMode: truncation)
    return CairoRenderer().lines(
      of: text, in: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func wrappedTextBreaksAtWordsWithoutTheTrailingSpaces() {
    #expect(Self.lines("one two three four", width: 80) == ["one two", "three four"])
    #expect(Self.lines("first\nsecond", width: 300, wrapped: false) == ["first", "second"])
  }

  @Test func cutTextShowsAnEllipsisWhereItIsCut() throws {
    let end = try #require(
      Self.lines("a rather long title", width: 90, wrapped: false, truncation: .end))
    #expect(end.count == 1 && end[0].hasSuffix("…") && end[0].hasPrefix("a rather"), "\(end)")
    // Wrapped and cut: the last line that fits the height ends with the ellipsis.
    let wrapped = try #require(
      Self.lines("one two three four five six", width: 80, height: 40, truncation: .end))
    #expect(wrapped.count == 2 && wrapped[1].hasSuffix("…"), "\(wrapped)")
  }

  @Test func theRendererLaysNothingOutForNoText() {
    #expect(Self.lines("", width: 100) == nil)
  }
}
