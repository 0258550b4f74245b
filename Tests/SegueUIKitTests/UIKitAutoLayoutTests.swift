import SegueUIKit
import Testing

/// A card pinned with anchors in `viewDidLoad`, written as on iOS; its height constraint
/// expands it by the standard "change the constant, `layoutIfNeeded()` in a block" technique.
private final class CardScreen: UIViewController {
  let card = UIView()
  lazy var heightConstraint = card.heightAnchor.constraint(equalToConstant: 120)

  override func viewDidLoad() {
    super.viewDidLoad()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    heightConstraint.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      heightConstraint,
      card.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
    ])
  }

  func expand() {
    heightConstraint.constant = 300
    UIView.animate(withDuration: 0.4) { self.view.layoutIfNeeded() }
  }
}

@MainActor
@Suite("Auto Layout with UIKit's names")
struct UIKitAutoLayoutTests {
  @Test func anchorsInViewDidLoadPlaceTheCardAndAConstantChangeAnimates() {
    let screen = CardScreen()
    let stage = Stage(device: .iPhone15Pro, rootViewController: screen)
    stage.advance(by: 0.1)
    // 393 × 852 points: 16 from each side; 120 high centred on y = 426.
    #expect(screen.card.frame == CGRect(x: 16, y: 366, width: 361, height: 120))
    screen.expand()
    #expect(screen.card.frame == CGRect(x: 16, y: 276, width: 361, height: 300))
    stage.advance(by: 0.2)
    // Half-way through the default ease-in-ease-out, which is symmetric: progress 0.5.
    let shown = screen.card.layer.presentationValues()
    #expect(abs(shown.bounds.height - 210) < 1e-6)
    #expect(abs(shown.position.y - 426) < 1e-6, "the centre stays put")
    stage.advance(by: 0.3)
    #expect(screen.card.layer.presentationValues().bounds.height == 300)
  }
}

/// A row written as on iOS: a `UIStackView` of an icon and a label, its size asked of
/// `systemLayoutSizeFitting`, with UIKit's names for priorities, axes and fitting sizes.
@MainActor
@Suite("Stack views with UIKit's names")
struct UIKitStackViewTests {
  @Test func aRowOfIconAndLabelFitsItsContent() {
    let icon = UIView()
    icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
    let label = UILabel()
    label.text = "Settings"
    label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [icon, label])
    row.axis = NSLayoutConstraint.Axis.horizontal
    row.alignment = UIStackView.Alignment.center
    row.distribution = UIStackView.Distribution.fill
    row.spacing = 8
    row.isLayoutMarginsRelativeArrangement = true
    row.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    let size = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let text = label.intrinsicContentSize
    #expect(size.width == 16 + 24 + 8 + text.width + 16)
    #expect(size.height == 10 + max(24, text.height) + 10)
    #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority.defaultHigh)
    #expect(UIView.noIntrinsicMetric == -1 && UIView().intrinsicContentSize.width == -1)
  }
}
