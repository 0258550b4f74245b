import Foundation
import SegueSDL
import Testing

@Suite("Letterbox: content fitted, centred, and pointer positions mapped back")
struct LetterboxTests {
  let phone = CGSize(width: 393, height: 852)

  @Test func aWindowOfTheContentsSizeIsFilled() {
    let box = Letterbox(contentSize: phone, drawableSize: CGSize(width: 786, height: 1704))
    #expect(box.rect == CGRect(x: 0, y: 0, width: 786, height: 1704))
    #expect(box.pixelsPerPoint == 2)
  }

  @Test func aWideWindowGetsBarsLeftAndRight() {
    // Height limits: 852 pt → 426 px, so 0.5 px per point and 196.5 → 197 px wide.
    let box = Letterbox(contentSize: phone, drawableSize: CGSize(width: 1000, height: 426))
    #expect(box.rect.height == 426)
    #expect(box.rect.width == 197)
    #expect(box.rect.minY == 0)
    #expect(box.rect.minX == ((1000 - 197) / 2).rounded(.down))
  }

  @Test func aTallWindowGetsBarsAboveAndBelow() {
    let box = Letterbox(
      contentSize: CGSize(width: 100, height: 50), drawableSize: CGSize(width: 200, height: 500))
    #expect(box.rect == CGRect(x: 0, y: 200, width: 200, height: 100))
  }

  @Test func anEmptyWindowGivesAnEmptyRect() {
    let box = Letterbox(contentSize: phone, drawableSize: .zero)
    #expect(box.rect.isEmpty)
    #expect(box.contentPoint(fromDrawable: CGPoint(x: 3, y: 4)) == .zero)
  }

  @Test func drawablePixelsMapToContentPoints() {
    let box = Letterbox(
      contentSize: CGSize(width: 100, height: 50), drawableSize: CGSize(width: 200, height: 500))
    #expect(box.contentPoint(fromDrawable: CGPoint(x: 0, y: 200)) == CGPoint(x: 0, y: 0))
    #expect(box.contentPoint(fromDrawable: CGPoint(x: 100, y: 250)) == CGPoint(x: 50, y: 25))
    // On a bar: outside the content, not clamped.
    #expect(box.contentPoint(fromDrawable: CGPoint(x: 0, y: 100)) == CGPoint(x: 0, y: -50))
  }

  @Test func highDPIWindowCoordinatesAreScaledToPixelsFirst() {
    // A 400×500 window whose drawable is 800×1000 pixels; content 100×50 fills 800×400 at y 300.
    let content = CGSize(width: 100, height: 50)
    let drawable = CGSize(width: 800, height: 1000)
    let box = Letterbox(contentSize: content, drawableSize: drawable)
    #expect(box.rect == CGRect(x: 0, y: 300, width: 800, height: 400))
    let point = box.contentPoint(
      fromWindow: CGPoint(x: 200, y: 250), windowSize: CGSize(width: 400, height: 500),
      drawableSize: drawable)
    #expect(point == CGPoint(x: 50, y: 25))
  }

  @Test func aWindowThatFitsTheDisplayIsTheContentsPixels() {
    let size = Letterbox.windowSize(
      contentSize: phone, scale: 2, fittingIn: CGSize(width: 1920, height: 1800))
    #expect(size == CGSize(width: 786, height: 1704))
    #expect(Letterbox.windowSize(contentSize: phone, scale: 1, fittingIn: nil) == phone)
  }

  @Test func aWindowTooLargeForTheDisplayShrinksKeepingItsShape() {
    // 786×1704 px on 1920×1080: height limits, 1080 / 1704; 786 × 1080 / 1704 = 498.17.
    let tall = Letterbox.windowSize(
      contentSize: phone, scale: 2, fittingIn: CGSize(width: 1920, height: 1080))
    #expect(tall == CGSize(width: 498, height: 1080))
    // Landscape 852×393 on an 800-wide screen: 800 / 852 × 393 = 369.01.
    let wide = Letterbox.windowSize(
      contentSize: CGSize(width: 852, height: 393), scale: 1,
      fittingIn: CGSize(width: 800, height: 1000))
    #expect(wide == CGSize(width: 800, height: 369))
  }
}
