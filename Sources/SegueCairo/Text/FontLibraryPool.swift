import Foundation

/// The font libraries of renderers that were freed, lent to the next renderers of the process.
///
/// A fresh renderer's first text made a Pango font map of its own and filled it: every face
/// it loads (FreeType, HarfBuzz), every fontset and coverage, and cairo's glyphs of each
/// scaled font. That was about 15 % of `guillotine-close`'s first frame, paid again by every
/// renderer a process makes (a playback of `segue bench`, a picture drawn by `CairoRenderer()`
/// in a test or an app). A renderer now takes a library from this pool (or makes one when none
/// is free) and gives it back when it is freed, with what its font map loaded.
///
/// Pango font maps are not safe to use from two threads at once, so a library belongs to one
/// renderer at a time: taking it from the pool and giving it back hold `lock`, which orders
/// everything one owner did before the next owner starts, on whichever thread (as a renderer
/// itself moves between the threads of `segue record`). A renderer frees the layouts it made
/// before giving its library back (`CairoRenderer.deinit`): a layout holds the font map's fonts,
/// and freeing it afterwards could race the next owner. The fonts drawn do not depend on what a
/// font map loaded before: the same description finds the same faces in the same fontconfig
/// configuration (`FontLibrary.sharedConfiguration`).
final class FontLibraryPool: @unchecked Sendable {
  /// The process's pool.
  static let shared = FontLibraryPool()
  /// Libraries kept for later renderers at most: as many as renderers usually draw at once in a
  /// process (one per worker of `segue record`); more are freed.
  static let limit = 8

  /// Libraries no renderer holds; only touched with `lock` held.
  private let lock = NSLock()
  private var idle: [FontLibrary] = []

  /// A library no one else uses until it is given back: a freed renderer's, else a new one.
  ///
  /// - Throws: `RenderError.backend` when a new library cannot be made (see `FontLibrary`).
  func take() throws -> FontLibrary {
    if let library = lock.withLock({ idle.popLast() }) { return library }
    return try FontLibrary()
  }

  /// Keeps `library` for the next `take`; its owner must hold nothing made with it any more.
  ///
  /// A library beyond `limit` is not kept: the caller's reference is then its last, dropped
  /// outside `lock` (freeing a library takes `FontLibrary`'s own lock).
  func giveBack(_ library: FontLibrary) {
    lock.withLock {
      if idle.count < Self.limit { idle.append(library) }
    }
  }

  /// The number of libraries waiting to be taken.
  var idleCount: Int { lock.withLock { idle.count } }
}
