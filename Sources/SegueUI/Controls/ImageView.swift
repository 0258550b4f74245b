import Foundation
import SegueGeometry
import SegueLayers

/// A view that shows an image (`UIImageView`), as its layer's contents fitted by
/// `contentMode` (default `.scaleToFill`). Does not receive touches by default.
@MainActor
open class ImageView: View {
  /// The image shown (default nil); its scale becomes the layer's `contentsScale`.
  open var image: Image? { didSet { updateContents() } }
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

  private func updateContents() {
    let shown = isHighlighted ? (highlightedImage ?? image) : image
    layer.contents = shown
    layer.contentsScale = shown?.scale ?? 1
  }
}
