import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

@MainActor
@Suite("card-open, card-close and card-open-interactive (seed 002's Today card)")
struct CardTests {
  // The iPhone 15 Pro's layout, worked out from the seed's rules: the list's header is the
  // safe-area top (59) + 64 pt; a card is inset 20 pt (kMargin) and 12 pt in its row and is
  // kScreenW × 1.3 × 0.8 = 408.72 pt tall; the detail's picture is kScreenW × 1.3 = 510.9 pt.
  static let firstCard = CGRect(x: 20, y: 59 + 64 + 12, width: 353, height: 393 * 1.3 * 0.8)
  static let detailPicture = CGRect(x: 0, y: 0, width: 393, height: 393 * 1.3)
  /// The seed's kWidth(16) and kHeight(20) on a 393×852 screen (design 375×667).
  static let labelOrigin = CGPoint(x: 16 * 393.0 / 375, y: 20 * 852.0 / 667)

  @Test func openKeyFrames() throws {
    expectKeyFrameSnapshots(of: Card.openEntry)
  }

  @Test func closeKeyFrames() throws {
    expectKeyFrameSnapshots(of: Card.closeEntry)
  }

  @Test func interactiveKeyFrames() throws {
    expectKeyFrameSnapshots(of: Card.interactiveEntry)
  }

  /// Runs `scene` at 60 Hz to `time` seconds, calling `check` after every frame.
  private func run(
    _ scene: Stage, to time: Double, check: (Double) -> Void = { _ in }
  ) {
    var frame = Int((scene.time * 60).rounded()) + 1
    while Double(frame) / 60 <= time + 1e-9 {
      scene.advance(to: Double(frame) / 60)
      check(Double(frame) / 60)
      frame += 1
    }
  }

  /// The container of the running transition, if any.
  private func container(of app: Card.App) -> View? {
    app.navigationController.transitionCoordinator?.containerView
  }

  @Test func pressingShrinksTheCardAndReleasingRestoresAndPushes() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    let scene = Card.startOpening(app)
    let cell = try #require(
      app.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
    #expect(
      cell.bgImageView.frame == CGRect(x: 20, y: 12, width: 353, height: Self.firstCard.height))
    // Before the highlight delay (0.15 s) nothing happens; then the card shrinks over 0.3 s.
    run(scene, to: 0.1)
    #expect(app.list.log.isEmpty && cell.transform == .identity)
    run(scene, to: 0.2)
    #expect(app.list.log == ["shouldHighlight 0"])
    #expect(
      cell.transform == CGAffineTransform(scaleX: 0.8, y: 0.8), "the model is pressed at once")
    let shrinking = cell.layer.presentationValues().transform.m11
    #expect(shrinking < 1 && shrinking > 0.8, "animating: \(shrinking)")
    // Released at 0.45 s: unhighlight (restore), then select, which pushes.
    var flight: ImageView?
    run(scene, to: 0.45) { _ in
      if flight == nil, let container = container(of: app) {
        flight = container.subviews.last as? ImageView
      }
    }
    #expect(app.list.log == ["shouldHighlight 0", "didUnhighlight 0", "didSelect 0"])
    #expect(cell.transform == .identity)
    #expect(app.list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    // The flying card leaves from the cell's picture, in the container's coordinates, and
    // heads for the detail's picture.
    let card = try #require(flight)
    expectClose(card.frame, Self.detailPicture)
    let start = card.layer.presentationValues()
    expectClose(start.bounds.size.width, Self.firstCard.width, tolerance: 1e-6)
    expectClose(start.position.y, Self.firstCard.midY, tolerance: 1e-6)
    #expect(card.layer.cornerRadius == 0 && start.cornerRadius == 15)
    // It leaves as the cell shows it: still pressed, not popped to its model size.
    #expect(start.transform.m11 < 0.85 && start.transform.m11 > 0.79, "\(start.transform.m11)")
    #expect(card.transform == .identity, "and grows to full size with the flight")
    #expect(cell.bgImageView.isHidden, "the cell's own card does not show under its copy")
    #expect(card.subviews.count == 3, "caption, title and the close button")
  }

  @Test func afterOpeningOnlyTheDetailRemainsWithItsOriginalsShown() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: false)
    let scene = Card.startOpening(app)
    run(scene, to: 0.46)
    let detail = try #require(app.detail)
    #expect(detail.bgImageView.isHidden && detail.closeBtn.isHidden, "the copies stand in")
    #expect(detail.view.alpha == 1, "the model is the end of the fade")
    run(scene, to: Card.openEntry.duration + 0.05)
    #expect(app.navigationController.transitionCoordinator == nil)
    #expect(!detail.bgImageView.isHidden && !detail.closeBtn.isHidden)
    expectClose(detail.closeBtn.alpha, 0.6, tolerance: 1e-6)  // stored as the layer's Float
    #expect(detail.view.superview?.subviews.map { $0 === detail.view } == [true], "no copies left")
    #expect(app.list.view.superview == nil)
    #expect(app.navigationController.delegate === detail, "the detail answers the close")
  }

  @Test func closingFliesASnapshotBackToTheCellAndReleasesTheDetail() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: true)
    weak let detail = app.detail
    let cell = try #require(
      app.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
    let scene = Card.startClosing(app)
    let transitionContainer = try #require(container(of: app))
    let snapshot = try #require(transitionContainer.subviews.last)
    #expect(snapshot !== detail?.view && snapshot.layer.masksToBounds)
    #expect(snapshot.layer.cornerRadius == 15)
    expectClose(snapshot.frame, Self.firstCard)
    expectClose(
      snapshot.layer.presentationValues().bounds.size.height, Self.detailPicture.height,
      tolerance: 1e-6)
    let labels = snapshot.subviews.compactMap { $0 as? Label }
    #expect(labels.map(\.text) == ["WORLD PREMIERE", "The Night Sea Awaits"])
    expectClose(labels[0].frame.origin, Self.labelOrigin, tolerance: 1e-9)
    expectClose(labels[1].frame.minY, Self.labelOrigin.y + 18 + 8, tolerance: 1e-9)
    #expect(cell.bgImageView.isHidden && detail?.bgImageView.isHidden == true)
    #expect(
      cell.shadowView.layer.presentationValues().opacity == 0,
      "no empty card shape under the flight")
    // The story stays as it was and fades; its close button flies on the copy, fading.
    #expect(detail?.tableView.frame == detail?.view.bounds)
    #expect(detail?.view.alpha == 0 && detail?.closeBtn.isHidden == true)
    let closeCopy = try #require(snapshot.subviews.compactMap { $0 as? Button }.first)
    #expect(closeCopy.alpha == 0 && closeCopy.layer.presentationValues().opacity > 0.5)
    // The list is under the detail, whose blur shows through as it fades.
    let order = transitionContainer.subviews
    #expect(
      order.firstIndex { $0 === app.list.view }! < order.firstIndex { $0 === detail?.view }!)
    #expect(detail?.effectView.effect is BlurEffect)
    run(scene, to: Card.closeEntry.duration + 0.05)
    #expect(app.navigationController.viewControllers.count == 1)
    #expect(!cell.bgImageView.isHidden, "the hidden original is back")
    #expect(app.list.view.superview?.subviews.map { $0 === app.list.view } == [true])
    #expect(app.navigationController.delegate === app.list)
    #expect(detail == nil, "the popped detail was released")
  }

  @Test func aDragShrinksTheStoryUnderTheFingerAndReleasedMovingDownFliesItHome() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: true)
    weak let detail = app.detail
    let scene = Card.startDragging(app, cancelled: false)
    var smallest: CGFloat = 1
    run(scene, to: Card.dragDuration - 1.0 / 60) { _ in
      #expect(app.navigationController.transitionCoordinator == nil, "the drag moves the story")
      smallest = min(smallest, detail?.view.transform.a ?? 1)
    }
    expectClose(smallest, CardDetailViewController.draggedScale, tolerance: 1e-6)
    // The finger's point of the story is under the finger (it went down `dragFraction`).
    let grabbed = try #require(detail?.view.transform.ty)
    #expect(grabbed > 100, "the story follows the finger down: \(grabbed)")
    let shrunk = try #require(
      detail?.bgImageView.convert(detail?.bgImageView.bounds ?? .zero, to: nil))
    var flight: (view: View, start: LayerValues)?
    run(scene, to: Card.dragDuration + 0.05) { _ in
      if flight == nil, let card = container(of: app)?.subviews.last {
        flight = (card, card.layer.presentationValues())
      }
    }
    let (card, start) = try #require(flight)
    #expect(card.accessibilityIdentifier == "flying-card")
    // It leaves from where the drag left the picture.
    expectClose(start.transform.m11, CardDetailViewController.draggedScale, tolerance: 0.02)
    #expect(abs(start.position.y - shrunk.midY) < 30, "\(start.position.y) vs \(shrunk.midY)")
    run(scene, to: Card.interactiveEntry.duration + 0.1)
    #expect(app.navigationController.viewControllers.count == 1)
    #expect(detail == nil)
    let cell = app.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell
    #expect(cell?.bgImageView.isHidden == false)
  }

  @Test func aDragReleasedMovingUpReturnsToTheOpenCard() throws {
    let app = Card.makeApp(device: .iPhone15Pro, opened: true)
    let detail = try #require(app.detail)
    let tableFrame = detail.tableView.frame
    let scene = Card.startDragging(app, cancelled: true)
    run(scene, to: Card.interactiveEntry.duration + 0.1)
    #expect(app.navigationController.viewControllers.count == 2)
    #expect(app.navigationController.topViewController === detail)
    #expect(detail.view.alpha == 1 && detail.view.transform == .identity)
    expectClose(detail.closeBtn.alpha, 0.6, tolerance: 1e-6)
    #expect(detail.tableView.frame == tableFrame && detail.tableView.layer.cornerRadius == 0)
    #expect(!detail.bgImageView.isHidden && !detail.typeL.isHidden)
    #expect(
      detail.view.superview?.subviews.map { $0 === detail.view } == [true], "no snapshot left")
    #expect(app.list.view.superview == nil)
    let cell = app.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell
    #expect(cell?.bgImageView.isHidden == false)
    #expect(app.navigationController.delegate === detail)
  }

  @Test func renderingIsDeterministic() throws {
    for entry in [Card.openEntry, Card.closeEntry] {
      let first = try renderKeyFrames(of: entry)
      let second = try renderKeyFrames(of: entry)
      for (a, b) in zip(first, second) {
        #expect(a.frame == b.frame, "\(entry.id): frame at \(a.progress) differs between two runs")
        #expect(a.tree == b.tree)
      }
    }
  }

  @Test func theEntriesAreRegistered() {
    #expect(Gallery.entry(id: "card-open")?.duration == 1.45)
    #expect(Gallery.entry(id: "card-close")?.duration == 1.0)
    #expect(Gallery.entry(id: "card-open-interactive")?.duration == 1.5)
  }
}
