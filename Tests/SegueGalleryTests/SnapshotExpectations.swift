import Foundation
import SegueCairo
import SegueGallery
import SegueGeometry
import SegueTesting
import Testing

/// The progress points every entry's key frames are taken at (0, 25, 50, 75 and 100 %).
let keyFrameProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

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
    return (progress, frame, try scene.layerContext.presentationTreeJSON())
  }
}

/// Checks an entry's key frames at scale 1 against the calling test's snapshots `p0` … `p100`
/// (PNG and tree), reporting at the caller.
@MainActor
func expectKeyFrameSnapshots(
  of entry: GalleryEntry, file: StaticString = #filePath, function: String = #function,
  line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  for (progress, frame, tree) in try renderKeyFrames(of: entry) {
    let name = "p\(Int(progress * 100))"
    expectSnapshot(
      of: frame, named: name, file: file, function: function, line: line,
      sourceLocation: sourceLocation)
    expectSnapshot(
      ofText: tree, named: name, fileExtension: "json", file: file, function: function,
      line: line, sourceLocation: sourceLocation)
  }
}
