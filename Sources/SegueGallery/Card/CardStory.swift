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

extension CardMetrics {
  /// The stories of the list, in order.
  static let stories: [CardStory] = [
    CardStory(
      type: "WORLD PREMIERE", title: "The Night Sea Awaits",
      paragraphs: [
        "Sail out after dark and let the moon guide you across a calm, silver sea.",
        "Every harbour has its own light; this one keeps it on all night.",
        "Pack something warm: the breeze comes up after midnight.",
      ], picture: Artwork.nightSea),
    CardStory(
      type: "APP OF THE DAY", title: "Chase the Dawn",
      paragraphs: [
        "Up before the sun, over the hills, in time for the first light.",
        "A map, a thermos and a friend are all it takes.",
      ], picture: Artwork.daybreak),
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
