import Foundation
import Testing

@testable import SegueUI

@MainActor
@Suite("Fonts: weights and Dynamic Type styles")
struct FontTests {
  @Test func weightsAskForTheNearestNamedWeight() {
    #expect(Font.systemFont(ofSize: 17, weight: .regular) == .systemFont(ofSize: 17))
    #expect(Font.systemFont(ofSize: 17, weight: .semibold).fontName == "DejaVu Sans Semi-Bold")
    #expect(Font.systemFont(ofSize: 17, weight: .bold).fontName == "DejaVu Sans Bold")
    #expect(Font.systemFont(ofSize: 9, weight: .ultraLight).fontName == "DejaVu Sans Ultra-Light")
    #expect(Font.systemFont(ofSize: 9, weight: .black).fontName == "DejaVu Sans Ultra-Heavy")
    #expect(Font.systemFont(ofSize: 9, weight: Font.Weight(0.25)).fontName == "DejaVu Sans Medium")
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
    #expect(Font.preferredFont(forTextStyle: .headline).fontName == "DejaVu Sans Semi-Bold")
    #expect(Font.preferredFont(forTextStyle: .body).fontName == "DejaVu Sans")
    #expect(Font.TextStyle.body.rawValue == "UICTFontTextStyleBody")
  }
}
