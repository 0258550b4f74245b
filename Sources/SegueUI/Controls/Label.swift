import Foundation
import SegueGeometry
import SegueLayers

/// A view that shows read-only text (`UILabel`).
///
/// The text is drawn by a `TextLayer` sublayer (shaped by Pango at render time), as wide as
/// the label and as tall as the text, centred vertically like UILabel's. `sizeThatFits(_:)`
/// measures with the injected `TextMeasuring` (see `TextMeasurement`), else an estimate.
/// Text attributes never animate, even inside animation blocks (UILabel redraws at once); the
/// label's frame, alpha and colours animate like any view's, and the text layer's frame with
/// them (`TextLayerFollower`). Does not receive touches by default.
@preconcurrency @MainActor
open class Label: View {
  /// The sublayer that draws the text.
  public let textLayer = TextLayer()
  /// The text layer's delegate (a layer holds its delegate weakly).
  private let textLayerFollower = TextLayerFollower()

  /// The text (default nil).
  open var text: String? { didSet { if text != oldValue { textDidChange() } } }
  /// The font (default the system font at 17 points).
  open var font: Font = .systemFont(ofSize: Font.labelFontSize) {
    didSet { if font != oldValue { textDidChange() } }
  }
  /// The text colour (default `.label`: black in the light appearance, white in the dark);
  /// a dynamic colour is resolved for the label's traits.
  open var textColor: Color = .label { didSet { updateTextLayer() } }
  /// The horizontal alignment (default natural).
  open var textAlignment: TextAlignment = .natural { didSet { updateTextLayer() } }
  /// The maximum number of lines, 0 for no limit (default 1: one line, truncated).
  open var numberOfLines = 1 { didSet { textDidChange() } }
  /// How lines break and truncate (default truncating the tail).
  open var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { updateTextLayer() } }
  /// The width at which a multi-line label wraps its text in its intrinsic size
  /// (`preferredMaxLayoutWidth`, default 0: automatic — the width the layout gives it, which
  /// the engine finds by solving twice, as UIKit does since iOS 8).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The measurer of this label; nil uses `TextMeasurement.current`, else the estimate.
  public var textMeasurer: (any TextMeasuring)? { didSet { textDidChange() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
    textLayer.name = "text"
    textLayerFollower.label = self
    textLayer.delegate = textLayerFollower
    layer.addSublayer(textLayer)
    updateTextLayer()
  }

  /// The size the text needs, points, rounded up: one line (ignoring the width) when
  /// `numberOfLines` is 1, else wrapped to `size.width` and limited to `numberOfLines` lines.
  /// Empty text needs no space.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let measurer = textMeasurer ?? TextMeasurement.effective
    let wrapWidth: CGFloat? = numberOfLines == 1 || !(size.width > 0) ? nil : size.width
    var measured = measurer.size(of: text, font: font, width: wrapWidth)
    if numberOfLines > 0 {
      measured.height = min(measured.height, CGFloat(numberOfLines) * measurer.lineHeight(of: font))
    }
    return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateTextLayer(laidOut: true)
  }

  /// Only the text's colour depends on the appearance: set it, without measuring again.
  override func appearanceDidChange() {
    super.appearanceDidChange()
    guard textColor.isDynamic else { return }
    Transaction.perform(disableActions: true) {
      textLayer.foregroundColor = textColor.resolved(for: colorAppearance)
    }
  }

  /// The size of the text, points: on one line (wrapped only at newlines) when
  /// `numberOfLines` is 1; else wrapped at `preferredMaxLayoutWidth`, or when that is 0 at the
  /// width the layout gave the label (its current width before the first pass), and at most
  /// `numberOfLines` lines. Empty text is 0 × 0.
  open override var intrinsicContentSize: CGSize {
    let unlimited = CGFloat.greatestFiniteMagnitude
    guard numberOfLines != 1 else {
      return sizeThatFits(CGSize(width: unlimited, height: unlimited))
    }
    let automatic = layoutState?.layoutWidthForMeasuring ?? bounds.width
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automatic
    // A width of 0 asks `sizeThatFits` for the unwrapped size.
    return sizeThatFits(CGSize(width: width.isFinite && width > 0 ? width : 0, height: unlimited))
  }

  /// Whether the intrinsic height depends on the width the layout gives the label.
  var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  private func textDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    updateTextLayer()
  }

  /// Copies the label's attributes to the text layer, never animated, and centres it
  /// vertically: when `laidOut` follows a change of the label's bounds, the text layer's frame
  /// animates in the animation block that changed them, so the text moves with the label (a
  /// title centred in a bar that widens glides to the new centre instead of jumping there).
  private func updateTextLayer(laidOut: Bool = false) {
    let bounds = self.bounds
    let textHeight = min(
      sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height,
      bounds.height)
    Transaction.perform(disableActions: true) {
      textLayer.string = text
      textLayer.fontName = font.fontName
      textLayer.fontSize = font.pointSize
      textLayer.foregroundColor = textColor.resolved(for: colorAppearance)
      textLayer.alignmentMode = textAlignment.alignmentMode
      textLayer.isWrapped = numberOfLines != 1
      textLayer.truncationMode = lineBreakMode.truncationMode
    }
    let frame = CGRect(
      x: bounds.minX, y: bounds.minY + (bounds.height - textHeight) / 2, width: bounds.width,
      height: textHeight)
    // The text spans the label's width, so a new width is new bounds; the same width with a
    // new text height is new text or a new font, which snaps as a UILabel redraws at once. A
    // text layer never laid out (a label first sized inside an animation) takes its place at
    // once rather than growing from nothing.
    let old = textLayer.frame
    let followsBounds =
      laidOut && !old.isEmpty && (old.width != frame.width || old.height == frame.height)
    if followsBounds {
      textLayer.frame = frame
    } else {
      Transaction.perform(disableActions: true) { textLayer.frame = frame }
    }
  }
}

/// The text layer's delegate: its frame (bounds and position) animates as its label's layer
/// does inside an animation block; nothing else of it ever animates.
///
/// UIKit's navigation bar sizes its title view to the text and centres it, so when the bar
/// widens inside an animation the title's frame animates with the bar's layout and the text
/// glides (obs: any iPad split view whose sidebar slides away; the reference is silent).
/// Segue's label spans the room around the centre and centres its text, so its text layer
/// follows the label's bounds for the same motion. (A UILabel stretched by an animation
/// redraws at its final size and scales that image meanwhile: not modelled.)
@MainActor
private final class TextLayerFollower: LayerDelegate {
  weak var label: Label?

  func action(for layer: Layer, forKey event: String) -> (any Action)? {
    guard event == "bounds" || event == "position", let label else { return NullAction() }
    return AnimationStack.action(for: layer, forKey: event, view: label) ?? NullAction()
  }
}
