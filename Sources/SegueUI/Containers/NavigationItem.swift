import Foundation

/// What a navigation bar shows for one controller (`UINavigationItem`): a title, bar button
/// items on either side, and how the back button to the previous item reads.
///
/// Every controller has one (`ViewController.navigationItem`); setting a controller's `title`
/// sets its item's title, as in UIKit. A change to an item on a bar shows at once.
@preconcurrency @MainActor
open class NavigationItem {
  /// The title shown in the middle of the bar (default nil).
  open var title: String? { didSet { didChange() } }
  /// The item shown on the left instead of the back button (default nil).
  open var leftBarButtonItem: BarButtonItem? {
    didSet {
      leftBarButtonItem?.owner = self
      didChange()
    }
  }
  /// The item shown on the right (default nil).
  open var rightBarButtonItem: BarButtonItem? {
    didSet {
      rightBarButtonItem?.owner = self
      didChange()
    }
  }
  /// Whether the back button is hidden while this item is on top (default false).
  open var hidesBackButton = false { didSet { didChange() } }
  /// The item whose title the back button shows while this item is *below* the top one
  /// (`backBarButtonItem`; default nil: the back button shows this item's title, or "Back").
  open var backBarButtonItem: BarButtonItem? {
    didSet {
      backBarButtonItem?.owner = self
      didChange()
    }
  }

  /// The bar showing this item, told about changes.
  weak var navigationBar: NavigationBar?

  /// Creates an item with `title` (`init(title:)`).
  public init(title: String? = nil) {
    self.title = title
  }

  /// Hides or shows the back button (`setHidesBackButton(_:animated:)`; the change is never
  /// animated in Segue).
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  func barButtonItemDidChange() { didChange() }

  private func didChange() {
    navigationBar?.itemDidChange(self)
  }
}
