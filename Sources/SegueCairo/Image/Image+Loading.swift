import Foundation
import SegueGeometry

// Pictures from bundles, files and data: UIKit's `UIImage(named:)`, `UIImage(named:in:…)`,
// `UIImage(contentsOfFile:)` and `UIImage(data:scale:)`, failing with nil as UIKit does, and
// throwing variants that say why (`ImageLoadingError`). PNG and JPEG are decoded (Cairo's
// libpng, libjpeg); other formats (HEIC, GIF, WebP, PDF) and asset catalogs are not supported.
//
// Names resolve as UIKit resolves them for files in a bundle: "close" finds close@3x.png,
// close@2x.png, close.png, then the same with .jpg and .jpeg; "photo.jpg" finds photo@3x.jpg,
// photo@2x.jpg, photo.jpg; "Icons/close" looks in the bundle's Icons folder. An "@2x"/"@3x"
// file is made with that scale, so its size in points is the same as the 1x file's. UIKit
// takes the variant of the screen's scale; Segue renders one picture at any scale, so it takes
// the sharpest variant there is.
extension Image {
  /// The scales tried, sharpest first, as file-name suffixes.
  static let scaleSuffixes: [(suffix: String, scale: CGFloat)] = [("@3x", 3), ("@2x", 2), ("", 1)]
  /// The extensions tried for a name without one.
  static let loadableExtensions = ["png", "jpg", "jpeg"]

  /// Loads the picture named `name` from `bundle` (nil: the main bundle), or throws
  /// `ImageLoadingError.notFound` listing the files looked for.
  public static func load(named name: String, in bundle: Bundle? = nil) throws -> Image {
    let bundle = bundle ?? .main
    let folder = (name as NSString).deletingLastPathComponent
    let file = (name as NSString).lastPathComponent
    let given = (file as NSString).pathExtension
    let base = given.isEmpty ? file : (file as NSString).deletingPathExtension
    var tried: [String] = []
    for ext in given.isEmpty ? loadableExtensions : [given] {
      for (suffix, scale) in scaleSuffixes {
        tried.append(base + suffix + "." + ext)
        if let url = bundle.url(
          forResource: base + suffix, withExtension: ext,
          subdirectory: folder.isEmpty ? nil : folder)
        {
          return try load(contentsOf: url, scale: scale, name: name)
        }
      }
    }
    throw ImageLoadingError.notFound(name: name, bundle: bundle.bundlePath, tried: tried)
  }

  /// Loads the picture in the file at `path`; an "@2x" or "@3x" before the extension sets the
  /// scale (`UIImage(contentsOfFile:)`).
  public static func load(contentsOfFile path: String) throws -> Image {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let scale = scaleSuffixes.first { !$0.suffix.isEmpty && stem.hasSuffix($0.suffix) }?.scale ?? 1
    return try load(
      contentsOf: URL(fileURLWithPath: path), scale: scale,
      name: (path as NSString).lastPathComponent)
  }

  /// Decodes PNG or JPEG `data` made for `scale` pixels per point; `source` names the data in
  /// errors.
  public static func decode(_ data: Data, scale: CGFloat = 1, source: String = "the data")
    throws -> Image
  {
    try decode(data, scale: scale, source: source, name: nil)
  }

  private static func decode(_ data: Data, scale: CGFloat, source: String, name: String?)
    throws -> Image
  {
    let bitmap: Bitmap
    // Known from the format where it has no alpha (JPEG, PNG without it); else read once here.
    let isOpaque: Bool?
    do {
      if PNG.isPNG(data) {
        (bitmap, isOpaque) = try PNG.decodeWithOpacity(data)
      } else if JPEG.isJPEG(data) {
        (bitmap, isOpaque) = (try JPEG.decode(data), true)
      } else {
        throw ImageLoadingError.unsupportedFormat(source: source)
      }
    } catch let error as ImageLoadingError {
      throw error
    } catch {
      throw ImageLoadingError.undecodable(source: source, reason: "\(error)")
    }
    return Image(bitmap: bitmap, scale: scale, name: name, isOpaque: isOpaque)
  }

  private static func load(contentsOf url: URL, scale: CGFloat, name: String) throws -> Image {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ImageLoadingError.unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try decode(data, scale: scale, source: url.path, name: name)
  }

  /// The picture named `name` in the main bundle, or nil (`UIImage(named:)`); see
  /// `load(named:in:)` for how names resolve and why loading failed.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil)
  }

  /// The picture named `name` in `bundle` (nil: the main bundle), or nil; pass `.module` for a
  /// package's resources.
  public convenience init?(named name: String, in bundle: Bundle?) {
    guard let image = try? Image.load(named: name, in: bundle) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale, name: image.name)
  }

  /// The picture in the file at `path`, or nil (`UIImage(contentsOfFile:)`).
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? Image.load(contentsOfFile: path) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale, name: image.name)
  }

  /// The PNG or JPEG picture in `data`, made for `scale` pixels per point, or nil
  /// (`UIImage(data:scale:)`).
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let image = try? Image.decode(data, scale: scale) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale)
  }
}
