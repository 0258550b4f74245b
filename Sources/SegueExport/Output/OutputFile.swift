import Foundation

/// One file written whole or not at all: under a temporary name in its folder, then renamed.
///
/// For a tool's single outputs (a rendered frame, a presentation tree, a page): after an error
/// nothing is left at the destination or beside it, and the error names the path and the
/// reason in words (`FileFailure`).
public enum OutputFile {
  /// Writes `data` to `url`, replacing any file there; creates the folder (and missing
  /// parents) if needed.
  ///
  /// - Throws: `ExportError.unwritableDestination`; after an error the destination holds what
  ///   it held before and no folder made for it remains.
  public static func write(_ data: Data, to url: URL) throws(ExportError) {
    try StagedFile(destination: url).write(data)
  }
}
