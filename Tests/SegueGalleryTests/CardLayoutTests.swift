import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

/// The Today list and the opened card off the seed's portrait iPhone: an iPhone 15 Pro in
/// landscape (852×393, safe area 59 pt left and right, 21 pt at the bottom) and an iPad Pro 11
/// in portrait (834×1194, safe area 24 pt top, 20 pt bottom).
///
/// Worked out by hand from `CardMetrics`'s rules. Landscape phone: the safe area is 734 pt wide,
/// the column min(734, 672 + 2×20) = 712 pt centred at x 70; the list shows 393 − 21 = 372 pt,
/// so a card is 372 − 2×12 = 348 pt tall (not 712 × 1.04) and at most ⌊348 × 1.6⌋ = 556 pt wide,
/// centred: x 59 + (734 − 556) / 2 = 148. The opened picture is 852 wide, 372 × 0.8 = 297.6 tall.
/// iPad: column 712 at x 61, card 672 × (712 × 1.04) at x (834 − 672) / 2 = 81; the picture is
/// 834 wide and (1194 − 44) × 0.8 = 920 tall (not 834 × 1.3 = 1084.2).
@MainActor
@Suite("The Today card on any screen: landscape, iPad")
struct CardLayoutTests {
  static let landscape = CGSize(width: 852, height: 393)
  static let landscapeCard = CGRect(x: 148, y: 12, width: 556, height: 348)
  static let landscapePicture = CGRect(x: 0, y: 0, width: 852, height: 372 * 0.8)
  static let iPadCard = CGRect(x: 81, y: 12, width: 672, height: 712 * 1.3 * 0.8)
  static let iPadPicture = CGRect(x: 0, y: 0, width: 834, height: 1150 * 0.8)
  /// A design point on a 712 pt column: the macros scale by 712 / 375 both ways.
  static let columnScale: CGFloat = 712.0 / 375

  @Test func portraitPhonesKeepTheSeedsLayoutExactly() {
    for device in [Device.iPhone15Pro, .iPhoneSE] {
      let width = device.size.width
      let metrics = CardMetrics(device: device)
      #expect(metrics.isSeedLayout, "\(device.name)")
      #expect(
        metrics.cardFrame
          == CGRect(x: 20, y: 12, width: width - 40, height: width * 1.3 * 0.8))
      #expect(metrics.pictureFrame == CGRect(x: 0, y: 0, width: width, height: width * 1.3))
      #expect(metrics.kWidth(16) == 16 * width / 375)
      #expect(metrics.kHeight(20) == 20 * device.size.height / 667)
      #expect(metrics.detailCloseFrame.maxX == width - 20)
    }
  }

  @Test func aLandscapePhonesCardIsCentredInTheSafeAreaAndFitsTheScreen() {
    let metrics = CardMetrics(device: .iPhone15Pro, size: Self.landscape)
    #expect(!metrics.isSeedLayout)
    #expect(metrics.safeAreaInsets == Device.iPhone15Pro.landscapeSafeAreaInsets)
    #expect(metrics.columnMinX == 70 && metrics.columnWidth == 712)
    #expect(metrics.cardFrame == Self.landscapeCard)
    #expect(metrics.rowHeight == 372, "a whole row fits the list")
    expectClose(metrics.kHeight(20), 20 * Self.columnScale, tolerance: 1e-9)
    expectLabels(metrics)
    expectClose(metrics.pictureFrame, Self.landscapePicture)
    #expect(metrics.pictureSide == 852, "drawn to fill the picture's width")
    // The detail's texts and close button stand in the column, right of the notch.
    #expect(metrics.detailTypeFrame.minX == 90 && metrics.detailTitleFrame.minX == 90)
    #expect(metrics.detailTitleFrame.width == metrics.cellTitleFrame.width, "the card's lines")
    #expect(metrics.detailCloseFrame.maxX == 762)
    #expect(metrics.detailTitleFrame.maxY < metrics.pictureHeight)
  }

  @Test func anIPadsCardIsCappedToAReadableWidthAndCentred() {
    let metrics = CardMetrics(device: .iPadPro11)
    #expect(!metrics.isSeedLayout)
    expectClose(metrics.cardFrame, Self.iPadCard)
    expectLabels(metrics)
    expectClose(metrics.pictureFrame, Self.iPadPicture)
    #expect(metrics.detailTitleFrame.minX == 81, "the column (x 61) less its margin")
  }

  @Test func aListUnderABarGetsShorterCardsOnlyWhenTheyWouldNotFit() {
    let portrait = CardMetrics(
      size: Device.iPhone15Pro.size, safeAreaInsets: Device.iPhone15Pro.safeAreaInsets,
      listHeight: 600)
    #expect(portrait.cardFrame == CardMetrics(device: .iPhone15Pro).cardFrame)
    let landscape = CardMetrics(
      size: Self.landscape, safeAreaInsets: Device.iPhone15Pro.landscapeSafeAreaInsets,
      listHeight: 300)
    #expect(landscape.cardFrame.size == CGSize(width: 441, height: 276), "⌊276 × 1.6⌋ × (300 − 24)")
    expectLabels(landscape)
    // A list too short for the labels still gets a card they fit in (it scrolls).
    expectLabels(
      CardMetrics(
        size: Self.landscape, safeAreaInsets: Device.iPhone15Pro.landscapeSafeAreaInsets,
        listHeight: 80))
  }

  @Test func aScreenNarrowerThanTheMarginsGetsEmptyNotNegativeFrames() {
    let metrics = CardMetrics(size: CGSize(width: 30, height: 500), safeAreaInsets: .zero)
    for frame in [metrics.cardFrame, metrics.detailTypeFrame, metrics.detailTitleFrame] {
      #expect(frame.width == 0 && frame.height > 0, "\(frame)")
    }
  }

  @Test func theListInALandscapeWindowIsLaidOutForIt() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    app.window.rotate(animated: false)
    let scene = Card.startOpening(app)
    #expect(scene.size == Self.landscape)
    expectCardsInSafeArea(of: app, card: Self.landscapeCard)
    expectSnapshot(of: try CairoRenderer().render(scene.displayList(), scale: 1), named: "list")
  }

  @Test func theListOnAnIPadIsLaidOutForIt() throws {
    let app = Card.makeApp(device: .iPadPro11, opened: false)
    _ = Card.startOpening(app)
    expectCardsInSafeArea(of: app, card: Self.iPadCard)
  }

  @Test func turningTheWindowLaysTheListOutAgain() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    let scene = app.stage
    let portraitCard = CardMetrics(device: .iPhone15Pro).cardFrame
    expectCardsInSafeArea(of: app, card: portraitCard)
    app.list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
    scene.rotate()
    run(scene, for: 2.0 / 60)
    // Mid-turn, the cards are already at their new frames: they snap while the window turns
    // (reloaded rows would otherwise fly across each other from their old cells' frames).
    for cell in app.list.tableView.visibleCells.compactMap({ $0 as? TodayCardCell }) {
      let card = cell.bgImageView.layer.presentationValues()
      #expect(card.bounds.size == Self.landscapeCard.size)
      #expect(card.position == CGPoint(x: Self.landscapeCard.midX, y: Self.landscapeCard.midY))
    }
    run(scene, for: Window.sizeTransitionDuration + 0.1)
    #expect(scene.size == Self.landscape)
    expectCardsInSafeArea(of: app, card: Self.landscapeCard)
    let table = app.list.tableView
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 372)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "kept")
    let cell = try #require(table.visibleCells.first as? TodayCardCell)
    #expect(cell.bgImageView.image?.size.width == 852, "pictures drawn for the wider detail")
    scene.rotate()
    run(scene, for: Window.sizeTransitionDuration + 0.1)
    expectCardsInSafeArea(of: app, card: portraitCard)
    #expect(app.list.metrics == CardMetrics(device: .iPhone15Pro))
  }

  @Test func aListScrolledToItsEndStaysInsideItsContentWhenTheTurnShortensIt() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    app.window.rotate(animated: false)
    let scene = app.stage
    let table = app.list.tableView
    // Landscape: 64 pt of header and four 372 pt rows in 393 pt.
    #expect(table.contentSize.height == CGFloat(64 + 4 * 372))
    table.contentOffset.y = table.contentSize.height - table.bounds.height
    scene.rotate()
    run(scene, for: Window.sizeTransitionDuration + 0.1)
    #expect(table.bounds.height == 852)
    expectClose(table.contentSize.height, 59 + 64 + 4 * (393 * 1.3 * 0.8 + 24), tolerance: 1e-9)
    expectClose(table.contentOffset.y, table.contentSize.height - 852, tolerance: 1e-9)
    #expect(!table.visibleCells.isEmpty)
  }

  @Test func aCardOpenedInLandscapeFliesFromItsCellToTheLandscapePicture() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    app.window.rotate(animated: false)
    let scene = Card.startOpening(app)
    let cell = try #require(
      app.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
    let cellCard = cell.bgImageView.convert(cell.bgImageView.bounds, to: nil)
    var flight: ImageView?
    while flight == nil && scene.time < Card.openEntry.duration {
      run(scene, for: 1.0 / 60)
      flight =
        app.navigationController.transitionCoordinator?.containerView.subviews.last
        as? ImageView
    }
    let card = try #require(flight)
    let start = card.layer.presentationValues()
    expectClose(start.bounds.size.width, cellCard.width, tolerance: 1e-6)
    expectClose(start.position.x, cellCard.midX, tolerance: 1e-6)
    expectClose(card.frame, Self.landscapePicture)
    run(scene, for: Card.openEntry.duration)
    let detail = try #require(app.detail)
    #expect(app.navigationController.transitionCoordinator == nil)
    let metrics = CardMetrics(device: .iPhone15Pro, size: Self.landscape)
    expectClose(
      detail.bgImageView.convert(detail.bgImageView.bounds, to: nil), Self.landscapePicture)
    expectClose(detail.typeL.frame, metrics.detailTypeFrame)
    expectClose(detail.titleL.frame, metrics.detailTitleFrame)
    expectClose(detail.closeBtn.frame, metrics.detailCloseFrame)
    #expect(!detail.closeBtn.isHidden)
    expectSnapshot(of: try CairoRenderer().render(scene.displayList(), scale: 1), named: "card")
  }

  /// The story's paragraphs stand in the column with the title, also in rows made new on a
  /// screen whose column insets exceed a new cell's 320 pt.
  @Test(arguments: [
    (Device.iPadPro11, true), (Device.iPadPro11, false), (Device.iPhone15Pro, true),
  ])
  func anOpenedCardsStoryStandsInTheColumn(device: Device, landscape: Bool) throws {
    let app = Card.makeApp(device: device, opened: false)
    if landscape { app.window.rotate(animated: false) }
    let scene = Card.startOpening(app)
    run(scene, for: Card.openEntry.duration + 0.05)
    let detail = try #require(app.detail)
    let title = detail.titleL.convert(detail.titleL.bounds, to: nil)
    let cells = detail.tableView.visibleCells.compactMap { $0 as? CardParagraphCell }
    #expect(!cells.isEmpty, "the story shows under the picture")
    for cell in cells {
      let text = cell.label.convert(cell.label.bounds, to: nil)
      expectClose(text.minX, title.minX)
      expectClose(text.width, detail.metrics.textWidth)
      #expect(text.height == CardDetailViewController.paragraphRowHeight - 16)
    }
  }

  @Test func aCardOpenWhileTheWindowTurnsClosesIntoTheTurnedList() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: true)
    let detail = try #require(app.detail)
    app.window.rotate(animated: false)
    expectClose(detail.bgImageView.frame, Self.landscapePicture)
    #expect((detail.bgImageView.image?.size.width ?? 0) >= 852, "redrawn, not blown up")
    #expect(app.list.metrics == CardMetrics(device: .iPhone15Pro), "off screen: unchanged yet")
    let scene = Card.startClosing(app)
    let container = try #require(app.navigationController.transitionCoordinator?.containerView)
    let snapshot = try #require(container.subviews.last)
    // The list was laid out for the turned window before the flight's target was taken: the
    // snapshot lands on the landscape card (its row scrolled into view).
    let cell = try #require(
      app.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
    expectClose(cell.bgImageView.frame, Self.landscapeCard)
    expectClose(snapshot.frame, cell.bgImageView.convert(cell.bgImageView.bounds, to: nil))
    #expect(snapshot.frame.minX == Self.landscapeCard.minX)
    // Not the seed's stretched snapshot: the picture itself, aspect-filling as it flies.
    let flying = try #require(snapshot as? ImageView)
    #expect(flying.image === detail.bgImageView.image && flying.contentMode == .scaleAspectFill)
    #expect(flying.layer.masksToBounds && flying.layer.cornerRadius == 15)
    #expect(
      flying.subviews.compactMap { ($0 as? Label)?.text } == [
        "WORLD PREMIERE", "The Night Sea Awaits",
      ])
    #expect(detail.tableView.frame == detail.view.bounds, "the story stays as it was, fading")
    run(scene, for: Card.closeEntry.duration + 0.05)
    #expect(app.navigationController.viewControllers.count == 1)
    expectCardsInSafeArea(of: app, card: Self.landscapeCard)
  }

  // MARK: Helpers

  /// Runs `scene` at 60 Hz for `seconds` from now.
  private func run(_ scene: Stage, for seconds: Double) {
    let start = scene.time
    for frame in 1...max(1, Int((seconds * 60).rounded(.up))) {
      scene.advance(to: start + Double(frame) / 60)
    }
  }

  /// Checks that the caption and title lie on the card.
  private func expectLabels(
    _ metrics: CardMetrics, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let card = CGRect(origin: .zero, size: metrics.cardFrame.size)
    #expect(
      card.contains(metrics.cellTypeFrame) && card.contains(metrics.cellTitleFrame),
      "\(metrics.cellTypeFrame), \(metrics.cellTitleFrame) on \(card)",
      sourceLocation: sourceLocation)
  }

  /// Checks every visible card of `app`'s list: in its cell at `card`, inside the window's safe
  /// area across, centred in it, no wider than the cap, its labels on it; and the header's
  /// texts aligned with the cards.
  private func expectCardsInSafeArea(
    of app: Card.App, card: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let safe = app.window.safeAreaFrame
    let cells = app.list.tableView.visibleCells.compactMap { $0 as? TodayCardCell }
    #expect(!cells.isEmpty, sourceLocation: sourceLocation)
    for cell in cells {
      expectClose(cell.bgImageView.frame, card, sourceLocation: sourceLocation)
      let onScreen = cell.bgImageView.convert(cell.bgImageView.bounds, to: nil)
      #expect(
        onScreen.minX >= safe.minX && onScreen.maxX <= safe.maxX,
        "\(onScreen) in \(safe)", sourceLocation: sourceLocation)
      #expect(abs(onScreen.midX - safe.midX) <= 0.5, sourceLocation: sourceLocation)
      #expect(onScreen.width <= CardMetrics.maximumCardWidth, sourceLocation: sourceLocation)
      for label in [cell.typeL, cell.contentL] {
        #expect(
          cell.bgImageView.bounds.contains(label.frame), "\(label.frame)",
          sourceLocation: sourceLocation)
      }
    }
    let texts = app.list.tableView.tableHeaderView?.subviews.compactMap { $0 as? Label } ?? []
    #expect(texts.count == 2 && texts.allSatisfy { $0.frame.minX == card.minX })
  }
}
