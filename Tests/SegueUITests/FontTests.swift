import Foundation
import Testing

@testable import SegueUI

@MainActor
@Suite("Fonts: weights and Dynamic Type styles")
struct FontTests {
  @Test func weightsAskForTheNearestNamedWeight() {
    #expect(Font.systemFont(ofSize: 17, weight: .regular) == .systemFont(ofSize: 17))
    // San Francisco's faces in CSS weights: Ultralight 100, Thin 200, Light 300, Regular 400,
    // Medium 500, Semibold 600, Bold 700, Heavy 800, Black 900; Pango's words for those.
    #expect(Font.systemFont(ofSize: 17, weight: .semibold).fontName == "Inter Semi-Bold")
    #expect(Font.systemFont(ofSize: 17, weight: .bold).fontName == "Inter Bold")
    #expect(Font.systemFont(ofSize: 9, weight: .ultraLight).fontName == "Inter Thin")
    #expect(Font.systemFont(ofSize: 9, weight: .thin).fontName == "Inter Ultra-Light")
    #expect(Font.systemFont(ofSize: 9, weight: .heavy).fontName == "Inter Ultra-Bold")
    #expect(Font.systemFont(ofSize: 9, weight: .black).fontName == "Inter Heavy")
    #expect(Font.systemFont(ofSize: 9, weight: Font.Weight(0.25)).fontName == "Inter Medium")
    #expect(Font.systemFont(ofSize: 9, weight: .heavy).pointSize == 9)
  }

  @Test func weightsHaveUIKitsValuesInOrder() {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    #expect(weights == weights.sorted())
  }

  @Test func textStylesHaveTheLargeSizes() {
    let sizes: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(Font.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }
    #expect(Font.preferredFont(forTextStyle: .headline).fontName == "Inter Semi-Bold")
    #expect(Font.preferredFont(forTextStyle: .body).fontName == "Inter")
    #expect(Font.TextStyle.body.rawValue == "UICTFontTextStyleBody")
  }
}
