import Foundation
import SegueGeometry

/// A closure a control runs for its events (`UIAction`, iOS 14).
///
/// Named `ControlAction`, not `Action`, because deleting UIKit's prefix from `UIAction` would
/// collide with Core Animation's `CAAction`, which SegueLayers already names `Action`.
@preconcurrency @MainActor
public final class ControlAction {
  /// A name to find or remove the action by (`UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// A title for menus; `Button(type:primaryAction:)` shows it.
  public var title: String
  /// An image for menus; `Button(type:primaryAction:)` shows it.
  public var image: Image?
  /// The identifier (default a new UUID string).
  public let identifier: Identifier
  /// The control that sent the action while the handler runs, nil otherwise.
  public internal(set) var sender: Control?
  let handler: (ControlAction) -> Void

  /// Creates an action that runs `handler` with itself (read `sender` for the control)
  /// (`UIAction(title:image:identifier:handler:)`, e.g. `UIAction { _ in … }`).
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    handler: @escaping (ControlAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.handler = handler
  }

  /// Runs the handler with `sender` set for its duration.
  func perform(from control: Control) {
    sender = control
    defer { sender = nil }
    handler(self)
  }
}
