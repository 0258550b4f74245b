import Foundation
import SegueGeometry

/// A layer whose content (background, contents, drawing and sublayers) is drawn curled like a
/// page rolling onto a cylinder (see `PageCurl`).
///
/// UIKit curls pages with a private Core Animation filter ("curl") and transition types
/// ("pageCurl", "pageUnCurl"); Segue makes the effect a public layer, as it does the backdrop
/// blur (`BackdropLayer`), so that its transitions and ports can use it. `curlTime` is
/// animatable (key "curlTime"): 0 draws the content as it is, 1 has rolled it off the bounds.
/// The curled content is clipped to the layer's bounds.
@preconcurrency @MainActor
open class PageCurlLayer: Layer {
  open override var typeName: String { "PageCurlLayer" }

  public required init() {
    super.init()
    model.pageCurlRadius = 100
  }
  public required init(layer: Any) { super.init(layer: layer) }

  /// How far the page has curled, 0…1 (clamped when drawn). Animatable.
  public var curlTime: CGFloat {
    get { model.curlTime }
    set {
      precondition(newValue.isFinite, "curlTime must be finite, got \(newValue)")
      setModel(.curlTime, newValue)
    }
  }

  /// The direction the curl travels, radians clockwise from +x (default UIKit's 260°: up and
  /// 10° to the left).
  public var curlAngle: CGFloat {
    get { model.pageCurlAngle }
    set {
      precondition(newValue.isFinite, "curlAngle must be finite, got \(newValue)")
      setModel(\.pageCurlAngle, newValue, key: "curlAngle")
    }
  }

  /// The radius of the cylinder the page rolls onto, in points (> 0; default 100).
  public var curlRadius: CGFloat {
    get { model.pageCurlRadius }
    set {
      precondition(newValue.isFinite && newValue > 0, "curlRadius must be > 0, got \(newValue)")
      setModel(\.pageCurlRadius, newValue, key: "curlRadius")
    }
  }
}
