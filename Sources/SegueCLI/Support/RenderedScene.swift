import Foundation
import Segue

/// What the page and the file names need of one scene drawn and waiting to be encoded: only
/// values, so a worker thread may write its files.
///
/// The frames are not held here but given to each write, so that an encoding item holds only
/// the bitmaps it encodes and frees them when it ends (`GalleryExport`): a scene's key frames
/// at full scale are 12–34 MiB each.
struct RenderedScene: Sendable {
  let id: String
  let title: String
  let origin: String?
  let summary: String
  let duration: Double
  /// Frames of the animation (the GIF's and the frames folder's).
  let frameCount: Int
  let captions: [String]
  /// Of the contact sheet's thumbnails: one point per key frame pixel.
  let thumbnailScale: Double
  let timeline: GalleryPage.Timeline

  /// The GIF of the whole transition (`animation`), written into `folder`; its path.
  func writeGIF(_ animation: [Bitmap], to folder: URL, fps: Double) throws -> String {
    let gif = folder.appendingPathComponent("\(id).gif")
    try ExportFormat.gif.write(FrameSequence(frames: animation, framesPerSecond: fps), to: gif)
    return gif.path
  }

  /// Every frame of `animation` as a PNG in `folder`/frames; the folder's line.
  func writeFrames(_ animation: [Bitmap], to folder: URL, concurrency: Int) throws -> String {
    let framesFolder = folder.appendingPathComponent("frames")
    let files = try PNGSequence.write(animation, to: framesFolder, concurrency: concurrency)
    return framesFolder.path + "/ (\(files.count) frames)"
  }

  /// `keyFrame`, key frame `index`, as a PNG in `folder`; its path.
  func writeKeyFrame(_ keyFrame: Bitmap, index: Int, to folder: URL) throws -> String {
    try write(keyFrame, to: folder.appendingPathComponent(keyFrameNames[index]))
  }

  /// The contact sheet of `keyFrames` as a PNG in `folder`; its path.
  func writeContactSheet(_ keyFrames: [Bitmap], to folder: URL) throws -> String {
    let sheet = try ContactSheet(thumbnailScale: thumbnailScale).render(
      zip(keyFrames, captions).map { ContactSheet.Item(image: $0, caption: $1) })
    return try write(sheet, to: folder.appendingPathComponent(sheetName))
  }

  private func write(_ image: Bitmap, to file: URL) throws -> String {
    try OutputFile.write(try PNG.encode(image), to: file)
    return file.path
  }

  private var keyFrameNames: [String] {
    GalleryExport.keyProgress.map { String(format: "%@-%03d.png", id, Int(($0 * 100).rounded())) }
  }

  private var sheetName: String { "\(id)-contact-sheet.png" }

  /// The scene's entry on the gallery page (the files it names are written by the above).
  var page: GalleryPage.Entry {
    GalleryPage.Entry(
      id: id, title: title, origin: origin, summary: summary, duration: duration,
      animation: "\(id)/\(id).gif",
      keyFrames: zip(keyFrameNames, captions).map { .init(caption: $1, path: "\(id)/\($0)") },
      frames: (0..<frameCount).map {
        "\(id)/frames/\(PNGSequence.fileName(index: $0, count: frameCount))"
      },
      contactSheet: "\(id)/\(sheetName)", timeline: timeline)
  }
}
