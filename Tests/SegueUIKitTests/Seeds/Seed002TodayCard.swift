#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Seed 002, "App Store中Today转场动画实现" (the App Store "Today" card transition), written in
// Swift by an iOS developer from the article's Objective-C: a table of cards that shrink while
// pressed; tapping pushes the detail screen, whose picture and labels fly from the card; the
// detail screen pops back the same way over a blurred background. Each screen is the
// navigation controller's delegate and animator for the move away from it. The article lays
// out with frames, so do these screens.

/// The article's `kMargin`, points.
private let seedCardMargin: CGFloat = 20

/// The cards' picture (the article's card artwork), a resource of this package. The article's
/// cells show a picture, which its animator copies (`UIImageView(image:)`) into the view that
/// flies to the detail screen: a card that only had a background colour would fly blank.
let seedCardPicture: UIImage? = Bundle.module.path(forResource: "card@2x", ofType: "png")
  .flatMap { UIImage(contentsOfFile: $0) }

/// A copy of `label`'s text, font, alpha, frame, colour and alignment (the article's
/// `copyLabel:`).
@MainActor func seedCardCopyLabel(_ label: UILabel) -> UILabel {
  let newLabel = UILabel()
  newLabel.text = label.text
  newLabel.font = label.font
  newLabel.alpha = label.alpha
  newLabel.frame = label.frame
  newLabel.textColor = label.textColor
  newLabel.textAlignment = label.textAlignment
  return newLabel
}

/// The article's `GSTodayTableViewCell`: a card picture with a type label and a title.
class SeedCardTodayCell: UITableViewCell {
  let bgImageView = UIImageView()
  let typeL = UILabel()
  let contentL = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bgImageView.layer.cornerRadius = 15
    bgImageView.clipsToBounds = true
    bgImageView.backgroundColor = .systemTeal
    bgImageView.contentMode = .scaleAspectFill
    typeL.font = UIFont.preferredFont(forTextStyle: .subheadline)
    typeL.textColor = .secondaryLabel
    contentL.font = UIFont.systemFont(ofSize: 28, weight: .bold)
    contentL.textColor = .white
    bgImageView.addSubview(typeL)
    bgImageView.addSubview(contentL)
    contentView.addSubview(bgImageView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bgImageView.frame = contentView.bounds.insetBy(dx: seedCardMargin, dy: 10)
    typeL.frame = CGRect(x: 16, y: 20, width: bgImageView.bounds.width - 32, height: 20)
    contentL.frame = CGRect(x: 16, y: 48, width: bgImageView.bounds.width - 32, height: 34)
  }
}

/// The article's `GSTodayViewController`: the list of cards; it pushes the detail screen and is
/// the animator of that push.
class SeedCardTodayViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning
{
  let tableView = UITableView(frame: .zero, style: .plain)
  var selectIndexPath: IndexPath?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    tableView.register(SeedCardTodayCell.self, forCellReuseIdentifier: "card")
    tableView.rowHeight = view.bounds.width * 1.3 * 0.8
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 3
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
    if let card = cell as? SeedCardTodayCell {
      card.bgImageView.image = seedCardPicture
      card.typeL.text = "GAME OF THE DAY"
      card.contentL.text = "Card \(indexPath.row + 1)"
    }
    return cell
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    selectIndexPath = indexPath
    let cell = tableView.cellForRow(at: indexPath)
    UIView.animate(withDuration: 0.3) {
      cell?.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
    }
    return true
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    let cell = tableView.cellForRow(at: indexPath)
    if selectIndexPath == indexPath {
      UIView.animate(withDuration: 0.3) {
        cell?.transform = CGAffineTransform(scaleX: 1, y: 1)
      }
    }
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let info = SeedCardInfoViewController()
    info.selectIndexPath = indexPath
    navigationController?.delegate = self
    navigationController?.pushViewController(info, animated: true)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return self
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 1.0
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let toVC = transitionContext.viewController(forKey: .to) as? SeedCardInfoViewController,
      let indexPath = tableView.indexPathForSelectedRow,
      let cell = tableView.cellForRow(at: indexPath) as? SeedCardTodayCell
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let toBgImageView = toVC.bgImageView
    toBgImageView.isHidden = true
    toVC.view.alpha = 0
    containerView.addSubview(toVC.view)

    let fromBgImageView = UIImageView(image: cell.bgImageView.image)
    fromBgImageView.frame = containerView.convert(
      cell.bgImageView.frame, from: cell.bgImageView.superview)
    let typeL = seedCardCopyLabel(cell.typeL)
    fromBgImageView.addSubview(typeL)
    let contentLabel = seedCardCopyLabel(cell.contentL)
    fromBgImageView.addSubview(contentLabel)
    let closeBtn = UIButton(type: .custom)
    // The article sets the centre's y (kHeight(20) − 10) while the button is still 0×0, then
    // its size: the top is at 10.
    closeBtn.frame = CGRect(
      x: cell.frame.width - 2 * seedCardMargin - 60, y: 10, width: 40, height: 40)
    closeBtn.alpha = 0.6
    // The article's "close" asset is the detail screen's close button, which this port draws
    // with the xmark symbol; the flying copy shows the same.
    closeBtn.setImage(UIImage(systemName: "xmark"), for: .normal)
    fromBgImageView.addSubview(closeBtn)
    containerView.addSubview(fromBgImageView)

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0.0,
      usingSpringWithDamping: 0.6, initialSpringVelocity: 1.0, options: .curveLinear,
      animations: {
        containerView.layoutIfNeeded()
        toVC.view.alpha = 1.0
        typeL.frame = toVC.typeL.frame
        closeBtn.frame = toVC.closeBtn.frame
        contentLabel.frame = toVC.titleL.frame
        fromBgImageView.frame = containerView.convert(
          toBgImageView.frame, from: toBgImageView.superview)
      },
      completion: { _ in
        toBgImageView.isHidden = false
        closeBtn.isHidden = true
        fromBgImageView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
