import Foundation
import SegueGeometry
import SegueLayers

// The text attributes Segue draws beyond font and colour, and what it does with the others.
// Drawn (docs/uikit-compatibility.md §7): `.kern` (extra points between characters; Pango's
// letter spacing, which it shares out on both sides of each character where UIKit adds it
// after), `.underlineStyle` and `.strikethroughStyle` (single, thick, double; patterns such as
// `.patternDot` and `.byWord` draw solid, over the whole run), `.underlineColor` and
// `.strikethroughColor`, and a `.paragraphStyle`'s `alignment` and `lineSpacing` (the first
// paragraph style of the string applies to all of it). Any other attribute (shadow, baseline
// offset, stroke, link, ligature, obliqueness, expansion, attachments, a paragraph style's
// indents and paragraph spacing) is not drawn and is reported once per key through
// `Transaction.diagnostics`.

extension NSAttributedString.Key {
  /// Extra space after each character, points, a `CGFloat` or number (`.kern`, "NSKern").
  public static let kern = NSAttributedString.Key("NSKern")
  /// A line under the text, an `NSUnderlineStyle` or its raw value (`.underlineStyle`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A line through the text, an `NSUnderlineStyle` or its raw value (`.strikethroughStyle`).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The underline's colour, a `Color` (`.underlineColor`; default the text's).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough's colour, a `Color` (`.strikethroughColor`; default the text's).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// Alignment and line spacing, an `NSParagraphStyle` (`.paragraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A shadow (`.shadow`): not drawn; reported.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A vertical shift of the baseline (`.baselineOffset`): not drawn; reported.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The style of an underline or strikethrough (`NSUnderlineStyle`; raw values are UIKit's).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Dotted (drawn solid in Segue).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Dashed (drawn solid in Segue).
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Only under words (Segue draws under the whole run).
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

  /// The line Segue draws for it.
  var lineStyle: TextLineStyle {
    if contains(.double) { return .double }
    if contains(.thick) { return .thick }
    return rawValue & 0xFF == 0 ? .none : .single
  }
}

/// A paragraph's layout (`NSParagraphStyle`); Segue draws `alignment` and `lineSpacing`.
open class NSParagraphStyle: NSObject {
  fileprivate var alignmentValue: TextAlignment = .natural
  fileprivate var lineSpacingValue: CGFloat = 0
  fileprivate var paragraphSpacingValue: CGFloat = 0
  fileprivate var lineBreakModeValue: LineBreakMode = .byWordWrapping

  /// Horizontal alignment (default `.natural`).
  public var alignment: TextAlignment { alignmentValue }
  /// Extra points between the bottom of one line and the top of the next (default 0).
  public var lineSpacing: CGFloat { lineSpacingValue }
  /// Extra points after a paragraph (kept; not drawn, reported when not 0).
  public var paragraphSpacing: CGFloat { paragraphSpacingValue }
  /// How lines that do not fit break (kept; drawn text wraps at words).
  public var lineBreakMode: LineBreakMode { lineBreakModeValue }

  /// The default style (`NSParagraphStyle.default`).
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public override init() {}
}

/// A paragraph style that can be changed (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// Horizontal alignment (default `.natural`).
  public override var alignment: TextAlignment {
    get { alignmentValue }
    set { alignmentValue = newValue }
  }
  /// Extra points between lines (default 0).
  public override var lineSpacing: CGFloat {
    get { lineSpacingValue }
    set { lineSpacingValue = newValue }
  }
  /// Extra points after a paragraph (kept; not drawn).
  public override var paragraphSpacing: CGFloat {
    get { paragraphSpacingValue }
    set { paragraphSpacingValue = newValue }
  }
  /// How lines break (kept; not drawn).
  public override var lineBreakMode: LineBreakMode {
    get { lineBreakModeValue }
    set { lineBreakModeValue = newValue }
  }
}

/// Reading a run's attributes for `TextRun` and `TextDrawing`.
@MainActor
enum TextAttributes {
  /// The keys drawn (the rest are reported).
  private static let drawn: Set<NSAttributedString.Key> = [
    .font, .foregroundColor, .kern, .underlineStyle, .strikethroughStyle, .underlineColor,
    .strikethroughColor, .paragraphStyle,
  ]

  /// The run for `attributes` over UTF-8 `range`, with UIKit's defaults (`defaultFont`, black).
  static func run(
    _ attributes: [NSAttributedString.Key: Any], range: Range<Int>, defaultFont: Font
  ) -> TextRun {
    let font = attributes[.font] as? Font ?? defaultFont
    let color = attributes[.foregroundColor] as? Color ?? Color(white: 0)
    return TextRun(
      range: range, fontName: font.fontName, fontSize: font.pointSize, foregroundColor: color,
      kern: number(attributes[.kern]) ?? 0,
      underline: style(attributes[.underlineStyle]),
      underlineColor: attributes[.underlineColor] as? Color,
      strikethrough: style(attributes[.strikethroughStyle]),
      strikethroughColor: attributes[.strikethroughColor] as? Color)
  }

  /// The paragraph style of `attributes`, if any.
  static func paragraph(_ attributes: [NSAttributedString.Key: Any]?) -> NSParagraphStyle? {
    attributes?[.paragraphStyle] as? NSParagraphStyle
  }

  /// The keys of `attributes` Segue does not draw (a paragraph style's spacing counts as one).
  static func undrawnKeys(of attributes: [NSAttributedString.Key: Any])
    -> Set<NSAttributedString.Key>
  {
    var undrawn = Set(attributes.keys).subtracting(drawn)
    if let paragraph = paragraph(attributes), paragraph.paragraphSpacing != 0 {
      undrawn.insert(NSAttributedString.Key("NSParagraphStyle.paragraphSpacing"))
    }
    return undrawn
  }

  /// Says, through `Transaction.diagnostics`, which attributes of a drawing are not drawn.
  static func report(_ undrawn: Set<NSAttributedString.Key>) {
    guard !undrawn.isEmpty else { return }
    let names = undrawn.map(\.rawValue).sorted().joined(separator: ", ")
    Transaction.diagnostics(
      "segue: text attributes not drawn: \(names) (docs/uikit-compatibility.md §7)")
  }

  private static func style(_ value: Any?) -> TextLineStyle {
    if let style = value as? NSUnderlineStyle { return style.lineStyle }
    guard let raw = number(value) else { return .none }
    return NSUnderlineStyle(rawValue: Int(raw)).lineStyle
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
