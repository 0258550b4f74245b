#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// A swatch full screen: its colour, name and code, and a close button. Dragging the screen
/// down closes it too (`ZoomTransitionController` drives that).
public final class SwatchDetailViewController: UIViewController {
  public let swatch: Swatch
  let nameLabel = UILabel()
  let hexLabel = UILabel()
  public let closeButton = UIButton(type: .system)

  /// What the zoom fades in once the swatch has grown, and out as it shrinks: the text and
  /// the close button, which the card's small frame cannot hold.
  public var zoomingContent: [UIView] { [nameLabel, hexLabel, closeButton] }

  public init(swatch: Swatch) {
    self.swatch = swatch
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = swatch.color
    view.clipsToBounds = true
    let textColor: UIColor = swatch.prefersLightText ? .white : .black
    nameLabel.text = swatch.name
    nameLabel.font = .systemFont(ofSize: 40, weight: .bold)
    nameLabel.textColor = textColor
    hexLabel.text = swatch.hex
    hexLabel.font = .systemFont(ofSize: 20)
    hexLabel.textColor = textColor.withAlphaComponent(0.75)
    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
    closeButton.tintColor = textColor
    #if canImport(UIKit)
      closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    #else
      closeButton.addTarget(self, action: Self.closeTapped, for: .touchUpInside)
    #endif
    view.addSubview(nameLabel)
    view.addSubview(hexLabel)
    view.addSubview(closeButton)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    closeButton.frame = CGRect(x: safe.maxX - 16 - 44, y: safe.minY + 8, width: 44, height: 44)
    hexLabel.frame = CGRect(x: safe.minX + 24, y: safe.maxY - 24 - 26, width: 300, height: 26)
    nameLabel.frame = CGRect(x: safe.minX + 24, y: hexLabel.frame.minY - 50, width: 300, height: 50)
  }

  #if canImport(UIKit)
    @objc private func closeTapped() { close() }
  #else
    private func closeTapped() { close() }
  #endif

  /// Zooms back into the card the swatch came from.
  public func close() {
    dismiss(animated: true)
  }
}
