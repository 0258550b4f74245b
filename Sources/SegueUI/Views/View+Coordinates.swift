import Foundation
import SegueLayers

extension View {
  /// Converts a point from this view's coordinates to `view`'s (`convert(_:to:)`); nil means
  /// the coordinates of the root of this view's hierarchy (the window's, when there is one).
  ///
  /// Goes through every transform on the way, 3D ones included (a point that projects behind
  /// the eye gives NaN coordinates). Uses model values, not what an animation shows.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    layer.convert(point, to: (view ?? rootView).layer)
  }

  /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    layer.convert(point, from: (view ?? rootView).layer)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (nil: the root's): the
  /// bounding box of its transformed corners.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    layer.convert(rect, to: (view ?? rootView).layer)
  }

  /// Converts a rectangle from `view`'s coordinates (nil: the root's) to this view's: the
  /// bounding box of its transformed corners.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    layer.convert(rect, from: (view ?? rootView).layer)
  }

  /// UIKit's hit-testing rules (see `hitTest(_:with:)`).
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    // Compared in the layer's Float precision, so that alpha = 0.01 counts as 0.01.
    guard isUserInteractionEnabled, !isHidden, layer.opacity >= Float(Self.minimumHitTestAlpha),
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether a running block animation made without `.allowUserInteraction` involves this
  /// view: UIKit does not deliver touches to it meanwhile. Hit testing does not look at it;
  /// the touch system will.
  var isInteractionBlockedByAnimation: Bool { interactionBlockingAnimations > 0 }

  /// Views whose `alpha` is below this are not hit (UIKit's documented threshold, 0.01).
  public static let minimumHitTestAlpha: CGFloat = 0.01
}
