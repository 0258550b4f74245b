import Foundation

/// One layer of a presentation tree: who it is, where it is on screen, its local geometry and
/// everything it draws, in the presentation values of one frame (see `PresentationTree` for
/// the format, and the "Reading a presentation tree" article).
///
/// Properties left at their defaults are nil, so that trees stay short: a nil `opacity` is 1,
/// a nil `hidden` is false, a nil `transform` is the identity. Lengths are points rounded to
/// 1/1000; other numbers (transform factors, colour components, opacities, fractions) are
/// rounded to 1e-6. Colours are `[red, green, blue, alpha]`, sRGB, straight alpha, 0…1.
/// Rectangles are `[x, y, width, height]`, points and sizes `[x, y]` and `[width, height]`.
public struct PresentationTreeNode: Codable, Sendable, Hashable {
  /// The layer's number in its context, the same for the same layer in every frame and in
  /// every run of the same scene (`LayerContext.presentationTreeID(of:)`).
  public var id: Int
  /// The layer's class ("Layer", "ShapeLayer", "TextLayer"…).
  public var type: String
  /// The layer's `name`, if set.
  public var name: String?
  /// The object the layer draws for (a view), when its delegate says (`LayerOwner`).
  public var owner: LayerOwnerDescription?
  /// The `id` of the layer this one is a copy of (a snapshot's content copies the layers on
  /// screen when it was taken), when that layer was numbered in the same context.
  public var copyOf: Int?
  /// What a `ReplicantLayer` (a snapshot view's layer) shows a copy of.
  public var snapshotOf: SnapshotSource?
  /// The axis-aligned bounding box of the layer's bounds on screen, after the transforms of
  /// all its ancestors and its own: `[x, y, width, height]` in points in the window. Nil when
  /// a perspective puts part of the layer behind the eye. Not UIKit's `frame`, which is in the
  /// superview's coordinates.
  public var screenFrame: [Double]?
  /// The layer's own coordinate rectangle (`bounds`), `[x, y, width, height]`, points;
  /// always written (nil only when not finite, see `unsupported`).
  public var bounds: [Double]?
  /// Where the anchor point sits in the superlayer's coordinates (`position`), `[x, y]`,
  /// points; always written (nil only when not finite).
  public var position: [Double]?
  /// The point of the bounds, in unit coordinates, that `position` places (`anchorPoint`);
  /// nil is `[0.5, 0.5]`.
  public var anchorPoint: [Double]?
  /// The anchor point's z coordinate, points; nil is 0.
  public var anchorPointZ: Double?
  /// The z position, points; nil is 0.
  public var zPosition: Double?
  /// The transform about the anchor point: 6 numbers `[a, b, c, d, tx, ty]` when it is
  /// affine (as `CGAffineTransform`), else the 16 entries of the 4×4 matrix row by row; nil
  /// is the identity.
  public var transform: [Double]?
  /// The transform applied to the sublayers, written as `transform` is; nil is the identity.
  public var sublayerTransform: [Double]?
  /// Opacity 0…1 of the layer and its sublayers as a group; nil is 1.
  public var opacity: Double?
  /// True when the layer (and so its subtree) is not drawn; nil is false.
  public var hidden: Bool?
  /// True when contents and sublayers are clipped to the (rounded) bounds; nil is false.
  public var masksToBounds: Bool?
  /// The corner radius of background, border and clip, points; nil is 0.
  public var cornerRadius: Double?
  /// The corners `cornerRadius` rounds when not all four: of "minXMinY" (top left),
  /// "maxXMinY", "minXMaxY", "maxXMaxY".
  public var maskedCorners: [String]?
  /// The background colour; nil is none.
  public var backgroundColor: [Double]?
  /// The border, when one is drawn.
  public var border: Border?
  /// The drop shadow, when one is drawn.
  public var shadow: Shadow?
  /// The blur of what is behind the layer (a `BackdropLayer`), when there is one.
  public var backdrop: Backdrop?
  /// The page curl of everything the layer draws (a `PageCurlLayer`), when there is one.
  public var curl: Curl?
  /// The bitmap drawn in the bounds, when there is one.
  public var contents: Contents?
  /// The text the layer draws (a `TextLayer`).
  public var text: Text?
  /// The path the layer fills and strokes (a `ShapeLayer`).
  public var shape: Shape?
  /// The gradient the layer fills its bounds with (a `GradientLayer`).
  public var gradient: Gradient?
  /// What the renderer draws for this layer that the tree cannot write, one sentence each
  /// (a value that is not a finite number, say); nil when everything is written.
  public var unsupported: [String]?
  private var maskBox: NodeBox?
  /// The size a `ReplicantLayer`'s replica was captured at, `[width, height]`, points; it is
  /// stretched to the bounds.
  public var replicatedSize: [Double]?
  private var replicaBox: NodeBox?
  /// The sublayers, back to front (nil when there are none).
  public var sublayers: [PresentationTreeNode]?

  /// The layer whose alpha masks this one, in this layer's coordinates.
  public var mask: PresentationTreeNode? {
    get { maskBox?.node }
    set { maskBox = newValue.map(NodeBox.init) }
  }

  /// A `ReplicantLayer`'s content: the frozen copy it shows under its sublayers.
  public var replica: PresentationTreeNode? {
    get { replicaBox?.node }
    set { replicaBox = newValue.map(NodeBox.init) }
  }

  /// Creates a node with an identity and every other property at its default.
  public init(id: Int, type: String) {
    self.id = id
    self.type = type
  }

  // The order of the keys is the order of the JSON and text forms.
  enum CodingKeys: String, CodingKey {
    case id, type, name, owner, copyOf, snapshotOf, screenFrame, bounds, position, anchorPoint
    case anchorPointZ, zPosition, transform, sublayerTransform, opacity, hidden, masksToBounds
    case cornerRadius, maskedCorners, backgroundColor, border, shadow, backdrop, curl, contents
    case text
    case shape, gradient, unsupported
    case maskBox = "mask"
    case replicatedSize
    case replicaBox = "replica"
    case sublayers
  }

  /// The keys whose values are nodes (written on lines of their own in the text form).
  static let childKeys: Set<String> = ["mask", "replica", "sublayers"]

  /// Every node of the subtree, depth first in tree order (the node, its mask, its replica,
  /// its sublayers).
  public var allNodes: [PresentationTreeNode] {
    var result: [PresentationTreeNode] = []
    var pending = [self]
    while let node = pending.popLast() {
      result.append(node)
      pending += (node.sublayers ?? []).reversed()
      if let replica = node.replica { pending.append(replica) }
      if let mask = node.mask { pending.append(mask) }
    }
    return result
  }

  /// The first node of the subtree (in tree order) with `id`.
  public func node(id: Int) -> PresentationTreeNode? {
    allNodes.first { $0.id == id }
  }
}

/// A node held out of line: a struct cannot hold an optional of itself.
private indirect enum NodeBox: Codable, Sendable, Hashable {
  case node(PresentationTreeNode)

  init(_ node: PresentationTreeNode) { self = .node(node) }

  var node: PresentationTreeNode {
    switch self {
    case .node(let node): node
    }
  }

  init(from decoder: any Decoder) throws {
    self = .node(try PresentationTreeNode(from: decoder))
  }

  func encode(to encoder: any Encoder) throws {
    try node.encode(to: encoder)
  }
}
