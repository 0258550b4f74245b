import Foundation
import SegueUIKit
import Testing

// Issue 22: `NSAttributedString` drawn and measured through the text painter, each run in its
// own font and colour. The references are the plain-string path (`String.size(withAttributes:)`
// and `draw(at:withAttributes:)`, which sets one font on the whole layout and no runs) and the
// pixels' colours.

@MainActor
private func picture(_ draw: () -> Void) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format)
    .image { _ in draw() }
}

@MainActor
@Suite("NSAttributedString drawing (issue 22)")
struct UIKitAttributedTextTests {
  @Test func oneStyleMeasuresAsThePlainString() {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 18)]
    let plain = "Guillotine".size(withAttributes: attributes)
    let attributed = NSAttributedString(string: "Guillotine", attributes: attributes)
    #expect(attributed.size() == plain)
    let rect = attributed.boundingRect(
      with: CGSize(width: 1000, height: 1000), options: [.usesLineFragmentOrigin], context: nil)
    #expect(rect == CGRect(origin: .zero, size: plain))
    // No attributes: UIKit's 12 pt default, as the plain string's.
    #expect(NSAttributedString(string: "Menu").size() == "Menu".size(withAttributes: nil))
  }

  @Test func aLargerRunMakesTheLineTallerAndWrappingNeedsTheOption() {
    let text = NSMutableAttributedString(
      string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    text.append(
      NSAttributedString(string: "LARGE", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
    let small = "small LARGE".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    let large = "small LARGE".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)])
    let size = text.size()
    #expect(size.height > small.height && size.height <= large.height)
    #expect(size.width > small.width && size.width < large.width)
    let narrow = CGSize(width: 60, height: 1000)
    let wrapped = text.boundingRect(with: narrow, options: [.usesLineFragmentOrigin], context: nil)
    let oneLine = text.boundingRect(with: narrow, options: [], context: nil)
    #expect(wrapped.height > size.height)  // two lines
    #expect(oneLine.size == size)  // without the option the width is ignored
    let context = NSStringDrawingContext()
    _ = text.boundingRect(with: narrow, options: [.usesLineFragmentOrigin], context: context)
    #expect(context.totalBounds == wrapped && context.actualScaleFactor == 1)
  }

  @Test func eachRunIsDrawnInItsOwnColour() {
    let font = UIFont.boldSystemFont(ofSize: 24)
    let text = NSMutableAttributedString(
      string: "RR", attributes: [.font: font, .foregroundColor: UIColor.red])
    text.append(
      NSAttributedString(string: "BB", attributes: [.font: font, .foregroundColor: UIColor.blue]))
    let split = 10 + "RR".size(withAttributes: [.font: font]).width
    let image = picture { text.draw(at: CGPoint(x: 10, y: 10)) }
    var red = 0
    var blue = 0
    var misplaced = 0
    for y in 0..<60 {
      for x in 0..<120 where pixel(image, x, y).a == 255 {
        let p = pixel(image, x, y)
        if p.r == 255 && p.b == 0 {
          red += 1
          if Double(x) > split + 1 { misplaced += 1 }
        } else if p.b == 255 && p.r == 0 {
          blue += 1
          if Double(x) < split - 1 { misplaced += 1 }
        }
      }
    }
    #expect(red > 40 && blue > 40 && misplaced == 0)
  }

  @Test func drawInRectWrapsAndClips() {
    let text = NSAttributedString(
      string: "one two three four five six",
      attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.black])
    let image = picture { text.draw(in: CGRect(x: 0, y: 0, width: 50, height: 30)) }
    var inside = 0
    var outside = 0
    for y in 0..<60 {
      for x in 0..<120 where pixel(image, x, y).a > 128 {
        if x < 50 && y < 30 { inside += 1 } else { outside += 1 }
      }
    }
    #expect(inside > 30 && outside == 0)
  }
}
