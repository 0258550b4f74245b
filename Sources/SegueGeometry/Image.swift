import Foundation

/// An immutable picture with a point size (`UIImage`): pixels plus the scale they were made for.
///
/// It is a class so that renderers can cache what they derive from it (a decoded surface) by
/// identity; its contents never change, so it is safe to share between threads.
public final class Image: Sendable, Hashable {
  /// The pixels, premultiplied RGBA.
  public let bitmap: Bitmap
  /// Pixels per point (1, 2 or 3).
  public let scale: CGFloat
  /// How views draw the image (`renderingMode`; default `.automatic`).
  public let renderingMode: RenderingMode
  /// Whether the image is a system symbol (`isSymbolImage`): drawn as a template unless its
  /// rendering mode says `.alwaysOriginal`.
  public let isSymbolImage: Bool
  /// The name the image was loaded by (`Image(named:)`, `Image(systemName:)`, the file name of
  /// `Image(contentsOfFile:)`), kept by its variants (`withTintColor(_:)`…); nil for pixels
  /// made in code. Presentation trees show it; it plays no part in drawing or equality.
  public let name: String?
  /// Whether every pixel is opaque (alpha 255). Decided once, when the image is made: from
  /// what made it when that says so (a JPEG, a PNG without alpha, a drawing into an opaque
  /// context), otherwise from its alpha bytes. A renderer then knows that the image covers what
  /// lies under it, and in which format to keep it, without converting it first.
  public let isOpaque: Bool

  /// How views draw an image (`UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable, Hashable {
    /// As a template for symbols, as is otherwise.
    case automatic
    /// As is, in its own colours.
    case alwaysOriginal
    /// As a template: its coverage (alpha) filled with the tint of the view showing it.
    case alwaysTemplate
  }

  /// Creates an image from pixels made for `scale` pixels per point, called `name` in trees
  /// and diagnostics.
  ///
  /// - Precondition: `scale` is finite and positive.
  public convenience init(
    bitmap: Bitmap, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
    isSymbolImage: Bool = false, name: String? = nil
  ) {
    self.init(
      bitmap: bitmap, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage,
      name: name, isOpaque: nil)
  }

  /// Creates an image whose opacity its maker already knows (`isOpaque`: a decoder whose pixel
  /// format has no alpha); nil reads it from the pixels' alpha.
  package init(
    bitmap: Bitmap, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
    isSymbolImage: Bool = false, name: String? = nil, isOpaque: Bool?
  ) {
    precondition(scale.isFinite && scale > 0, "Image scale must be positive, got \(scale)")
    self.bitmap = bitmap
    self.scale = scale
    self.renderingMode = renderingMode
    self.isSymbolImage = isSymbolImage
    self.name = name
    self.isOpaque = isOpaque ?? bitmap.isFullyOpaque
  }

  /// The same pixels drawn with `renderingMode` (`withRenderingMode(_:)`).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(
      bitmap: bitmap, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage,
      name: name, isOpaque: isOpaque)
  }

  /// Whether views draw the image in their tint: `.alwaysTemplate`, or a symbol left
  /// `.automatic`.
  public var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

  /// The size in points (pixels divided by `scale`).
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// The image itself: lets ported code keep writing `layer.contents = image.cgImage`.
  /// Optional, as UIKit's (`guard let cgImage = image.cgImage`); never nil.
  public var cgImage: Image? { self }

  /// Images are equal when they are the same object (pixels are not compared).
  public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
