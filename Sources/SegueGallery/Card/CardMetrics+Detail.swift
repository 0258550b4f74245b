import Foundation
import SegueGeometry

/// The opened card's layout: the picture across the screen, its texts and close button in the
/// list's column (see `CardMetrics` for the rules off the seed's portrait iPhone).
extension CardMetrics {
  /// The detail's picture height, points: the seed's `kScreenW × 1.3`, at most
  /// `maximumPictureFraction` of the safe height (the story stays in sight), at least what
  /// its caption and title need.
  var pictureHeight: CGFloat {
    let natural = size.width * Self.pictureRatio
    let reachable = safeHeight * Self.maximumPictureFraction
    return max(min(natural, reachable), detailTitleFrame.maxY + kHeight(20))
  }
  /// The detail's picture frame, in the detail's (the screen's) coordinates: across the top.
  var pictureFrame: CGRect { CGRect(x: 0, y: 0, width: size.width, height: pictureHeight) }
  /// How much larger than its card a story's header is when the story zooms out of the card
  /// (`card-zoom`): the screen's width over the card's.
  var zoomHeaderScale: CGFloat { cardWidth > 0 ? size.width / cardWidth : 1 }
  /// The card's face in a story that zooms out of it: the card enlarged to the screen's width
  /// (`zoomHeaderScale`), below the safe top, its caption and title where the card has them,
  /// enlarged alike. The zoom cross-fades from the card to this face, lined up with it (the
  /// face is the zoom's alignment rect), so the two show one picture and one title all the
  /// way; the story's own header (`pictureFrame`) put a second title 40 pt lower and a second
  /// moon 25 pt lower, larger, for the few frames of the cross-fade.
  var zoomFaceFrame: CGRect {
    CGRect(x: 0, y: safeTop, width: size.width, height: cardHeight * zoomHeaderScale)
  }
  /// The story's picture when it zooms out of its card: the face and, above it, the band
  /// under the status bar.
  var zoomPictureFrame: CGRect {
    CGRect(x: 0, y: 0, width: size.width, height: zoomFaceFrame.maxY)
  }

  /// The side of the square picture drawn for a card, points: enough to fill the detail's
  /// picture (aspect fill) without upscaling.
  var pictureSide: CGFloat { max(size.width, pictureHeight) }
  /// The width of the detail's texts, points: the column less its margins.
  var textWidth: CGFloat { max(0, columnWidth - 2 * Self.margin) }
  /// The caption's frame on the detail's picture (Segue's choice: below the status bar).
  var detailTypeFrame: CGRect {
    CGRect(
      x: columnMinX + Self.margin, y: safeTop + kHeight(20),
      width: max(0, textWidth - 50), height: Self.typeHeight)
  }
  /// The title's frame on the detail's picture: as wide as the card's title (at most the
  /// column's text width), so that it breaks into the same lines in the list, in the story and
  /// while it flies between them (wider, it re-wrapped from two lines to one as it took off).
  var detailTitleFrame: CGRect {
    CGRect(
      x: columnMinX + Self.margin, y: detailTypeFrame.maxY + Self.labelGap,
      width: min(textWidth, cellTitleFrame.width), height: Self.titleHeight)
  }
  /// The detail's close button, top right of the column.
  var detailCloseFrame: CGRect {
    CGRect(
      x: columnMinX + columnWidth - Self.margin - Self.closeButtonSide,
      y: safeTop + kHeight(20) - 10, width: Self.closeButtonSide, height: Self.closeButtonSide)
  }
  /// A paragraph's insets in its row (which spans the screen), points: to the column's text
  /// width across, 8 pt from the row's top and bottom.
  var paragraphInsets: EdgeInsets {
    let left = columnMinX + Self.margin
    return EdgeInsets(
      top: 8, left: left, bottom: 8, right: size.width - left - textWidth)
  }
}
