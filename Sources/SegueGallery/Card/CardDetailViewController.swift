import Foundation
import SegueGeometry
import SegueUI

/// A card opened full screen (the seed's `GSInfoViewController`): the picture at the top of
/// a table whose rows are the story, a close button, and a light blur behind everything
/// (the seed's `UIVisualEffectView` background), which shows while the card closes.
///
/// It is the navigation controller's delegate while on screen and answers the closing
/// animator; dragging the picture down closes the card as the App Store does (not in the
/// seed: see `panned(_:)`).
@MainActor
final class CardDetailViewController: ViewController, TableViewDataSource, TableViewDelegate,
  NavigationControllerDelegate
{
  /// How far a drag goes down, as a fraction of the screen height, for the story to shrink
  /// to `draggedScale` (Segue's choice: about 170 pt on a phone, a firm pull).
  static let dragDistanceFraction: CGFloat = 0.2
  /// How small the story gets under a drag (the App Store's Today card: about 0.86).
  static let draggedScale: CGFloat = 0.86
  /// How long a story released moving up takes to spring back, seconds, and its spring's
  /// damping ratio (Segue's choice).
  static let springBackDuration: Double = 0.5
  static let springBackDampingRatio: CGFloat = 0.8

  let story: CardStory
  /// Whether the detail makes itself the navigation controller's delegate on appearing (the
  /// list that opens it passes its own `becomesNavigationDelegate`).
  var becomesNavigationDelegate = true
  /// Whether the picture and its texts are the card enlarged (`CardMetrics.zoomPictureFrame`)
  /// rather than the story's own header: set before the view loads, when the story zooms out
  /// of its card (`card-zoom`; default false).
  var headerMatchesCard = false
  /// The layout for the current screen: the one given at creation until the detail is in a
  /// window, then the window's, updated whenever the detail lays out (a rotation).
  private(set) var metrics: CardMetrics
  /// The picture's scale, pixels per point (a picture is redrawn larger after a rotation).
  private let scale: Int
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
  /// The card's face when the header matches the card (`headerMatchesCard`), and the band
  /// above it: the same picture mirrored, so the sky runs on under the status bar.
  let face = ImageView()
  private let band = ImageView()
  /// The close button (the seed's `closeBtn`).
  let closeBtn = Button(type: .custom)
  /// The blurred background.
  let effectView = VisualEffectView(effect: BlurEffect(style: .light))
  /// Where the drag on the picture began, in the navigation controller's view.
  private var dragStart: CGPoint = .zero
  /// The finger's velocity when a drag released the story to close it, points per second,
  /// until the closing animator takes it.
  private var releaseVelocity: CGPoint?
  /// A paragraph's row height, points (Segue's choice).
  static let paragraphRowHeight: CGFloat = 110
  /// What shows behind the story while a drag shrinks it (`showDragBackdrop()`), until the
  /// story springs back or leaves.
  private var dragBackdrop: View?

  init(
    story: CardStory, picture: Image, metrics: CardMetrics, selectIndexPath: IndexPath,
    scale: Int
  ) {
    self.story = story
    self.metrics = metrics
    self.selectIndexPath = selectIndexPath
    self.scale = scale
    bgImageView = ImageView(image: picture)
    (typeL, titleL) = makeCardLabels(story: story)
    super.init()
    bgImageView.accessibilityIdentifier = "detail-picture"
    closeBtn.setBackgroundImage(
      Artwork.closeIcon(side: CardMetrics.closeButtonSide, scale: scale), for: .normal)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = nil
    effectView.frame = view.bounds
    effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(effectView)

    bgImageView.contentMode = .scaleAspectFill
    bgImageView.clipsToBounds = true
    bgImageView.isUserInteractionEnabled = true
    layOutHeader(for: metrics)
    bgImageView.addSubview(typeL)
    bgImageView.addSubview(titleL)
    bgImageView.addGestureRecognizer(
      PanGestureRecognizer(target: self, action: CardDetailViewController.panned))

    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(CardParagraphCell.self, forCellReuseIdentifier: CardParagraphCell.identifier)
    tableView.tableHeaderView = bgImageView
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)

    closeBtn.frame = metrics.detailCloseFrame
    closeBtn.alpha = CardMetrics.closeButtonAlpha
    closeBtn.addTarget(self, action: CardDetailViewController.closeTapped, for: .touchUpInside)
    view.addSubview(closeBtn)
  }

  /// The story hides the status bar, as the App Store's Today story does (issue 20 §3; the
  /// time stood at 1.3:1 on the night picture); it fades out with the opening flight.
  override var prefersStatusBarHidden: Bool { true }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if becomesNavigationDelegate { navigationController?.delegate = self }
  }

  /// Follows the screen before the view lays out: a rotation gives new metrics, and the
  /// picture, its texts, the close button and the story are laid out again for them.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    updateMetrics()
  }

  /// Takes the metrics of the window the detail is in; when the frames they give change,
  /// applies them, redraws the picture if it must grow, and reloads the story's rows (the
  /// picture heading them changed height, their text moved).
  private func updateMetrics() {
    guard let window = view.window else { return }
    let current = CardMetrics(size: window.bounds.size, safeAreaInsets: window.safeAreaInsets)
    guard current != metrics else { return }
    let old = metrics
    metrics = current
    let changed =
      old.pictureFrame != current.pictureFrame || old.detailTypeFrame != current.detailTypeFrame
      || old.detailTitleFrame != current.detailTitleFrame
      || old.detailCloseFrame != current.detailCloseFrame
      || (headerMatchesCard && old.cardFrame != current.cardFrame)
    guard changed else { return }
    // Drawn for a narrower screen, the picture would be blown up: draw it again (whole
    // points of slack: the drawing rounds its side to pixels).
    if let image = bgImageView.image, image.size.width + 1 < current.pictureSide {
      bgImageView.image = story.picture(current.pictureSide, scale)
    }
    // The card snaps to its new layout while the window turns around it, as the list does.
    View.performWithoutAnimation {
      layOutHeader(for: current)
      closeBtn.frame = current.detailCloseFrame
      tableView.reloadData()
      tableView.layoutIfNeeded()
    }
  }

  /// Lays the picture and its texts out for `metrics`: the story's own header, or the card
  /// enlarged (`headerMatchesCard`), its texts scaled as a whole so they wrap as on the card.
  private func layOutHeader(for metrics: CardMetrics) {
    guard headerMatchesCard else {
      bgImageView.frame = metrics.pictureFrame
      typeL.frame = metrics.detailTypeFrame
      titleL.frame = metrics.detailTitleFrame
      return
    }
    let scale = metrics.zoomHeaderScale
    let faceFrame = metrics.zoomFaceFrame
    bgImageView.frame = metrics.zoomPictureFrame
    if face.superview == nil {
      // The picture moves onto the face and the band; the header holds them.
      face.accessibilityIdentifier = "detail-card-face"
      face.image = bgImageView.image
      band.image = bgImageView.image
      bgImageView.image = nil
      for picture in [band, face] {
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        bgImageView.insertSubview(picture, at: 0)
      }
    }
    face.frame = faceFrame
    band.transform = .identity
    band.frame = faceFrame.offsetBy(dx: 0, dy: -faceFrame.height)
    band.transform = CGAffineTransform(scaleX: 1, y: -1)
    for (label, frame) in [(typeL, metrics.cellTypeFrame), (titleL, metrics.cellTitleFrame)] {
      label.transform = .identity
      label.frame = frame
      label.transform = CGAffineTransform(scaleX: scale, y: scale)
      label.center = CGPoint(x: frame.midX * scale, y: faceFrame.minY + frame.midY * scale)
    }
  }

  /// The close button pops back to the list.
  func closeTapped() {
    _ = navigationController?.popViewController(animated: true)
  }

  /// A drag on the picture, as on the App Store's Today card: the story shrinks (to
  /// `draggedScale` once the finger is `dragDistanceFraction` of the screen down), rounds its
  /// corners and stays under the finger; released moving down, it closes, its picture flying
  /// home at the finger's velocity; released moving up, it springs back open.
  ///
  /// Not the seed's (it has no drag). Segue's first version scrubbed the closing transition
  /// with a percent-driven interaction controller: the card's spring ran ahead of the finger,
  /// back in its slot while the finger still dragged, and the story's rows and background
  /// vanished as the transition began. Here the drag moves the story itself, and the
  /// transition starts only once the finger has let go.
  func panned(_ recognizer: PanGestureRecognizer) {
    guard let navigationController else { return }
    let reference: View = navigationController.view
    switch recognizer.state {
    case .began:
      dragStart = recognizer.location(in: reference)
      view.clipsToBounds = true
      showDragBackdrop()
      follow(recognizer.translation(in: reference), in: reference)
    case .changed:
      follow(recognizer.translation(in: reference), in: reference)
    case .ended where recognizer.velocity(in: reference).y > 0:
      releaseVelocity = recognizer.velocity(in: reference)
      _ = navigationController.popViewController(animated: true)
    default:
      let animator = ViewPropertyAnimator(
        duration: Self.springBackDuration, dampingRatio: Self.springBackDampingRatio
      ) {
        self.view.transform = .identity
        self.view.layer.cornerRadius = 0
      }
      animator.addCompletion { _ in
        self.view.clipsToBounds = false
        self.removeDragBackdrop()
      }
      animator.startAnimation()
    }
  }

  /// Puts the list the story was opened from, blurred, behind the story, as the App Store
  /// shows its Today list behind a story dragged small (issue 20: the story shrank over the
  /// bare white window). A pushed screen's predecessor is not in the window (the navigation
  /// controller removed it), so a snapshot of it stands in, its card's slot empty as the
  /// closing flight leaves it; the list itself fades in over it when the story closes.
  private func showDragBackdrop() {
    guard dragBackdrop == nil, let container = view.superview,
      let list = navigationController?.viewControllers.lazy.compactMap(TodayViewController.find)
        .first
    else { return }
    let cell = list.tableView.cellForRow(at: selectIndexPath) as? TodayCardCell
    cell?.bgImageView.isHidden = true
    cell?.shadowView.isHidden = true
    let backdrop = View(frame: container.bounds)
    backdrop.accessibilityIdentifier = "card-drag-backdrop"
    backdrop.isUserInteractionEnabled = false
    if let snapshot = list.view.snapshotView(afterScreenUpdates: true) {
      snapshot.frame = backdrop.bounds
      backdrop.addSubview(snapshot)
    }
    cell?.bgImageView.isHidden = false
    cell?.shadowView.isHidden = false
    let blur = VisualEffectView(effect: BlurEffect(style: .light))
    blur.frame = backdrop.bounds
    backdrop.addSubview(blur)
    container.insertSubview(backdrop, belowSubview: view)
    dragBackdrop = backdrop
  }

  /// Takes the drag's backdrop away.
  private func removeDragBackdrop() {
    dragBackdrop?.removeFromSuperview()
    dragBackdrop = nil
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    removeDragBackdrop()
  }

  /// Shrinks and moves the story for a drag of `translation` in `reference`: the point the
  /// finger took stays under it.
  private func follow(_ translation: CGPoint, in reference: View) {
    let distance = reference.bounds.height * Self.dragDistanceFraction
    let progress = min(max(translation.y / distance, 0), 1)
    let scale = 1 - (1 - Self.draggedScale) * progress
    // The grabbed point p goes to p + translation under a scale s about the view's centre c:
    // c + s (p − c) + t = p + translation.
    let center = view.center
    let grabbed = dragStart
    let shift = CGPoint(
      x: grabbed.x + translation.x - center.x - scale * (grabbed.x - center.x),
      y: grabbed.y + translation.y - center.y - scale * (grabbed.y - center.y))
    view.transform = CGAffineTransform(translationX: shift.x, y: shift.y)
      .scaledBy(x: scale, y: scale)
    view.layer.cornerRadius = CardMetrics.cornerRadius * progress
  }

  // MARK: The story's rows

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    story.paragraphs.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: CardParagraphCell.identifier, for: indexPath)
    guard let paragraph = cell as? CardParagraphCell else { return cell }
    paragraph.textInsets = metrics.paragraphInsets
    paragraph.label.text = story.paragraphs[indexPath.row]
    return paragraph
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    Self.paragraphRowHeight
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    false
  }

  // MARK: Navigation delegate

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    // The release velocity goes to this close only.
    defer { releaseVelocity = nil }
    return CardCloseAnimator(detail: self, releaseVelocity: releaseVelocity)
  }
}
