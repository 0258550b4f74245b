import Foundation

// Device pixels that later drawing is known to cover with opaque colour, and what that leaves
// visible of a part drawn before it. The region is conservative: every pixel in it is fully
// covered by an opaque source (coverage 1, alpha 1), so drawing under it changes no byte of the
// frame, and leaving pixels out of it only costs time.

extension PixelRect {
  /// The pixels whose whole square lies inside `rect` (the inward rounding of `PixelRect(enclosing:)`).
  init(inside rect: CGRect) {
    guard !rect.isNull, !rect.isEmpty, rect.isFiniteRect else {
      self = .empty
      return
    }
    let limit = 1e8
    let x0 = Int(min(max(rect.minX.rounded(.up), -limit), limit))
    let y0 = Int(min(max(rect.minY.rounded(.up), -limit), limit))
    let x1 = Int(min(max(rect.maxX.rounded(.down), -limit), limit))
    let y1 = Int(min(max(rect.maxY.rounded(.down), -limit), limit))
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The number of pixels.
  var area: Int { isEmpty ? 0 : width * height }

  /// Whether every pixel of `other` is in this rectangle (an empty one always is).
  func contains(_ other: PixelRect) -> Bool {
    other.isEmpty
      || (!isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
  }

  /// The smallest rectangle holding both (an empty one adds nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(x, other.x)
    let y0 = min(y, other.y)
    return PixelRect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Whether the two share a pixel.
  func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

  /// The pixels of this rectangle outside `other`, as at most four disjoint rectangles: the
  /// full-width bands above and below `other`, then the parts left and right of it.
  func subtracting(_ other: PixelRect) -> [PixelRect] {
    let cut = intersection(other)
    guard !cut.isEmpty else { return isEmpty ? [] : [self] }
    var pieces: [PixelRect] = []
    func keep(_ piece: PixelRect) { if !piece.isEmpty { pieces.append(piece) } }
    keep(PixelRect(x: x, y: y, width: width, height: cut.y - y))
    keep(PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY))
    keep(PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height))
    keep(PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height))
    return pieces
  }
}

/// How much of a part of a layer can show through what is drawn after it.
enum Visibility: Equatable {
  /// Nothing: the part can be skipped.
  case hidden
  /// Possibly all of it.
  case whole
  /// Only these device pixels (disjoint rectangles); drawing clipped to them gives the same
  /// frame and touches fewer pixels.
  case within([PixelRect])
}

/// A union of device pixel rectangles that later drawing covers opaquely.
struct OpaqueRegion {
  /// The rectangles; none contains another.
  private(set) var rects: [PixelRect] = []

  /// The most rectangles kept; past it the smallest is forgotten (the region only shrinks, which
  /// keeps it conservative).
  static let maximumRects = 32
  /// The most rectangles a part is clipped to.
  static let maximumPieces = 16
  /// The most rectangles the frame's clear is clipped to: one fill a rectangle, cheap next to
  /// clearing pixels that are covered (a turning screen's outline takes a dozen bands).
  static let maximumClearPieces = 64

  /// Adds pixels known to be covered opaquely.
  mutating func add(_ rect: PixelRect) {
    guard !rect.isEmpty, !rects.contains(where: { $0.contains(rect) }) else { return }
    rects.removeAll { rect.contains($0) }
    rects.append(rect)
    if rects.count > Self.maximumRects,
      let smallest = rects.indices.min(by: { rects[$0].area < rects[$1].area })
    {
      rects.remove(at: smallest)
    }
  }

  /// Removes pixels from the region: content under them is needed after all (a backdrop reads it).
  mutating func subtract(_ rect: PixelRect) {
    guard rects.contains(where: { $0.intersects(rect) }) else { return }
    let pieces = rects.flatMap { $0.subtracting(rect) }.sorted { $0.area > $1.area }
    rects = []
    for piece in pieces { add(piece) }
  }

  /// The pixels of `rect` outside the region, as disjoint rectangles; nil when they would take
  /// more than `limit` rectangles.
  func uncovered(_ rect: PixelRect, limit: Int) -> [PixelRect]? {
    guard !rect.isEmpty else { return [] }
    var pieces = [rect]
    for occluder in rects where occluder.intersects(rect) {
      pieces = pieces.flatMap { $0.subtracting(occluder) }
      if pieces.isEmpty { return [] }
      if pieces.count > 4 * limit { return nil }
    }
    return pieces.count <= limit ? pieces : nil
  }

  /// Whether every pixel of `rect` is covered.
  func covers(_ rect: PixelRect) -> Bool {
    uncovered(rect, limit: Self.maximumPieces)?.isEmpty == true
  }

  /// The smallest rectangle holding every pixel of `extent` the region leaves uncovered (empty
  /// when it covers all of them; `extent` itself when they are too scattered to tell cheaply).
  func uncoveredBounds(of extent: PixelRect) -> PixelRect {
    guard let pieces = uncovered(extent, limit: 4 * Self.maximumPieces) else { return extent }
    return pieces.reduce(PixelRect.empty) { $0.union($1) }
  }

  /// What can show of a part touching the device pixels `extent`: hidden when the region covers
  /// it, `within` when clipping saves at least half of its pixels, else whole (a clip has a
  /// cost of its own in Cairo: under it a fill composites box by box).
  func visibility(of extent: PixelRect) -> Visibility {
    // The rectangles may overlap: the sum of their overlaps with `extent` is at least what they
    // cover of it. Under half, more than half shows, and it is whole: told without pieces
    // (a turned window's bands and its rows' make many rectangles, and most parts lie apart
    // from most of them).
    var overlap = 0
    for rect in rects { overlap += rect.intersection(extent).area }
    guard overlap * 2 >= extent.area else { return .whole }
    guard let pieces = uncovered(extent, limit: Self.maximumPieces) else { return .whole }
    if pieces.isEmpty { return .hidden }
    let left = pieces.reduce(0) { $0 + $1.area }
    return left * 2 <= extent.area ? .within(pieces) : .whole
  }
}
