#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Seed 004, "How We Created Guillotine Menu Animation for iOS", as an iOS developer writes it
// from the article: a custom segue presents the menu modally and is its transitioning delegate;
// the menu, turned a quarter turn to lie along the navigation bar, is pinned at its button's
// centre and falls into place under UIKit Dynamics (push, attachment, collision, item
// behaviour); the transition completes when the dynamic animator pauses. The article's
// associated object that keeps the segue alive is a stored property of the menu here.

/// What the animation asks of the menu (the article's `GuillotineAnimationProtocol`); main
/// actor, as Swift 6 wants for a protocol a view controller adopts.
#if canImport(UIKit)
  @MainActor @objc protocol SeedGuillotineAnimationProtocol: NSObjectProtocol {
    func navigationBarHeight() -> CGFloat
    func anchorPoint() -> CGPoint
    func hostTitle() -> NSString
  }
#else
  @MainActor protocol SeedGuillotineAnimationProtocol: AnyObject {
    func navigationBarHeight() -> CGFloat
    func anchorPoint() -> CGPoint
    func hostTitle() -> NSString
  }
#endif

/// The article's `GuillotineMenuSegue`.
class SeedGuillotineMenuSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
  override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    assert(
      destination is SeedGuillotineAnimationProtocol,
      "the destination must conform to GuillotineAnimationProtocol")
    super.init(identifier: identifier, source: source, destination: destination)
  }

  override func perform() {
    destination.modalPresentationStyle = .custom
    destination.transitioningDelegate = self
    source.present(destination, animated: true, completion: nil)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    // Keeps the segue alive while the menu is up (the article's associated object).
    (presented as? SeedGuillotineMenuViewController)?.presentationSegue = self
    return SeedGuillotineTransitionAnimation(mode: .presentation)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return SeedGuillotineTransitionAnimation(mode: .dismissal)
  }
}

/// The article's `GuillotineMenuViewController`: a full-screen menu with its own bar, whose
/// button closes it.
class SeedGuillotineMenuViewController: UIViewController, SeedGuillotineAnimationProtocol {
  let menuButton = UIButton(type: .custom)
  let titleLabel = UILabel()
  var presentationSegue: SeedGuillotineMenuSegue?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.17, green: 0.16, blue: 0.2, alpha: 1)
    menuButton.setImage(UIImage(systemName: "line.3.horizontal"), for: .normal)
    #if canImport(UIKit)
      menuButton.addTarget(self, action: #selector(closeMenu), for: .touchUpInside)
    #else
      menuButton.addTarget(self, action: Self.closeMenu, for: .touchUpInside)
    #endif
    titleLabel.textColor = .white
    titleLabel.font = .boldSystemFont(ofSize: 17)
    view.addSubview(menuButton)
    view.addSubview(titleLabel)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    titleLabel.text = hostTitle() as String
  }

  /// The bar's height below the safe area's top, points.
  static let barHeight: CGFloat = 44

  /// The top of the bar: the window's safe area (the menu's own safe area changes while the
  /// menu is turned), points.
  var barTop: CGFloat { (view.window ?? view).safeAreaInsets.top }

  // The article's bar is 64 pt from the top of the screen (a 2015 status bar of 20 pt and a
  // bar of 44): laid out below the safe area instead, the button stays clear of the status bar,
  // and the pin moves when a rotation changes the safe area — which is why the animation must
  // read `anchorPoint()` after layout.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = barTop
    let side = Self.barHeight
    // The button is square and flush left, so the pin (its centre) is as far from the menu's
    // left edge as from the bar's bottom, as the article requires.
    menuButton.frame = CGRect(x: 0, y: top, width: side, height: side)
    titleLabel.frame = CGRect(x: side, y: top, width: view.bounds.width - side, height: side)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    presentationSegue = nil
  }

  #if canImport(UIKit)
    @objc func closeMenu() { presentingViewController?.dismiss(animated: true, completion: nil) }
  #else
    func closeMenu() { presentingViewController?.dismiss(animated: true, completion: nil) }
  #endif

  func navigationBarHeight() -> CGFloat {
    return barTop + Self.barHeight
  }

  func anchorPoint() -> CGPoint {
    return menuButton.center
  }

  func hostTitle() -> NSString {
    return (presentingViewController?.title ?? "") as NSString
  }
}

/// The screen the menu is presented from; its button performs the storyboard's "showMenu"
/// segue (a `SeedGuillotineMenuSegue`).
class SeedGuillotineHostViewController: UIViewController {
  let menuButton = UIButton(type: .custom)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    view.backgroundColor = .systemBackground
    menuButton.setImage(UIImage(systemName: "line.3.horizontal"), for: .normal)
    #if canImport(UIKit)
      menuButton.addTarget(self, action: #selector(showMenu), for: .touchUpInside)
    #else
      menuButton.addTarget(self, action: Self.showMenu, for: .touchUpInside)
    #endif
    view.addSubview(menuButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Where the menu's own button is: the menu falls about it.
    let side = SeedGuillotineMenuViewController.barHeight
    menuButton.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: side, height: side)
  }

  #if canImport(UIKit)
    @objc func showMenu() { performSegue(withIdentifier: "showMenu", sender: self) }
  #else
    func showMenu() { performSegue(withIdentifier: "showMenu", sender: self) }
  #endif
}
