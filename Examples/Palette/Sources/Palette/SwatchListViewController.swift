#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The app's home screen: a title and the palette as a grid of cards, two to a row. Tapping a
/// card opens its swatch full screen with the zoom transition.
public final class SwatchListViewController: UIViewController {
  public let swatches: [Swatch]
  public private(set) var cards: [SwatchCardView] = []
  let titleLabel = UILabel()
  /// The transitioning delegate of the detail being shown (a controller holds it weakly).
  private var zoomTransition: ZoomTransitionController?

  public init(swatches: [Swatch] = Swatch.all) {
    self.swatches = swatches
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Palette"
    titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    view.addSubview(titleLabel)
    for swatch in swatches {
      let card = SwatchCardView(swatch: swatch)
      #if canImport(UIKit)
        let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
      #else
        let tap = UITapGestureRecognizer(target: self, action: Self.cardTapped(_:))
      #endif
      card.addGestureRecognizer(tap)
      view.addSubview(card)
      cards.append(card)
    }
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let margin: CGFloat = 20
    let spacing: CGFloat = 16
    titleLabel.frame = CGRect(x: safe.minX + margin, y: safe.minY + 8, width: 300, height: 41)
    let top = titleLabel.frame.maxY + 16
    let width = (safe.width - 2 * margin - spacing) / 2
    let rows = CGFloat((cards.count + 1) / 2)
    let height = min(width * 1.25, (safe.maxY - top - margin - (rows - 1) * spacing) / rows)
    for (index, card) in cards.enumerated() {
      let column = CGFloat(index % 2)
      let row = CGFloat(index / 2)
      card.frame = CGRect(
        x: safe.minX + margin + column * (width + spacing), y: top + row * (height + spacing),
        width: width, height: height)
    }
  }

  #if canImport(UIKit)
    @objc private func cardTapped(_ tap: UITapGestureRecognizer) { open(tap) }
  #else
    private func cardTapped(_ tap: UITapGestureRecognizer) { open(tap) }
  #endif

  private func open(_ tap: UITapGestureRecognizer) {
    guard let card = tap.view as? SwatchCardView else { return }
    open(card)
  }

  /// Presents `card`'s swatch full screen, zooming from the card when `animated`.
  public func open(_ card: SwatchCardView, animated: Bool = true) {
    let detail = SwatchDetailViewController(swatch: card.swatch)
    let transition = ZoomTransitionController(card: card)
    zoomTransition = transition
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = transition
    transition.attachDismissalGesture(to: detail)
    present(detail, animated: animated)
  }
}
