import Foundation
import SegueGeometry
import Testing

@Suite("System and semantic colours (light appearance)")
struct SystemColorTests {
  @Test func systemColorsHaveThePublishedValues() {
    let expected: [(Color, String)] = [
      (.systemRed, "#FF3B30"), (.systemOrange, "#FF9500"), (.systemYellow, "#FFCC00"),
      (.systemGreen, "#34C759"), (.systemTeal, "#30B0C7"), (.systemBlue, "#007AFF"),
      (.systemIndigo, "#5856D6"), (.systemPurple, "#AF52DE"), (.systemPink, "#FF2D55"),
      (.systemGray, "#8E8E93"), (.systemGray2, "#AEAEB2"), (.systemGray3, "#C7C7CC"),
      (.systemGray4, "#D1D1D6"), (.systemGray5, "#E5E5EA"), (.systemGray6, "#F2F2F7"),
      (.systemBackground, "#FFFFFF"), (.secondarySystemBackground, "#F2F2F7"),
      (.label, "#000000"), (.tintColor, "#007AFF"),
    ]
    for (color, hex) in expected {
      #expect(color.hexString == hex)
    }
  }

  @Test func secondaryLabelsAndSeparatorsAreTranslucentGrey() {
    // Dynamic, so compared by value: its components are the light appearance's.
    #expect(Color.secondaryLabel.hexString == Color(rgb: 0x3C3C43, alpha: 0.6).hexString)
    #expect(Color.secondaryLabel.isDynamic && !Color(rgb: 0x3C3C43).isDynamic)
    #expect(Color.tertiaryLabel.alpha == 0.3 && Color.separator.alpha == 0.29)
    #expect(Color.separator.hexString.hasPrefix("#3C3C43"))
  }
}
