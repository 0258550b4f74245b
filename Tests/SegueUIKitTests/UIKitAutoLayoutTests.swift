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

  /// Right to left and baselines as iOS code spells them: a panel forced right to left puts
  /// its badge 10 points in from the right; a caption sits on the title's baseline.
  @Test func rightToLeftAndBaselineAnchorsWithUIKitsNames() {
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    panel.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
    let badge = UIView()
    let title = UILabel()
    let caption = UILabel()
    for view in [badge, title, caption] {
      view.translatesAutoresizingMaskIntoConstraints = false
      panel.addSubview(view)
    }
    title.text = "Title"
    caption.text = "note"
    caption.font = .systemFont(ofSize: 11)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: panel.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
      title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      title.topAnchor.constraint(equalTo: panel.topAnchor, constant: 30),
      caption.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      caption.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
    ])
    panel.layoutIfNeeded()
    #expect(
      panel.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.rightToLeft)
    #expect(badge.frame == CGRect(x: 270, y: 0, width: 20, height: 20))
    // Right to left the title's leading edge (its right) is 8 past the badge's trailing
    // edge (its left, 270), counted leftwards.
    #expect(title.frame.maxX == 262)
    let titleBaseline = title.frame.maxY + title.font.descender
    #expect(abs(caption.frame.minY + caption.font.ascender - titleBaseline) < 1e-9)
    #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
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

  /// Margins as iOS code spells them.
  @Test func directionalMarginsWithUIKitsNames() {
    let view = UIView()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 16, bottom: 4, trailing: 24)
    view.insetsLayoutMarginsFromSafeArea = false
    view.preservesSuperviewLayoutMargins = true
    #expect(view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 24))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 16))
  }
}
