import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers

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
  /// The font family of captions (Inter is installed by `Scripts/setup`).
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
    captionFontSize: Double = 14, fontFamily: String = "Inter",
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

  /// Draws the sheet: a display list of thumbnails and captions, drawn by `CairoRenderer`
  /// (so captions are set with the renderer's private fonts, like every text in Segue).
  ///
  /// - Throws: `ExportError.noFrames` for no items, `.encodingFailed` if rendering fails.
  public func render(_ items: [Item]) throws(ExportError) -> Bitmap {
    guard !items.isEmpty else { throw .noFrames }
    let size = sheetSize(for: items)
    let thumbnail = thumbnailSize(for: items)
    var nodes: [DisplayNode] = []
    for (index, item) in items.enumerated() {
      let origin = cellOrigin(ofItem: index, thumbnail: thumbnail)
      let width = Double(item.image.width) * thumbnailScale
      let height = Double(item.image.height) * thumbnailScale
      var picture = DisplayNode(
        name: "thumbnail \(index)", bounds: CGRect(x: 0, y: 0, width: width, height: height),
        transform: Transform3D(
          translationX: Double(origin.x) + (Double(thumbnail.width) - width) / 2,
          y: Double(origin.y), z: 0))
      // Trilinear: a proper box filter when shrinking, unlike plain bilinear.
      picture.contents = Contents(
        image: Image(bitmap: item.image), gravity: .resize, minificationFilter: .trilinear)
      nodes.append(picture)
      guard captionHeight > 0, !item.caption.isEmpty else { continue }
      // One line of text is about 1.2 × the font size high; centre that in the caption band.
      let lineHeight = captionFontSize * 1.2
      var caption = DisplayNode(
        name: "caption \(index)",
        bounds: CGRect(x: 0, y: 0, width: Double(thumbnail.width), height: lineHeight),
        transform: Transform3D(
          translationX: Double(origin.x),
          y: Double(origin.y + thumbnail.height) + (Double(captionHeight) - lineHeight) / 2, z: 0))
      caption.drawing = .text(
        TextDrawing(
          string: item.caption, fontName: fontFamily, fontSize: captionFontSize,
          foregroundColor: captionColor, alignmentMode: .center, truncationMode: .end))
      nodes.append(caption)
    }
    let list = DisplayList(
      size: CGSize(width: size.width, height: size.height), clearColor: backgroundColor,
      nodes: nodes)
    do {
      return try CairoRenderer().render(list, scale: 1)
    } catch {
      throw .encodingFailed(format: "contact sheet", reason: "\(error)")
    }
  }
}
