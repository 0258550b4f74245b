import Foundation
import SegueGeometry

// Builds a presentation tree in one walk of the layer tree, linear in its size: each layer's
// local time comes from its parent's (as the tick computes it), its map to the screen from its
// parent's (one 3×3 product, `PlaneProjection`), and its appearance from the very display
// node the renderer would be given (`DisplayListBuilder.resolved`), so that a tree cannot
// forget something the renderer draws. Unlike the display list, the tree keeps hidden layers
// (marked `hidden`) and keeps sublayers in the model's order (the renderer sorts them by
// zPosition, which each node states). Building a tree has no effect on the layers, except
// that layers the context has not numbered yet are numbered (LayerContext+Identity.swift).

/// Builds the presentation tree of a context at its clock's current time.
@MainActor
struct PresentationTreeBuilder {
  let context: LayerContext

  /// The tree of the context's root layer (empty without one).
  func tree() -> PresentationTree {
    PresentationTree(root: rootNode(toScreen: .identity))
  }

  /// The tree of the root layer shown on a canvas of `size` by `placement` (a map from the
  /// root's superlayer to the canvas): a node of type "Canvas" (id 0, which no layer has) the
  /// canvas's size, whose `sublayerTransform` (about its centre, as Core Animation applies
  /// one) places the root as the frame draws it; the root's screen frames are on the canvas.
  func tree(canvas size: CGSize, placement: CGAffineTransform) -> PresentationTree {
    guard let root = rootNode(toScreen: PlaneProjection(flattening: Transform3D(placement)))
    else { return PresentationTree(root: nil) }
    var numbers = TreeNumbers()
    let rect = CGRect(origin: .zero, size: size)
    var canvas = PresentationTreeNode(id: 0, type: "Canvas")
    canvas.screenFrame = numbers.rect(rect, "screenFrame")
    canvas.bounds = numbers.rect(rect, "bounds")
    canvas.position = numbers.point(CGPoint(x: rect.midX, y: rect.midY), "position")
    // placement = T(−c) · S · T(c) with c the centre, so S = T(c) · placement · T(−c).
    let aboutCentre = CGAffineTransform(translationX: rect.midX, y: rect.midY)
      .concatenating(placement)
      .concatenating(CGAffineTransform(translationX: -rect.midX, y: -rect.midY))
    if !aboutCentre.isIdentity {
      canvas.sublayerTransform = numbers.transform(Transform3D(aboutCentre), "sublayerTransform")
    }
    canvas.sublayers = [root]
    canvas.unsupported = numbers.unsupported.isEmpty ? nil : numbers.unsupported
    return PresentationTree(root: canvas)
  }

  private func rootNode(toScreen: PlaneProjection) -> PresentationTreeNode? {
    guard let root = context.rootLayer else { return nil }
    return node(
      for: root, localTime: root.localTime(fromGlobal: context.currentTime),
      parentSublayerTransform: nil, parentToScreen: toScreen)
  }

  /// The node of `layer` and its subtree.
  /// - Parameters:
  ///   - localTime: the layer's local time.
  ///   - parentSublayerTransform: what the parent applies to its sublayers (its
  ///     `sublayerTransform` about its anchor point, or a replica's stretch), if anything.
  ///   - parentToScreen: the map from the parent's plane to the screen.
  private func node(
    for layer: Layer, localTime: Double, parentSublayerTransform: Transform3D?,
    parentToScreen: PlaneProjection
  ) -> PresentationTreeNode {
    let values = layer.presentationValues(atLocalTime: localTime)
    var toParent = LayerGeometry.transform(of: values)
    if let parentSublayerTransform { toParent = toParent.concatenating(parentSublayerTransform) }
    let toScreen = PlaneProjection(flattening: toParent).concatenating(parentToScreen)
    let drawn = DisplayListBuilder.resolved(layer, values: values, transform: toParent)

    var numbers = TreeNumbers()
    var node = PresentationTreeNode(id: context.number(layer), type: layer.typeName)
    node.name = layer.name
    node.owner = (layer.delegate as? any LayerOwner)?.ownerDescription(of: layer)
    node.copyOf = context.copiedPresentationTreeID(of: layer)
    describeGeometry(values, toScreen: toScreen, into: &node, numbers: &numbers)
    describeAppearance(drawn, into: &node, numbers: &numbers)
    node.hidden = values.isHidden ? true : nil

    if let mask = layer.mask {
      node.mask = self.node(
        for: mask, localTime: mask.layerTiming.localTime(fromParent: localTime),
        parentSublayerTransform: nil, parentToScreen: toScreen)
    }
    let sublayerTransform = LayerGeometry.sublayerTransform(of: values)
    if let replicant = layer as? ReplicantLayer {
      node.snapshotOf = PresentationTreeNode.SnapshotSource(
        id: replicant.replica.flatMap(context.copiedPresentationTreeID(of:)),
        owner: replicant.replicatedOwner)
      node.replicatedSize = numbers.size(replicant.replicatedSize, "replicatedSize")
      if let replica = replicant.replica {
        // The renderer draws no replica when either size is empty; the tree still shows it,
        // unstretched.
        let stretch =
          ReplicantLayer.stretch(from: replicant.replicatedSize, to: values.bounds) ?? .identity
        node.replica = self.node(
          for: replica, localTime: replica.localTime(fromGlobal: context.currentTime),
          parentSublayerTransform: sublayerTransform.map { stretch.concatenating($0) } ?? stretch,
          parentToScreen: toScreen)
      }
    }
    let sublayers = (layer.sublayers ?? []).map {
      self.node(
        for: $0, localTime: $0.layerTiming.localTime(fromParent: localTime),
        parentSublayerTransform: sublayerTransform, parentToScreen: toScreen)
    }
    node.sublayers = sublayers.isEmpty ? nil : sublayers
    node.unsupported = numbers.unsupported.isEmpty ? nil : numbers.unsupported
    return node
  }

  /// Writes where the layer is: on screen, and in its parent (the properties that place it).
  private func describeGeometry(
    _ values: LayerValues, toScreen: PlaneProjection, into node: inout PresentationTreeNode,
    numbers: inout TreeNumbers
  ) {
    if let box = toScreen.boundingBox(of: values.bounds) {
      node.screenFrame = numbers.rect(box, "screenFrame")
    } else {
      numbers.note("screenFrame: part of the layer lies behind the eye of a perspective")
    }
    node.bounds = numbers.rect(values.bounds, "bounds")
    node.position = numbers.point(values.position, "position")
    if values.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
      node.anchorPoint = numbers.unitPoint(values.anchorPoint, "anchorPoint")
    }
    if values.anchorPointZ != 0 {
      node.anchorPointZ = numbers.length(values.anchorPointZ, "anchorPointZ")
    }
    if values.zPosition != 0 { node.zPosition = numbers.length(values.zPosition, "zPosition") }
    if !values.transform.isIdentity {
      node.transform = numbers.transform(values.transform, "transform")
    }
    if !values.sublayerTransform.isIdentity {
      node.sublayerTransform = numbers.transform(values.sublayerTransform, "sublayerTransform")
    }
  }
}

extension LayerContext {
  /// The presentation tree of the hosted tree at the clock's current time: every layer with
  /// its identity, its owner, where it is on screen and everything it draws (see
  /// `PresentationTree`). Layers seen for the first time are numbered; nothing else changes.
  public func presentationTree() -> PresentationTree {
    PresentationTreeBuilder(context: self).tree()
  }

  /// The presentation tree of the hosted tree shown on a canvas of `size`, placed by
  /// `placement` (a recording of a turning device: `Stage.presentationTree(format:)`).
  public func presentationTree(canvas size: CGSize, placement: CGAffineTransform)
    -> PresentationTree
  {
    PresentationTreeBuilder(context: self).tree(canvas: size, placement: placement)
  }

  /// The presentation tree as JSON (`presentationTree().json`).
  public func presentationTreeJSON() -> String {
    presentationTree().json
  }
}
