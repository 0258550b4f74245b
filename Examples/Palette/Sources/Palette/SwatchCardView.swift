#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// A rounded card in a swatch's colour with its name and hex code in the bottom-left corner.
/// The list shows one per swatch; the zoom transition flies one from the list to full screen.
public final class SwatchCardView: UIView {
  public static let cornerRadius: CGFloat = 16
  public let swatch: Swatch
  let nameLabel = UILabel()
  let hexLabel = UILabel()

  public init(swatch: Swatch) {
    self.swatch = swatch
    super.init(frame: .zero)
    backgroundColor = swatch.color
    layer.cornerRadius = Self.cornerRadius
    clipsToBounds = true
    let textColor: UIColor = swatch.prefersLightText ? .white : .black
    nameLabel.text = swatch.name
    nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
    nameLabel.textColor = textColor
    hexLabel.text = swatch.hex
    hexLabel.font = .systemFont(ofSize: 15)
    hexLabel.textColor = textColor.withAlphaComponent(0.75)
    addSubview(nameLabel)
    addSubview(hexLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = 16
    hexLabel.frame = CGRect(
      x: inset, y: bounds.height - inset - 20, width: bounds.width - 2 * inset, height: 20)
    nameLabel.frame = CGRect(
      x: inset, y: hexLabel.frame.minY - 30, width: bounds.width - 2 * inset, height: 30)
  }
}
