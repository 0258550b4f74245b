import Foundation
import SegueGeometry
import SegueLayers

/// A control that shows a title and/or an image and sends its actions when tapped
/// (`UIButton`).
///
/// Titles, title colours, images and background images are set per state and fall back to
/// the `.normal` value, as in UIKit. The background image fills the bounds; the image and the
/// title are centred together, image on the left, both centred vertically; a change of the
/// title, of the title label's font or of the image lays them out again. System buttons
/// have blue titles, custom ones white. Tapping needs the touch system (a later slice); until
/// then `sendActions(for: .touchUpInside)` triggers the actions.
@preconcurrency @MainActor
open class Button: Control {
  /// The kind of button (`UIButton.ButtonType`); raw values are UIKit's.
  public enum ButtonType: Int, Sendable, Hashable {
    /// No style: white title by default.
    case custom = 0
    /// The system style: tinted (blue) title.
    case system = 1
  }

  /// The system tint, (0, 122, 255) / 255 (iOS's systemBlue in light mode).
  public static let systemTint = Color.systemBlue
  /// Gap between image and title, points (0, as UIKit's default insets).
  public static let imageTitleSpacing: CGFloat = 0

  /// The button's type (default `.custom` for `init(frame:)`).
  public let buttonType: ButtonType
  /// The label that shows the current title.
  public let titleLabel: Label? = Label()
  /// The view that shows the current image.
  public let imageView: ImageView? = ImageView()
  private let backgroundImageView = ImageView()
  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]
  private var images: [State: Image] = [:]
  private var backgroundImages: [State: Image] = [:]

  /// Creates a custom button occupying `frame`.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Creates a button of `buttonType` with a zero frame (`UIButton(type:)`).
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a button of `buttonType` (default `.system`) that runs `primaryAction`, if any,
  /// for `.primaryActionTriggered`, titled with the action's title and image
  /// (`UIButton(type:primaryAction:)`, iOS 14; Apple's documentation: it "sets the title and
  /// image to the action's title and image"; an empty title sets none).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: ControlAction?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// Creates a custom button occupying `frame` that runs `primaryAction` as
  /// `init(type:primaryAction:)` does (`UIButton(frame:primaryAction:)`).
  public convenience init(frame: CGRect, primaryAction: ControlAction?) {
    self.init(frame: frame)
    adopt(primaryAction)
  }

  private func adopt(_ primaryAction: ControlAction?) {
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
  }

  private func setUp() {
    titleLabel?.font = .systemFont(ofSize: 15)
    titleLabel?.textAlignment = .center
    addSubview(backgroundImageView)
    if let imageView { addSubview(imageView) }
    if let titleLabel { addSubview(titleLabel) }
    refresh()
  }

  // MARK: Per-state values

  /// Sets the title for `state` (`setTitle(_:for:)`); nil removes it.
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    refresh()
  }
  /// The title for `state`, else the normal one.
  public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
  /// Sets the title colour for `state`; nil removes it.
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    refresh()
  }
  /// The title colour for `state`, else the normal one, else the type's default.
  public func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal] ?? (buttonType == .system ? tintColor : .white)
  }
  /// Sets the image for `state`; nil removes it.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
    refresh()
  }
  /// The image for `state`, else the normal one.
  public func image(for state: State) -> Image? { images[state] ?? images[.normal] }
  /// Sets the background image for `state`; nil removes it.
  public func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
    refresh()
  }
  /// The background image for `state`, else the normal one.
  public func backgroundImage(for state: State) -> Image? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }
  /// The title colour used now.
  public var currentTitleColor: Color { titleColor(for: state) ?? .white }
  /// The image shown now.
  public var currentImage: Image? { image(for: state) }
  /// The background image shown now.
  public var currentBackgroundImage: Image? { backgroundImage(for: state) }

  open override func stateDidChange() {
    refresh()
  }

  // MARK: Layout

  /// The size of the image and title side by side, points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let imageSize = currentImage?.size ?? .zero
    let titleSize = titleLabel?.sizeThatFits(size) ?? .zero
    let spacing = imageSize.width > 0 && titleSize.width > 0 ? Self.imageTitleSpacing : 0
    return CGSize(
      width: imageSize.width + spacing + titleSize.width,
      height: max(imageSize.height, titleSize.height))
  }

  /// The size of the image and title side by side, points; it changes with the title, its
  /// font and the image (each change lays the button out again).
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundImageView.frame = bounds
    let imageSize = currentImage?.size ?? .zero
    let titleSize =
      titleLabel?.sizeThatFits(CGSize(width: bounds.width, height: bounds.height)) ?? .zero
    let spacing = imageSize.width > 0 && titleSize.width > 0 ? Self.imageTitleSpacing : 0
    let totalWidth = imageSize.width + spacing + titleSize.width
    let left = bounds.minX + (bounds.width - totalWidth) / 2
    imageView?.frame = CGRect(
      x: left, y: bounds.midY - imageSize.height / 2, width: imageSize.width,
      height: imageSize.height)
    titleLabel?.frame = CGRect(
      x: left + imageSize.width + spacing, y: bounds.midY - titleSize.height / 2,
      width: titleSize.width, height: titleSize.height)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refresh()
  }

  private func refresh() {
    titleLabel?.text = currentTitle
    titleLabel?.textColor = currentTitleColor
    imageView?.image = currentImage
    backgroundImageView.image = currentBackgroundImage
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }
}
