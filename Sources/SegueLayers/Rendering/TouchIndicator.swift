import Foundation
import SegueGeometry

/// The mark a recording or a window draws where a finger is, in the style of iOS's "Show
/// Touches" (screen recordings, accessibility): a translucent grey-white disc with a soft edge.
///
/// It is drawn over a finished frame (`DisplayList.showingTouches(at:)`), never added to the
/// layer tree, so presentation trees and snapshots of the app are unchanged by it.
public enum TouchIndicator {
  /// The disc's diameter, points (about a fingertip: UIKit's 44 pt minimum touch target).
  public static let diameter: CGFloat = 44
  /// The disc's fill (Segue's choice: a light grey, translucent, that shows on dark screens
  /// as on white ones).
  public static let fillColor = Color(white: 0.78, alpha: 0.6)
  /// The thin rim that keeps the disc visible on white, points and colour.
  public static let rimWidth: CGFloat = 1
  public static let rimColor = Color(white: 0.4, alpha: 0.45)
  /// The soft edge: a blur around the disc, points (a shadow of the disc, not offset).
  public static let softEdgeRadius: CGFloat = 6
  public static let softEdgeColor = Color(white: 0.3, alpha: 1)
  public static let softEdgeOpacity: Double = 0.35

  /// The disc centred at `point` (canvas coordinates, points), as a display node.
  public static func node(at point: CGPoint) -> DisplayNode {
    let radius = diameter / 2
    var node = DisplayNode(
      name: "touch indicator", bounds: CGRect(x: 0, y: 0, width: diameter, height: diameter),
      transform: Transform3D(translationX: point.x - radius, y: point.y - radius, z: 0))
    node.backgroundColor = fillColor
    node.cornerRadius = radius
    node.borderWidth = rimWidth
    node.borderColor = rimColor
    node.shadow = Shadow(
      color: softEdgeColor, opacity: softEdgeOpacity, radius: softEdgeRadius, offset: .zero,
      path: nil)
    return node
  }
}

extension DisplayList {
  /// This frame with a `TouchIndicator` on top at each of `points` (canvas coordinates,
  /// points); the frame itself when there are none.
  public func showingTouches(at points: [CGPoint]) -> DisplayList {
    var list = self
    list.nodes += points.map(TouchIndicator.node(at:))
    return list
  }
}
