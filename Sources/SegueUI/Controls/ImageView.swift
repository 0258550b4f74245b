import Foundation
import SegueGeometry
import SegueLayers

/// A view that shows an image (`UIImageView`), as its layer's contents fitted by
/// `contentMode` (default `.scaleToFill`); a template image (a symbol, or
/// `.alwaysTemplate`) is drawn in the view's `tintColor`. Does not receive touches by default.
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown (default nil); its scale becomes the layer's `contentsScale`.
  open var image: Image? {
    didSet {
      updateContents()
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
    }
  }
  /// The image shown while `isHighlighted` (default nil: `image`).
  open var highlightedImage: Image? { didSet { updateContents() } }
  /// Whether the highlighted image is shown (default false).
  open var isHighlighted = false { didSet { updateContents() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view sized to `image` (`init(image:)`), at the origin.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    // Observers do not run for assignments in the declaring class's initialisers.
    updateContents()
  }

  /// The image's size in points (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size in points; without an image, no intrinsic size (`noIntrinsicMetric`
  /// both ways; UIKit's since iOS 7, medium confidence — older systems reported 0 × 0).
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateContents()
  }

  override func appearanceDidChange() {
    super.appearanceDidChange()
    if tintColor.isDynamic { updateContents() }
  }

  /// The tinted copy of the last template image shown, and the tint it was made in.
  private var tinted: (image: Image, tint: Color, copy: Image)?

  private func updateContents() {
    var shown = isHighlighted ? (highlightedImage ?? image) : image
    if let template = shown, template.isTemplate {
      let tint = (tintColor ?? Self.defaultTintColor).resolved(for: colorAppearance)
      if let tinted, tinted.image === template, tinted.tint == tint {
        shown = tinted.copy
      } else {
        let copy = template.withTintColor(tint)
        tinted = (template, tint, copy)
        shown = copy
      }
    }
    layer.contents = shown
    layer.contentsScale = shown?.scale ?? 1
  }
}
