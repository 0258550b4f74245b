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
  /// The screen's size and scale, for the layout and the pictures.
  let metrics: CardMetrics
  private let scale: Int
  private var pictures: [Int: Image] = [:]
  /// What the delegate methods were called with, for tests: "shouldHighlight 0", …
  var log: [String] = []
  /// The top of the header's texts, points: the screen's safe-area top when the list fills
  /// the screen, less when it sits under a bar (the demo app).
  private let headerTop: CGFloat
  /// Whether the list and the details it opens make themselves the navigation controller's
  /// delegate on appearing, as the seed does (default true). A host that is the delegate
  /// itself and forwards to them (the demo app's `DemoNavigationDelegate`) turns it off.
  var becomesNavigationDelegate = true

  /// The list for a screen described by `metrics`, pictures at `scale`; the header's texts
  /// start at `headerTop` (default: the screen's safe-area top).
  init(metrics: CardMetrics, scale: Int, headerTop: CGFloat? = nil) {
    self.metrics = metrics
    self.scale = scale
    self.headerTop = headerTop ?? metrics.safeTop
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

  /// The picture of card `index`, drawn once at the detail's picture size.
  func picture(at index: Int) -> Image {
    if let picture = pictures[index] { return picture }
    let picture = CardMetrics.stories[index].picture(metrics.pictureHeight, scale)
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

  private func makeHeader() -> View {
    let header = View(
      frame: CGRect(x: 0, y: 0, width: metrics.size.width, height: headerTop + 64))
    let date = Label(
      frame: CGRect(x: CardMetrics.margin, y: headerTop + 4, width: 300, height: 16))
    date.text = "MONDAY, 23 NOVEMBER"
    date.font = .boldSystemFont(ofSize: 13)
    date.textColor = .gray
    let title = Label(
      frame: CGRect(x: CardMetrics.margin, y: headerTop + 20, width: 300, height: 42))
    title.text = "Today"
    title.font = .boldSystemFont(ofSize: 34)
    header.addSubview(date)
    header.addSubview(title)
    return header
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
