import Foundation
import SegueGeometry

extension Layer {
  /// Sets `bounds.size` and `position` so that the frame is `newValue` (what `frame`'s
  /// setter does).
  ///
  /// With a transform, the frame is the bounding box of the turned bounds; under whole quarter
  /// turns setting it inverts that: the bounds take the size whose turned box is the frame's
  /// size, and the position puts that box on the frame. A view turned a quarter turn keeps
  /// its own size:
  /// GuillotineMenu sets the frame it read from its menu turned −90° (852 × 393 on an iPhone
  /// 15 Pro) and relies on the menu staying 393 × 852 (on iOS it does: the library's fall
  /// shows a portrait menu). UIKit calls the result undefined for a transform that is not the
  /// identity (reference §8, geometry, documented); for a quarter turn the inverse is exact
  /// (medium: observed through that library). Only whole quarter turns are inverted: under a
  /// scale, a shear or another angle the bounds take the frame's size and the position its
  /// anchor, as without a transform — what Segue always did, and what the gallery's
  /// zoom-dismiss-swipe relies on (its screen, scaled by the finger, is laid out by frame;
  /// inverting the scale there made it jump 7 pt, so that is left until its layout is looked
  /// at).
  func setFrame(_ newValue: CGRect) {
    let rect = Layer.checked(newValue.standardized, "frame")
    let turn = transform.isAffine ? transform.affineTransform : .identity
    guard Self.isQuarterTurn(turn), let size = Self.boundsSize(boxing: rect.size, under: turn)
    else {
      groupingKeyValueChanges {
        bounds = CGRect(origin: bounds.origin, size: rect.size)
        position = CGPoint(
          x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
      }
      return
    }
    let fromCentre = CGPoint(
      x: (anchorPoint.x - 0.5) * size.width, y: (anchorPoint.y - 0.5) * size.height)
    groupingKeyValueChanges {
      bounds = CGRect(origin: bounds.origin, size: size)
      position = CGPoint(
        x: rect.midX + turn.a * fromCentre.x + turn.c * fromCentre.y,
        y: rect.midY + turn.b * fromCentre.x + turn.d * fromCentre.y)
    }
  }

  /// Whether `turn` turns by a whole number of quarter turns, without scale or shear (a
  /// quarter turn's sine and cosine are 0 and ±1 up to rounding).
  static func isQuarterTurn(_ turn: CGAffineTransform) -> Bool {
    let unit = { (value: CGFloat) in abs(abs(value) - 1) < 1e-9 }
    let zero = { (value: CGFloat) in abs(value) < 1e-9 }
    return (zero(turn.b) && zero(turn.c) && unit(turn.a) && unit(turn.d))
      || (zero(turn.a) && zero(turn.d) && unit(turn.b) && unit(turn.c))
  }

  /// The size whose bounding box under `turn` is `box`: w, h with |a|w + |c|h = W and
  /// |b|w + |d|h = H; nil when that has no single non-negative answer.
  static func boundsSize(boxing box: CGSize, under turn: CGAffineTransform) -> CGSize? {
    if turn.b == 0, turn.c == 0, turn.a == 1, turn.d == 1 { return box }
    let (a, b, c, d) = (abs(turn.a), abs(turn.b), abs(turn.c), abs(turn.d))
    let determinant = a * d - b * c
    guard abs(determinant) > 1e-9 else { return nil }
    let width = (d * box.width - c * box.height) / determinant
    let height = (a * box.height - b * box.width) / determinant
    guard width >= -1e-9, height >= -1e-9 else { return nil }
    return CGSize(width: max(width, 0), height: max(height, 0))
  }

  /// The transform from this layer's coordinates to the coordinates of its top-most ancestor
  /// (model values, or the presentation values when `presented`; masks count as children of
  /// the layer they mask).
  func transformToRoot(presented: Bool = false) -> Transform3D {
    let values = { (layer: Layer) in presented ? layer.presentationValues() : layer.model }
    var result = LayerGeometry.transform(of: values(self))
    var child = self
    while let parent = child.superlayer ?? child.maskedLayer {
      if child.superlayer != nil,
        let sublayerTransform = LayerGeometry.sublayerTransform(of: values(parent))
      {
        result = result.concatenating(sublayerTransform)
      }
      result = result.concatenating(LayerGeometry.transform(of: values(parent)))
      child = parent
    }
    return result
  }

  /// Converts a point from this layer's coordinates to `layer`'s (nil: the root's space).
  /// Returns the point unchanged's image through perspective; a point that maps behind the
  /// eye gives `CGPoint(x: .nan, y: .nan)`, as the maths has no answer.
  public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    Layer.project(point, through: transform(to: layer))
  }

  /// Converts a point from `layer`'s coordinates (nil: the root's space) to this layer's.
  public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    Layer.project(point, through: transform(from: layer))
  }

  /// Converts a rectangle to `layer`'s coordinates: the bounding box of its converted corners.
  public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
    let transform = transform(to: layer)
    return Layer.boundingBox(
      of: Layer.corners(of: rect).map { Layer.project($0, through: transform) })
  }

  /// Converts a rectangle from `layer`'s coordinates: the bounding box of its converted corners.
  public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
    let transform = transform(from: layer)
    return Layer.boundingBox(
      of: Layer.corners(of: rect).map { Layer.project($0, through: transform) })
  }

  /// The transform from this layer's coordinates to `layer`'s (nil: the root's space); nil when
  /// `layer`'s own cannot be inverted. Made once per conversion, not once per corner, and
  /// between a layer and its superlayer from the layer's own geometry alone (no walk to the
  /// root and back, no inverse of a chain to round, and an answer where the chain above is
  /// flattened by perspective): the safe area converts every view's bounds into its
  /// superview's on every geometry change.
  private func transform(to layer: Layer?) -> Transform3D? {
    if let layer, layer === superlayer { return transformToSuperlayer() }
    if let layer, layer.superlayer === self { return layer.transformToSuperlayer().inverted() }
    let toRoot = transformToRoot()
    guard let layer else { return toRoot }
    return layer.transformToRoot().inverted().map { toRoot.concatenating($0) }
  }

  /// The transform from this layer's coordinates to its superlayer's (model values).
  private func transformToSuperlayer() -> Transform3D {
    let own = LayerGeometry.transform(of: model)
    guard
      let sublayerTransform = superlayer.flatMap({ LayerGeometry.sublayerTransform(of: $0.model) })
    else { return own }
    return own.concatenating(sublayerTransform)
  }

  /// The transform from `layer`'s coordinates (nil: the root's space) to this layer's.
  private func transform(from layer: Layer?) -> Transform3D? {
    guard let layer else { return transformToRoot().inverted() }
    return layer.transform(to: self)
  }

  /// `point` through `transform`, NaN where there is no transform or no image.
  private static func project(_ point: CGPoint, through transform: Transform3D?) -> CGPoint {
    transform?.projecting(point) ?? CGPoint(x: CGFloat.nan, y: .nan)
  }

  /// Converts a rectangle to `layer`'s coordinates as both show on screen now: through the
  /// presentation values of every layer on the way (animations in flight included), the
  /// bounding box of its converted corners. NaN when the maths has no answer.
  public func convertOnScreen(_ rect: CGRect, to layer: Layer?) -> CGRect {
    let toRoot = transformToRoot(presented: true)
    let fromRoot = layer.map { $0.transformToRoot(presented: true).inverted() } ?? .identity
    let nan = CGPoint(x: CGFloat.nan, y: .nan)
    return Layer.boundingBox(
      of: Layer.corners(of: rect).map { corner in
        fromRoot.flatMap { toRoot.concatenating($0).projecting(corner) } ?? nan
      })
  }

  /// Whether `point` (in this layer's coordinates) is inside the bounds.
  public func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible descendant containing `point`, given in the superlayer's coordinates
  /// (`hitTest(_:)`), or nil.
  public func hitTest(_ point: CGPoint) -> Layer? {
    guard !isHidden, let local = LayerGeometry.transform(of: model).inverted()?.projecting(point)
    else {
      return nil
    }
    if masksToBounds, !contains(local) { return nil }
    let inSublayerSpace =
      LayerGeometry.sublayerTransform(of: model).flatMap { $0.inverted()?.projecting(local) }
      ?? local
    for sublayer in (sublayers ?? []).reversed() {
      if let hit = sublayer.hitTest(inSublayerSpace) { return hit }
    }
    return contains(local) ? self : nil
  }

  private static func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
  }

  private static func boundingBox(of points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
