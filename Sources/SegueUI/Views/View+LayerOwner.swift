import Foundation
import SegueLayers

extension View: LayerOwner {
  /// How presentation trees name the owner of this view's layer: the view's type (a user's
  /// subclass by its own name), its `accessibilityIdentifier`, and the view controller whose
  /// root view it is.
  public func ownerDescription(of layer: Layer) -> LayerOwnerDescription {
    LayerOwnerDescription(
      type: String(describing: type(of: self)), accessibilityIdentifier: accessibilityIdentifier,
      viewController: owningViewController.map { String(describing: type(of: $0)) })
  }
}
