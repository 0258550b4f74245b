import Foundation
import SegueUIKit
import Testing

// Issue 22: text attributes beyond font and colour (docs/uikit-compatibility.md §7). The
// references are the same string drawn without the attribute, measured as a plain string, and
// counts of ink pixels in bands worked out from the line's size.

@MainActor
private func picture(width: Int = 200, height: Int = 80, _ draw: () -> Void) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(
    size: CGSize(width: width, height: height), format: format
  ).image { _ in draw() }
}

/// The ink pixels (any alpha) in rows `rows` and columns `columns`.
@MainActor
private func ink(_ image: UIImage, rows: Range<Int>, columns: Range<Int>) -> Int {
  var count = 0
  for y in rows {
    for x in columns where pixel(image, x, y).a > 0 { count += 1 }
  }
  return count
}

/// The leftmost column with ink, or nil.
@MainActor
private func firstInkColumn(_ image: UIImage, width: Int, height: Int) -> Int? {
  (0..<width).first { x in (0..<height).contains { pixel(image, x, $0).a > 0 } }
}

@MainActor
@Suite("Text attributes beyond font and colour (issue 22)")
struct UIKitTextAttributesTests {
  let font = UIFont.systemFont(ofSize: 20)

  @Test func kernWidensTheLineByTheKernPerCharacter() {
    let plain = NSAttributedString(string: "WAVE", attributes: [.font: font]).size()
    let kerned = NSAttributedString(string: "WAVE", attributes: [.font: font, .kern: 5]).size()
    // Three gaps between four characters, 5 points each: Pango spaces characters apart, where
    // UIKit adds the kern after each one, the last too (docs/uikit-compatibility.md §7).
    #expect(abs(kerned.width - plain.width - 15) < 0.5)
    #expect(kerned.height == plain.height)
    // Drawn: the last ink column moves right by about the same.
    let a = picture {
      NSAttributedString(string: "WAVE", attributes: [.font: font]).draw(at: .zero)
    }
    let b = picture {
      NSAttributedString(string: "WAVE", attributes: [.font: font, .kern: 5]).draw(at: .zero)
    }
    let lastA = (0..<200).last { x in (0..<80).contains { pixel(a, x, $0).a > 0 } } ?? 0
    let lastB = (0..<200).last { x in (0..<80).contains { pixel(b, x, $0).a > 0 } } ?? 0
    #expect(lastB - lastA >= 13 && lastB - lastA <= 17)
  }

  @Test func anUnderlineInksTheBandBelowTheBaselineAcrossTheRun() {
    // "nnnn" has no descenders: below the glyphs' feet only an underline leaves ink.
    let size = NSAttributedString(string: "nnnn", attributes: [.font: font]).size()
    let plain = picture {
      NSAttributedString(string: "nnnn", attributes: [.font: font]).draw(at: CGPoint(x: 10, y: 10))
    }
    let underlined = picture {
      NSAttributedString(
        string: "nnnn",
        attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue]
      ).draw(at: CGPoint(x: 10, y: 10))
    }
    let feet = (10..<70).last { y in (0..<200).contains { pixel(plain, $0, y).a > 0 } } ?? 0
    let below = (feet + 1)..<(10 + Int(size.height.rounded(.up)))
    let columns = 12..<(8 + Int(size.width))
    #expect(ink(plain, rows: below, columns: columns) == 0)
    // Every column of the run has ink in the band.
    let inked = columns.filter { x in below.contains { pixel(underlined, x, $0).a > 0 } }
    #expect(inked.count == columns.count)
  }

  @Test func aStrikethroughCrossesTheGapsBetweenWords() {
    let text = "n  n"
    let gapStart =
      10 + Int(NSAttributedString(string: "n", attributes: [.font: font]).size().width) + 2
    let gapEnd =
      10 + Int(NSAttributedString(string: "n  ", attributes: [.font: font]).size().width) - 2
    let plain = picture {
      NSAttributedString(string: text, attributes: [.font: font]).draw(at: CGPoint(x: 10, y: 10))
    }
    let struck = picture {
      NSAttributedString(
        string: text, attributes: [.font: font, .strikethroughStyle: NSUnderlineStyle.single]
      )
      .draw(at: CGPoint(x: 10, y: 10))
    }
    #expect(ink(plain, rows: 0..<80, columns: gapStart..<gapEnd) == 0)
    #expect(ink(struck, rows: 0..<80, columns: gapStart..<gapEnd) >= gapEnd - gapStart)
    // The line is in the middle of the glyphs, not below them.
    let rows = (0..<80).filter { y in (gapStart..<gapEnd).contains { pixel(struck, $0, y).a > 0 } }
    let feet = (10..<70).last { y in (0..<200).contains { pixel(plain, $0, y).a > 0 } } ?? 0
    let top = (0..<70).first { y in (0..<200).contains { pixel(plain, $0, y).a > 0 } } ?? 0
    #expect(rows.allSatisfy { $0 > top && $0 < feet })
  }

  @Test func lineSpacingAddsItsPointsBetweenLines() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 7
    let plain = NSAttributedString(string: "one\ntwo\nthree", attributes: [.font: font]).size()
    let spaced = NSAttributedString(
      string: "one\ntwo\nthree", attributes: [.font: font, .paragraphStyle: style]
    ).size()
    // Three lines, two gaps.
    #expect(abs(spaced.height - plain.height - 14) < 0.5)
    #expect(spaced.width == plain.width)
    #expect(
      "one\ntwo".size(withAttributes: [.font: font, .paragraphStyle: style]).height
        > "one\ntwo".size(withAttributes: [.font: font]).height + 6)
  }

  @Test func paragraphAlignmentPlacesWrappedText() {
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    let right = NSMutableParagraphStyle()
    right.alignment = .right
    let width = NSAttributedString(string: "nn", attributes: [.font: font]).size().width
    func start(_ style: NSParagraphStyle?) -> Int? {
      var attributes: [NSAttributedString.Key: Any] = [.font: font]
      attributes[.paragraphStyle] = style
      let image = picture {
        NSAttributedString(string: "nn", attributes: attributes).draw(
          in: CGRect(x: 0, y: 0, width: 200, height: 80))
      }
      return firstInkColumn(image, width: 200, height: 80)
    }
    let left = start(nil) ?? -1
    #expect(left < 5)
    #expect(abs(Double(start(centred) ?? -1) - (Double(100 - width / 2) + Double(left))) <= 2)
    #expect(abs(Double(start(right) ?? -1) - (Double(200 - width) + Double(left))) <= 2)
    // The plain-string path reads it too.
    let image = picture {
      "nn".draw(
        in: CGRect(x: 0, y: 0, width: 200, height: 80),
        withAttributes: [.font: font, .paragraphStyle: right])
    }
    #expect(
      abs(Double(firstInkColumn(image, width: 200, height: 80) ?? -1) - Double(200 - width)) <= 3)
  }

  @Test func attributesNotDrawnAreReported() {
    var messages: [String] = []
    let saved = CATransaction.diagnostics
    CATransaction.diagnostics = { messages.append($0) }
    defer { CATransaction.diagnostics = saved }
    _ = picture {
      NSAttributedString(
        string: "shadow", attributes: [.font: font, .shadow: "a shadow", .baselineOffset: 3]
      ).draw(at: .zero)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("NSBaselineOffset, NSShadow") == true)
  }
}
