import CCairo
import Foundation
import SegueLayers

extension FramePainter {
  /// A 3D layer's flattened plane, ready to project.
  struct FlatPlane {
    let source: ProjectiveMapping.Pixels
    /// What is known of the plane's uniform blocks: kept with a kept plane, else worked out
    /// while projecting from `uniformOutside`.
    let blocks: UniformBlocks?
    let uniformOutside: [PixelRect]?
    /// A scratch surface to give back once projected.
    let scratch: OpaquePointer?
    /// What keeps the plane's memory alive while it is projected.
    let owner: AnyObject?
  }

  /// `node`'s subtree drawn into its plane (`planeNode`: the node shifted to the plane's
  /// corner, at full opacity) at `scale`, `width`×`height` pixels, or the plane kept from
  /// earlier frames for the same subtree (`PlaneCache`): a flip's turning screen, a curling
  /// page. `covered`: the plane's first paint covers it (it need not be cleared);
  /// `uniformOutside`: the plane's rectangles outside which it is one colour, if known;
  /// `drawing` names the plane in notes. Nil, with a note, when no surface can be made.
  func flatten(
    _ node: DisplayNode, as planeNode: DisplayNode, origin: CGPoint, scale: Double,
    width: Int, height: Int, covered: Bool, uniformOutside: [PixelRect]?, drawing: String
  ) -> FlatPlane? {
    let key = PlaneCache.Key(node: planeNode, scale: scale, width: width, height: height)
    if let kept = renderer.planes.plane(for: key), let source = pixels(of: kept.surface.surface) {
      return FlatPlane(
        source: source, blocks: kept.blocks, uniformOutside: uniformOutside, scratch: nil,
        owner: kept)
    }
    // A plane to keep gets memory of its own; another one a scratch surface.
    var owned: CairoSurface?
    if renderer.planes.shouldKeep(key, bytes: width * height * 4) {
      owned = renderer.planes.surface(width: width, height: height, cleared: !covered)
    }
    let scratch =
      owned == nil
      ? scratchSurface(width: width, height: height, cleared: !covered, for: node) : nil
    guard let flat = owned?.surface ?? scratch else { return nil }
    let notesBefore = report.unsupported.count
    guard let source = pixels(of: flat), let planeCr = makeContext(flat) else {
      if let scratch { renderer.scratch.giveBack(scratch) }
      return nil
    }
    cairo_scale(planeCr, scale, scale)
    cairo_translate(planeCr, -origin.x, -origin.y)
    // Opacity is applied while compositing the projected plane, so it needs no group here.
    drawInPlane(node, in: planeCr, opacity: 1)
    finish(planeCr, of: node, drawing: drawing)
    cairo_surface_flush(flat)
    if let owned, report.unsupported.count == notesBefore {
      // Covered by an opaque background, the plane is that colour outside `uniformOutside`:
      // opaque when what is drawn inside them is.
      let plane = PlaneCache.Plane(
        surface: owned,
        blocks: UniformBlocks(source, uniformOutside: uniformOutside, measuringReach: true),
        isOpaque: covered && uniformOutside.map { Self.isOpaque(source, in: $0) } == true)
      renderer.planes.keep(plane, for: key)
      return FlatPlane(
        source: source, blocks: plane.blocks, uniformOutside: uniformOutside, scratch: nil,
        owner: plane)
    }
    return FlatPlane(
      source: source, blocks: nil, uniformOutside: uniformOutside, scratch: scratch, owner: owned)
  }

  /// Whether every pixel of `source` inside `rects` has alpha 255.
  static func isOpaque(_ source: ProjectiveMapping.Pixels, in rects: [PixelRect]) -> Bool {
    let bounds = PixelRect(x: 0, y: 0, width: source.width, height: source.height)
    for rect in rects {
      let area = rect.intersection(bounds)
      guard !area.isEmpty else { continue }
      for y in area.y..<area.maxY {
        let row = UnsafeRawPointer(source.data + y * source.stride)
          .assumingMemoryBound(to: UInt32.self)
        // The alphas ANDed together: 0xFF only when every pixel is opaque.
        var alphas: UInt32 = 0xFF00_0000
        for x in area.x..<area.maxX { alphas &= row[x] }
        if alphas < 0xFF00_0000 { return false }
      }
    }
    return true
  }
}
