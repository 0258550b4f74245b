import Foundation
import SegueGeometry
import SegueUI

/// The layout of the Today list and of an opened card, for a screen (the window) of `size`
/// points with `safeAreaInsets`, and a list that shows its cards in `listHeight` points.
///
/// The seed (Objective-C) targets portrait iPhones only. It sizes things with `kMargin`,
/// `kWidth(x)` and `kHeight(x)` — macros that scale design values laid out on a 375×667 pt
/// screen (iPhone 8) to the current one — and `kScreenW × 1.3` for the picture's height. On a
/// portrait iPhone (`isSeedLayout`) those rules are kept exactly. Elsewhere — a phone in
/// landscape, an iPad — they give cards wider than the safe area (the notch) and taller than
/// the screen, so Segue lays the list out as the App Store's Today tab does on wide screens:
/// - the cards stand in a centred column inside the safe area, inset by `kMargin` on each side
///   and no wider than `maximumCardWidth`; the column (card plus margins) then stands for the
///   seed's screen: a card is `column × 1.3 × 0.8` tall and the macros scale by `column / 375`
///   both ways (a virtual portrait phone as wide as the column, with the design's 375:667);
/// - a card is never taller than the list can show (`listHeight` less the row's insets); when
///   that makes it short, it also narrows to at most `maximumCardAspect` (width : height), so a
///   landscape phone shows a wide card rather than a thin strip; it stays tall enough for its
///   caption and title;
/// - an opened card's picture spans the screen's width and is `width × 1.3` tall, but at most
///   `maximumPictureFraction` of the safe height, so that the story's text shows under it;
///   its caption, title and close button sit in the same centred column.
///
/// The list spans the screen's width (in the Card app and in the demo), so a cell's
/// coordinates across are the screen's.
struct CardMetrics: Equatable {
  /// The screen's size, points (the seed's `kScreenW × kScreenH`: the window's size, which
  /// turns with the device).
  let size: CGSize
  /// The screen's safe-area insets, points.
  let safeAreaInsets: EdgeInsets
  /// The height the list shows a whole card in, points: the part of the list inside its safe
  /// area (less than the screen's safe height when the list sits under a bar, as in the demo).
  let listHeight: CGFloat

  /// The layout for a screen of `size` with `safeAreaInsets`, its list `listHeight` tall
  /// (default: the screen's safe height). Sizes must be finite and positive.
  init(size: CGSize, safeAreaInsets: EdgeInsets, listHeight: CGFloat? = nil) {
    precondition(
      size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0,
      "CardMetrics needs a screen of finite, positive size, got \(size)")
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.listHeight =
      listHeight ?? max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom)
    precondition(
      self.listHeight.isFinite && self.listHeight >= 0,
      "CardMetrics needs a finite list height ≥ 0, got \(self.listHeight)")
  }

  /// The layout for `device`'s screen turned to `size` (default: portrait), with the device's
  /// safe area for that shape and a list filling the screen.
  init(device: Device, size: CGSize? = nil) {
    let size = size ?? device.size
    self.init(size: size, safeAreaInsets: device.safeAreaInsets(for: size))
  }

  /// The screen's safe-area top inset, points.
  var safeTop: CGFloat { safeAreaInsets.top }

  /// The seed's `kMargin`: the card's horizontal inset from the safe area, points.
  static let margin: CGFloat = 20
  /// The card's vertical inset in its cell, points (Segue's choice: the seed's cell layout
  /// is not in the article).
  static let verticalInset: CGFloat = 12
  /// The widest a card gets, points (Segue's choice): UIKit's readable content width at the
  /// default text size (`readableContentGuide`, 672 pt), which is how wide the App Store's
  /// single-column content gets on an iPad.
  static let maximumCardWidth: CGFloat = 672
  /// The widest a card shortened to fit the list gets, as width : height (Segue's choice,
  /// 16:10 — a landscape card, not a strip).
  static let maximumCardAspect: CGFloat = 1.6
  /// The largest fraction of the screen's safe height an opened card's picture takes (Segue's
  /// choice: the rest shows the story's text).
  static let maximumPictureFraction: CGFloat = 0.8
  /// The seed's design screen, points (iPhone 8): what `kWidth` and `kHeight` scale from.
  static let designSize = CGSize(width: 375, height: 667)
  /// The seed's picture height over the screen's width (`kScreenW × 1.3`).
  static let pictureRatio: CGFloat = 1.3
  /// A card's height over the picture's in the list (the seed closes to `kScreenW × 1.3 × 0.8`).
  static let cardRatio: CGFloat = 0.8
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

  // MARK: The column and the seed's macros

  /// The safe area's width, points.
  var safeWidth: CGFloat { max(0, size.width - safeAreaInsets.left - safeAreaInsets.right) }
  /// The safe area's height, points.
  var safeHeight: CGFloat { max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom) }
  /// The column's width, points: a card's widest plus a margin on each side, inside the safe
  /// area and capped at `maximumCardWidth` — what stands for the seed's `kScreenW`.
  var columnWidth: CGFloat { min(safeWidth, Self.maximumCardWidth + 2 * Self.margin) }
  /// The column's left edge on screen, points: centred in the safe area.
  var columnMinX: CGFloat {
    safeAreaInsets.left + ((safeWidth - columnWidth) / 2).rounded(.down)
  }
  /// Whether the seed's own layout applies: a portrait screen the column spans (an iPhone).
  var isSeedLayout: Bool { size.height >= size.width && columnWidth == size.width }
  /// The screen the seed's macros scale to: the screen itself when `isSeedLayout`, else a
  /// portrait phone as wide as the column with the design's proportions.
  var referenceSize: CGSize {
    isSeedLayout
      ? size
      : CGSize(
        width: columnWidth, height: columnWidth * Self.designSize.height / Self.designSize.width)
  }
  /// The seed's `kWidth(x)`: x scaled from the 375 pt wide design.
  func kWidth(_ x: CGFloat) -> CGFloat { x * referenceSize.width / Self.designSize.width }
  /// The seed's `kHeight(x)`: x scaled from the 667 pt tall design.
  func kHeight(_ x: CGFloat) -> CGFloat { x * referenceSize.height / Self.designSize.height }

  // MARK: The list

  /// A card's height in the list, points: the seed's `kScreenW × 1.3 × 0.8` with the column
  /// for the screen, no taller than the list shows, no shorter than its labels need.
  var cardHeight: CGFloat {
    let natural = columnWidth * Self.pictureRatio * Self.cardRatio
    let fitting = listHeight - 2 * Self.verticalInset
    let labels = kHeight(20) + Self.typeHeight + Self.labelGap + Self.titleHeight + kHeight(20)
    return max(min(natural, fitting), labels)
  }
  /// A card's width, points: the column less its margins, narrowed to `maximumCardAspect`
  /// when the card was shortened to fit (0 on a screen narrower than the margins).
  var cardWidth: CGFloat {
    max(
      0,
      min(columnWidth - 2 * Self.margin, (cardHeight * Self.maximumCardAspect).rounded(.down)))
  }
  /// A row's height in the list.
  var rowHeight: CGFloat { cardHeight + 2 * Self.verticalInset }
  /// The card's frame in its cell: centred in the safe area.
  var cardFrame: CGRect {
    CGRect(
      x: safeAreaInsets.left + ((safeWidth - cardWidth) / 2).rounded(.down),
      y: Self.verticalInset, width: cardWidth, height: cardHeight)
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
}
