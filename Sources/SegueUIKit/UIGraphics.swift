// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (UIKit's and Core Graphics' C function names.)

// UIKit's and Core Graphics' drawing names: the current context, image contexts and image
// renderers, gradients. Behaviour lives in SegueLayers (`GraphicsContext`) and SegueUI
// (`ImageRenderer`, `ImageContext`, `Color.setFill()`, `BezierPath.fill()`).

/// `CGContext`: Segue's `GraphicsContext`, a context that records drawing.
public typealias CGContext = GraphicsContext
/// `CGGradient`: Segue's `Gradient`.
public typealias CGGradient = Gradient
/// `CGGradientDrawingOptions`: Segue's `GradientDrawingOptions`.
public typealias CGGradientDrawingOptions = GradientDrawingOptions
/// `CGPathDrawingMode`: Segue's `PathDrawingMode`.
public typealias CGPathDrawingMode = PathDrawingMode
/// `UIGraphicsImageRenderer`: Segue's `ImageRenderer`.
public typealias UIGraphicsImageRenderer = ImageRenderer
/// `UIGraphicsImageRendererFormat`: Segue's `ImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = ImageRendererFormat
/// `UIGraphicsImageRendererContext`: Segue's `ImageRendererContext`.
public typealias UIGraphicsImageRendererContext = ImageRendererContext

/// `CGColorSpace`: Segue draws in device RGB only; the value stands for it.
public struct CGColorSpace: Sendable, Hashable {
  /// Device RGB, the one colour space.
  public static let deviceRGB = CGColorSpace()
}

/// `CGColorSpaceCreateDeviceRGB()`: the device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

extension Gradient {
  /// `CGGradient(colorsSpace:colors:locations:)` with the colours as an array (Linux has no
  /// `CFArray` bridging: write `[a.cgColor, b.cgColor]` without `as CFArray`). Nil for no
  /// colour.
  public init?(colorsSpace space: CGColorSpace?, colors: [Color], locations: [CGFloat]?) {
    self.init(colors: colors, locations: locations)
  }
}

/// `UIGraphicsGetCurrentContext()`: the context a view's `draw(_:)`, an image renderer or an
/// image context is drawing into; nil outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }

/// `UIGraphicsPushContext(_:)`: makes `context` current until `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContext.push(context) }

/// `UIGraphicsPopContext()`: ends the innermost `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { GraphicsContext.pop() }

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: begins an image context of `size`
/// points; a `scale` of 0 means the screen's (the current stage's device scale).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  ImageContext.begin(size: size, opaque: opaque, scale: scale)
}

/// `UIGraphicsBeginImageContext(_:)`: an image context of scale 1 with transparency.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  ImageContext.begin(size: size, opaque: false, scale: 1)
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: what the innermost image context holds.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  ImageContext.currentImage()
}

/// `UIGraphicsEndImageContext()`: ends the innermost image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() { ImageContext.end() }

/// `UIRectFill(_:)`: fills `rect` in the current context with its fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { GraphicsContext.current?.fill(rect) }

/// `UIRectFrame(_:)`: strokes a 1-point frame inside `rect` with the current fill colour, as
/// UIKit does (it fills the frame's area).
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
  guard let context = GraphicsContext.current else { return }
  let inner = rect.insetBy(dx: 1, dy: 1)
  context.beginPath()
  context.addRect(rect)
  if inner.width > 0, inner.height > 0 { context.addRect(inner) }
  context.fillPath(using: .evenOdd)
}

extension Image {
  /// `UIImage(cgImage:)`: an image of the same pixels and scale (`CGImage` is `Image`).
  public convenience init(cgImage: CGImage) {
    self.init(
      bitmap: cgImage.bitmap, scale: cgImage.scale, renderingMode: cgImage.renderingMode,
      isSymbolImage: cgImage.isSymbolImage, name: cgImage.name)
  }
}
