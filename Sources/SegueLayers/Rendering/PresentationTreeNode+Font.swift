import Foundation

extension PresentationTreeNode.Font {
  /// The weights a font description's style words ask for, on the CSS/Pango scale (Pango's
  /// `pango_font_description_from_string` vocabulary), lowercased without hyphens.
  static let weightWords: [String: Int] = [
    "thin": 100, "ultralight": 200, "extralight": 200, "light": 300, "semilight": 350,
    "demilight": 350, "book": 380, "regular": 400, "normal": 400, "medium": 500,
    "semibold": 600, "demibold": 600, "bold": 700, "ultrabold": 800, "extrabold": 800,
    "heavy": 900, "black": 900, "ultraheavy": 1000, "extrablack": 1000,
  ]

  /// The slant style words.
  static let styleWords: Set<String> = ["italic", "oblique"]

  /// The regular weight.
  static let regularWeight = 400

  /// The font a description such as "Inter Semi-Bold Italic" asks for: the trailing
  /// weight and slant words are read (case and hyphens ignored), the rest is the family.
  /// The size is left for the caller (the text layer's `fontSize`).
  init(parsing name: String) {
    var words = name.split(separator: " ").map(String.init)
    var weight = Self.regularWeight
    var style: String?
    while let last = words.last, words.count > 1 {
      let key = last.lowercased().replacingOccurrences(of: "-", with: "")
      if let value = Self.weightWords[key] {
        weight = value
      } else if Self.styleWords.contains(key) {
        style = key
      } else {
        break
      }
      words.removeLast()
    }
    self.init(name: name, family: words.joined(separator: " "), weight: weight, style: style)
  }
}
