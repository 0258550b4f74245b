import CCairo
import Foundation
import SegueLayers

extension TextLayout {
  /// The text each line shows, top to bottom: the source text of its runs, with "…" for a run
  /// Pango made to stand for text it ellipsized, without the spaces a wrapped line ends with
  /// (they are not drawn).
  func lines(of string: String) -> [String] {
    let bytes = Array(string.utf8)
    let ellipsis = UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)
    var lines: [String] = []
    for index in 0..<pango_layout_get_line_count(layout) {
      guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
      var text = ""
      var run = line.pointee.runs
      while let node = run {
        run = node.pointee.next
        guard let glyphItem = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
          let item = glyphItem.pointee.item
        else { continue }
        if item.pointee.analysis.flags & ellipsis != 0 {
          text += "…"
          continue
        }
        let start = max(0, min(Int(item.pointee.offset), bytes.count))
        let end = max(start, min(start + Int(item.pointee.length), bytes.count))
        text += String(decoding: bytes[start..<end], as: UTF8.self)
      }
      while text.last?.isWhitespace == true { text.removeLast() }
      lines.append(text)
    }
    return lines
  }
}

extension CairoRenderer: TextLineLayout {
  /// The lines of `text` in `bounds` as this renderer draws them (the layout of the last
  /// frame drawn when it had one, else a new one); nil when the fonts cannot be loaded.
  public func lines(of text: TextDrawing, in bounds: CGRect) -> [String]? {
    guard !text.string.isEmpty, text.fontSize > 0, text.fontSize.isFinite,
      case .success(let fonts) = fonts()
    else { return nil }
    let layout =
      textLayouts.cachedLayout(text, in: bounds) ?? TextLayout(text, in: bounds, fonts: fonts)
    return layout?.lines(of: text.string)
  }
}
