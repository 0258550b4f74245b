import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The byte comparison of two frames that the culling and reuse checks rely on, against a
/// plain byte-by-byte count.
@Suite struct FrameDifferenceTests {
  /// Random buffers with a few differing bytes, at lengths that leave a tail of 0–7 bytes after
  /// the last whole word, compared with the count of a byte loop.
  @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 1_000, 4_099])
  func aWordAtATimeCountsAsAByteLoopDoes(_ count: Int) {
    var random = SeededLCG(state: UInt64(count) + 17)
    let a = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    var b = a
    for _ in 0..<(count / 5) {
      let index = Int.random(in: 0..<count, using: &random)
      b[index] = UInt8.random(in: 0...255, using: &random)
    }
    var expected = FrameDifference(bytes: 0, largest: 0)
    for (x, y) in zip(a, b) where x != y {
      expected.bytes += 1
      expected.largest = max(expected.largest, abs(Int(x) - Int(y)))
    }
    // Copied to buffers of their own, unaligned by a byte as a row of a frame may be.
    let pa = UnsafeMutableRawPointer.allocate(byteCount: count + 1, alignment: 8)
    let pb = UnsafeMutableRawPointer.allocate(byteCount: count + 1, alignment: 8)
    defer {
      pa.deallocate()
      pb.deallocate()
    }
    pa.advanced(by: 1).copyMemory(from: a, byteCount: count)
    pb.advanced(by: 1).copyMemory(from: b, byteCount: count)
    let found = CairoRenderer.difference(pa.advanced(by: 1), pb.advanced(by: 1), count: count)
    #expect(found == expected)
  }

  /// Two renderers' frames: equal when they drew the same list; a square of another colour
  /// differs by its pixels' changed channels; no answer before a frame or across sizes.
  @MainActor
  @Test func twoRenderersFramesAreComparedInPlace() throws {
    let one = CairoRenderer()
    let other = CairoRenderer()
    #expect(one.frameDifference(from: other) == nil)
    let size = CGSize(width: 20, height: 10)
    func square(_ color: Color) -> DisplayList {
      var node = DisplayNode(
        name: "square", bounds: CGRect(x: 0, y: 0, width: 5, height: 5),
        transform: Transform3D(translationX: 4, y: 2, z: 0))
      node.backgroundColor = color
      return DisplayList(size: size, nodes: [node])
    }
    _ = try one.draw(square(Color(red: 1, green: 0, blue: 0)), scale: 1)
    _ = try other.draw(square(Color(red: 1, green: 0, blue: 0)), scale: 1)
    #expect(one.frameDifference(from: other) == FrameDifference(bytes: 0, largest: 0))
    _ = try other.draw(square(Color(red: 0, green: 0, blue: 1)), scale: 1)
    // 25 pixels, each with red 255 → 0 and blue 0 → 255.
    #expect(one.frameDifference(from: other) == FrameDifference(bytes: 50, largest: 255))
    _ = try other.draw(square(Color(red: 1, green: 0, blue: 0)), scale: 2)
    #expect(one.frameDifference(from: other) == nil)
  }
}
