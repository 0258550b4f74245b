import Foundation
import SegueGeometry

extension LayerContext {
  /// The display list of the hosted tree at the clock's current time: the presentation of
  /// every visible layer, in canvas coordinates of `size` points.
  public func displayList(size: CGSize, clearColor: Color? = nil) -> DisplayList {
    let nodes = rootLayer.flatMap {
      DisplayListBuilder.node(for: $0, globalTime: currentTime, parentSublayerTransform: nil)
    }
    return DisplayList(size: size, clearColor: clearColor, nodes: nodes.map { [$0] } ?? [])
  }
}

/// Turns the presentation tree into display nodes.
@MainActor
enum DisplayListBuilder {
  static func node(for layer: Layer, globalTime: Double, parentSublayerTransform: Transform3D?)
    -> DisplayNode?
  {
    let local = layer.localTime(fromGlobal: globalTime)
    var values = layer.presentationValues(atLocalTime: local)
    // A custom property animated: Core Animation displays the presentation layer each frame.
    if let redisplayed = layer.redisplayedPresentation(of: values) { values = redisplayed }
    layer.hasBeenShown = true
    guard !values.isHidden else { return nil }
    var transform = LayerGeometry.transform(of: values)
    if let parentSublayerTransform { transform = transform.concatenating(parentSublayerTransform) }
    var node = resolved(layer, values: values, transform: transform)
    if let mask = layer.mask {
      node.mask =
        self.node(for: mask, globalTime: globalTime, parentSublayerTransform: nil)
        ?? DisplayNode(name: "hidden mask", bounds: .zero)
    }
    let sublayerTransform = LayerGeometry.sublayerTransform(of: values)
    var children = (layer.sublayers ?? []).compactMap {
      self.node(for: $0, globalTime: globalTime, parentSublayerTransform: sublayerTransform)
    }
    // A replicant's content goes under its sublayers, stretched to its bounds on screen.
    if let replicant = layer as? ReplicantLayer, let replica = replicant.replica,
      let stretch = ReplicantLayer.stretch(from: replicant.replicatedSize, to: values.bounds),
      let content = self.node(
        for: replica, globalTime: globalTime,
        parentSublayerTransform: sublayerTransform.map { stretch.concatenating($0) } ?? stretch)
    {
      children.insert(content, at: 0)
    }
    node.sublayers = zSorted(children)
    return node
  }

  /// What `layer` draws itself with `values`, placed by `transform` in its parent: the node
  /// without its mask and sublayers. Presentation trees describe this same node, so that a
  /// tree says everything the renderer is given.
  static func resolved(_ layer: Layer, values: LayerValues, transform: Transform3D)
    -> DisplayNode
  {
    var node = DisplayNode(
      name: layer.name ?? layer.typeName, bounds: values.bounds, transform: transform,
      opacity: Double(values.opacity))
    node.backgroundColor = values.backgroundColor
    node.cornerRadius = values.cornerRadius
    node.maskedCorners = values.maskedCorners
    node.masksToBounds = values.masksToBounds
    if values.borderWidth > 0, let borderColor = values.borderColor {
      node.borderWidth = values.borderWidth
      node.borderColor = borderColor
    }
    if values.shadowOpacity > 0, let shadowColor = values.shadowColor {
      node.shadow = Shadow(
        color: shadowColor, opacity: Double(values.shadowOpacity), radius: values.shadowRadius,
        offset: values.shadowOffset, path: values.shadowPath)
    }
    if values.backdropBlurRadius > 0 {
      node.backdrop = Backdrop(blurRadius: values.backdropBlurRadius)
    }
    if let image = values.contents {
      node.contents = Contents(
        image: image, gravity: values.contentsGravity, scale: values.contentsScale,
        minificationFilter: values.minificationFilter,
        magnificationFilter: values.magnificationFilter, center: values.contentsCenter)
    }
    node.drawing = layer.drawing(for: values)
    if values.pageCurlRadius > 0 {
      node.pageCurl = PageCurl(
        time: values.curlTime, angle: values.pageCurlAngle, radius: values.pageCurlRadius)
    }
    return node
  }

  /// Sorts siblings by their z position (the translation's z after the transform), keeping the
  /// order of equal ones.
  private static func zSorted(_ nodes: [DisplayNode]) -> [DisplayNode] {
    guard nodes.contains(where: { $0.transform.m43 != 0 }) else { return nodes }
    return nodes.enumerated().sorted { a, b in
      a.element.transform.m43 != b.element.transform.m43
        ? a.element.transform.m43 < b.element.transform.m43 : a.offset < b.offset
    }.map(\.element)
  }
}
