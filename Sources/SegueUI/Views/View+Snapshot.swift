import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

extension View {
  /// A view showing a frozen copy of this view's current appearance
  /// (`snapshotView(afterScreenUpdates:)`), the size of its bounds, at the origin.
  ///
  /// The snapshot's layer (a `ReplicantLayer`) shows a copy of this view's presentation tree
  /// (see `LayerSnapshot`): cheap, sharp at any scale, unaffected by later changes, and
  /// stretched to the snapshot's bounds when its frame changes, as in UIKit (subviews added to
  /// the snapshot are not stretched). What the copy shows is the view's
  /// content: the view's own position, transform, `isHidden` and `alpha` are left out (they
  /// say where and whether the view is shown, which the snapshot view now decides), so hiding a
  /// view and then snapshotting it — as UIKit code does with `afterScreenUpdates: false` —
  /// still shows its content. Subviews keep all their properties.
  /// - Parameter afterUpdates: true lays out pending layout first (UIKit: waits for pending
  ///   updates to be drawn); false copies what is there now.
  /// - Returns: the snapshot view (never nil in Segue; UIKit may return nil).
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
    if afterUpdates { layoutIfNeeded() }
    let size = bounds.size
    let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: size))
    let content = LayerSnapshot.content(
      of: self, filling: CGRect(origin: .zero, size: size), keepsOwnEffects: true)
    Transaction.perform(disableActions: true) { content.opacity = 1 }
    snapshot.replicant.replicate(content, capturedAt: size)
    snapshot.replicant.replicatedOwner = ownerDescription(of: layer)
    snapshot.isUserInteractionEnabled = false
    return snapshot
  }

  /// Renders this view's hierarchy, as it is on screen now, into an image of `rect.size`
  /// points (`drawHierarchy(in:afterScreenUpdates:)` into an image context).
  ///
  /// The view's bounds are scaled to fill `rect` (whose origin is ignored: the image is the
  /// rectangle), its own position and transform left out and its alpha kept, like
  /// `CALayer.render(in:)`. The renderer is a parameter so that this module does not depend on
  /// a particular one: pass a `CairoRenderer` (SegueCairo) or a test double.
  /// - Parameters:
  ///   - rect: the size of the image in points (must be positive and finite).
  ///   - afterUpdates: true lays out pending layout first.
  ///   - renderer: what turns the display list into pixels.
  ///   - scale: pixels per point (1, 2 or 3).
  /// - Throws: the renderer's error (`RenderError`) when it cannot draw.
  public func drawHierarchy(
    in rect: CGRect, afterScreenUpdates afterUpdates: Bool, using renderer: any Renderer,
    scale: Int = 1
  ) throws -> Image {
    if afterUpdates { layoutIfNeeded() }
    let size = rect.size
    let content = LayerSnapshot.content(
      of: self, filling: CGRect(origin: .zero, size: bounds.size), keepsOwnEffects: true)
    let scaleX = bounds.width > 0 ? size.width / bounds.width : 1
    let scaleY = bounds.height > 0 ? size.height / bounds.height : 1
    let canvas = Layer()
    Transaction.perform(disableActions: true) {
      canvas.frame = CGRect(origin: .zero, size: size)
      canvas.sublayerTransform = Transform3D(scaleX: scaleX, y: scaleY, z: 1)
      canvas.anchorPoint = .zero
      canvas.position = .zero
      canvas.addSublayer(content)
    }
    let context = LayerContext(clock: ManualClock(now: 0))
    context.rootLayer = canvas
    defer { context.rootLayer = nil }
    let bitmap = try renderer.render(context.displayList(size: size), scale: scale)
    return Image(bitmap: bitmap, scale: CGFloat(scale))
  }
}

/// The view `snapshotView(afterScreenUpdates:)` returns: a view whose layer shows the copy.
final class SnapshotView: View {
  override class var layerClass: AnyClass { ReplicantLayer.self }

  /// The view's layer.
  var replicant: ReplicantLayer {
    guard let replicant = layer as? ReplicantLayer else {
      preconditionFailure("SnapshotView's layer is a ReplicantLayer (its layerClass)")
    }
    return replicant
  }
}
