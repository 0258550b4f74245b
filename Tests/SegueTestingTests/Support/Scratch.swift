import Foundation
import SegueGeometry

/// Throwaway files and pictures for the tests of SegueTesting.
enum Scratch {
  /// A fresh, empty temporary folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-testing-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A bitmap filled with one opaque colour.
  static func flat(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 8, height: Int = 6) -> Bitmap {
    Bitmap(width: width, height: height, fill: (r, g, b, 255))
  }

  /// A 6×4 checkerboard of opaque black and white pixels, the picture behind the committed
  /// references of these tests.
  static let checker: Bitmap = {
    var bitmap = Bitmap(width: 6, height: 4, fill: (255, 255, 255, 255))
    for y in 0..<4 {
      for x in 0..<6 where (x + y).isMultiple(of: 2) {
        bitmap.pixels.replaceSubrange((y * 6 + x) * 4..<(y * 6 + x) * 4 + 3, with: [0, 0, 0])
      }
    }
    return bitmap
  }()

  /// The names of the entries of `folder`, hidden ones included, sorted.
  static func entries(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}
