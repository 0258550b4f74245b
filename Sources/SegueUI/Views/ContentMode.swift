import SegueLayers

extension View {
  /// How a view fits its content to its bounds (`UIView.ContentMode`); raw values are UIKit's.
  public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretch to fill the bounds, ignoring the aspect ratio (the default).
    case scaleToFill = 0
    /// Fit inside the bounds keeping the aspect ratio (may leave empty bands).
    case scaleAspectFit = 1
    /// Fill the bounds keeping the aspect ratio (may overflow; clip with `clipsToBounds`).
    case scaleAspectFill = 2
    /// Redraw when the bounds change; the contents are stretched like `.scaleToFill`.
    case redraw = 3
    /// Centre without scaling.
    case center = 4
    /// Centre along the top edge, without scaling.
    case top = 5
    /// Centre along the bottom edge, without scaling.
    case bottom = 6
    /// Centre along the left edge, without scaling.
    case left = 7
    /// Centre along the right edge, without scaling.
    case right = 8
    /// Top-left corner, without scaling.
    case topLeft = 9
    /// Top-right corner, without scaling.
    case topRight = 10
    /// Bottom-left corner, without scaling.
    case bottomLeft = 11
    /// Bottom-right corner, without scaling.
    case bottomRight = 12

    /// The layer contents gravity UIKit sets for this mode. Segue's layers are y-down, so
    /// `.top` is the top of the screen (UIKit maps it the same way on its flipped layers).
    public var contentsGravity: LayerContentsGravity {
      switch self {
      case .scaleToFill, .redraw: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
    }
  }
}
