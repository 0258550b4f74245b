import Foundation
import SegueUIKit
import Testing

// Issue 22, custom drawing: `CGContext` calls as transition code writes them, through
// `UIGraphicsImageRenderer` and the image-context functions, checked against closed forms
// (a filled rectangle's or disc's pixel sum is its area; a gradient's value at a pixel is its
// parameter there), not against Segue's own output.

/// The covered area of `image` in points²: the sum of alpha over pixels, divided by the
/// pixels per point².
func coveredArea(of image: UIImage) -> Double {
  var sum = 0.0
  for index in stride(from: 3, to: image.bitmap.pixels.count, by: 4) {
    sum += Double(image.bitmap.pixels[index]) / 255
  }
  return sum / Double(image.scale * image.scale)
}

/// Straight red, green, blue and alpha 0…255 of the pixel at pixel coordinates (x, y).
func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
  let p = image.bitmap.pixel(x: x, y: y)
  guard p.a > 0 else { return (0, 0, 0, 0) }
  // Bitmaps are premultiplied; undo it for colour checks.
  func straight(_ c: UInt8) -> Int { Int((Double(c) * 255 / Double(p.a)).rounded()) }
  return (straight(p.r), straight(p.g), straight(p.b), Int(p.a))
}

@MainActor
private func render(
  size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
  _ draw: (CGContext) -> Void
) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
}

@MainActor
@Suite("UIKit drawing (issue 22): CGContext through image renderers and image contexts")
struct UIKitDrawingTests {
  @Test func aFilledRectangleCoversItsArea() {
    let rect = CGRect(x: 10.25, y: 20.5, width: 30.5, height: 40)
    for scale in [1.0, 2.0] {
      let image = render(scale: scale) { context in
        context.setFillColor(UIColor.red.cgColor)
        context.fill(rect)
      }
      #expect(image.bitmap.width == Int(100 * scale) && image.scale == scale)
      // Each edge pixel is covered by its fraction; alpha rounds to 1/255 per pixel.
      let edgePixels = 2 * (rect.width + rect.height) * scale
      #expect(abs(coveredArea(of: image) - 30.5 * 40) <= edgePixels / 255 / scale / scale + 1e-9)
      #expect(pixel(image, Int(20 * scale), Int(30 * scale)) == (255, 0, 0, 255))
    }
  }

  @Test func aFilledDiscCoversPiRSquared() {
    let image = render { context in
      context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
      context.addEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))
      context.fillPath()
    }
    // π·30² = 2827.43; the cubic circle's radial error (≤ 0.027 %) and 8-bit coverage stay
    // well inside 0.2 %.
    let area = coveredArea(of: image)
    #expect(abs(area - Double.pi * 900) / (Double.pi * 900) < 0.002, "area \(area)")
  }

  @Test func aStrokeCoversLengthTimesWidthInUserUnits() {
    let image = render { context in
      context.setStrokeColor(UIColor.black.cgColor)
      context.setLineWidth(4)
      context.move(to: CGPoint(x: 10, y: 50))
      context.addLine(to: CGPoint(x: 60, y: 50))
      context.strokePath()
      #expect(context.isPathEmpty, "stroking consumes the path, as in Core Graphics")
      // The line width is measured in the coordinates current at stroke time: scaled by 2
      // vertically, a 2-wide horizontal line is 4 high.
      context.scaleBy(x: 1, y: 2)
      context.setLineWidth(2)
      context.move(to: CGPoint(x: 10, y: 40))
      context.addLine(to: CGPoint(x: 35, y: 40))
      context.strokePath()
    }
    #expect(abs(coveredArea(of: image) - (50 * 4 + 25 * 4)) < 0.5)
    #expect(pixel(image, 20, 81).a == 255 && pixel(image, 20, 78).a == 255)
    #expect(pixel(image, 20, 83).a == 0 && pixel(image, 20, 76).a == 0)
  }

  @Test func clipSaveRestoreAndTransformsAsInCoreGraphics() {
    let image = render { context in
      context.saveGState()
      context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
      context.setFillColor(UIColor.green.cgColor)
      context.fill(CGRect(x: 25, y: 0, width: 50, height: 10))  // half clipped: 25×10
      context.translateBy(x: 10, y: 20)
      context.scaleBy(x: 2, y: 1)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // x 10…30, y 20…30
      context.restoreGState()
      // Restored: no clip, no transform, black fill.
      context.fill(CGRect(x: 60, y: 60, width: 10, height: 10))
      context.translateBy(x: 50, y: 50)
      context.rotate(by: .pi / 2)  // user x runs down the screen, user y leftwards
      context.setFillColor(UIColor.white.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))  // x 45…50, y 50…70
    }
    #expect(abs(coveredArea(of: image) - (250 + 200 + 100 + 100)) < 0.5)
    #expect(pixel(image, 40, 5).a == 255 && pixel(image, 55, 5).a == 0)
    #expect(pixel(image, 29, 25) == (0, 255, 0, 255) && pixel(image, 31, 25).a == 0)
    #expect(pixel(image, 65, 65) == (0, 0, 0, 255))
    #expect(pixel(image, 47, 65) == (255, 255, 255, 255) && pixel(image, 52, 65).a == 0)
  }

  @Test func arcsTurnTheCoreGraphicsWayInAFlippedContext() {
    // Apple's CGContextAddArc: in UIKit's flipped coordinates `clockwise: true` runs
    // anticlockwise on screen. From angle 0 (right) to π/2 (down): `false` is the short way
    // through the bottom-right quarter, `true` the long way round.
    func pie(clockwise: Bool) -> UIImage {
      render { context in
        context.move(to: CGPoint(x: 50, y: 50))
        context.addArc(
          center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
          clockwise: clockwise)
        context.closePath()
        context.fillPath()
      }
    }
    let quarter = pie(clockwise: false)
    let threeQuarters = pie(clockwise: true)
    #expect(pixel(quarter, 70, 70).a == 255 && pixel(quarter, 30, 30).a == 0)
    #expect(pixel(threeQuarters, 70, 70).a == 0 && pixel(threeQuarters, 30, 30).a == 255)
    #expect(abs(coveredArea(of: quarter) - Double.pi * 1600 / 4) < 4)
  }

  @Test func linearGradientValuesFollowTheParameter() {
    let gradient = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(),
      colors: [UIColor.black.cgColor, UIColor.white.cgColor],
      locations: [0, 1])
    guard let gradient else {
      Issue.record("no gradient")
      return
    }
    let padded = render { context in
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
    for x in stride(from: 20, to: 80, by: 7) {
      let expected = (Double(x) + 0.5 - 20) / 60 * 255
      #expect(abs(Double(pixel(padded, x, 50).r) - expected) <= 2, "x \(x)")
    }
    #expect(pixel(padded, 5, 50) == (0, 0, 0, 255) && pixel(padded, 95, 50) == (255, 255, 255, 255))
    // Without options Core Graphics paints only between start and end.
    let bare = render { context in
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
    }
    #expect(pixel(bare, 5, 50).a == 0 && pixel(bare, 95, 50).a == 0 && pixel(bare, 50, 50).a == 255)
  }

  @Test func radialGradientValuesFollowTheDistance() {
    guard let gradient = CGGradient(colors: [.white, .black], locations: [0, 1]) else {
      Issue.record("no gradient")
      return
    }
    let image = render { context in
      context.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
        endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
    }
    for (x, y) in [(50, 50), (60, 50), (50, 75), (70, 70), (85, 50)] {
      let distance = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
      let value = pixel(image, x, y)
      if distance < 39.5 {
        #expect(abs(Double(value.r) - (1 - distance / 40) * 255) <= 2, "(\(x), \(y))")
      } else if distance > 40.5 {
        #expect(value.a == 0, "(\(x), \(y)) outside the end circle")
      }
    }
  }

  @Test func imagesDrawFlippedThroughCGContextAndUprightThroughUIImage() {
    // A 1×2-point image, red above blue.
    let source = render(size: CGSize(width: 1, height: 2)) { context in
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      context.setFillColor(UIColor.blue.cgColor)
      context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
    }
    guard let cgImage = source.cgImage else {
      Issue.record("no CGImage")
      return
    }
    let image = render(size: CGSize(width: 2, height: 2)) { context in
      context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 2))
      UIImage(cgImage: cgImage).draw(in: CGRect(x: 1, y: 0, width: 1, height: 2))
    }
    #expect(pixel(image, 0, 0) == (0, 0, 255, 255) && pixel(image, 0, 1) == (255, 0, 0, 255))
    #expect(pixel(image, 1, 0) == (255, 0, 0, 255) && pixel(image, 1, 1) == (0, 0, 255, 255))
  }

  @Test func imageContextFunctionsAndUIKitConveniences() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
    UIColor.blue.setFill()
    UIBezierPath(rect: CGRect(x: 5, y: 0, width: 5, height: 5)).fill()
    let path = UIBezierPath(rect: CGRect(x: 6, y: 6, width: 2, height: 2))
    path.lineWidth = 2
    UIColor.green.setStroke()
    path.stroke()
    #expect(UIGraphicsGetCurrentContext() != nil)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsEndImageContext()  // unmatched: ignored, as UIKit does
    guard let image else {
      Issue.record("no image")
      return
    }
    #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
    // 50 red + 25 blue + the stroked 2×2 square: a 4×4 ring minus nothing (2-wide line
    // around a 2×2 square covers 4×4 = 16).
    #expect(abs(coveredArea(of: image) - (50 + 25 + 16)) < 0.5)
    #expect(pixel(image, 2, 2) == (255, 0, 0, 255) && pixel(image, 15, 5) == (0, 0, 255, 255))
    #expect(pixel(image, 14, 14) == (0, 255, 0, 255))
    // The image is usable in an image view.
    let imageView = UIImageView(image: image)
    #expect(imageView.bounds.size == CGSize(width: 10, height: 10))
  }
}
