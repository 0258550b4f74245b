import Foundation

/// A text engine that says how a `TextDrawing` breaks into lines, exactly as a renderer will
/// draw it: what presentation trees show as a text's `lines`.
///
/// This module lays no text out; a renderer with a text engine adopts this protocol
/// (`CairoRenderer` does, and a `Stage` hands its renderer to its context), and a context
/// without one writes trees without `lines`.
public protocol TextLineLayout: AnyObject {
  /// The lines of `text` laid out in `bounds` (points, the layer's bounds), top to bottom,
  /// each the text it shows, with "…" where the text is cut; nil when the engine cannot lay
  /// the text out (its fonts are missing, say).
  func lines(of text: TextDrawing, in bounds: CGRect) -> [String]?
}
