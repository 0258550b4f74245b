import Foundation
import SegueAnimation
import SegueGeometry

extension Layer {
  /// The values on screen at this layer's local time `time`: the model with every running
  /// animation applied in the order they were added.
  public func presentationValues(atLocalTime time: Double) -> LayerValues {
    // Part by part: `var values = model` copies the model twice more (HotLayerValues).
    var values = LayerValues(hot: model.hot, cold: model.cold)
    applyAnimations(atLocalTime: time, to: &values)
    return values
  }

  /// Applies the running animations at local time `time` to `values`, in the order they were
  /// added. (A separate function: written inside `presentationValues(atLocalTime:)`, the
  /// optimizer moved the values through one more temporary copy.)
  private func applyAnimations(atLocalTime time: Double, to values: inout LayerValues) {
    guard let count = frameTracks.count else {
      // Indexing the buffer reads each entry's fields in place; iterating by value would copy
      // every entry (and retain its references) on every frame.
      attached.withUnsafeBufferPointer { entries in
        for index in entries.indices {
          guard let (sample, progress) = entries[index].frame.sample(atLocalTime: time)
          else { continue }
          if let evaluator = entries[index].evaluator {
            evaluator.apply(to: &values, sample: sample, timing: entries[index].frame.timing)
          } else {
            entries[index].frame.fast?.apply(to: &values, progress: progress)
          }
        }
      }
      return
    }
    for index in 0..<count {
      let frame = frameTracks.entries[index]
      if let (_, progress) = frame.sample(atLocalTime: time) {
        frame.fast?.apply(to: &values, progress: progress)
      }
    }
  }

  /// The values on screen now (the model when the layer is not in a hosted tree).
  public func presentationValues() -> LayerValues {
    guard let now = currentLocalTime() else { return model }
    return presentationValues(atLocalTime: now)
  }

  /// A detached copy of the layer as it is on screen now (`presentation()`), or nil when the
  /// layer has never been shown and is not in a hosted tree. The copy has no sublayers, mask
  /// or animations.
  ///
  /// Core Animation returns nil until a transaction that had the layer in a window's tree
  /// commits, at the end of the run-loop turn that added it; a display link fires in a later
  /// turn, so it never sees nil for a layer added before (GuillotineMenu's link unwraps the
  /// menu's `presentation()!` on its first call). Segue draws a layer first at the frame's
  /// tick, after the frame's callbacks, so a layer in a hosted tree counts as committed: the
  /// copy then holds its model values (nothing animates a layer before it is shown).
  public func presentation() -> Self? {
    guard hasBeenShown || context != nil else { return nil }
    let copy = Self(layer: self)
    copy.model = presentationValues()
    return copy
  }

  /// The layer itself (`model()`): the object whose properties are the model values.
  public func modelLayer() -> Self { self }
}

extension LayerValues {
  /// The layer's frame in its superlayer's coordinates: the bounding box of its bounds after
  /// the transform about the anchor point (`frame`).
  public var frame: CGRect {
    // Dynamic members are read through `self.` (LayerValues.swift).
    let (bounds, position, anchorPoint) = (self.bounds, self.position, self.anchorPoint)
    let size = bounds.size
    if self.transform.isIdentity {
      return CGRect(
        x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
        width: size.width, height: size.height)
    }
    let toParent = LayerGeometry.transform(of: self)
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ].compactMap(toParent.projecting)
    guard let first = corners.first else { return .null }
    return corners.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }
}

/// The maths that place a layer's coordinate space in its parent's.
enum LayerGeometry {
  /// Maps a point of the layer's bounds space into its superlayer's bounds space (before the
  /// superlayer's sublayerTransform): shift so the anchor is the origin, apply the transform,
  /// move to `position` (and `zPosition`).
  static func transform(of values: LayerValues) -> Transform3D {
    let anchor = anchorInBounds(values)
    var result = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -values.anchorPointZ)
    if !values.transform.isIdentity {
      result = result.concatenating(values.transform)
    }
    return result.concatenating(
      Transform3D(translationX: values.position.x, y: values.position.y, z: values.zPosition))
  }

  /// The sublayerTransform applied about the layer's anchor point, or nil when it is the
  /// identity.
  static func sublayerTransform(of values: LayerValues) -> Transform3D? {
    guard !values.sublayerTransform.isIdentity else { return nil }
    let anchor = anchorInBounds(values)
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(values.sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
  }

  /// The anchor point in the layer's bounds coordinates.
  static func anchorInBounds(_ values: LayerValues) -> CGPoint {
    CGPoint(
      x: values.bounds.minX + values.anchorPoint.x * values.bounds.width,
      y: values.bounds.minY + values.anchorPoint.y * values.bounds.height)
  }
}
