import Foundation
import SegueUIKit
import Testing

// Blend modes and shadows in CGContext drawing (issue 22), against closed forms: the PDF
// blend-mode formulas (multiply: Cs·Cb; screen: Cs + Cb − Cs·Cb), Porter–Duff copy, and a
// shadow's mass (a blur moves alpha but keeps its sum: the shadow's covered area equals the
// shape's area times the shadow's alpha).

@MainActor
private func picture(_ draw: (CGContext) -> Void) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
    .image { draw($0.cgContext) }
}

@MainActor
@Suite("CGContext blend modes and shadows (issue 22)")
struct UIKitDrawingEffectsTests {
  @Test func blendModesFollowTheirFormulas() {
    let image = picture { context in
      context.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
      context.setBlendMode(.multiply)
      context.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
      context.setBlendMode(.screen)
      context.fill(CGRect(x: 50, y: 0, width: 50, height: 50))
      context.setBlendMode(.copy)
      context.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor)
      context.fill(CGRect(x: 0, y: 50, width: 50, height: 50))
    }
    // multiply: (1, 0.5, 0)·0.5 = (0.5, 0.25, 0).
    let m = pixel(image, 25, 25)
    #expect(abs(m.r - 128) <= 1 && abs(m.g - 64) <= 1 && m.b == 0 && m.a == 255)
    // screen: Cs + Cb − Cs·Cb with Cs = 0.5: (1, 0.75, 0.5).
    let s = pixel(image, 75, 25)
    #expect(s.r == 255 && abs(s.g - 191) <= 1 && abs(s.b - 128) <= 1)
    // copy replaces, alpha included.
    let c = pixel(image, 25, 75)
    #expect(c.r == 0 && c.g == 0 && c.b == 255 && abs(c.a - 128) <= 1)
    // Untouched.
    #expect(pixel(image, 75, 75) == (255, 128, 0, 255))
  }

  @Test func theBlendModeIsPartOfTheSavedState() {
    let image = picture { context in
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
      context.saveGState()
      context.setBlendMode(.clear)
      context.fill(CGRect(x: 0, y: 0, width: 50, height: 100))
      context.restoreGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.fill(CGRect(x: 50, y: 0, width: 10, height: 10))
    }
    #expect(pixel(image, 25, 50).a == 0)
    #expect(pixel(image, 55, 5) == (0, 0, 255, 255))
    #expect(pixel(image, 75, 50) == (255, 0, 0, 255))
  }

  @Test func aSharpShadowIsTheShapeOffsetInItsColour() {
    let image = picture { context in
      context.setShadow(
        offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.black.cgColor)
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
    }
    #expect(pixel(image, 40, 40) == (255, 0, 0, 255))  // the shape over its shadow
    #expect(pixel(image, 65, 65) == (0, 0, 0, 255))  // the shadow, down and right
    #expect(pixel(image, 25, 65).a == 0 && pixel(image, 15, 25).a == 0)
    // Shape ∪ shadow: 40² + 40² − 30² (their overlap).
    #expect(abs(coveredArea(of: image) - (1600 + 1600 - 900)) < 1)
  }

  @Test func aBlurredShadowKeepsItsMassAndSpreads() {
    let shadowAlpha = 0.5
    let image = picture { context in
      // Drawn with a clear fill, only the shadow would show; so the shape is drawn with the
      // shadow and then cleared, leaving the shadow's part outside the shape.
      context.setShadow(
        offset: CGSize(width: 0, height: 30), blur: 8,
        color: UIColor(white: 0, alpha: shadowAlpha).cgColor)
      context.setFillColor(UIColor.black.cgColor)
      context.fill(CGRect(x: 30, y: 10, width: 40, height: 20))
      context.clear(CGRect(x: 30, y: 10, width: 40, height: 20))
    }
    // The shadow lies at y 40…60 and does not reach the cleared shape (blur 8 = 2σ: σ = 4,
    // so 10 px away is 2.5σ). Its mass is the shape's area times its alpha.
    #expect(abs(coveredArea(of: image) - 40 * 20 * shadowAlpha) < 8)
    // Blurred: the centre is at full shadow alpha, the edge at about half, beyond it less.
    #expect(abs(pixel(image, 50, 50).a - 128) <= 2)
    #expect(abs(pixel(image, 30, 50).a - 64) <= 8)
    #expect(pixel(image, 24, 50).a > 0 && pixel(image, 24, 50).a < 20)
  }

  @Test func drawingAnImageWithABlendModeLeavesTheContextsMode() {
    let tile = picture { context in
      context.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    let image = picture { context in
      context.setFillColor(UIColor.white.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
      tile.draw(in: CGRect(x: 0, y: 0, width: 50, height: 100), blendMode: .multiply, alpha: 1)
      context.setFillColor(UIColor(white: 0.25, alpha: 1).cgColor)
      context.fill(CGRect(x: 50, y: 0, width: 50, height: 100))  // normal again
    }
    #expect(abs(pixel(image, 25, 50).r - 128) <= 1)
    #expect(abs(pixel(image, 75, 50).r - 64) <= 1)
  }

  @Test func textDrawsWhereUIKitPutsItInItsFontAndColour() {
    let font = UIFont.systemFont(ofSize: 20)
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
    let size = "Hello".size(withAttributes: attributes)
    #expect(size.width > 20 && size.height >= 20)
    let image = picture { _ in
      "Hello".draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
      ("a long line that wraps" as NSString).draw(
        in: CGRect(x: 0, y: 60, width: 60, height: 25), withAttributes: nil)
    }
    // The first text's ink lies inside its measured box from (10, 10), and it is red.
    var redInk = 0
    var outside = 0
    for y in 0..<55 {
      for x in 0..<100 where pixel(image, x, y).a > 128 {
        let inBox =
          Double(x) >= 10 && Double(x) < 10 + size.width + 1 && Double(y) >= 10
          && Double(y) < 10 + size.height + 1
        if inBox { redInk += pixel(image, x, y).r == 255 ? 1 : 0 } else { outside += 1 }
      }
    }
    #expect(redInk > 30 && outside == 0)
    // The wrapped text is clipped to its rectangle and drawn in UIKit's default black.
    var below = 0
    var black = 0
    for y in 60..<100 {
      for x in 0..<100 where pixel(image, x, y).a > 128 {
        if y >= 85 || x >= 60 { below += 1 } else if pixel(image, x, y).r == 0 { black += 1 }
      }
    }
    #expect(below == 0 && black > 20)
  }
}
