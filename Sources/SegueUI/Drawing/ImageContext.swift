import Foundation
import SegueGeometry
import SegueLayers

/// The image contexts of `UIGraphicsBeginImageContextWithOptions` … `EndImageContext`: a
/// stack of contexts, each current while it is the innermost one.
@preconcurrency @MainActor
public enum ImageContext {
  private struct Entry {
    let context: GraphicsContext
    let format: ImageRendererFormat
  }

  private static var stack: [Entry] = []

  /// Begins an image context of `size` points, made current
  /// (`UIGraphicsBeginImageContextWithOptions`); a `scale` of 0 means the screen's.
  public static func begin(size: CGSize, opaque: Bool, scale: CGFloat) {
    let format = ImageRendererFormat()
    format.opaque = opaque
    if scale > 0 { format.scale = scale }
    let context = GraphicsContext(size: size)
    stack.append(Entry(context: context, format: format))
    GraphicsContext.push(context)
  }

  /// What the innermost image context holds, as an image
  /// (`UIGraphicsGetImageFromCurrentImageContext`); nil without one.
  public static func currentImage() -> Image? {
    guard let entry = stack.last else { return nil }
    return ImageRenderer.rasterize(entry.context.recording, format: entry.format)
  }

  /// Ends the innermost image context (`UIGraphicsEndImageContext`); without one, does
  /// nothing (UIKit ignores it).
  public static func end() {
    guard stack.popLast() != nil else { return }
    GraphicsContext.pop()
  }
}
