/// A rectangle of pixels: columns `x ..< x + width`, rows `y ..< y + height` (what an image
/// comparison finds different, what a renderer repainted).
public struct PixelRegion: Sendable, Hashable, CustomStringConvertible {
  /// First column.
  public var x: Int
  /// First row.
  public var y: Int
  /// Number of columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a region.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether it holds no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  public var description: String {
    "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1)"
  }
}
