#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// Seed 002's `GSInfoViewController`: the detail screen — the card's picture at the top with
/// its labels and a close button, the story below, over a blurred background. It is the
/// animator of the pop back to the list: a rounded snapshot of the picture flies back into the
/// card.
class SeedCardInfoViewController: UIViewController, UINavigationControllerDelegate,
  UIViewControllerAnimatedTransitioning, UITableViewDataSource
{
  let bgImageView = UIImageView()
  let typeL = UILabel()
  let titleL = UILabel()
  let closeBtn = UIButton(type: .custom)
  let tableView = UITableView(frame: .zero, style: .plain)
  var selectIndexPath: IndexPath?

  override func viewDidLoad() {
    super.viewDidLoad()
    let effect = UIBlurEffect(style: .light)
    let effectView = UIVisualEffectView(effect: effect)
    effectView.frame = view.bounds
    view.addSubview(effectView)

    bgImageView.backgroundColor = .systemTeal
    bgImageView.image = seedCardPicture
    bgImageView.contentMode = .scaleAspectFill
    bgImageView.clipsToBounds = true
    // The card's labels, as on the card: the open animation flies copies of the card's labels
    // here and removes them at the end, uncovering these.
    typeL.text = "GAME OF THE DAY"
    typeL.font = UIFont.preferredFont(forTextStyle: .subheadline)
    typeL.textColor = .secondaryLabel
    titleL.text = selectIndexPath.map { "Card \($0.row + 1)" }
    titleL.font = UIFont.systemFont(ofSize: 28, weight: .bold)
    titleL.textColor = .white
    closeBtn.setImage(UIImage(systemName: "xmark"), for: .normal)
    #if canImport(UIKit)
      closeBtn.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    #else
      closeBtn.addTarget(self, action: Self.closeTapped, for: .touchUpInside)
    #endif
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "paragraph")
    tableView.dataSource = self
    tableView.tableHeaderView = bgImageView
    view.addSubview(tableView)
    view.addSubview(typeL)
    view.addSubview(titleL)
    view.addSubview(closeBtn)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    tableView.frame = view.bounds
    bgImageView.frame = CGRect(x: 0, y: 0, width: width, height: width * 1.3)
    typeL.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 20, width: width - 32, height: 20)
    titleL.frame = CGRect(x: 16, y: typeL.frame.maxY + 8, width: width - 32, height: 34)
    closeBtn.frame = CGRect(x: width - 60, y: view.safeAreaInsets.top + 10, width: 40, height: 40)
  }

  #if canImport(UIKit)
    @objc func closeTapped() { close() }
  #else
    func closeTapped() { close() }
  #endif

  func close() {
    navigationController?.delegate = self
    navigationController?.popViewController(animated: true)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 5
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "paragraph", for: indexPath)
    cell.textLabel?.text = "Paragraph \(indexPath.row + 1)"
    return cell
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
    guard let toVC = transitionContext.viewController(forKey: .to) as? SeedCardTodayViewController,
      let fromVC = transitionContext.viewController(forKey: .from),
      let selectIndexPath,
      let cell = toVC.tableView.cellForRow(at: selectIndexPath) as? SeedCardTodayCell,
      // The article hides the picture first and snapshots it after, counting on a snapshot
      // "after no screen updates" not to see the hiding yet. UIKit promises only that such a
      // snapshot "might not include recent changes", so a hidden picture may snapshot blank
      // and the card would fly back empty: snapshot first, then hide.
      let screenshotView = bgImageView.snapshotView(afterScreenUpdates: false)
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    toVC.view.frame = transitionContext.finalFrame(for: toVC)
    let cellBgImageView = cell.bgImageView
    cellBgImageView.isHidden = true
    let bgImageView = self.bgImageView
    bgImageView.isHidden = true
    screenshotView.layer.masksToBounds = true
    screenshotView.layer.cornerRadius = 15
    screenshotView.frame = containerView.convert(bgImageView.frame, from: bgImageView.superview)
    let typeL = seedCardCopyLabel(self.typeL)
    screenshotView.addSubview(typeL)
    let titleL = seedCardCopyLabel(self.titleL)
    screenshotView.addSubview(titleL)
    containerView.addSubview(screenshotView)
    containerView.insertSubview(toVC.view, belowSubview: fromVC.view)

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.5, initialSpringVelocity: 1.0, options: .curveEaseIn,
      animations: {
        containerView.layoutIfNeeded()
        fromVC.view.alpha = 0.0
        screenshotView.layer.cornerRadius = 15
        self.tableView.frame = CGRect(
          x: self.tableView.frame.origin.x, y: self.tableView.frame.origin.y,
          width: self.tableView.frame.size.width, height: self.view.bounds.width * 1.3 * 0.8)
        self.tableView.layer.cornerRadius = 15
        screenshotView.frame = containerView.convert(
          cellBgImageView.frame, from: cellBgImageView.superview)
        typeL.frame.origin = CGPoint(x: 16, y: 20)
        titleL.frame.origin = CGPoint(x: 16, y: 20 + typeL.frame.height + 8)
        self.closeBtn.alpha = 0
      },
      completion: { _ in
        bgImageView.isHidden = true
        screenshotView.removeFromSuperview()
        cellBgImageView.isHidden = false
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
