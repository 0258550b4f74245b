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
      decorate(run, start, end, into: list, alpha: alpha)
    }
    pango_layout_set_attributes(layout, list)
  }

  /// The run's kerning, underline and strikethrough.
  private static func decorate(
    _ run: TextRun, _ start: UInt32, _ end: UInt32, into list: OpaquePointer, alpha: CGFloat
  ) {
    if run.kern != 0, run.kern.isFinite {
      let units = Int32(clamping: Int((Double(run.kern) * Double(PANGO_SCALE)).rounded()))
      insert(pango_attr_letter_spacing_new(units), start, end, into: list)
    }
    if run.underline != .none {
      // Pango has no thick single line: `.thick` draws single.
      let style = run.underline == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
      insert(pango_attr_underline_new(style), start, end, into: list)
      if let color = run.underlineColor {
        insert(
          pango_attr_underline_color_new(
            channel(color.red), channel(color.green), channel(color.blue)), start, end,
          into: list)
      }
    }
    if run.strikethrough != .none {
      insert(pango_attr_strikethrough_new(1), start, end, into: list)
      if let color = run.strikethroughColor {
        insert(
          pango_attr_strikethrough_color_new(
            channel(color.red), channel(color.green), channel(color.blue)), start, end,
          into: list)
      }
    }
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

  /// Puts `spacing` extra points between lines (a paragraph style's `lineSpacing`).
  static func setLineSpacing(_ spacing: CGFloat, of layout: OpaquePointer) {
    guard spacing.isFinite, spacing > 0 else { return }
    pango_layout_set_spacing(
      layout, Int32(clamping: Int((Double(spacing) * Double(PANGO_SCALE)).rounded())))
  }

  /// A 0…1 component as Pango's 16-bit one.
  private static func channel(_ value: CGFloat) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 65535).rounded())
  }
}
