import Foundation
import SegueExport
import SegueGeometry
import Testing

@Suite struct ContactSheetTests {
  private let colors: [(UInt8, UInt8, UInt8)] = [
    (230, 30, 30), (30, 160, 30), (30, 30, 230), (240, 200, 0), (150, 0, 150),
  ]

  private var items: [ContactSheet.Item] {
    colors.enumerated().map { index, color in
      ContactSheet.Item(
        image: Frames.flat(color.0, color.1, color.2, width: 40, height: 30),
        caption: index == 4 ? "" : "\(index * 25) %")
    }
  }

  @Test func cellsFollowTheGridAndCaptionsSitUnderThem() throws {
    let layout = ContactSheet(columns: 3, thumbnailScale: 1, spacing: 10, captionHeight: 20)
    let sheet = try layout.render(items)
    // 3 columns × 40 + 4 gaps × 10; 2 rows × (30 + 20) + 3 gaps × 10.
    #expect(sheet.width == 160 && sheet.height == 130)
    #expect(layout.sheetSize(for: items) == PixelSize(width: 160, height: 130))

    for (index, color) in colors.enumerated() {
      let origin = layout.cellOrigin(ofItem: index, thumbnail: PixelSize(width: 40, height: 30))
      #expect(origin == (10 + (index % 3) * 50, 10 + (index / 3) * 60))
      for (x, y) in [(0, 0), (39, 29), (20, 15)] {
        let pixel = sheet.pixel(x: origin.x + x, y: origin.y + y)
        #expect(pixel == (color.0, color.1, color.2, 255), "item \(index) at \(x),\(y)")
      }
      // Just outside the thumbnail: background.
      #expect(sheet.pixel(x: origin.x - 1, y: origin.y) == (255, 255, 255, 255))
      let inks = darkPixels(in: sheet, x: origin.x, y: origin.y + 30, width: 40, height: 20)
      if index == 4 {
        #expect(inks == 0, "an empty caption draws nothing")
      } else {
        #expect(inks > 10, "caption of item \(index) is drawn")
      }
    }
    // The unused sixth cell stays background.
    #expect(darkPixels(in: sheet, x: 110, y: 70, width: 40, height: 50) == 0)
  }

  @Test func thumbnailsAreScaled() throws {
    let layout = ContactSheet(columns: 5, thumbnailScale: 0.5, spacing: 4, captionHeight: 16)
    let sheet = try layout.render(items)
    #expect(layout.thumbnailSize(for: items) == PixelSize(width: 20, height: 15))
    #expect(sheet.width == 5 * 20 + 6 * 4 && sheet.height == 15 + 16 + 2 * 4)
    #expect(sheet.pixel(x: 4 + 10, y: 4 + 7) == (230, 30, 30, 255))
  }

  @Test func keyFramesAreTakenAtTheStandardProgressPoints() {
    let frames = (0..<9).map { Frames.flat(UInt8($0 * 20), 0, 0, width: 4, height: 4) }
    let keys = ContactSheet.keyFrames(of: frames)
    #expect(keys.map(\.caption) == ["0 %", "25 %", "50 %", "75 %", "100 %"])
    #expect(keys.map { $0.image.pixel(x: 0, y: 0).r } == [0, 40, 80, 120, 160])
    #expect(ContactSheet.caption(progress: 0.125) == "12.5 %")
    #expect(ContactSheet.keyFrames(of: [frames[0]]).count == 5)
  }

  @Test func noItemsIsAnError() {
    #expect(throws: ExportError.noFrames) { try ContactSheet().render([]) }
  }

  private func darkPixels(in bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> Int {
    var count = 0
    for row in y..<y + height {
      for column in x..<x + width where bitmap.pixel(x: column, y: row).r < 160 {
        count += 1
      }
    }
    return count
  }
}
