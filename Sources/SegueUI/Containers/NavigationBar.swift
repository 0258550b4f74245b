import Foundation
import SegueGeometry

/// The bar at the top of a navigation controller (`UINavigationBar`): a stack of navigation
/// items of which it shows the top one — its title centred, its bar button items on either
/// side, and a back button to the item below it — changing from one to the next with UIKit's
/// push and pop animation (NavigationBar+Transitions.swift).
///
/// A navigation controller manages its bar's items (one per controller in its stack); changing
/// them directly is then a programmer error, as in UIKit. A bar of its own (added to a view by
/// an app) is driven with `pushItem(_:animated:)`, `popItem(animated:)` and
/// `setItems(_:animated:)`; its back button pops the top item.
@preconcurrency @MainActor
open class NavigationBar: View {
  /// The bar's height below the safe-area top, points (UIKit's compact bar: 44).
  public static let barHeight: CGFloat = 44
  /// The title's font size, points (UIKit's bar title: 17).
  public static let titleFontSize: CGFloat = 17
  /// The bar buttons' font size, points (UIKit's: 17).
  public static let buttonFontSize: CGFloat = 17
  /// The distance from the bar's sides to the bar buttons, points (UIKit's phone margin: 16).
  public static let sideMargin: CGFloat = 16
  /// The distance from the leading side to the back button's chevron, points (UIKit: 8).
  public static let backButtonInset: CGFloat = 8
  /// The back button's title when the item below has none (UIKit's "Back").
  public static let defaultBackTitle = "Back"
  /// The chevron before the back button's title (U+2039, single left-pointing angle quote).
  public static let backChevron = "\u{2039}"
  /// The gap between the back chevron and the back button's title, points (UIKit's is about 6).
  public static let backChevronSpacing: CGFloat = 6
  /// The bar's background: opaque, so that one bar stays in place while the content slides
  /// under it in a push or pop (UIKit's `configureWithOpaqueBackground()` look; its default
  /// blurred material is Segue's to do — a 6 % see-through bar showed the content's seam as a
  /// hard line through the bar). In the dark appearance a near-black grey (UIKit's dark chrome
  /// material as screenshots show it; estimated, low confidence).
  public static let defaultBackgroundColor = Color(
    light: Color(white: 0.97), dark: Color(white: 0.07))
  /// The hairline under the bar (UIKit's bar shadow: black at 30 %, one pixel; in the dark
  /// appearance white at 15 %, medium confidence).
  public static let separatorColor = Color(
    light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))

  /// The bar's items, bottom first (`items`); nil never, an empty bar has [] (UIKit: nil).
  /// Setting it is `setItems(_:animated: false)`.
  public var items: [NavigationItem]? {
    get { itemStack }
    set { setItems(newValue ?? [], animated: false) }
  }
  /// The item shown (`topItem`).
  public var topItem: NavigationItem? { itemStack.last }
  /// The item below the top one, which the back button returns to (`backItem`).
  public var backItem: NavigationItem? { itemStack.dropLast().last }

  var itemStack: [NavigationItem] = []
  /// The views of the top item (nil for an empty bar).
  var shown: NavigationBarItemViews?
  /// The views of items on their way out, while a change animates.
  var leaving: [NavigationBarItemViews] = []
  /// Counts changes of the shown item, so that a superseded animation's completion leaves the
  /// newer views alone.
  var changeGeneration = 0
  /// The running change along a transition, to undo if the transition is cancelled.
  var pendingRevert: PendingRevert?
  /// What the back button does: set by a managing navigation controller (a pop); nil pops the
  /// top item.
  var backAction: (() -> Void)?
  /// Whether a navigation controller manages the items.
  var isManaged = false

  /// The hairline along the bar's bottom edge.
  let separator = View()

  /// The colour of the bar's background (`barTintColor`); nil: the default. Drawn opaque:
  /// UIKit makes it translucent over a blur while `isTranslucent` is true, and Segue draws no
  /// blur (see `defaultBackgroundColor`). A `standardAppearance` with a `backgroundColor`
  /// covers it, as UIKit's appearance does.
  public var barTintColor: Color? {
    didSet { updateBackground() }
  }
  /// Whether UIKit would draw the bar see-through (`isTranslucent`, default true). Segue draws
  /// every bar opaque, so this changes nothing drawn.
  public var isTranslucent = true
  /// The bar's background and hairline (`standardAppearance`); set, it is copied, as UIKit's.
  public var standardAppearance: NavigationBarAppearance {
    get { appearance }
    set {
      appearance.onChange = nil
      appearance = newValue.copy()
      observeAppearance()
    }
  }
  private var appearance = NavigationBarAppearance()
  /// The appearance UIKit uses while the content is scrolled to its top edge
  /// (`scrollEdgeAppearance`). Kept, because iOS code sets it with `standardAppearance`, but
  /// not drawn: Segue does not follow the scroll edge and draws `standardAppearance` always.
  public var scrollEdgeAppearance: NavigationBarAppearance?
  /// The appearance UIKit uses for a compact-height bar (`compactAppearance`). Kept, not drawn:
  /// Segue draws `standardAppearance` at every height.
  public var compactAppearance: NavigationBarAppearance?

  /// Creates a bar occupying `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    separator.isUserInteractionEnabled = false
    addSubview(separator)
    observeAppearance()
  }

  private func observeAppearance() {
    appearance.onChange = { [weak self] in self?.updateBackground() }
    updateBackground()
  }

  /// Paints the background and the hairline from the appearance and `barTintColor`.
  private func updateBackground() {
    backgroundColor = appearance.backgroundFill(barTintColor: barTintColor)
    separator.backgroundColor = appearance.shadowColor
    separator.isHidden = (appearance.shadowColor?.alpha ?? 0) == 0
  }

  // MARK: Items

  /// Pushes `item` and shows it (`pushItem(_:animated:)`).
  /// - Precondition: no navigation controller manages the bar, and `item` is not on it.
  public func pushItem(_ item: NavigationItem, animated: Bool) {
    precondition(!isManaged, "pushItem(_:animated:): the bar is managed by a navigation controller")
    setItems(itemStack + [item], animated: animated)
  }

  /// Pops the top item and returns it (`popItem(animated:)`); nil when there is none.
  /// - Precondition: no navigation controller manages the bar.
  @discardableResult
  public func popItem(animated: Bool) -> NavigationItem? {
    precondition(!isManaged, "popItem(animated:): the bar is managed by a navigation controller")
    guard let top = topItem else { return nil }
    setItems(Array(itemStack.dropLast()), animated: animated)
    return top
  }

  /// Replaces the items (`setItems(_:animated:)`); animated, a new top item that was on the bar
  /// comes with the pop animation, another with the push animation (over
  /// `NavigationSlideAnimator.duration`).
  /// - Precondition: no navigation controller manages the bar; no item appears twice.
  public func setItems(_ items: [NavigationItem], animated: Bool) {
    precondition(!isManaged, "setItems(_:animated:): the bar is managed by a navigation controller")
    replaceItems(items, animated: animated, coordinator: nil)
  }

  // MARK: Changes from the items

  /// Shows a change of `item` at once (its title, buttons or back button), ending a running
  /// change of item without animation.
  func itemDidChange(_ item: NavigationItem) {
    guard item === topItem || item === backItem else { return }
    showTopItemAtOnce()
  }

  /// The back button's action.
  func backButtonTapped() {
    if let backAction {
      backAction()
    } else if backItem != nil {
      _ = popItem(animated: true)
    }
  }

  // MARK: Layout

  /// The part of the bar below the safe-area top and inside its left and right insets (a
  /// phone held landscape: the Dynamic Island's side), where items are drawn.
  var contentFrame: CGRect {
    let insets = safeAreaInsets
    return CGRect(
      x: insets.left, y: insets.top, width: max(bounds.width - insets.left - insets.right, 0),
      height: max(bounds.height - insets.top, 0))
  }

  /// Lays the shown item's views out in the part of the bar below the safe-area top.
  open override func layoutSubviews() {
    let scale = CGFloat(window?.device?.scale ?? 3)
    separator.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / scale)
    shown?.layout(in: contentFrame)
  }
}
