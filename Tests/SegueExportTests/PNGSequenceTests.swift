import Foundation
import SegueCairo
import SegueExport
import SegueGeometry
import Testing

@Suite struct PNGSequenceTests {
  @Test func framesAreNumberedFromZeroWithFourDigits() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = (0..<3).map { Frames.flat(UInt8($0 * 100), 0, 0, width: 5, height: 4) }
    let urls = try PNGSequence.write(frames, to: folder.appendingPathComponent("frames/ping"))
    #expect(
      urls.map(\.lastPathComponent) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    let listed = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("frames/ping").path)
    #expect(listed.sorted() == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    for (url, frame) in zip(urls, frames) {
      #expect(try PNG.read(contentsOf: url) == frame)
    }
  }

  @Test func longSequencesUseMoreDigits() {
    #expect(PNGSequence.fileName(index: 7, count: 10) == "frame-0007.png")
    #expect(PNGSequence.fileName(index: 7, count: 10_001) == "frame-00007.png")
    #expect(PNGSequence.fileName(index: 3, count: 4, prefix: "key-") == "key-0003.png")
  }

  @Test func aShorterExportReplacesTheWholeSequenceAndKeepsOtherFiles() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let five = (0..<5).map { _ in Frames.flat(1, 2, 3, width: 2, height: 2) }
    try PNGSequence.write(five, to: folder)
    try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try PNGSequence.write(Array(five.prefix(2)), to: folder)
    let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(listed == ["frame-0000.png", "frame-0001.png", "notes.txt"])
  }

  @Test func framesOfDifferentSizesWriteNothing() throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = [
      Frames.flat(0, 0, 0, width: 4, height: 4), Frames.flat(0, 0, 0, width: 4, height: 5),
    ]
    #expect(
      throws: ExportError.framesOfDifferentSizes(
        index: 1, size: PixelSize(width: 4, height: 5), expected: PixelSize(width: 4, height: 4))
    ) {
      try PNGSequence.write(frames, to: folder.appendingPathComponent("out"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test(arguments: [2, 3, 64])
  func concurrentEncodingWritesTheSameBytesInFrameOrder(concurrency: Int) throws {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Frames that differ, so a frame written under another's number would show.
    let frames = (0..<11).map {
      Frames.flat(UInt8($0 * 20), UInt8(200 - $0 * 10), 7, width: 9, height: 5)
    }
    let one = try PNGSequence.write(
      frames, to: folder.appendingPathComponent("one"), concurrency: 1)
    let many = try PNGSequence.write(
      frames, to: folder.appendingPathComponent("many"), concurrency: concurrency)
    #expect(one.map(\.lastPathComponent) == many.map(\.lastPathComponent))
    for (a, b) in zip(one, many) {
      #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(b.lastPathComponent)")
    }
    #expect(try many.map { try PNG.read(contentsOf: $0) } == frames)
  }
}
