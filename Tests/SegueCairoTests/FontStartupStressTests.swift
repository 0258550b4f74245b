import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Many threads making their fonts and drawing text at the same instant, as recording with
/// `--jobs N` does when its workers start: each thread's first `TextPainter.paint` makes the
/// thread's `FontLibrary` (a fontconfig configuration, a Pango font map, a context) while the
/// others do the same and draw through cairo's FreeType backend.
///
/// A crash was seen once here (cairo, a null pointer + 0x90, while another thread was in
/// FreeType). The first font map of a process also starts Pango's own "[pango] FcInit"
/// thread, so the riskiest moment happens once per process: `make font-stress` runs this
/// suite in many fresh processes; in the suite it runs a few rounds in one.
@Suite struct FontStartupStressTests {
  /// Threads per round: more than the cores, so that they interleave.
  static let threadCount = 8
  /// Rounds of fresh threads (each thread makes a new library on its first paint).
  static let rounds = 3

  @Test func threadsStartingAtOnceAllDrawTheirText() throws {
    for _ in 0..<Self.rounds {
      let inked = Self.drawOnFreshThreads(count: Self.threadCount)
      // Every thread drew: the same text on the same surface size gives the same ink count.
      #expect(inked.count == Self.threadCount)
      #expect(inked.allSatisfy { $0 > 0 })
      #expect(Set(inked).count == 1, "the same text drew differently on some threads: \(inked)")
    }
  }

  /// Starts `count` threads that wait for each other, then each paints one line of text into
  /// its own surface; returns how many pixels each inked (0 for a thread that failed).
  private static func drawOnFreshThreads(count: Int) -> [Int] {
    let start = DispatchGroup()
    let ready = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let results = ResultBox(count: count)
    start.enter()
    for index in 0..<count {
      done.enter()
      let thread = Thread {
        ready.signal()
        start.wait()
        results.set(index, (try? inkedPixels()) ?? 0)
        done.leave()
      }
      thread.start()
    }
    for _ in 0..<count { ready.wait() }
    start.leave()
    done.wait()
    return results.values
  }

  /// Paints a line on a fresh 240×40 surface through `TextPainter` (this thread's library);
  /// the number of pixels with any ink.
  private static func inkedPixels() throws -> Int {
    let width: Int32 = 240
    let height: Int32 = 40
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return 0
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return 0 }
    defer { cairo_destroy(cr) }
    let text = TextDrawing(
      string: "Hello — Ωß 123", fontSize: 17, foregroundColor: Color(white: 0))
    try TextPainter.paint(
      text, in: CGRect(x: 4, y: 4, width: 232, height: 32), alpha: 1, cr: cr)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return 0 }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var inked = 0
    for row in 0..<Int(height) {
      for column in 0..<Int(width) where data[row * stride + column * 4 + 3] != 0 {
        inked += 1
      }
    }
    return inked
  }
}

/// Per-thread results, written under a lock.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int]

  init(count: Int) { storage = Array(repeating: 0, count: count) }

  func set(_ index: Int, _ value: Int) {
    lock.withLock { storage[index] = value }
  }

  var values: [Int] { lock.withLock { storage } }
}
