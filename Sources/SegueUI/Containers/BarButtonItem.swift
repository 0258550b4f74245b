import Foundation
import SegueGeometry

/// A button on a navigation bar (`UIBarButtonItem`): a title or an image, and the action a tap
/// sends.
///
/// Actions are method references on a weakly held target, as for controls (DESIGN.md: no
/// selectors on Linux): `BarButtonItem(title: "Edit", style: .plain, target: self, action:
/// Self.edit)`; or a closure (`primaryAction`).
@MainActor
open class BarButtonItem {
  /// How the item is drawn (`UIBarButtonItem.Style`); raw values are UIKit's.
  public enum Style: Int, Sendable, Hashable {
    /// The regular weight.
    case plain = 0
    /// The emphasised (bold) weight of a "Done" button.
    case done = 2
  }

  /// The title (default nil).
  open var title: String? { didSet { didChange() } }
  /// The image, drawn instead of the title when set (default nil).
  open var image: Image? { didSet { didChange() } }
  /// The style (default `.plain`).
  open var style: Style { didSet { didChange() } }
  /// Whether the item can be tapped (default true).
  open var isEnabled = true { didSet { didChange() } }
  /// The closure run on a tap, if any (`primaryAction`).
  open var primaryAction: ControlAction?
  /// The target–action pair, called with the item as sender.
  private var targetAction: ((BarButtonItem) -> Void)?
  /// The item this item belongs to on a bar, told about changes.
  weak var owner: NavigationItem?

  /// Creates an item showing `title` that calls `action` on `target` (held weakly)
  /// (`init(title:style:target:action:)`).
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(title: title, image: nil, style: style)
    setTarget(target, action: action)
  }

  /// Creates an item showing `image` that calls `action` on `target` (held weakly)
  /// (`init(image:style:target:action:)`).
  public convenience init<Target: AnyObject>(
    image: Image?, style: Style, target: Target,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(title: nil, image: image, style: style)
    setTarget(target, action: action)
  }

  /// Creates an item showing `title` and/or `image` that runs `primaryAction` on a tap
  /// (`init(title:image:primaryAction:menu:)` without the menu).
  public init(
    title: String? = nil, image: Image? = nil, style: Style = .plain,
    primaryAction: ControlAction? = nil
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.primaryAction = primaryAction
  }

  /// Sets the target–action pair to a method of `target` taking no argument.
  public func setTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    targetAction = { [weak target] _ in
      if let target { action(target)() }
    }
  }

  /// Sets the target–action pair to a method of `target` taking the item as sender.
  public func setTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
  ) {
    targetAction = { [weak target] item in
      if let target { action(target)(item) }
    }
  }

  /// Sends the item's action as a tap on its button does: the primary action, else the
  /// target's method. Does nothing when disabled.
  public func sendAction() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.handler(primaryAction)
    } else {
      targetAction?(self)
    }
  }

  private func didChange() {
    owner?.barButtonItemDidChange()
  }
}
