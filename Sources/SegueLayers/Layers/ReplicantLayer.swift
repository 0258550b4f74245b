import Foundation
import SegueGeometry

/// A layer whose content is a frozen copy of another layer tree, stretched to its bounds.
///
/// UIKit's snapshot views (`snapshotView(afterScreenUpdates:)`) show the captured appearance
/// with a private Core Animation layer whose content fills the view's bounds: a snapshot whose
/// frame is animated to another size scales what it shows, as an image with `.resize` gravity
/// does, while views added to it as subviews are laid out as usual. Segue makes that layer
/// public under this name. The copy is drawn first, under the layer's own sublayers, scaled
/// from the size it was captured at to the layer's bounds on screen (its presentation, so the
/// stretch follows a running bounds animation). It is not one of the layer's sublayers.
@preconcurrency @MainActor
public final class ReplicantLayer: Layer {
  public override var typeName: String { "ReplicantLayer" }

  /// The frozen tree shown as content, placed in a rectangle of `replicatedSize` at the
  /// bounds' origin; nil shows nothing.
  public private(set) var replica: Layer?
  /// The size, in points, the replica was captured at.
  public private(set) var replicatedSize: CGSize = .zero
  /// What the replica is a copy of, as presentation trees name it (`snapshotOf`): set by
  /// `View.snapshotView(afterScreenUpdates:)` to the snapshotted view; nil when unknown.
  public var replicatedOwner: LayerOwnerDescription?

  override var replicaRoot: Layer? { replica }

  public required init() { super.init() }

  /// A copy of `layer`, sharing its replica (presentation layers are made this way).
  public required init(layer: Any) {
    super.init(layer: layer)
    if let replicant = layer as? ReplicantLayer {
      replica = replicant.replica
      replicatedSize = replicant.replicatedSize
      replicatedOwner = replicant.replicatedOwner
    }
  }

  /// Shows `tree`, captured at `size` points (finite, not negative; an empty size shows
  /// nothing), as the layer's content.
  public func replicate(_ tree: Layer, capturedAt size: CGSize) {
    precondition(
      size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
      "ReplicantLayer: the captured size must be finite and not negative, got \(size)")
    replica = tree
    replicatedSize = size
  }

  /// The transform that maps the replica's rectangle onto `bounds`; nil when either has no
  /// area (nothing is drawn then).
  static func stretch(from size: CGSize, to bounds: CGRect) -> Transform3D? {
    guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else {
      return nil
    }
    return Transform3D(translationX: -bounds.minX, y: -bounds.minY, z: 0)
      .concatenating(
        Transform3D(scaleX: bounds.width / size.width, y: bounds.height / size.height, z: 1)
      )
      .concatenating(Transform3D(translationX: bounds.minX, y: bounds.minY, z: 0))
  }
}
