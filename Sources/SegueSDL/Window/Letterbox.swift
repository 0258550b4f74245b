import Foundation

/// Where the content's frame goes in a window of any size: scaled to fit, aspect ratio kept,
/// centred, with bars on the two sides that have room to spare.
public struct Letterbox: Sendable, Hashable {
  /// The rectangle the frame is drawn into, in drawable pixels (origin top-left).
  public let rect: CGRect
  /// The content's size in points.
  public let contentSize: CGSize

  /// Fits content of `contentSize` points into a drawable of `drawableSize` pixels.
  ///
  /// The rectangle has whole-pixel edges; an empty drawable (a minimised window) gives an
  /// empty rectangle.
  ///
  /// - Precondition: `contentSize` is positive.
  public init(contentSize: CGSize, drawableSize: CGSize) {
    precondition(
      contentSize.width > 0 && contentSize.height > 0,
      "content size must be positive, got \(contentSize)")
    self.contentSize = contentSize
    let factor = max(
      0, min(drawableSize.width / contentSize.width, drawableSize.height / contentSize.height))
    let width = (contentSize.width * factor).rounded()
    let height = (contentSize.height * factor).rounded()
    let x = ((drawableSize.width - width) / 2).rounded(.down)
    let y = ((drawableSize.height - height) / 2).rounded(.down)
    rect = CGRect(x: x, y: y, width: width, height: height)
  }

  /// Drawable pixels per content point.
  public var pixelsPerPoint: CGFloat {
    contentSize.width > 0 ? rect.width / contentSize.width : 0
  }

  /// Converts a point in drawable pixels to content points (outside the content when the point
  /// is on a bar).
  public func contentPoint(fromDrawable point: CGPoint) -> CGPoint {
    let factor = pixelsPerPoint
    guard factor > 0 else { return .zero }
    return CGPoint(x: (point.x - rect.minX) / factor, y: (point.y - rect.minY) / factor)
  }

  /// Converts a point in window coordinates to content points, for a window of `windowSize`
  /// (SDL's mouse coordinates) whose drawable is `drawableSize` pixels (larger on high-DPI
  /// screens).
  public func contentPoint(
    fromWindow point: CGPoint, windowSize: CGSize, drawableSize: CGSize
  ) -> CGPoint {
    let sx = windowSize.width > 0 ? drawableSize.width / windowSize.width : 1
    let sy = windowSize.height > 0 ? drawableSize.height / windowSize.height : 1
    return contentPoint(fromDrawable: CGPoint(x: point.x * sx, y: point.y * sy))
  }

  /// The size of a window showing content of `contentSize` points at `scale` pixels per
  /// point: the content's pixel size, shrunk (aspect ratio kept, whole pixels, at least 1×1)
  /// when it does not fit `area` (the display's usable pixels; nil or empty: unknown, no
  /// limit). A window is never made larger than the content's pixels.
  public static func windowSize(contentSize: CGSize, scale: Int, fittingIn area: CGSize?)
    -> CGSize
  {
    let width = contentSize.width * CGFloat(scale)
    let height = contentSize.height * CGFloat(scale)
    var factor: CGFloat = 1
    if let area, area.width > 0, area.height > 0, width > 0, height > 0 {
      factor = min(1, area.width / width, area.height / height)
    }
    return CGSize(
      width: max(1, (width * factor).rounded(.down)),
      height: max(1, (height * factor).rounded(.down)))
  }
}
