import Foundation
import SegueLayers

/// Pango layouts kept from one frame to the next.
///
/// Laying text out (resolving the font, itemizing, shaping, breaking lines) costs more than
/// drawing its glyphs, and a transition draws the same labels frame after frame, moved but not
/// changed. A layout depends only on the text drawing and the bounds it is laid out in, so it
/// is reused while both stay equal. At the end of a frame, layouts not used during it are
/// released, so the cache follows the current frame's labels.
final class TextLayoutCache {
  private struct Key: Hashable {
    var text: TextDrawing
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ text: TextDrawing, _ bounds: CGRect) {
      self.text = text
      x = Double(bounds.minX)
      y = Double(bounds.minY)
      width = Double(bounds.width)
      height = Double(bounds.height)
    }
  }

  private var layouts: [Key: TextLayout] = [:]
  private var usedThisFrame: Set<Key> = []

  /// The layout of `text` in `bounds`, made on first use; nil when Pango cannot make one.
  func layout(_ text: TextDrawing, in bounds: CGRect, fonts: FontLibrary) -> TextLayout? {
    let key = Key(text, bounds)
    usedThisFrame.insert(key)
    if let layout = layouts[key] { return layout }
    guard let layout = TextLayout(text, in: bounds, fonts: fonts) else { return nil }
    layouts[key] = layout
    return layout
  }

  /// The layout of `text` in `bounds` if one is held, without marking it used (a reader such
  /// as a presentation tree must not keep layouts alive that no frame draws).
  func cachedLayout(_ text: TextDrawing, in bounds: CGRect) -> TextLayout? {
    layouts[Key(text, bounds)]
  }

  /// Releases the layouts not used during the frame that just ended.
  func endFrame() {
    if usedThisFrame.count < layouts.count {
      layouts = layouts.filter { usedThisFrame.contains($0.key) }
    }
    usedThisFrame.removeAll(keepingCapacity: true)
  }

  /// The number of layouts held.
  var count: Int { layouts.count }
}
