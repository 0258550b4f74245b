import Foundation
import SegueGeometry
import SegueUI

/// A card opened full screen (the seed's `GSInfoViewController`): the picture at the top of
/// a table whose rows are the story, a close button, and a light blur behind everything
/// (the seed's `UIVisualEffectView` background), which shows while the card closes.
///
/// It is the navigation controller's delegate while on screen and answers the closing
/// animator; dragging the picture down closes the card interactively (not in the seed: the
/// pan, its progress and its finishing rule are Segue's, see `panned(_:)`).
@MainActor
final class CardDetailViewController: ViewController, TableViewDataSource, TableViewDelegate,
  NavigationControllerDelegate
{
  /// How far a drag must go down to close the card completely, as a fraction of the screen
  /// height (Segue's choice).
  static let dragDistanceFraction: CGFloat = 0.5

  let story: CardStory
  /// Whether the detail makes itself the navigation controller's delegate on appearing (the
  /// list that opens it passes its own `becomesNavigationDelegate`).
  var becomesNavigationDelegate = true
  let metrics: CardMetrics
  /// The list row this card was opened from (the seed passes `selectIndexPath` along).
  let selectIndexPath: IndexPath
  /// The story's rows.
  let tableView = TableView(frame: .zero, style: .plain)
  /// The picture, the table's header, with the labels on it (the seed's `bgImageView`).
  let bgImageView: ImageView
  /// The caption (the seed's `typeL`).
  let typeL: Label
  /// The title (the seed's `titleL`).
  let titleL: Label
  /// The close button (the seed's `closeBtn`).
  let closeBtn = Button(type: .custom)
  /// The blurred background.
  let effectView = VisualEffectView(effect: BlurEffect(style: .light))
  /// The interaction controller while a drag closes the card, nil otherwise.
  private(set) var interactionController: PercentDrivenInteractiveTransition?

  init(
    story: CardStory, picture: Image, metrics: CardMetrics, selectIndexPath: IndexPath,
    scale: Int
  ) {
    self.story = story
    self.metrics = metrics
    self.selectIndexPath = selectIndexPath
    bgImageView = ImageView(image: picture)
    (typeL, titleL) = makeCardLabels(story: story)
    super.init()
    closeBtn.setBackgroundImage(
      Artwork.closeIcon(side: CardMetrics.closeButtonSide, scale: scale), for: .normal)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = nil
    effectView.frame = view.bounds
    effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(effectView)

    bgImageView.frame = CGRect(
      x: 0, y: 0, width: metrics.size.width, height: metrics.pictureHeight)
    bgImageView.contentMode = .scaleAspectFill
    bgImageView.clipsToBounds = true
    bgImageView.isUserInteractionEnabled = true
    typeL.frame = metrics.detailTypeFrame
    titleL.frame = metrics.detailTitleFrame
    bgImageView.addSubview(typeL)
    bgImageView.addSubview(titleL)
    bgImageView.addGestureRecognizer(
      PanGestureRecognizer(target: self, action: CardDetailViewController.panned))

    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "paragraph")
    tableView.tableHeaderView = bgImageView
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)

    closeBtn.frame = metrics.detailCloseFrame
    closeBtn.alpha = CardMetrics.closeButtonAlpha
    closeBtn.addTarget(self, action: CardDetailViewController.closeTapped, for: .touchUpInside)
    view.addSubview(closeBtn)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if becomesNavigationDelegate { navigationController?.delegate = self }
  }

  /// The close button pops back to the list.
  func closeTapped() {
    _ = navigationController?.popViewController(animated: true)
  }

  /// A drag on the picture: down closes the card as far as it went
  /// (`dragDistanceFraction` of the screen closes it all); released moving down it finishes,
  /// released moving up it returns to the open card.
  func panned(_ recognizer: PanGestureRecognizer) {
    guard let navigationController else { return }
    let reference = navigationController.view
    switch recognizer.state {
    case .began:
      interactionController = PercentDrivenInteractiveTransition()
      _ = navigationController.popViewController(animated: true)
    case .changed:
      let distance = reference.bounds.height * Self.dragDistanceFraction
      interactionController?.update(recognizer.translation(in: reference).y / distance)
    case .ended:
      if recognizer.velocity(in: reference).y > 0 {
        interactionController?.finish()
      } else {
        interactionController?.cancel()
      }
      interactionController = nil
    default:
      interactionController?.cancel()
      interactionController = nil
    }
  }

  // MARK: The story's rows

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    story.paragraphs.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "paragraph", for: indexPath)
    cell.selectionStyle = .none
    let label =
      cell.contentView.subviews.first as? Label
      ?? {
        let label = Label(frame: cell.contentView.bounds.insetBy(dx: CardMetrics.margin, dy: 8))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 19)
        label.textColor = .darkGray
        cell.contentView.addSubview(label)
        return label
      }()
    label.text = story.paragraphs[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 110 }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    false
  }

  // MARK: Navigation delegate

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    CardCloseAnimator(detail: self)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    interactionController
  }
}
