import Foundation
import SegueGeometry

/// A layer that shows a blur of what is behind it, under its own background and content.
///
/// UIKit's `UIVisualEffectView` draws its blur with a private Core Animation layer; Segue makes
/// that layer public under this name so effect views, and ports that need a blurred backdrop,
/// have one. The blur reads what has been drawn behind the layer in the same frame (within the
/// same group, when an ancestor is drawn offscreen for its opacity or mask).
@preconcurrency @MainActor
open class BackdropLayer: Layer {
  open override var typeName: String { "BackdropLayer" }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }

  /// The blur's standard deviation in points (0: no blur). Animatable (key "blurRadius"), so
  /// that a `VisualEffectView`'s `effect` changed in an animation block blurs in or out, as
  /// UIKit animates it (a spring's overshoot below 0 draws no blur).
  public var blurRadius: CGFloat {
    get { model.backdropBlurRadius }
    set {
      precondition(newValue.isFinite && newValue >= 0, "blurRadius must be ≥ 0, got \(newValue)")
      setModel(.blurRadius, newValue)
    }
  }
}
