import Foundation
import SegueGeometry

/// The bar at the top of a navigation controller (`UINavigationBar`), in a minimal form: a
/// translucent strip showing the top controller's title, centred. Buttons and the title
/// transition come later.
@MainActor
open class NavigationBar: View {
  /// The bar's height below the safe-area top, points (UIKit's compact bar: 44).
  public static let barHeight: CGFloat = 44
  /// The title's font size, points (UIKit's bar title: 17).
  public static let titleFontSize: CGFloat = 17

  /// The label showing the title.
  public let titleLabel = Label()

  /// Creates a bar occupying `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.97, alpha: 0.94)
    titleLabel.font = .boldSystemFont(ofSize: Self.titleFontSize)
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  /// The title shown (the top controller's `title`).
  public var title: String? {
    get { titleLabel.text }
    set {
      titleLabel.text = newValue
      setNeedsLayout()
    }
  }

  /// Centres the title in the part of the bar below the safe-area top.
  open override func layoutSubviews() {
    let top = safeAreaInsets.top
    titleLabel.frame = CGRect(
      x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
  }
}
