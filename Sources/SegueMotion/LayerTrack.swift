import Foundation
import SegueLayers

/// One layer's presentation values at one sample of a `MotionRecording`, read from the
/// presentation tree (`PresentationTreeNode`) with what its ancestors make of it.
public struct LayerSample: Sendable, Hashable {
  /// The id of the layer it is a sublayer (or the mask) of; nil for the root.
  public var parent: Int?
  /// Whether the layer is a mask (it shapes its host, it is not drawn itself).
  public var isMask: Bool
  /// Where the renderer paints it among the drawn layers of the sample: back (0) to front.
  public var paintOrder: Int
  /// Its place in a depth-first walk of the tree (an ancestor comes before its descendants).
  public var treeOrder: Int
  /// Its bounds on screen (axis-aligned box), points; nil behind a perspective's eye.
  public var screenFrame: CGRect?
  /// `position` in the superlayer, points.
  public var position: CGPoint
  /// `bounds.size`, points.
  public var size: CGSize
  /// `anchorPoint`, unit coordinates.
  public var anchorPoint: CGPoint
  /// The affine part of `transform`: `[a, b, c, d, tx, ty]`.
  public var transform: [Double]
  /// The layer's own opacity, 0…1.
  public var opacity: Double
  /// The layer's own `isHidden`.
  public var isHidden: Bool
  /// Whether the layer and all its ancestors are shown: none hidden, the product of their
  /// opacities above `MotionCriteria.shownOpacity`.
  public var isShown: Bool
  /// Whether its screen frame is not empty and meets the window.
  public var meetsWindow: Bool
  /// Whether an ancestor clips its sublayers (`masksToBounds`, a scroll view): content
  /// scrolled out of it is clipped, not lost.
  public var isInsideClip: Bool
  /// The layer's corner radius, points.
  public var cornerRadius: Double
  /// Whether the layer draws something of its own (a background, contents, text, a shape, a
  /// gradient, a border, a shadow, a blur, a snapshot's copy).
  public var draws: Bool
  /// A hash of the path a shape layer draws (0 for other layers): what changes when a mask's
  /// path animates.
  public var shapeHash: Int
  /// The size of the path a shape layer draws (its tight bounding box; zero for other layers):
  /// how far a reveal's mask has grown.
  public var pathSize: CGSize = .zero
  /// The id of the layer's mask, if it has one.
  public var mask: Int?

  /// Whether the layer is seen: shown and drawing.
  public var isVisible: Bool { isShown && meetsWindow && draws && !isMask }
}

/// One layer through a `MotionRecording`: who it is and its sample at each time (nil where it
/// is not in the tree).
public struct LayerTrack: Sendable, Hashable {
  /// The layer's presentation-tree id.
  public var id: Int
  /// How findings name the layer.
  public var label: String
  /// What the layer draws for: its view's type ("ImageView"), else its layer type.
  public var type: String
  /// Whether the layer is a snapshot (`ReplicantLayer`) or a copy of another layer.
  public var isCopy: Bool
  /// The samples, one per recording time; nil where the layer is not in the tree.
  public var samples: [LayerSample?]

  /// How findings name a layer: its view's type and accessibility identifier when a view owns
  /// it (`CardView "card"`), else its layer type and name (`ShapeLayer "circle mask"`), then
  /// the root controller it belongs to and its tree id: `View (CardDetailViewController) #12`.
  static func label(of node: PresentationTreeNode) -> String {
    var text: String
    if let owner = node.owner {
      text = owner.type
      if let identifier = owner.accessibilityIdentifier { text += " \"\(identifier)\"" }
      if let controller = owner.viewController { text += " (\(controller))" }
    } else {
      text = node.type
      if let name = node.name { text += " \"\(name)\"" }
    }
    return text + " #\(node.id)"
  }
}
