import Foundation
import SegueGeometry

/// A text dump of the presentation tree at one instant: the exact, cheap companion of a pixel
/// snapshot (`segue render --format tree`).
///
/// Each node has `type`, `frame` [x, y, w, h] in points in its parent, `opacity`, `hidden`,
/// `transform` (16 numbers, row by row) and, where present, `name`, `path` {`bounds`}, `mask`
/// (a node), `replica` (a `ReplicantLayer`'s content, at the size it was captured at) and
/// `sublayers`. Numbers are rounded to 1e-6 so that the dump does not change with
/// the last bit of a floating-point sum.
public struct PresentationTreeNode: Codable, Sendable, Hashable {
  public var type: String
  public var name: String?
  public var frame: [Double]
  public var opacity: Double
  public var hidden: Bool
  public var transform: [Double]
  public var path: PathSummary?
  public var mask: [PresentationTreeNode]?
  /// A `ReplicantLayer`'s content (one node).
  public var replica: [PresentationTreeNode]?
  public var sublayers: [PresentationTreeNode]?

  /// The part of a shape's path a tree shows.
  public struct PathSummary: Codable, Sendable, Hashable {
    /// [x, y, w, h] of the path's tight bounding box, points, in the layer's coordinates.
    public var bounds: [Double]
  }

  enum CodingKeys: String, CodingKey {
    case type, name, frame, opacity, hidden, transform, path, mask, replica, sublayers
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(frame, forKey: .frame)
    try container.encode(opacity, forKey: .opacity)
    try container.encode(hidden, forKey: .hidden)
    try container.encode(transform, forKey: .transform)
    try container.encodeIfPresent(path, forKey: .path)
    try container.encodeIfPresent(mask?.first, forKey: .mask)
    try container.encodeIfPresent(replica?.first, forKey: .replica)
    try container.encodeIfPresent(sublayers, forKey: .sublayers)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(String.self, forKey: .type)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    frame = try container.decode([Double].self, forKey: .frame)
    opacity = try container.decode(Double.self, forKey: .opacity)
    hidden = try container.decode(Bool.self, forKey: .hidden)
    transform = try container.decode([Double].self, forKey: .transform)
    path = try container.decodeIfPresent(PathSummary.self, forKey: .path)
    mask = try container.decodeIfPresent(PresentationTreeNode.self, forKey: .mask).map { [$0] }
    replica = try container.decodeIfPresent(PresentationTreeNode.self, forKey: .replica).map {
      [$0]
    }
    sublayers = try container.decodeIfPresent([PresentationTreeNode].self, forKey: .sublayers)
  }

  init(
    type: String, name: String?, values: LayerValues, mask: PresentationTreeNode?,
    replica: PresentationTreeNode? = nil, sublayers: [PresentationTreeNode]
  ) {
    self.type = type
    self.name = name
    let frame = values.frame
    self.frame = [frame.minX, frame.minY, frame.width, frame.height].map(Self.rounded)
    self.opacity = Self.rounded(CGFloat(values.opacity))
    self.hidden = values.isHidden
    self.transform = values.transform.entries.map(Self.rounded)
    if let path = values.shape.path {
      let box = path.boundingBoxOfPath
      self.path = PathSummary(
        bounds: [box.minX, box.minY, box.width, box.height].map(Self.rounded))
    }
    self.mask = mask.map { [$0] }
    self.replica = replica.map { [$0] }
    self.sublayers = sublayers.isEmpty ? nil : sublayers
  }

  static func rounded(_ value: CGFloat) -> Double {
    let scaled = (Double(value) * 1e6).rounded() / 1e6
    return scaled == 0 ? 0 : scaled
  }
}

extension LayerContext {
  /// The presentation tree of the hosted tree at the clock's current time (nil without a root).
  public func presentationTree() -> PresentationTreeNode? {
    rootLayer.map { Self.treeNode(for: $0, globalTime: currentTime) }
  }

  /// The presentation tree as pretty-printed JSON with sorted keys.
  public func presentationTreeJSON() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(presentationTree())
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func treeNode(for layer: Layer, globalTime: Double) -> PresentationTreeNode {
    let values = layer.presentationValues(atLocalTime: layer.localTime(fromGlobal: globalTime))
    return PresentationTreeNode(
      type: layer.typeName, name: layer.name, values: values,
      mask: layer.mask.map { treeNode(for: $0, globalTime: globalTime) },
      replica: (layer as? ReplicantLayer)?.replica.map {
        treeNode(for: $0, globalTime: globalTime)
      },
      sublayers: (layer.sublayers ?? []).map { treeNode(for: $0, globalTime: globalTime) })
  }
}
