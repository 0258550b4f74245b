import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// Every character 10 pt wide, lines 20 pt apart; wraps whole words greedily.
struct FixedMeasurer: TextMeasuring {
  func size(of text: String, font: Font, width: CGFloat?) -> CGSize {
    var lines: [CGFloat] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line: CGFloat = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = CGFloat(word.count) * 10
        let candidate = line == 0 ? wordWidth : line + 10 + wordWidth
        if let width, line > 0, candidate > width {
          lines.append(line)
          line = wordWidth
        } else {
          line = candidate
        }
      }
      lines.append(line)
    }
    return CGSize(width: lines.max() ?? 0, height: CGFloat(lines.count) * 20)
  }
  func lineHeight(of font: Font) -> CGFloat { 20 }
}

@MainActor
final class TapTarget {
  let log: HookLog
  init(log: HookLog) { self.log = log }
  func tapped(_ sender: Button) { log.add("tapped \(sender.tag)") }
  func pressed() { log.add("pressed") }
  func touched(_ sender: Control, event: Event?) {
    log.add("touched \(event == nil ? "nil" : "event")")
  }
}

@MainActor
@Suite("Controls")
struct ControlsTests {
  @Test func systemFontsAreInter() {
    #expect(Font.systemFont(ofSize: 17) == Font(name: "Inter", size: 17))
    #expect(Font.boldSystemFont(ofSize: 12).fontName == "Inter Bold")
    #expect(Font.italicSystemFont(ofSize: 12).fontName == "Inter Italic")
    #expect(Font(name: "", size: 12) == nil && Font(name: "X", size: 0) == nil)
    // Inter's hhea: ascender 2728, descender 680 font units of 2816.
    expectClose(Font.systemFont(ofSize: 2816).lineHeight, 2728 + 680)
  }

  @Test func labelDrawsItsTextCentredVerticallyInATextLayer() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    label.textMeasurer = FixedMeasurer()
    label.text = "hello"
    label.textColor = .red
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 20)
    #expect(!label.isUserInteractionEnabled)
    let text = label.textLayer
    #expect(text.string == "hello" && text.foregroundColor == .red && text.alignmentMode == .center)
    #expect(text.fontName == "Inter Bold" && text.fontSize == 20)
    #expect(text.frame == CGRect(x: 0, y: 40, width: 200, height: 20))
    #expect(!text.isWrapped && text.truncationMode == .end)
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    label.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 0, y: 20, width: 200, height: 20))
  }

  @Test func labelSizeThatFitsMeasuresLinesAndLimitsThem() {
    let label = Label()
    label.text = "aaaaaaaaa bbbbbbbbb ccccccccc"  // three 90-pt words
    TextMeasurement.$current.withValue(FixedMeasurer()) {
      #expect(
        label.sizeThatFits(CGSize(width: 100, height: 500)) == CGSize(width: 290, height: 20),
        "one line ignores the width")
      label.numberOfLines = 0
      #expect(label.sizeThatFits(CGSize(width: 100, height: 500)) == CGSize(width: 90, height: 60))
      label.numberOfLines = 2
      #expect(label.sizeThatFits(CGSize(width: 100, height: 500)) == CGSize(width: 90, height: 40))
      #expect(label.textLayer.isWrapped)
      label.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
      label.sizeToFit()
      #expect(label.frame == CGRect(x: 0, y: 0, width: 90, height: 40))
    }
    label.text = nil
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func theEstimateUsesInterAverages() {
    let label = Label()
    label.font = .systemFont(ofSize: 20)
    label.text = "abcd"
    label.textMeasurer = EstimatedTextMeasurer()
    // 4 characters × 0.52 em × 20 pt = 41.6; one line of 20 × 3408/2816 = 24.2; rounded up.
    #expect(label.sizeThatFits(.zero) == CGSize(width: 42, height: 25))
  }

  @Test func labelsMeasureWithTheRenderersFontsByDefault() throws {
    let label = Label()
    label.font = .systemFont(ofSize: 20)
    label.text = "abcd"
    // Inter Regular's advances (its hmtx, read with fontTools, 2816 units/em): a 1588,
    // b 1748, c 1572, d 1748 → 6656 units; hhea ascent 2728 + descent 680 = 3408 units.
    let measurer = try #require(RendererTextMeasurer.shared)
    let size = measurer.size(of: "abcd", font: label.font, width: nil)
    #expect(abs(size.width - 6656.0 / 2816 * 20) < 0.01)
    #expect(abs(measurer.lineHeight(of: label.font) - 3408.0 / 2816 * 20) < 0.01)
    #expect(label.sizeThatFits(.zero) == CGSize(width: 48, height: 25))
  }

  @Test func aWrappedMeasurementBreaksAtWordsLikeTheRenderer() throws {
    let measurer = try #require(RendererTextMeasurer.shared)
    let font = Font.systemFont(ofSize: 20)
    let one = measurer.size(of: "abcd", font: font, width: nil)
    let two = measurer.size(of: "abcd abcd", font: font, width: one.width + 1)
    #expect(abs(two.width - one.width) < 0.01, "the second word goes to a second line")
    #expect(abs(two.height - 2 * one.height) < 0.01)
  }

  @Test func labelTextNeverAnimates() {
    let host = TestHost()
    let label = host.show(Label(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
    View.animate(withDuration: 1) {
      label.text = "changed"
      label.textColor = .blue
      label.font = .systemFont(ofSize: 30)
    }
    #expect(label.textLayer.animationKeys() == nil && label.layer.animationKeys() == nil)
  }

  @Test func imageViewShowsItsImageAsContents() {
    let image = Image(bitmap: Bitmap(width: 20, height: 10), scale: 2)
    let view = ImageView(image: image)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 5))
    #expect(view.layer.contents === image && view.layer.contentsScale == 2)
    #expect(!view.isUserInteractionEnabled)
    view.contentMode = .scaleAspectFill
    #expect(view.layer.contentsGravity == .resizeAspectFill)
    let highlighted = Image(bitmap: Bitmap(width: 4, height: 4))
    view.highlightedImage = highlighted
    view.isHighlighted = true
    #expect(view.layer.contents === highlighted && view.layer.contentsScale == 1)
    #expect(view.sizeThatFits(.zero) == CGSize(width: 10, height: 5))
  }

  @Test func controlEventAndStateBitsAreUIKits() {
    #expect(Control.Event.touchDown.rawValue == 1 && Control.Event.touchUpInside.rawValue == 1 << 6)
    #expect(
      Control.Event.valueChanged.rawValue == 1 << 12
        && Control.Event.primaryActionTriggered.rawValue == 1 << 13)
    #expect(
      Control.Event.allTouchEvents.rawValue == 0xFFF
        && Control.Event.allEditingEvents.rawValue == 0xF0000)
    #expect(Control.State.normal.rawValue == 0 && Control.State.highlighted.rawValue == 1)
    #expect(
      Control.State.disabled.rawValue == 2 && Control.State.selected.rawValue == 4
        && Control.State.focused.rawValue == 8)
  }

  @Test func targetActionCallsMethodReferencesAndHoldsTheTargetWeakly() {
    let button = Button(type: .system)
    button.tag = 3
    let log = HookLog()
    weak var weakTarget: TapTarget?
    do {
      let target = TapTarget(log: log)
      weakTarget = target
      button.addTarget(target, action: TapTarget.tapped, for: .touchUpInside)
      button.addTarget(target, action: TapTarget.pressed, for: [.touchDown, .touchUpInside])
      button.addTarget(target, action: TapTarget.touched, for: .touchCancel)
      button.sendActions(for: .touchUpInside)
      button.sendActions(for: .touchDown)
      button.sendActions(for: .touchCancel)
      button.sendActions(for: .valueChanged)
      #expect(log.take() == ["tapped 3", "pressed", "pressed", "touched nil"])
      #expect(button.allTargets.count == 1)
      button.removeTarget(target, for: .touchDown)
      button.sendActions(for: .touchDown)
      #expect(log.take().isEmpty)
    }
    #expect(weakTarget == nil, "the button does not keep its target alive")
    button.sendActions(for: .allEvents)
    #expect(log.take().isEmpty, "a target that went away is skipped")
    #expect(button.allTargets.isEmpty)
  }

  @Test func closureActionsRunWithTheirSenderAndCanBeRemoved() {
    let button = Button(frame: .zero)
    var log: [String] = []
    let tap = ControlAction(identifier: .init("tap")) { action in
      log.append("tap from \(action.sender === button)")
    }
    button.addAction(tap, for: .touchUpInside)
    button.addAction(ControlAction { _ in log.append("value") }, for: .valueChanged)
    button.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(log == ["tap from true", "value"])
    #expect(tap.sender == nil)
    button.removeAction(identifiedBy: .init("tap"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log.count == 2)
  }

  @Test func buttonResolvesPerStateValuesWithNormalFallback() {
    let button = Button(type: .custom)
    button.setTitle("Normal", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.currentTitle == "Normal" && button.titleLabel?.text == "Normal")
    #expect(button.currentTitleColor == .white)
    button.isHighlighted = true
    #expect(button.state == .highlighted && button.titleLabel?.text == "Pressed")
    button.isHighlighted = false
    button.isEnabled = false
    #expect(button.state == .disabled && button.currentTitle == "Normal")
    button.setTitleColor(.gray, for: .disabled)
    #expect(button.titleLabel?.textColor == .gray)
    #expect(Button(type: .system).currentTitleColor == .systemBlue, "the tint, dynamic")
  }

  @Test func buttonCentresImageAndTitle() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    button.titleLabel?.textMeasurer = FixedMeasurer()
    button.setTitle("OK", for: .normal)
    button.setImage(Image(bitmap: Bitmap(width: 16, height: 16)), for: .normal)
    button.layoutIfNeeded()
    // Image 16 + title 20 = 36 wide, centred: starts at 32.
    #expect(button.imageView?.frame == CGRect(x: 32, y: 14, width: 16, height: 16))
    #expect(button.titleLabel?.frame == CGRect(x: 48, y: 12, width: 20, height: 20))
    #expect(button.sizeThatFits(.zero) == CGSize(width: 36, height: 20))
    #expect(
      button.hitTest(CGPoint(x: 50, y: 20), with: nil) === button,
      "labels and images do not take touches")
  }

  @Test func buttonLaysOutAgainWhenItsTitleFontOrTitleChanges() {
    /// Every character half the font size wide; one line as tall as the font size.
    struct SizedMeasurer: TextMeasuring {
      func size(of text: String, font: Font, width: CGFloat?) -> CGSize {
        CGSize(width: CGFloat(text.count) * font.pointSize / 2, height: font.pointSize)
      }
      func lineHeight(of font: Font) -> CGFloat { font.pointSize }
    }
    let host = TestHost()
    let button = host.show(Button(frame: CGRect(x: 0, y: 0, width: 200, height: 44)))
    button.titleLabel?.textMeasurer = SizedMeasurer()
    button.setTitle("Back", for: .normal)
    button.layoutIfNeeded()
    // 4 characters × 7.5 pt at the default 15 pt, centred in 200.
    #expect(button.titleLabel?.frame == CGRect(x: 85, y: 14.5, width: 30, height: 15))
    // The font changes on the label, not through the button (the side menu's back button).
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 80, y: 12, width: 40, height: 20))
    #expect(button.intrinsicContentSize == CGSize(width: 40, height: 20))
    button.setTitle("Go back", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 70, height: 20))
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 65, y: 12, width: 70, height: 20))
    button.sizeToFit()
    #expect(button.bounds.size == CGSize(width: 70, height: 20))
    #expect(View().intrinsicContentSize == CGSize(width: -1, height: -1), "noIntrinsicMetric")
  }

  @Test func aLabelsContentChangeLaysOutItsSuperview() {
    let host = TestHost()
    let container = host.show(View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let label = Label()
    label.textMeasurer = FixedMeasurer()
    container.addSubview(label)
    container.layoutIfNeeded()
    label.text = "Hello"
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 20))
    #expect(container.needsLayout, "the superview positions the label again")
    container.layoutIfNeeded()
    label.text = "Hello"
    #expect(!container.needsLayout, "the same text changes nothing")
  }

  @Test func visualEffectViewBlursWithTheStylesMaterial() {
    let view = VisualEffectView(effect: BlurEffect(style: .dark))
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    #expect(view.contentView.frame == view.bounds)
    #expect(view.renderingLimitations.isEmpty)
    let layer = view.layer as? BackdropLayer
    #expect(layer != nil)
    #expect(layer?.blurRadius == BlurEffect.Style.dark.material.blurRadius)
    #expect(view.layer.backgroundColor == BlurEffect.Style.dark.material.tint)
    view.effect = nil
    #expect(layer?.blurRadius == 0 && view.layer.backgroundColor == nil)
    view.effect = VisualEffect()
    #expect(view.renderingLimitations.count == 1, "a non-blur effect is reported, not faked")
  }
}
