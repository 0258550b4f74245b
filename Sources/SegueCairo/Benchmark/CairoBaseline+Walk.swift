import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// The floor of a display list: per visible layer its background (in its colour, with its
  /// corner rounding), its contents image (composited from its source as the renderer filters
  /// it), its text (Pango) and its gradient (the renderer's own Cairo pattern, shared: no
  /// cheaper program draws those pixels), with the alpha of each times the opacities down to the layer,
  /// clipped as the renderer clips them: by the paths of masks that are plain shapes (the case
  /// of a circle reveal) and by the (rounded) bounds of layers that mask to bounds, their own
  /// contents and drawing included. A layer under a 3D
  /// transform, or whose page is curling, becomes a plane: its subtree drawn offscreen, then
  /// projected or curled onto the canvas.
  ///
  /// A backdrop blur is the same blur of what lies under the layer (`+Backdrop`); a shadow
  /// cast by a shadow path or by a layer's background alone is its colour through the blurred
  /// mask (`+Shadow`).
  ///
  /// Left out, so that the floor stays a lower bound: shapes, borders, other shadows, recorded
  /// drawings, masks other than plain shapes, and the groups a
  /// translucent layer with several parts is composited through (each part takes the opacity
  /// as its own alpha instead). A plane keeps no clip of the layers above it.
  public static func floor(for list: DisplayList) -> Floor {
    var steps: [Step] = []
    for node in list.nodes {
      visit(node, toCanvas: .identity, opacity: 1, clips: [], into: &steps)
    }
    return Floor(size: list.size, clearColor: list.clearColor, steps: steps)
  }

  private static func visit(
    _ node: DisplayNode, toCanvas: Transform3D, opacity parentOpacity: Double, clips: [Clip],
    roundedClips: [RoundedClip] = [], into steps: inout [Step]
  ) {
    let opacity = parentOpacity * min(max(node.opacity, 0), 1)
    guard opacity > 0, node.transform.isFinite, node.bounds.isFiniteRect else { return }
    let transform = node.transform.concatenating(toCanvas)
    guard transform.isAffine else {
      if let plane = plane(of: node, opacity: opacity, placement: .projected(transform)) {
        steps.append(.plane(plane))
      }
      return
    }
    let affine = transform.affineTransform
    if let curl = node.pageCurl, curl.isDrawable, !curl.liftsNothing(in: node.bounds) {
      guard !curl.isGone(in: node.bounds) else { return }
      if let plane = plane(of: node, opacity: opacity, placement: .curled(curl, affine)) {
        steps.append(.plane(plane))
      }
      return
    }
    var clips = clips
    var roundedClips = roundedClips
    if let mask = node.mask, case .shape(let shape)? = mask.drawing {
      clips.append(
        Clip(
          shape.path.applying(mask.transform.concatenating(transform).affineTransform),
          fillRule: shape.fillRule))
    }
    func paint(_ fill: Fill, area: CGRect?, alpha: Double, rounded: Bool = false) {
      steps.append(
        .paint(
          Paint(
            fill: fill, area: area, transform: affine, clips: clips, roundedClips: roundedClips,
            alpha: alpha, cornerRadius: rounded ? node.cornerRadius : 0,
            corners: node.maskedCorners)))
    }
    if let caster = shadowCaster(of: node), let shadow = node.shadow {
      paint(
        .shadow(shadow, caster: caster), area: shadowArea(of: shadow, caster: caster),
        alpha: opacity)
    }
    let background = node.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    if let backdrop = node.backdrop {
      // The renderer draws a visible shadow between the two; else they can be one pass.
      let fused = node.shadow?.isVisible == true ? nil : background
      paint(
        .backdrop(backdrop, background: fused), area: node.bounds, alpha: opacity, rounded: true)
      if fused == nil, let background {
        paint(.color(background), area: node.bounds, alpha: opacity, rounded: true)
      }
    } else if let background {
      paint(.color(background), area: node.bounds, alpha: opacity, rounded: true)
    }
    // Bounds that mask clip the layer's own contents and drawing too (a picture filling its
    // aspect overflows them), rounded as the renderer clips them (`FramePainter.clipToBounds`).
    if node.masksToBounds {
      if node.cornerRadius > 0, !node.maskedCorners.isEmpty {
        roundedClips.append(
          RoundedClip(
            bounds: node.bounds, cornerRadius: node.cornerRadius, corners: node.maskedCorners,
            transform: affine))
      } else {
        clips.append(Clip(Path(rect: node.bounds, transform: affine)))
      }
    }
    if let contents = node.contents {
      paint(
        .picture(contents), area: ContentsGravity.rect(for: contents, in: node.bounds),
        alpha: opacity)
    }
    switch node.drawing {
    case .text(let text) where !text.string.isEmpty && text.foregroundColor.alpha > 0:
      paint(.text(text), area: node.bounds, alpha: opacity)
    case .gradient(let gradient) where !gradient.colors.isEmpty:
      paint(.gradient(gradient), area: node.bounds, alpha: opacity)
    default:
      break
    }
    for child in node.sublayers {
      visit(
        child, toCanvas: transform, opacity: opacity, clips: clips, roundedClips: roundedClips,
        into: &steps)
    }
  }

  /// The plane of `node`: its own parts and subtree in its bounds' space, at full opacity (the
  /// opacity is applied when the plane is placed); nil when its bounds are empty.
  private static func plane(of node: DisplayNode, opacity: Double, placement: Placement)
    -> Plane?
  {
    guard node.bounds.width > 0, node.bounds.height > 0 else { return nil }
    var flat = node
    flat.transform = .identity
    flat.opacity = 1
    flat.pageCurl = nil
    var steps: [Step] = []
    let toPlane = Transform3D(translationX: -node.bounds.minX, y: -node.bounds.minY, z: 0)
    visit(flat, toCanvas: toPlane, opacity: 1, clips: [], into: &steps)
    return Plane(bounds: node.bounds, steps: steps, opacity: opacity, placement: placement)
  }

  /// Why no floor can be given for `list`, or nil: a 3D layer reaching behind the viewer (the
  /// renderer clips its plane at the eye; the floor's projection does not, and a floor
  /// leaving the plane out would time a frame that draws almost nothing).
  public static func reasonWithoutFloor(_ floor: Floor) -> String? {
    func reason(_ steps: [Step]) -> String? {
      for case .plane(let plane) in steps {
        if case .projected(let transform) = plane.placement,
          !Homography(transform).isInFront(of: plane.bounds)
        {
          return
            "a 3D layer reaching behind the viewer: the floor's projection does not clip it at the eye"
        }
        if let inner = reason(plane.steps) { return inner }
      }
      return nil
    }
    return reason(floor.steps)
  }
}
