import Foundation
import SegueGeometry

/// A layer that draws a run of text, shaped by Pango at render time (`CATextLayer`).
@preconcurrency @MainActor
open class TextLayer: Layer {
  open override var typeName: String { "TextLayer" }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }

  /// The text (default nil).
  public var string: String? {
    get { model.text.string }
    set { setModel(\.text.string, newValue, key: "string") }
  }
  /// A font family or Pango description such as "Inter Bold" (default "Inter").
  public var fontName: String {
    get { model.text.fontName }
    set { setModel(\.text.fontName, newValue, key: "font") }
  }
  /// Font size in points (default 36).
  public var fontSize: CGFloat {
    get { model.text.fontSize }
    set {
      precondition(newValue.isFinite && newValue > 0, "fontSize must be positive, got \(newValue)")
      setModel(.fontSize, newValue)
    }
  }
  /// Text colour (default opaque white).
  public var foregroundColor: Color? {
    get { model.text.foregroundColor }
    set { setModel(\.text.foregroundColor, newValue, key: .foregroundColor) }
  }
  /// Whether lines wrap at the bounds' width (default false).
  public var isWrapped: Bool {
    get { model.text.isWrapped }
    set { setModel(\.text.isWrapped, newValue, key: "wrapped") }
  }
  /// Horizontal alignment (default natural).
  public var alignmentMode: TextLayerAlignmentMode {
    get { model.text.alignmentMode }
    set { setModel(\.text.alignmentMode, newValue, key: "alignmentMode") }
  }
  /// Truncation of text that does not fit (default none).
  public var truncationMode: TextLayerTruncationMode {
    get { model.text.truncationMode }
    set { setModel(\.text.truncationMode, newValue, key: "truncationMode") }
  }

  override func drawing(for values: LayerValues) -> Drawing? {
    let text = values.text
    guard let string = text.string, !string.isEmpty, let color = text.foregroundColor else {
      return nil
    }
    return .text(
      TextDrawing(
        string: string, fontName: text.fontName, fontSize: text.fontSize, foregroundColor: color,
        alignmentMode: text.alignmentMode, isWrapped: text.isWrapped,
        truncationMode: text.truncationMode))
  }
}
