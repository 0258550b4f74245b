import CCairo
import Foundation
import SegueLayers

// A blur whose radius animates over a still screen (the side menu's blur coming and going)
// makes a new capture every frame: its node changes, so `BackdropCache`'s key does. But the
// reduced copy before the blur depends only on the pixels under the node and on the factor:
// each reduced pixel is the mean of its own block, on a grid anchored to the device origin. So
// while the list drawn before the node stays the same (the list cut *before* the node: its own
// values are drawn after the capture) and the factor does too (every σ from 2 to 15 device
// pixels reduces by 4; σ from 3f to 3f + 3 by f above), the reduced pixels are the kept ones,
// and the frame copies them instead of reading the whole screen again. Only the small blur and
// the enlargement are made anew.
//
// A kept reduction covers the copy widened to the largest reach any blur of its factor has
// (`BackdropReduction.widened`), so that a blur growing within one factor still finds its copy
// inside; the occlusion walk keeps those pixels drawn (`FramePainter.backdropReads`). Whether
// the copy is opaque is told from the copied pixels alone, as reducing only them would.

/// What a kept reduction is found by: everything drawn before the node, the scale and the
/// factor.
struct ReductionKey: Hashable {
  /// The list cut before the node (`DisplayList.cut(before:at:)`).
  var prefix: DisplayList
  var scale: Int
  var factor: Int
}

/// A reduced copy, before its blur, of the device pixels `rect`.
struct KeptReduction {
  let rect: PixelRect
  let factor: Int
  let surface: CairoSurface

  /// Copies the reduced pixels of `part` (inside `rect`, edges on multiples of `factor`) into
  /// `destination` (its size); returns whether they are all opaque.
  func copy(_ part: PixelRect, into destination: ProjectiveMapping.Pixels) -> Bool {
    guard let source = ProjectiveMapping.Pixels(imageSurface: surface.surface) else {
      return false
    }
    let (column, row) = ((part.x - rect.x) / factor, (part.y - rect.y) / factor)
    var alphas: UInt32 = 0xFF00_0000
    for y in 0..<destination.height {
      let offset: Int = (row &+ y) &* source.stride &+ column &* 4
      let from = UnsafeRawPointer(source.data + offset)
      let to = UnsafeMutableRawPointer(destination.data + y &* destination.stride)
      to.copyMemory(from: from, byteCount: destination.width &* 4)
      // ARGB32 keeps alpha in the high byte of a native (little-endian) word.
      for x in 0..<destination.width {
        alphas &= from.load(fromByteOffset: x &* 4, as: UInt32.self)
      }
    }
    return alphas == 0xFF00_0000
  }
}

extension BackdropReduction {
  /// The least reach, in reduced pixels, a kept reduction covers around a node: that of the
  /// largest reduced blur. Every factor below `BoxReduction.maximumFactor` takes σ < 3(f + 1)
  /// (or σ < 15 for 4), which leaves a reduced σ² of at most 9(1 + 1/f)² − 1/4 (f ≥ 5) or
  /// 13.8 (f = 4): under 3.75².
  static let keptReach = GaussianBlur.reach(sigma: 3.75) + 1

  /// The copy `rect` widened to `keptReach` around the node, on the grid.
  func widened(_ rect: PixelRect) -> PixelRect {
    let margin = max(Self.keptReach - reach, 0) * factor
    return rect.insetBy(dx: -margin, dy: -margin)
  }
}

extension FramePainter {
  /// The key of a reduction of `node`'s backdrop by `factor`, made from the frame's surface in
  /// a frame drawn whole; nil otherwise.
  func reductionKey(of node: DisplayNode, in cr: OpaquePointer, factor: Int) -> ReductionKey? {
    guard renderer.backdrops.keepsCaptures, let whole = wholeFrame,
      cairo_get_group_target(cr) == whole.surface,
      let prefix = whole.list.cut(before: path, at: node)
    else { return nil }
    return ReductionKey(prefix: prefix, scale: whole.scale, factor: factor)
  }

  /// Reduces the copy `rect` from `source` into `reduced`, from the reduction kept for `key`
  /// when it covers `rect`, else by reducing `rect` widened and keeping that; returns whether
  /// the copy is opaque.
  func reduce(
    _ rect: PixelRect, by reduction: BackdropReduction, keptAs key: ReductionKey,
    from source: ProjectiveMapping.Pixels, sourceOrigin: (x: Int, y: Int),
    into reduced: ProjectiveMapping.Pixels
  ) -> Bool {
    let cache = renderer.backdrops
    let old = cache.reductions.value(for: key)
    if let old, old.rect.contains(rect) {
      cache.reductionsReused += 1
      return old.copy(rect, into: reduced)
    }
    let widened = reduction.widened(rect)
    let factor = reduction.factor
    guard
      let surface = try? CairoSurface(
        width: widened.width / factor, height: widened.height / factor),
      let pixels = ProjectiveMapping.Pixels(imageSurface: surface.surface)
    else {
      return reduction.reduce(
        [rect], of: rect, from: source, sourceOrigin: sourceOrigin, into: reduced)
    }
    _ = reduction.reduce(
      [widened], of: widened, from: source, sourceOrigin: sourceOrigin, into: pixels)
    let kept = KeptReduction(rect: widened, factor: factor, surface: surface)
    let bytes = pixels.stride * pixels.height
    if old != nil || cache.reductions.shouldKeep(key, bytes: bytes, atFirstSight: true) {
      cache.reductions.keep(kept, bytes: bytes, for: key)
    }
    return kept.copy(rect, into: reduced)
  }
}

extension DisplayList {
  /// The list cut just before the node at `path` (see `cut(after:at:)`): everything drawn before
  /// the node, without the node. Nil when `path` does not lead to `node`.
  func cut(before path: [Int], at node: DisplayNode) -> DisplayList? {
    guard var list = cut(after: path, at: node) else { return nil }
    list.nodes = Self.droppingLast(list.nodes, depth: path.count - 1)
    return list
  }

  /// `nodes` without the last node `depth` levels down its last nodes.
  private static func droppingLast(_ nodes: [DisplayNode], depth: Int) -> [DisplayNode] {
    var nodes = nodes
    guard let last = nodes.indices.last else { return nodes }
    if depth == 0 {
      nodes.removeLast()
    } else {
      nodes[last].sublayers = droppingLast(nodes[last].sublayers, depth: depth - 1)
    }
    return nodes
  }
}
