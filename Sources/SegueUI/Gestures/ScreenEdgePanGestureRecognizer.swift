import Foundation

/// A pan that only begins for fingers that start at an edge of the window and move away from
/// it (`UIScreenEdgePanGestureRecognizer`).
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// Edges of a rectangle (`UIRectEdge`).
  public struct RectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
  }

  /// How far from an edge a finger must go down to start an edge pan, points. UIKit does not
  /// document it (reference Appendix A); Segue uses 20 pt.
  public static let edgeRegionWidth: CGFloat = 20

  /// The edges the gesture may start from (`edges`; default none: it never begins, as UIKit's).
  open var edges: RectEdge = []

  /// The edges whose region contains `point` (window coordinates).
  private func edges(containing point: CGPoint, in bounds: CGRect) -> RectEdge {
    var found: RectEdge = []
    let width = Self.edgeRegionWidth
    if point.x - bounds.minX <= width { found.insert(.left) }
    if bounds.maxX - point.x <= width { found.insert(.right) }
    if point.y - bounds.minY <= width { found.insert(.top) }
    if bounds.maxY - point.y <= width { found.insert(.bottom) }
    return found.intersection(edges)
  }

  override func accepts(_ touch: Touch) -> Bool {
    guard let window = touch.window else { return false }
    return !edges(containing: touch.windowLocation, in: window.bounds).isEmpty
  }

  override func movementBegins(_ translation: CGPoint) -> Bool {
    // Mostly away from one of the edges the fingers started at.
    let horizontal = abs(translation.x) >= abs(translation.y)
    if horizontal {
      return (edges.contains(.left) && translation.x > 0)
        || (edges.contains(.right) && translation.x < 0)
    }
    return (edges.contains(.top) && translation.y > 0)
      || (edges.contains(.bottom) && translation.y < 0)
  }
}
