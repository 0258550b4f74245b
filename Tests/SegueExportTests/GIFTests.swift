import Foundation
import SegueExport
import SegueGeometry
import Testing

@Suite struct GIFTests {
  @Test func delaysAlternateSoThatTheTotalIsExact() {
    let schedule = GIF.schedule(frameCount: 10, framesPerSecond: 30)
    #expect(schedule.map(\.delay) == [3, 3, 4, 3, 3, 4, 3, 3, 4, 3])
    #expect(schedule.map(\.frame) == Array(0..<10))
    #expect(GIF.schedule(frameCount: 30, framesPerSecond: 30).map(\.delay).reduce(0, +) == 100)
    #expect(GIF.schedule(frameCount: 5, framesPerSecond: 25).map(\.delay) == [4, 4, 4, 4, 4])
  }

  @Test func framesFasterThanFiftyPerSecondAreResampledToFifty() {
    let schedule = GIF.schedule(frameCount: 60, framesPerSecond: 60)
    #expect(schedule.allSatisfy { $0.delay >= GIF.minimumDelay })
    #expect(schedule.map(\.delay).reduce(0, +) == 100)
    #expect(schedule.last?.frame == 59)
    #expect(schedule.count == 50)
    #expect(GIF.schedule(frameCount: 1, framesPerSecond: 1000).map(\.delay) == [0])
  }

  @Test func flatColoursSurviveARoundTripThroughGiflib() throws {
    let colors: [(UInt8, UInt8, UInt8)] = [
      (255, 0, 0), (0, 200, 0), (10, 20, 250), (255, 255, 255), (128, 128, 128),
    ]
    let sequence = try FrameSequence(
      frames: colors.map { Frames.flat($0.0, $0.1, $0.2) }, framesPerSecond: 30)
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("flat.gif")
    try GIF.write(sequence, to: url)

    let gif = try DecodedGIF(contentsOf: url)
    #expect(gif.width == 32 && gif.height == 24)
    #expect(gif.frames.count == 5)
    #expect(gif.delays == [3, 3, 4, 3, 3])
    #expect(gif.delays.reduce(0, +) == Int(sequence.duration * 100))
    #expect(gif.loopCount == 0)
    #expect(gif.hasGlobalColorTable)
    for (frame, color) in zip(gif.frames, colors) {
      for (x, y) in [(0, 0), (31, 23), (16, 12)] {
        let pixel = frame.pixel(x: x, y: y)
        #expect(abs(Int(pixel.r) - Int(color.0)) <= 2, "red at \(x),\(y)")
        #expect(abs(Int(pixel.g) - Int(color.1)) <= 2, "green at \(x),\(y)")
        #expect(abs(Int(pixel.b) - Int(color.2)) <= 2, "blue at \(x),\(y)")
        #expect(pixel.a == 255)
      }
    }
  }

  @Test func repeatedFramesBecomeOneLongerFrame() throws {
    let red = Frames.flat(255, 0, 0)
    let blue = Frames.flat(0, 0, 255)
    let sequence = try FrameSequence(frames: [red, red, red, blue], framesPerSecond: 10)
    let gif = try decode(GIF.encode(sequence))
    #expect(gif.delays == [30, 10])
  }

  @Test func laterFramesCarryOnlyTheRectangleThatChanged() throws {
    func frame(squareAt left: Int) -> Bitmap {
      var bitmap = Frames.flat(255, 255, 255, width: 40, height: 30)
      for y in 10..<20 {
        for x in left..<left + 5 {
          let i = (y * 40 + x) * 4
          bitmap.pixels.replaceSubrange(i..<i + 4, with: [200, 30, 30, 255])
        }
      }
      return bitmap
    }
    let frames = [frame(squareAt: 0), frame(squareAt: 2), frame(squareAt: 4)]
    let gif = try decode(GIF.encode(FrameSequence(frames: frames, framesPerSecond: 20)))
    #expect(gif.rectangles.count == 3)
    #expect(gif.rectangles[0] == (0, 0, 40, 30))
    #expect(gif.rectangles[1] == (0, 10, 7, 10))
    #expect(gif.rectangles[2] == (2, 10, 7, 10))
    #expect(gif.disposals.allSatisfy { $0 == 1 })
    for (decoded, source) in zip(gif.frames, frames) {
      #expect(Frames.psnr(decoded, source) > 45)
    }
  }

  @Test func aPaletteOfExactlyFourColoursStillHasRoomForTheTransparentIndex() throws {
    // Each later frame changes the two ends of a row and keeps the middle, so the middle pixel
    // is written as transparent: once over white, once over black. Red and green pixels that
    // never change make it four colours, a full 2-bit table.
    func frame(black: [(Int, Int)]) -> Bitmap {
      var bitmap = Frames.flat(255, 255, 255, width: 8, height: 8)
      bitmap.pixels.replaceSubrange(60 * 4..<60 * 4 + 3, with: [255, 0, 0])
      bitmap.pixels.replaceSubrange(63 * 4..<63 * 4 + 3, with: [0, 255, 0])
      for (x, y) in black {
        let i = (y * 8 + x) * 4
        bitmap.pixels.replaceSubrange(i..<i + 3, with: [0, 0, 0])
      }
      return bitmap
    }
    let frames = [
      frame(black: []),
      frame(black: [(0, 0), (1, 0), (2, 0)]),
      frame(black: [(1, 0)]),
      frame(black: [(1, 0), (0, 1), (2, 1)]),
    ]
    let gif = try decode(GIF.encode(FrameSequence(frames: frames, framesPerSecond: 10)))
    #expect(gif.frames.count == 4)
    #expect(gif.frames.elementsEqual(frames), "decoded frames differ from the source")
  }

  @Test func transparentPixelsStayTransparentAndFramesAreCleared() throws {
    func frame(_ left: Int) -> Bitmap {
      var bitmap = Bitmap(width: 20, height: 20)
      for y in 5..<10 {
        for x in left..<left + 5 {
          let i = (y * 20 + x) * 4
          // Premultiplied half-transparent blue counts as opaque (alpha ≥ 128).
          bitmap.pixels.replaceSubrange(i..<i + 4, with: [0, 0, 100, 200])
        }
      }
      return bitmap
    }
    let gif = try decode(
      GIF.encode(FrameSequence(frames: [frame(0), frame(10)], framesPerSecond: 10)))
    #expect(gif.frames.count == 2)
    #expect(gif.disposals.allSatisfy { $0 == 2 })
    #expect(gif.frames[1].pixel(x: 2, y: 7).a == 0, "the first square is cleared")
    #expect(gif.frames[1].pixel(x: 12, y: 7).a == 255)
    // 100 / 200 un-premultiplied is 128.
    #expect(abs(Int(gif.frames[1].pixel(x: 12, y: 7).b) - 128) <= 2)
    #expect(gif.frames[0].pixel(x: 15, y: 15).a == 0)
  }

  @Test(arguments: [GIF.PaletteMode.global, .perFrame])
  func aTransitionKeepsItsColours(palette: GIF.PaletteMode) throws {
    let frames = (0..<6).map { Frames.transition(progress: Double($0) / 5) }
    let data = try GIF.encode(
      FrameSequence(frames: frames, framesPerSecond: 30), options: GIF.Options(palette: palette))
    let gif = try decode(data)
    #expect(gif.frames.count == 6)
    #expect(gif.hasGlobalColorTable == (palette == .global))
    for (decoded, source) in zip(gif.frames, frames) {
      #expect(Frames.psnr(decoded, source) > 32)
    }
  }

  @Test func playingOnceOmitsTheLoopExtension() throws {
    let sequence = try FrameSequence(frames: [Frames.flat(1, 2, 3)], framesPerSecond: 1)
    let gif = try decode(GIF.encode(sequence, options: GIF.Options(loopsForever: false)))
    #expect(gif.loopCount == nil)
  }

  private func decode(_ data: Data) throws -> DecodedGIF {
    let folder = try Frames.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("decoded.gif")
    try data.write(to: url)
    return try DecodedGIF(contentsOf: url)
  }
}
