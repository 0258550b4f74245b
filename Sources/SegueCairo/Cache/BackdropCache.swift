import CCairo
import Foundation
import SegueLayers

/// Backdrop captures kept while what lies under them stays the same, so that a blur over a
/// still picture is captured, reduced and blurred once instead of every frame.
///
/// A backdrop reads the pixels already drawn in the frame's surface under and around its node
/// (`captureBackdrop`). Those pixels are the work of everything painted before the node: the
/// canvas' clear, the top-level nodes before its own, and on the way down to it each ancestor's
/// own parts and the sublayers before the next one. So the key is that part of the display
/// list — the list cut just after the node, the node's sublayers removed (`DisplayList.cut`) —
/// with the device matrix and the scale. Equal keys draw the same pixels there: the renderer's
/// bytes depend on the list alone (occlusion culling and the other caches change none, and the
/// culling walk keeps everything a backdrop reads), and images compare by identity, which the
/// key holds on to. Only captures from the frame's own surface in a frame drawn whole qualify;
/// one inside a group, a shadow or a 3D plane, or in a partial repaint (where the pixels around
/// the repainted region are the previous frame's), is made anew each time.
///
/// Unlike `ShadowMaskCache`'s masks, a capture is kept from the first frame that makes it: it
/// is kept as made, so keeping it copies nothing (the Today list behind a story dragged small,
/// in `card-open-interactive`; a menu at rest over a still screen). It is released at the end of
/// a frame that does not use it. A capture kept for the next frame also lets that frame's walk
/// cull what lies under an opaque blur (`FramePainter+KeptBackdrop`).
final class BackdropCache {
  /// The most captured bytes kept (a full-screen capture at 3× without reduction is 12 MiB).
  static let maximumBytes = 48 << 20

  struct Key: Hashable {
    /// Everything drawn before the capture: the list cut after the node.
    var prefix: DisplayList
    var scale: Int
    /// The device matrix at the capture.
    var matrix: MatrixKey
    /// Where the capture is made to show (nil: everywhere).
    var shown: [PixelRect]?
  }

  private var kept = KeptAcrossFrames<Key, CapturedBackdrop>(
    maximumBytes: BackdropCache.maximumBytes)

  /// Reduced copies before their blur, kept while what lies under them stays the same
  /// (`BackdropCache+Reductions.swift`).
  var reductions = KeptAcrossFrames<ReductionKey, KeptReduction>(
    maximumBytes: BackdropCache.maximumBytes)
  /// How many captures were made from a kept reduction (for tests).
  var reductionsReused = 0

  /// Whether captures and reductions are kept (off only to check that keeping them changes
  /// nothing).
  var keepsCaptures: Bool {
    get { kept.isEnabled }
    set {
      kept.isEnabled = newValue
      reductions.isEnabled = newValue
    }
  }

  /// The capture kept for `key`, marked as used in this frame.
  func capture(for key: Key) -> CapturedBackdrop? {
    kept.value(for: key)
  }

  /// Offers the capture just made for `key`: kept when the budget allows. The capture is not
  /// drawn into again, so it is kept as is.
  func offer(_ captured: CapturedBackdrop, for key: Key) {
    let surface = captured.surface
    let bytes = Int(cairo_image_surface_get_stride(surface.surface)) * surface.height
    guard kept.shouldKeep(key, bytes: bytes, atFirstSight: true) else { return }
    kept.keep(captured, bytes: bytes, for: key)
  }

  /// Ends a frame: releases the captures it did not use.
  func endFrame() {
    kept.endFrame()
    reductions.endFrame()
  }

  /// The number of captures kept.
  var count: Int { kept.count }
}

extension FramePainter {
  /// The capture of `node`'s backdrop (see `captureBackdrop`), kept from an earlier frame when
  /// everything drawn before it is the same.
  func reusableBackdrop(
    _ backdrop: Backdrop, of node: DisplayNode, in cr: OpaquePointer, shown: [PixelRect]? = nil
  ) -> CapturedBackdrop? {
    guard let key = backdropKey(of: node, in: cr, shown: shown) else {
      return captureBackdrop(backdrop, of: node, in: cr, shown: shown)
    }
    if let kept = renderer.backdrops.capture(for: key) { return kept }
    let captured = captureBackdrop(backdrop, of: node, in: cr, shown: shown)
    if let captured { renderer.backdrops.offer(captured, for: key) }
    return captured
  }

  /// The key of a capture of `node` from the frame's surface, in a frame drawn whole; nil when
  /// the capture is made elsewhere (a group, a shadow, a 3D plane) or cannot be keyed.
  private func backdropKey(of node: DisplayNode, in cr: OpaquePointer, shown: [PixelRect]?)
    -> BackdropCache.Key?
  {
    guard renderer.backdrops.keepsCaptures, let whole = wholeFrame,
      cairo_get_group_target(cr) == whole.surface,
      let prefix = whole.list.cut(after: path, at: node)
    else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return BackdropCache.Key(
      prefix: prefix, scale: whole.scale, matrix: MatrixKey(m), shown: shown)
  }
}

extension DisplayList {
  /// The list cut just after the node at `path` (its top-level index, then its index among
  /// each ancestor's sublayers), that node without its sublayers: everything drawn before the
  /// node's own parts. Nil when `path` does not lead to `node`.
  func cut(after path: [Int], at node: DisplayNode) -> DisplayList? {
    guard let nodes = Self.cut(nodes, after: path[...], at: node) else { return nil }
    var list = self
    list.nodes = nodes
    return list
  }

  private static func cut(
    _ nodes: [DisplayNode], after path: ArraySlice<Int>, at node: DisplayNode
  ) -> [DisplayNode]? {
    guard let index = path.first, nodes.indices.contains(index) else { return nil }
    var kept = Array(nodes[...index])
    if path.count == 1 {
      guard kept[index] == node else { return nil }
      kept[index].sublayers = []
    } else {
      guard let inner = cut(kept[index].sublayers, after: path.dropFirst(), at: node) else {
        return nil
      }
      kept[index].sublayers = inner
    }
    return kept
  }
}
