import Foundation
import SegueGeometry

/// A button on a navigation bar (`UIBarButtonItem`): a title or an image, and the action a tap
/// sends.
///
/// Actions are method references on a weakly held target, as for controls (DESIGN.md: no
/// selectors on Linux): `BarButtonItem(title: "Edit", style: .plain, target: self, action:
/// Self.edit)`; or a closure (`primaryAction`).
@preconcurrency @MainActor
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
  private var targetAction: TargetAction?
  /// The item this item belongs to on a bar, told about changes.
  weak var owner: NavigationItem?

  /// Creates an item showing `title` that calls `action`, a method of `target` taking no
  /// argument (`init(title:style:target:action:)`); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class.
  public convenience init<Target>(
    title: String?, style: Style, target: AnyObject,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(title: title, image: nil, style: style)
    setTarget(target, action: action)
  }

  /// Creates an item showing `title` that calls `action`, a method of `target` taking the item
  /// (`init(title:style:target:action:)`); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class and the item a `Sender`.
  public convenience init<Target, Sender>(
    title: String?, style: Style, target: AnyObject,
    action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.init(title: title, image: nil, style: style)
    setTarget(target, action: action)
  }

  /// Creates an item showing `image` that calls `action`, a method of `target` taking no
  /// argument (`init(image:style:target:action:)`); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class.
  public convenience init<Target>(
    image: Image?, style: Style, target: AnyObject,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(title: nil, image: image, style: style)
    setTarget(target, action: action)
  }

  /// Creates an item showing `image` that calls `action`, a method of `target` taking the item
  /// (`init(image:style:target:action:)`); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class and the item a `Sender`.
  public convenience init<Target, Sender>(
    image: Image?, style: Style, target: AnyObject,
    action: @escaping @MainActor (Target) -> (Sender) -> Void
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

  /// Sets the target–action pair to a method of `target` taking no argument (UIKit's `target`
  /// and `action` properties); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class.
  public func setTarget<Target>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    targetAction = TargetAction(target: target, action: action)
  }

  /// Sets the target–action pair to a method of `target` taking the item as sender; `target`
  /// is held weakly.
  /// - Precondition: `target` is an instance of the method's class and the item a `Sender`.
  public func setTarget<Target, Sender>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    targetAction = TargetAction(target: target, sender: self, action: action)
  }

  /// The target of the target–action pair, while it is alive (`target`).
  public var target: AnyObject? { targetAction?.target }

  /// Sends the item's action as a tap on its button does: the primary action, else the
  /// target's method. Does nothing when disabled.
  public func sendAction() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.handler(primaryAction)
    } else {
      targetAction?.send(from: self)
    }
  }

  private func didChange() {
    owner?.barButtonItemDidChange()
  }
}
