import Foundation
import SegueGeometry
import SegueUI

/// One card of the Today list: its picture and its two labels.
struct CardStory {
  /// The small caption above the title (the seed's `typeL`).
  let type: String
  /// The title (the seed's `contentL` / `titleL`), up to two lines.
  let title: String
  /// The body paragraphs of the detail.
  let paragraphs: [String]
  /// Draws the picture, square, `side` points at `scale`.
  let picture: @MainActor (CGFloat, Int) -> Image
}

/// The seed's layout constants and screen-relative macros, for a screen of `size` points.
///
/// The seed (Objective-C) sizes things with `kMargin`, `kWidth(x)` and `kHeight(x)`, macros
/// that scale design values laid out on a 375×667 pt screen (iPhone 8) to the current one,
/// and `kScreenW × 1.3` for the picture's height.
struct CardMetrics {
  /// The screen's size, points.
  let size: CGSize
  /// The screen's safe-area top inset, points.
  let safeTop: CGFloat

  /// The seed's `kMargin`: the card's horizontal inset in its cell, points.
  static let margin: CGFloat = 20
  /// The card's vertical inset in its cell, points (Segue's choice: the seed's cell layout
  /// is not in the article).
  static let verticalInset: CGFloat = 12
  /// The corner radius of a card, points (seed: 15, kept through the closing transition).
  static let cornerRadius: CGFloat = 15
  /// The pressed card's scale (seed: 0.8).
  static let pressedScale: CGFloat = 0.8
  /// How long the press and the release animate, seconds (seed: 0.3).
  static let pressDuration: Double = 0.3
  /// The close button's side, points, and its alpha (seed: 40×40 at 0.6).
  static let closeButtonSide: CGFloat = 40
  static let closeButtonAlpha: CGFloat = 0.6
  /// The label gap between the caption and the title, points (seed: 8).
  static let labelGap: CGFloat = 8
  /// The caption's and the title's heights, points (Segue's choice).
  static let typeHeight: CGFloat = 18
  static let titleHeight: CGFloat = 72
  /// The fonts of the caption and title (Segue's choice, after the App Store's look).
  static let typeFont = Font.boldSystemFont(ofSize: 13)
  static let titleFont = Font.boldSystemFont(ofSize: 28)

  /// The seed's `kWidth(x)`: x scaled from a 375 pt wide design.
  func kWidth(_ x: CGFloat) -> CGFloat { x * size.width / 375 }
  /// The seed's `kHeight(x)`: x scaled from a 667 pt tall design.
  func kHeight(_ x: CGFloat) -> CGFloat { x * size.height / 667 }

  /// The detail's picture height: the seed's `kScreenW × 1.3`.
  var pictureHeight: CGFloat { size.width * 1.3 }
  /// A card's height in the list: the seed's closing target `kScreenW × 1.3 × 0.8`.
  var cardHeight: CGFloat { size.width * 1.3 * 0.8 }
  /// A row's height in the list.
  var rowHeight: CGFloat { cardHeight + 2 * Self.verticalInset }
  /// The card's frame in its cell.
  var cardFrame: CGRect {
    CGRect(
      x: Self.margin, y: Self.verticalInset, width: size.width - 2 * Self.margin,
      height: cardHeight)
  }
  /// The caption's frame on the card (seed: `kWidth(16)`, `kHeight(20)`).
  var cellTypeFrame: CGRect {
    CGRect(
      x: kWidth(16), y: kHeight(20), width: cardFrame.width - 2 * kWidth(16),
      height: Self.typeHeight)
  }
  /// The title's frame on the card (seed: 8 pt under the caption).
  var cellTitleFrame: CGRect {
    CGRect(
      x: kWidth(16), y: cellTypeFrame.maxY + Self.labelGap, width: cellTypeFrame.width,
      height: Self.titleHeight)
  }
  /// The caption's frame on the detail's picture (Segue's choice: below the status bar).
  var detailTypeFrame: CGRect {
    CGRect(
      x: Self.margin, y: safeTop + kHeight(20), width: size.width - 2 * Self.margin - 50,
      height: Self.typeHeight)
  }
  /// The title's frame on the detail's picture.
  var detailTitleFrame: CGRect {
    CGRect(
      x: Self.margin, y: detailTypeFrame.maxY + Self.labelGap,
      width: size.width - 2 * Self.margin, height: Self.titleHeight)
  }
  /// The detail's close button, top right of the picture.
  var detailCloseFrame: CGRect {
    CGRect(
      x: size.width - Self.margin - Self.closeButtonSide, y: safeTop + kHeight(20) - 10,
      width: Self.closeButtonSide, height: Self.closeButtonSide)
  }

  /// The stories of the list, in order.
  static let stories: [CardStory] = [
    CardStory(
      type: "WORLD PREMIERE", title: "The Night Sea Awaits",
      paragraphs: [
        "Sail out after dark and let the moon guide you across a calm, silver sea.",
        "Every harbour has its own light; this one keeps it on all night.",
        "Pack something warm: the breeze comes up after midnight.",
      ], picture: Artwork.night),
    CardStory(
      type: "APP OF THE DAY", title: "Chase the Dawn",
      paragraphs: [
        "Up before the sun, over the hills, in time for the first light.",
        "A map, a thermos and a friend are all it takes.",
      ], picture: Artwork.dawn),
    CardStory(
      type: "GET STARTED", title: "Find Your Lagoon",
      paragraphs: ["Turquoise water, a sandbar and nobody else for miles."],
      picture: Artwork.lagoon),
    CardStory(
      type: "HIDDEN GEMS", title: "Under the Aurora",
      paragraphs: ["The northern lights, from a cabin with a glass roof."],
      picture: Artwork.aurora),
  ]
}

/// A label copying `label`'s text, font, alpha, frame, colour and alignment — the seed's
/// `copyLabel:`.
///
/// Seed bug fixed here: `copyLabel:` does not copy `numberOfLines`, so a two-line title
/// became a truncated single line while flying; the copy keeps the line count.
@MainActor
func copyLabel(_ label: Label) -> Label {
  let newLabel = Label()
  newLabel.text = label.text
  newLabel.font = label.font
  newLabel.alpha = label.alpha
  newLabel.frame = label.frame
  newLabel.textColor = label.textColor
  newLabel.textAlignment = label.textAlignment
  newLabel.numberOfLines = label.numberOfLines
  return newLabel
}

/// The card's caption and title labels, white on the picture.
@MainActor
func makeCardLabels(story: CardStory) -> (type: Label, title: Label) {
  let type = Label()
  type.text = story.type
  type.font = CardMetrics.typeFont
  type.textColor = .white
  type.alpha = 0.75
  let title = Label()
  title.text = story.title
  title.font = CardMetrics.titleFont
  title.textColor = .white
  title.numberOfLines = 2
  return (type, title)
}
