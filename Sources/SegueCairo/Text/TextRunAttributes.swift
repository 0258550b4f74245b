import CCairo
import Foundation
import SegueLayers

// An attributed string's runs (`TextDrawing.runs`) as Pango attributes: each run's font and
// colour over its bytes. Pango's colour attributes replace the Cairo source the rest of the
// text is drawn with, so a run's alpha is multiplied by the drawing's opacity here.
enum TextRunAttributes {
  /// Sets `runs` on `layout` (nothing when there are none).
  static func apply(
    _ runs: [TextRun], to layout: OpaquePointer, fonts: FontLibrary, alpha: CGFloat = 1
  ) {
    guard !runs.isEmpty, let list = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(list) }
    for run in runs where !run.range.isEmpty {
      let start = UInt32(clamping: run.range.lowerBound)
      let end = UInt32(clamping: run.range.upperBound)
      if let description = fonts.fontDescription(named: run.fontName, size: run.fontSize) {
        insert(pango_attr_font_desc_new(description), start, end, into: list)
        pango_font_description_free(description)
      }
      let color = run.foregroundColor
      insert(
        pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
        start, end, into: list)
      insert(pango_attr_foreground_alpha_new(channel(color.alpha * alpha)), start, end, into: list)
    }
    pango_layout_set_attributes(layout, list)
  }

  private static func insert(
    _ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: UInt32, _ end: UInt32,
    into list: OpaquePointer
  ) {
    guard let attribute else { return }
    attribute.pointee.start_index = start
    attribute.pointee.end_index = end
    pango_attr_list_insert(list, attribute)
  }

  /// A 0…1 component as Pango's 16-bit one.
  private static func channel(_ value: CGFloat) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 65535).rounded())
  }
}
