import CCairo
import Foundation
import SegueCairo
import SegueGeometry

/// Key frames laid out in a grid, each with a caption under it, as one picture.
///
/// Layout, in pixels: every cell is as large as the largest item times `thumbnailScale`, with
/// a caption band of `captionHeight` under it; `spacing` separates cells and surrounds the grid.
/// Items fill rows left to right; the grid has `min(columns, items.count)` columns. Thumbnails
/// are drawn over `backgroundColor`, centred horizontally in their cell; captions are set with
/// Pango in `fontFamily`, centred, and ellipsized when wider than the cell.
public struct ContactSheet: Sendable {
  /// A picture and the caption printed under it.
  public struct Item: Sendable, Hashable {
    /// The picture, premultiplied RGBA.
    public var image: Bitmap
    /// The text under it, e.g. `"25 %"`.
    public var caption: String

    /// Creates an item.
    public init(image: Bitmap, caption: String) {
      self.image = image
      self.caption = caption
    }
  }

  /// The progress points of key frames, as STYLE.md's snapshot tests use them: 0, ¼, ½, ¾, 1.
  public static let standardProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

  /// The most cells in a row.
  public var columns: Int
  /// Thumbnail size relative to the items' pixels (1: full size; 0.5: half).
  public var thumbnailScale: Double
  /// Pixels between cells and around the grid.
  public var spacing: Int
  /// Height in pixels of the band under each thumbnail that holds its caption.
  public var captionHeight: Int
  /// Caption text size, in pixels.
  public var captionFontSize: Double
  /// The font family of captions (DejaVu Sans is installed by `Scripts/setup`).
  public var fontFamily: String
  /// The colour behind everything.
  public var backgroundColor: Color
  /// The colour of caption text.
  public var captionColor: Color

  /// Creates a layout; the defaults suit a row of five phone-sized frames at half size.
  ///
  /// - Precondition: `columns > 0`, `thumbnailScale > 0`, `spacing >= 0`, `captionHeight >= 0`,
  ///   `captionFontSize > 0`.
  public init(
    columns: Int = 5, thumbnailScale: Double = 0.5, spacing: Int = 16, captionHeight: Int = 28,
    captionFontSize: Double = 14, fontFamily: String = "DejaVu Sans",
    backgroundColor: Color = Color(white: 1), captionColor: Color = Color(white: 0.2)
  ) {
    precondition(columns > 0, "a contact sheet needs at least one column")
    precondition(
      thumbnailScale.isFinite && thumbnailScale > 0, "thumbnail scale must be positive")
    precondition(spacing >= 0 && captionHeight >= 0, "spacing and caption height must be ≥ 0")
    precondition(captionFontSize.isFinite && captionFontSize > 0, "font size must be positive")
    self.columns = columns
    self.thumbnailScale = thumbnailScale
    self.spacing = spacing
    self.captionHeight = captionHeight
    self.captionFontSize = captionFontSize
    self.fontFamily = fontFamily
    self.backgroundColor = backgroundColor
    self.captionColor = captionColor
  }

  /// The frames of `frames` nearest to each progress point (frame `round(p × (count − 1))`),
  /// captioned with the percentage, e.g. `"25 %"`.
  ///
  /// - Precondition: `frames` is not empty; progress values are in 0…1.
  public static func keyFrames(of frames: [Bitmap], at progress: [Double] = standardProgress)
    -> [Item]
  {
    precondition(!frames.isEmpty, "key frames need at least one frame")
    return progress.map { p in
      precondition((0...1).contains(p), "progress must be in 0…1, got \(p)")
      let index = Int((p * Double(frames.count - 1)).rounded())
      return Item(image: frames[index], caption: caption(progress: p))
    }
  }

  /// A progress value as a caption: `"0 %"`, `"25 %"`, `"12.5 %"`.
  public static func caption(progress: Double) -> String {
    let percent = progress * 100
    if percent == percent.rounded() { return "\(Int(percent)) %" }
    return String(format: "%.1f %%", percent)
  }

  /// The size of one thumbnail for `items`, in pixels.
  public func thumbnailSize(for items: [Item]) -> PixelSize {
    let width = items.map(\.image.width).max() ?? 0
    let height = items.map(\.image.height).max() ?? 0
    return PixelSize(
      width: max(1, Int((Double(width) * thumbnailScale).rounded())),
      height: max(1, Int((Double(height) * thumbnailScale).rounded())))
  }

  /// Where the thumbnail cell of item `index` lies in the sheet: its top-left corner, pixels.
  public func cellOrigin(ofItem index: Int, thumbnail: PixelSize) -> (x: Int, y: Int) {
    let column = index % columns
    let row = index / columns
    return (
      spacing + column * (thumbnail.width + spacing),
      spacing + row * (thumbnail.height + captionHeight + spacing)
    )
  }

  /// The size of the sheet for `items`, in pixels.
  public func sheetSize(for items: [Item]) -> PixelSize {
    let thumbnail = thumbnailSize(for: items)
    let used = min(columns, max(items.count, 1))
    let rows = max(1, (items.count + columns - 1) / columns)
    return PixelSize(
      width: used * thumbnail.width + (used + 1) * spacing,
      height: rows * (thumbnail.height + captionHeight) + (rows + 1) * spacing)
  }

  /// Draws the sheet.
  ///
  /// - Throws: `ExportError.noFrames` for no items, `.encodingFailed` if Cairo fails.
  public func render(_ items: [Item]) throws(ExportError) -> Bitmap {
    guard !items.isEmpty else { throw .noFrames }
    let size = sheetSize(for: items)
    let thumbnail = thumbnailSize(for: items)
    do {
      let sheet = try CairoSurface(width: size.width, height: size.height)
      guard let cr = cairo_create(sheet.surface) else {
        throw ExportError.encodingFailed(format: "contact sheet", reason: "cairo_create failed")
      }
      defer { cairo_destroy(cr) }
      set(cr, backgroundColor)
      cairo_paint(cr)
      for (index, item) in items.enumerated() {
        let origin = cellOrigin(ofItem: index, thumbnail: thumbnail)
        try drawThumbnail(item.image, in: cr, at: origin, cell: thumbnail)
        drawCaption(item.caption, in: cr, at: origin, cell: thumbnail)
      }
      let status = cairo_status(cr)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw ExportError.encodingFailed(
          format: "contact sheet", reason: String(cString: cairo_status_to_string(status)))
      }
      return sheet.bitmap()
    } catch let error as ExportError {
      throw error
    } catch {
      throw .encodingFailed(format: "contact sheet", reason: "\(error)")
    }
  }

  private func drawThumbnail(
    _ image: Bitmap, in cr: OpaquePointer, at origin: (x: Int, y: Int), cell: PixelSize
  ) throws {
    let source = try CairoSurface(bitmap: image)
    let width = Double(image.width) * thumbnailScale
    let left = Double(origin.x) + (Double(cell.width) - width) / 2
    cairo_save(cr)
    cairo_rectangle(cr, left, Double(origin.y), width, Double(image.height) * thumbnailScale)
    cairo_clip(cr)
    cairo_translate(cr, left, Double(origin.y))
    cairo_scale(cr, thumbnailScale, thumbnailScale)
    cairo_set_source_surface(cr, source.surface, 0, 0)
    // GOOD filters properly when shrinking (box filter), unlike BILINEAR.
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  private func drawCaption(
    _ caption: String, in cr: OpaquePointer, at origin: (x: Int, y: Int), cell: PixelSize
  ) {
    guard captionHeight > 0, !caption.isEmpty, let layout = pango_cairo_create_layout(cr) else {
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // Grey antialiasing without hinting: the same pixels whatever the screen's settings.
    if let options = cairo_font_options_create() {
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
      pango_layout_context_changed(layout)
      cairo_font_options_destroy(options)
    }
    if let font = pango_font_description_new() {
      pango_font_description_set_family(font, fontFamily)
      pango_font_description_set_absolute_size(font, captionFontSize * Double(PANGO_SCALE))
      pango_layout_set_font_description(layout, font)
      pango_font_description_free(font)
    }
    pango_layout_set_width(layout, Int32(cell.width) * PANGO_SCALE)
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    pango_layout_set_text(layout, caption, -1)
    var textWidth: Int32 = 0
    var textHeight: Int32 = 0
    pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
    let top = origin.y + cell.height + (captionHeight - Int(textHeight)) / 2
    set(cr, captionColor)
    cairo_move_to(cr, Double(origin.x), Double(top))
    pango_cairo_show_layout(cr, layout)
  }

  private func set(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}
