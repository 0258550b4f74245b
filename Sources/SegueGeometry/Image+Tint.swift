import Foundation

extension Image {
  /// A copy whose every pixel is `color`, keeping this image's coverage (alpha)
  /// (`withTintColor(_:)`, iOS 13): how UIKit draws a template image such as a symbol.
  public func withTintColor(_ color: Color) -> Image {
    var pixels = bitmap.pixels
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let coverage = CGFloat(pixels[index + 3]) / 255 * color.alpha
      pixels[index] = Self.byte(color.red * coverage)
      pixels[index + 1] = Self.byte(color.green * coverage)
      pixels[index + 2] = Self.byte(color.blue * coverage)
      pixels[index + 3] = Self.byte(coverage)
    }
    // A tinted image is drawn as is (`UIImage.withTintColor(_:)` returns an original image).
    return Image(
      bitmap: Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels), scale: scale,
      renderingMode: .alwaysOriginal, isSymbolImage: isSymbolImage, name: name)
  }

  private static func byte(_ value: CGFloat) -> UInt8 {
    UInt8((min(max(value, 0), 1) * 255).rounded())
  }
}
