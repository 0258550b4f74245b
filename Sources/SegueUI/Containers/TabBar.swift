import Foundation
import SegueGeometry

/// An item of a tab bar (`UITabBarItem`): the title a tab shows.
@preconcurrency @MainActor
public final class TabBarItem {
  /// The tab's title.
  public var title: String?
  /// The tab's image (not drawn yet: the minimal bar shows titles).
  public var image: Image?
  /// An integer an app can use to identify the item.
  public var tag: Int

  /// Creates an item (`init(title:image:tag:)`).
  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }
}

/// The bar at the bottom of a tab bar controller (`UITabBar`), in a minimal form: one
/// equal-width cell per item showing its title, the selected one tinted.
@preconcurrency @MainActor
open class TabBar: View {
  /// The bar's height above the safe-area bottom, points (UIKit's: 49).
  public static let barHeight: CGFloat = 49
  /// The colour of the selected item's title (UIKit's default tint, system blue).
  public static let selectedColor = Color.systemBlue
  /// The colour of the other titles.
  public static let unselectedColor = Color(white: 0.56)

  /// The items, left to right.
  public var items: [TabBarItem] = [] {
    didSet { rebuildLabels() }
  }
  /// The highlighted item.
  public var selectedItem: TabBarItem? {
    didSet { updateColors() }
  }

  private var labels: [Label] = []

  /// Creates a bar occupying `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // The navigation bar's stand-in for the material, slightly see-through.
    backgroundColor = NavigationBar.defaultBackgroundColor.withAlphaComponent(0.94)
  }

  private func rebuildLabels() {
    for label in labels { label.removeFromSuperview() }
    labels = items.map { item in
      let label = Label()
      label.text = item.title
      label.font = .systemFont(ofSize: 10)
      label.textAlignment = .center
      addSubview(label)
      return label
    }
    updateColors()
    setNeedsLayout()
  }

  private func updateColors() {
    for (item, label) in zip(items, labels) {
      label.textColor = item === selectedItem ? Self.selectedColor : Self.unselectedColor
    }
  }

  /// Lays the items out in equal cells above the safe-area bottom.
  open override func layoutSubviews() {
    guard !labels.isEmpty else { return }
    let width = bounds.width / CGFloat(labels.count)
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(x: CGFloat(index) * width, y: 30, width: width, height: 14)
    }
  }
}
