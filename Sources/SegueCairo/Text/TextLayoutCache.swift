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

  /// A layout and the last frame that used it.
  private struct Entry {
    let layout: TextLayout
    var frame: Int
  }

  private var layouts: [Key: Entry] = [:]
  /// The current frame's number, and how many layouts it has used so far.
  private var frame = 0
  private var usedThisFrame = 0

  /// The layout of `text` in `bounds`, made on first use; nil when Pango cannot make one.
  ///
  /// The key is hashed once a call: the occlusion pass asks for a label's layout once per
  /// layer above it (each one's extent holds its sublayers'), so a frame asks many times.
  func layout(_ text: TextDrawing, in bounds: CGRect, fonts: FontLibrary) -> TextLayout? {
    let key = Key(text, bounds)
    if let index = layouts.index(forKey: key) {
      if layouts.values[index].frame != frame {
        layouts.values[index].frame = frame
        usedThisFrame += 1
      }
      return layouts.values[index].layout
    }
    guard let layout = TextLayout(text, in: bounds, fonts: fonts) else { return nil }
    layouts[key] = Entry(layout: layout, frame: frame)
    usedThisFrame += 1
    return layout
  }

  /// The layout of `text` in `bounds` if one is held, without marking it used (a reader such
  /// as a presentation tree must not keep layouts alive that no frame draws).
  func cachedLayout(_ text: TextDrawing, in bounds: CGRect) -> TextLayout? {
    layouts[Key(text, bounds)]?.layout
  }

  /// Releases the layouts not used during the frame that just ended.
  func endFrame() {
    if usedThisFrame < layouts.count {
      layouts = layouts.filter { $0.value.frame == frame }
    }
    frame &+= 1
    usedThisFrame = 0
  }

  /// Frees every layout (the renderer is freed, and its fonts go to another).
  func removeAll() {
    layouts.removeAll()
    usedThisFrame = 0
  }

  /// The number of layouts held.
  var count: Int { layouts.count }
}
