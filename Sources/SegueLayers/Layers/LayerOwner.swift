import Foundation

/// A layer's delegate that says what it is, so that presentation trees can name the object a
/// layer draws for (views adopt it in SegueUI; this module knows no views).
@preconcurrency @MainActor
public protocol LayerOwner: AnyObject {
  /// How presentation trees describe this owner of `layer`, read once per tree.
  func ownerDescription(of layer: Layer) -> LayerOwnerDescription
}

/// The object a layer draws for, as a presentation tree names it: a view's type, its
/// accessibility identifier, the view controller whose root view it is.
public struct LayerOwnerDescription: Codable, Sendable, Hashable {
  /// The owner's type without its module, e.g. "Label", "Button" or a user's "CardView".
  public var type: String
  /// The identifier the owner was given for tests and accessibility
  /// (`accessibilityIdentifier`), if any.
  public var accessibilityIdentifier: String?
  /// The type of the view controller whose root view the owner is, if any.
  public var viewController: String?

  /// Creates a description.
  public init(type: String, accessibilityIdentifier: String? = nil, viewController: String? = nil) {
    self.type = type
    self.accessibilityIdentifier = accessibilityIdentifier
    self.viewController = viewController
  }
}
