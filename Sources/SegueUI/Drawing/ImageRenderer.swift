import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers

/// How an `ImageRenderer` makes its images (`UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
public final class ImageRendererFormat {
  /// Pixels per point of the images; by default the current stage's device scale (UIKit's
  /// main screen scale), 1 without a stage.
  public var scale: CGFloat
  /// Whether the images have no transparency (unpainted pixels are black); default false.
  public var opaque = false

  /// Creates the default format.
  public init() {
    scale = ImageRendererFormat.screenScale
  }

  /// The default format (`default()`).
  public static func `default`() -> ImageRendererFormat { ImageRendererFormat() }

  /// The format best for the screen (`preferred()`): the default one.
  public static func preferred() -> ImageRendererFormat { ImageRendererFormat() }

  /// The current stage's device scale, else 1 (what a scale of 0 means in
  /// `UIGraphicsBeginImageContextWithOptions`).
  static var screenScale: CGFloat { CGFloat(Stage.current?.device.scale ?? 1) }
}

/// The context an `ImageRenderer` draws into (`UIGraphicsImageRendererContext`).
@preconcurrency @MainActor
public final class ImageRendererContext {
  /// The graphics context (`cgContext`).
  public let cgContext: GraphicsContext
  /// The renderer's format.
  public let format: ImageRendererFormat

  init(cgContext: GraphicsContext, format: ImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// Fills `rect` with the fill colour.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes the outline of `rect` with the stroke colour.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

  /// What has been drawn so far, as an image.
  public var currentImage: Image {
    ImageRenderer.rasterize(cgContext.recording, format: format)
  }
}

/// Makes images by drawing (`UIGraphicsImageRenderer`): `renderer.image { context in … }`
/// runs the block with a fresh context made current (`UIGraphicsGetCurrentContext()`), so
/// `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` draw into it too.
@preconcurrency @MainActor
public final class ImageRenderer {
  /// The size of the images in points.
  public let size: CGSize
  /// The user coordinates of the images' top-left corner (`init(bounds:)`).
  private let origin: CGPoint
  /// The format of the images.
  public let format: ImageRendererFormat

  /// Creates a renderer of images of `size` points.
  public init(size: CGSize, format: ImageRendererFormat = .default()) {
    self.size = size
    self.origin = .zero
    self.format = format
  }

  /// Creates a renderer of images of `bounds`' size, whose user coordinates are `bounds`'.
  public init(bounds: CGRect, format: ImageRendererFormat = .default()) {
    self.size = bounds.size
    self.origin = bounds.origin
    self.format = format
  }

  /// Draws with `actions` into a new image.
  public func image(actions: (ImageRendererContext) -> Void) -> Image {
    let context = GraphicsContext(size: size)
    context.translateBy(x: -origin.x, y: -origin.y)
    GraphicsContext.push(context)
    defer { GraphicsContext.pop() }
    let rendererContext = ImageRendererContext(cgContext: context, format: format)
    actions(rendererContext)
    return ImageRenderer.rasterize(context.recording, format: format)
  }

  /// Draws with `actions` into a new image and encodes it as PNG (`pngData(actions:)`);
  /// nil when encoding fails.
  public func pngData(actions: (ImageRendererContext) -> Void) -> Data? {
    try? PNG.encode(image(actions: actions).bitmap)
  }

  /// The recording as an image; a size that gives no pixels (zero, absurd) gives a
  /// transparent 1×1-pixel image and a diagnostic, as UIKit returns an empty image.
  static func rasterize(_ recording: DrawingRecording, format: ImageRendererFormat) -> Image {
    do {
      return try RecordingPainter.image(
        of: recording, scale: format.scale, isOpaque: format.opaque)
    } catch {
      Transaction.diagnostics("segue: image renderer of \(recording.size): \(error)")
      return Image(bitmap: Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0]), scale: 1)
    }
  }
}
