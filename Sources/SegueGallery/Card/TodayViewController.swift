import Foundation
import SegueGeometry
import SegueUI

/// The Today list (the seed's `GSTodayViewController`): a table of cards in a navigation
/// controller. It is the navigation controller's delegate while it is on screen and answers
/// the card animator; pressing a card shrinks it, releasing restores it, selecting it pushes
/// its detail.
@MainActor
final class TodayViewController: ViewController, TableViewDataSource, TableViewDelegate,
  NavigationControllerDelegate
{
  /// The list.
  let tableView = TableView(frame: .zero, style: .plain)
  /// The row pressed last (the seed's `_selectIndexPath`).
  private(set) var selectIndexPath: IndexPath?
  /// The layout of the cards for the current screen (see `CardMetrics`): the one given at
  /// creation until the list is in a window, then the window's, updated whenever the list lays
  /// out (a rotation, a resize).
  private(set) var metrics: CardMetrics
  private let scale: Int
  /// The pictures drawn so far, by row, all `metrics.pictureSide` wide.
  private var pictures: [Int: Image] = [:]
  /// What the delegate methods were called with, for tests: "shouldHighlight 0", …
  var log: [String] = []
  /// The top of the header's texts, points, when given at creation (the demo app: under its
  /// bar); nil follows the screen's safe-area top, for a list filling the screen.
  private let fixedHeaderTop: CGFloat?
  /// The header: the date over the large "Today" title.
  private let header = View()
  private let dateLabel = Label()
  private let titleLabel = Label()
  /// Whether the list and the details it opens make themselves the navigation controller's
  /// delegate on appearing, as the seed does (default true). A host that is the delegate
  /// itself and forwards to them (the demo app's `DemoNavigationDelegate`) turns it off.
  var becomesNavigationDelegate = true
  /// Whether a card opens with iOS 18's zoom transition (`preferredTransition = .zoom`) out of
  /// the card it was chosen from, instead of the seed's animator (`card-zoom`; default false).
  /// The list then leaves the navigation controller's delegate alone.
  var opensWithZoom = false

  /// The list laid out with `metrics` until it is in a window (then it follows the window),
  /// pictures at `scale`; the header's texts start at `headerTop` (default: the screen's
  /// safe-area top, which changes as the device turns).
  init(metrics: CardMetrics, scale: Int, headerTop: CGFloat? = nil) {
    self.metrics = metrics
    self.scale = scale
    fixedHeaderTop = headerTop
    super.init()
  }

  /// The Today list `controller` is or contains as a descendant (depth first), if any: what a
  /// card's closing transition returns to when the list is a child of the screen popped to.
  static func find(in controller: ViewController) -> TodayViewController? {
    if let list = controller as? TodayViewController { return list }
    for child in controller.children {
      if let list = find(in: child) { return list }
    }
    return nil
  }

  /// The picture of card `index`, drawn once at the detail's picture size (again after a turn
  /// that changes it).
  func picture(at index: Int) -> Image {
    if let picture = pictures[index] { return picture }
    let picture = CardMetrics.stories[index].picture(metrics.pictureSide, scale)
    pictures[index] = picture
    return picture
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(TodayCardCell.self, forCellReuseIdentifier: TodayCardCell.identifier)
    tableView.tableHeaderView = makeHeader()
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The seed sets `self.navigationController.delegate = self`; done on appearing, so that
    // the list takes the role back from a popped detail.
    if becomesNavigationDelegate { navigationController?.delegate = self }
  }

  /// Follows the screen before the view lays out: a rotation or a resize gives new metrics,
  /// and the list is laid out again for them.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    updateMetrics()
  }

  /// What the list's look depends on: when it is unchanged, new metrics need no new layout
  /// (the demo's list, under a bar, is shorter than the screen it was made for).
  private struct Layout: Equatable {
    let cardFrame: CGRect
    let typeFrame: CGRect
    let titleFrame: CGRect
    let pictureSide: CGFloat
    let safeTop: CGFloat

    init(_ metrics: CardMetrics) {
      cardFrame = metrics.cardFrame
      typeFrame = metrics.cellTypeFrame
      titleFrame = metrics.cellTitleFrame
      pictureSide = metrics.pictureSide
      safeTop = metrics.safeTop
    }
  }

  /// Takes the metrics of the window the list is in (its size and safe area) and of the
  /// list's own safe height; when the layout changes, redraws the pictures at their new size,
  /// re-lays out the header and reloads the rows (their heights change), keeping the
  /// selection and the offset within the new content. Out of a window (under a card's detail), the list keeps its metrics until it
  /// is shown again.
  private func updateMetrics() {
    guard let window = view.window else { return }
    let current = CardMetrics(
      size: window.bounds.size, safeAreaInsets: window.safeAreaInsets,
      listHeight: view.safeAreaFrame.height)
    guard current != metrics else { return }
    let old = Layout(metrics)
    metrics = current
    guard Layout(current) != old else { return }
    if old.pictureSide != current.pictureSide { pictures.removeAll() }
    // The list snaps to its new layout while the window turns around it: a reload gives the
    // rows other cells, which would fly across each other from their old frames.
    View.performWithoutAnimation {
      layoutHeader()
      let selected = tableView.indexPathForSelectedRow
      tableView.reloadData()
      tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
      // A list scrolled to its end stays at its end when the turn shortens it (the table does
      // not clamp its offset, as UIKit's does not); the rows reload below, so their new
      // height is summed here.
      let contentHeight =
        header.frame.height + CGFloat(CardMetrics.stories.count) * current.rowHeight
      let inset = tableView.adjustedContentInset
      let maxY = max(-inset.top, contentHeight + inset.bottom - tableView.bounds.height)
      if tableView.contentOffset.y > maxY { tableView.contentOffset.y = maxY }
      // Called from the view's layout, before its subviews': the table lays out from here.
      tableView.layoutIfNeeded()
    }
  }

  /// The header, its texts aligned with the cards.
  private func makeHeader() -> View {
    dateLabel.text = "MONDAY, 23 NOVEMBER"
    dateLabel.font = .boldSystemFont(ofSize: 13)
    // Darker than `.gray` (3.9:1 on white, 2.8:1 under the story fading out): 5.9:1.
    dateLabel.textColor = Color(white: 0.4)
    titleLabel.text = "Today"
    titleLabel.font = .boldSystemFont(ofSize: 34)
    header.addSubview(dateLabel)
    header.addSubview(titleLabel)
    layoutHeader()
    return header
  }

  /// Places the header and its texts for `metrics`.
  private func layoutHeader() {
    let top = fixedHeaderTop ?? metrics.safeTop
    let x = metrics.cardFrame.minX
    header.frame = CGRect(x: 0, y: 0, width: metrics.size.width, height: top + 64)
    dateLabel.frame = CGRect(x: x, y: top + 4, width: 300, height: 16)
    titleLabel.frame = CGRect(x: x, y: top + 20, width: 300, height: 42)
  }

  // MARK: Data source

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    CardMetrics.stories.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: TodayCardCell.identifier, for: indexPath)
    (cell as? TodayCardCell)?.configure(
      story: CardMetrics.stories[indexPath.row], picture: picture(at: indexPath.row),
      metrics: metrics)
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    metrics.rowHeight
  }

  // MARK: Delegate (the seed's press feedback and selection)

  /// The seed: the pressed cell shrinks to 0.8 over 0.3 s.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath.row)")
    selectIndexPath = indexPath
    let cell = tableView.cellForRow(at: indexPath)
    View.animate(withDuration: CardMetrics.pressDuration) {
      cell?.transform = CGAffineTransform(
        scaleX: CardMetrics.pressedScale, y: CardMetrics.pressedScale)
    }
    return true
  }

  /// The seed: releasing the pressed cell restores it over 0.3 s.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.row)")
    let cell = tableView.cellForRow(at: indexPath)
    if selectIndexPath == indexPath {
      View.animate(withDuration: CardMetrics.pressDuration) { cell?.transform = .identity }
    }
  }

  /// Selecting a card pushes its detail (the seed's storyboard segue).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
    let detail = CardDetailViewController(
      story: CardMetrics.stories[indexPath.row], picture: picture(at: indexPath.row),
      metrics: metrics, selectIndexPath: indexPath, scale: scale)
    detail.becomesNavigationDelegate = becomesNavigationDelegate
    if opensWithZoom {
      // The story's blur is the seed's closing backdrop; the zoom dims instead, and the blur,
      // covered by the story, would only be recomputed under the platter's scale every frame.
      // The story's header is the card enlarged, so that the zoom's cross-fade shows one
      // picture and one title (CardMetrics.zoomPictureFrame).
      detail.headerMatchesCard = true
      detail.loadViewIfNeeded()
      detail.effectView.isHidden = true
      // The card lines up with its face on the story, wherever the story has scrolled.
      let options = ViewController.Transition.ZoomOptions()
      options.alignmentRectProvider = { context in
        guard let detail = context.zoomedViewController as? CardDetailViewController else {
          return nil
        }
        return detail.face.convert(detail.face.bounds, to: detail.view)
      }
      // Asked again when the card closes: the card on screen then, wherever the list scrolled.
      detail.preferredTransition = .zoom(options: options) { [weak self] _ in
        (self?.tableView.cellForRow(at: indexPath) as? TodayCardCell)?.bgImageView
      }
    }
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: Navigation delegate

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    CardOpenAnimator(list: self)
  }
}
