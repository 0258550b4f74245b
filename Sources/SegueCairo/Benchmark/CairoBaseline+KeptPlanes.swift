import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A plane's flat drawing kept from one frame to the next, as any program drawing frames in
// sequence would keep it: a plane's surface holds its steps drawn at its resolution, and
// nothing else, so a plane whose steps, bounds and resolution equal those of the previous
// frame has the same pixels — a screen flipping over (`flip-from-left`) or a page curling
// (`curl-up`) whose content stands still is drawn once and then only projected or curled. The
// renderer keeps its planes on the same ground (`PlaneCache`), and as it does: a plane is kept
// the first time it is drawn (drawn into a surface of its own either way), released at the end
// of a frame that does not use it, its surface then serving the next plane of its size.

extension CairoBaseline {
  /// A plane's flat pixels, and which of their blocks are one colour (found while projecting
  /// it, kept with it as the renderer keeps them).
  final class FlatPlane {
    let surface: CairoSurface
    var blocks: UniformBlocks?

    init(surface: CairoSurface) {
      self.surface = surface
    }

    deinit { blocks?.deallocate() }
  }

  /// What decides a plane's flat pixels.
  struct FlatPlaneKey: Hashable {
    let steps: [Step]
    let bounds: CGRect
    /// Plane pixels per point.
    let scale: Double
    let width: Int
    let height: Int
  }

  /// The most bytes of planes kept (the renderer's budget for its planes).
  static let maximumKeptPlaneBytes = 64 << 20

  /// `plane`'s steps drawn into a surface of `width` × `height` pixels at `scale` pixels per
  /// point: kept from the previous frame when drawn the same way there, else drawn now (and
  /// kept, within the budget, in a released plane's surface of that size when there is one).
  func flattened(_ plane: Plane, scale: Double, width: Int, height: Int) throws -> FlatPlane {
    let key = FlatPlaneKey(
      steps: plane.steps, bounds: plane.bounds, scale: scale, width: width, height: height)
    if let kept = keptPlanes.value(for: key) { return kept }
    let bytes = width * height * 4
    let keeps = keptPlanes.shouldKeep(key, bytes: bytes, atFirstSight: true)
    let flat =
      keeps
      ? try planeSurfaces.removeValue(forKey: PlaneSize(width: width, height: height))
        ?? CairoSurface(width: width, height: height)
      : try Self.keptSurface(in: &planeSurfaces, width: width, height: height)
    try draw(plane.steps, into: flat.surface, scale: scale, clearColor: nil)
    let drawn = FlatPlane(surface: flat)
    if keeps { keptPlanes.keep(drawn, bytes: bytes, for: key) }
    return drawn
  }

  /// Ends a frame of planes: the surfaces of the planes it did not use serve the next planes of
  /// their sizes.
  func endPlaneFrame() {
    for released in keptPlanes.endFrame() {
      let size = PlaneSize(width: released.surface.width, height: released.surface.height)
      if planeSurfaces[size] == nil, planeSurfaces.count <= 8 {
        planeSurfaces[size] = released.surface
      }
    }
  }
}
