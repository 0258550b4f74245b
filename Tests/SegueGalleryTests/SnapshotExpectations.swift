import Foundation
import SegueCairo
import SegueGallery
import SegueGeometry
import SegueTesting
import Testing

/// An entry's key frames on an iPhone 15 Pro: progress, pixels at `scale`, presentation tree.
@MainActor
func renderKeyFrames(of entry: GalleryEntry, scale: Int = 1) throws -> [(
  progress: Double, frame: Bitmap, tree: String
)] {
  let scene = entry.makeStartedStage(device: .iPhone15Pro)
  let renderer = CairoRenderer()
  return try keyFrameProgress.map { progress in
    scene.advance(to: entry.time(atProgress: progress))
    let frame = try renderer.render(scene.displayList(), scale: scale)
    return (progress, frame, scene.presentationTree())
  }
}

/// Checks an entry's key frames at scale 1 on an iPhone 15 Pro against the calling test's
/// snapshots `p0` … `p100` (PNG and tree), reporting at the caller: `SegueTesting`'s
/// `expectTransition(of:)`, as a user's test would call it.
@MainActor
func expectKeyFrameSnapshots(
  of entry: GalleryEntry, file: StaticString = #filePath, function: String = #function,
  line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectTransition(
    of: entry, device: .iPhone15Pro, file: file, function: function, line: line,
    sourceLocation: sourceLocation)
}
