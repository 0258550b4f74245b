import Foundation

/// Why a picture could not be loaded (`Image.load(named:in:)`, `Image.load(contentsOfFile:)`,
/// `Image.decode(_:scale:)`); each reads as one line a person can act on.
public enum ImageLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No file for the name in the bundle; `tried` lists the file names looked for.
  case notFound(name: String, bundle: String, tried: [String])
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The data is neither PNG nor JPEG, the two formats Segue decodes.
  case unsupportedFormat(source: String)
  /// The data looks like PNG or JPEG but does not decode.
  case undecodable(source: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let name, let bundle, let tried):
      "no image named '\(name)' in \(bundle) (looked for \(tried.joined(separator: ", ")))"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .unsupportedFormat(let source):
      "\(source) is neither PNG nor JPEG (Segue decodes those two formats only)"
    case .undecodable(let source, let reason): "\(source): \(reason)"
    }
  }
}
