import Foundation
import SegueLayers

/// Reduces presentation trees, sample by sample, to per-layer tracks.
struct RecordingBuilder {
  let window: CGRect
  var times: [Double] = []
  var tracks: [Int: LayerTrack] = [:]
  var fingers: [Int] = []

  init(window: CGRect) { self.window = window }

  /// What a node inherits from its ancestors.
  private struct Context {
    var parent: Int?
    var isMask = false
    var isShown = true
    var opacity = 1.0
    var isInsideClip = false
  }

  /// Adds the sample of `tree` at `time`.
  mutating func add(_ tree: PresentationTree, at time: Double) {
    let index = times.count
    times.append(time)
    var treeOrder = 0
    var paintOrder = 0
    if let root = tree.root {
      walk(root, Context(), index: index, treeOrder: &treeOrder, paintOrder: &paintOrder)
    }
  }

  private mutating func walk(
    _ node: PresentationTreeNode, _ context: Context, index: Int, treeOrder: inout Int,
    paintOrder: inout Int
  ) {
    let opacity = node.opacity ?? 1
    let isHidden = node.hidden ?? false
    let effectiveOpacity = context.opacity * opacity
    let frame = node.screenFrame.map(Self.rect)
    let meetsWindow = frame.map { $0.width > 0 && $0.height > 0 && $0.intersects(window) } ?? false
    let isShown =
      context.isShown && !isHidden && effectiveOpacity > MotionCriteria.shownOpacity
    let draws = Self.draws(node)
    let sample = LayerSample(
      parent: context.parent, isMask: context.isMask, paintOrder: paintOrder,
      treeOrder: treeOrder, screenFrame: frame, position: Self.point(node.position),
      size: Self.rect(node.bounds ?? [0, 0, 0, 0]).size, anchorPoint: Self.point(node.anchorPoint),
      transform: Self.affine(node.transform), opacity: opacity, isHidden: isHidden,
      isShown: isShown, meetsWindow: meetsWindow, isInsideClip: context.isInsideClip,
      cornerRadius: node.cornerRadius ?? 0, draws: draws,
      shapeHash: node.shape?.hashValue ?? 0,
      pathSize: Self.rect(node.shape?.pathBounds ?? [0, 0, 0, 0]).size, mask: node.mask?.id)
    treeOrder += 1
    if sample.isVisible { paintOrder += 1 }
    record(sample, of: node, index: index)

    var inner = context
    inner.parent = node.id
    inner.isShown = isShown
    inner.opacity = effectiveOpacity
    inner.isInsideClip = context.isInsideClip || node.masksToBounds == true
    if let mask = node.mask {
      var maskContext = inner
      maskContext.isMask = true
      walk(mask, maskContext, index: index, treeOrder: &treeOrder, paintOrder: &paintOrder)
    }
    if let replica = node.replica {
      walk(replica, inner, index: index, treeOrder: &treeOrder, paintOrder: &paintOrder)
    }
    // The renderer paints sublayers by zPosition, keeping the model order among equals.
    let sublayers = (node.sublayers ?? []).enumerated().sorted {
      ($0.element.zPosition ?? 0, $0.offset) < ($1.element.zPosition ?? 0, $1.offset)
    }
    for (_, sublayer) in sublayers {
      walk(sublayer, inner, index: index, treeOrder: &treeOrder, paintOrder: &paintOrder)
    }
  }

  private mutating func record(_ sample: LayerSample, of node: PresentationTreeNode, index: Int) {
    if tracks[node.id] == nil {
      tracks[node.id] = LayerTrack(
        id: node.id, label: LayerTrack.label(of: node), type: node.owner?.type ?? node.type,
        isCopy: node.copyOf != nil || node.snapshotOf != nil, samples: [])
    }
    // Samples before the layer first appeared, or while it was out of the tree, are nil.
    let missing = index - (tracks[node.id]?.samples.count ?? 0)
    if missing > 0 {
      tracks[node.id]?.samples.append(contentsOf: repeatElement(nil, count: missing))
    }
    if tracks[node.id]?.samples.count == index { tracks[node.id]?.samples.append(sample) }
  }

  /// Pads every track to the number of samples (layers gone at the end have nil samples).
  func finished() -> [Int: LayerTrack] {
    tracks.mapValues { track in
      var track = track
      track.samples += repeatElement(nil, count: times.count - track.samples.count)
      return track
    }
  }

  private static func draws(_ node: PresentationTreeNode) -> Bool {
    (node.backgroundColor.map { $0.count == 4 && $0[3] > 0 } ?? false) || node.contents != nil
      || node.text != nil || node.shape != nil || node.gradient != nil || node.border != nil
      || node.shadow != nil || node.backdrop != nil || node.curl != nil || node.replica != nil
  }

  private static func rect(_ values: [Double]) -> CGRect {
    values.count == 4
      ? CGRect(x: values[0], y: values[1], width: values[2], height: values[3]) : .zero
  }

  private static func point(_ values: [Double]?) -> CGPoint {
    guard let values, values.count == 2 else { return CGPoint(x: 0.5, y: 0.5) }
    return CGPoint(x: values[0], y: values[1])
  }

  /// The affine part `[a, b, c, d, tx, ty]` of a tree transform (6 numbers, or 16 of a 4×4
  /// matrix row by row, whose perspective is left out); the identity when nil.
  private static func affine(_ values: [Double]?) -> [Double] {
    guard let values else { return [1, 0, 0, 1, 0, 0] }
    if values.count == 16 {
      return [values[0], values[1], values[4], values[5], values[12], values[13]]
    }
    return values.count == 6 ? values : [1, 0, 0, 1, 0, 0]
  }
}
