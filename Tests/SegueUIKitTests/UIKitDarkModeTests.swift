import SegueUIKit
import Testing

/// A card written as iOS code adopts dark mode: a dynamic colour of its own, system colours,
/// and a layer border set where Apple's guide says to, in `traitCollectionDidChange(_:)`.
private final class CardView: UIView {
  static let accent = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
      : UIColor(red: 0.4, green: 0.2, blue: 0, alpha: 1)
  }
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    title.textColor = Self.accent
    addSubview(title)
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      layer.borderColor = UIColor.separator.cgColor
    }
  }
}

@MainActor
@Suite("Dark mode written as iOS code")
struct UIKitDarkModeTests {
  @Test func aCardFollowsTheAppearance() {
    let stage = Stage(device: .iPhone15Pro, rootViewController: UIViewController())
    let card = CardView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    stage.window.rootViewController?.view.addSubview(card)
    stage.advance(by: 0)
    #expect(card.layer.backgroundColor?.hexString == "#F2F2F7")
    #expect(card.title.textLayer.foregroundColor?.hexString == "#663300")
    stage.userInterfaceStyle = .dark
    #expect(card.layer.backgroundColor?.hexString == "#1C1C1E")
    #expect(card.title.textLayer.foregroundColor?.hexString == "#FFCC00")
    #expect(card.layer.borderColor?.hexString == "#54545899")
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(CardView.accent.resolvedColor(with: dark).hexString == "#FFCC00")
    #expect(dark.performAsCurrent { UITraitCollection.current.userInterfaceStyle } == .dark)
  }
}
