import SegueGeometry
import SegueTesting
import Testing

@Suite struct ImageDiffTests {
  private func image(width: Int = 6, height: Int = 4, changing changes: [(Int, Int, UInt8)] = [])
    -> Bitmap
  {
    var bitmap = Bitmap(width: width, height: height, fill: (0, 0, 0, 255))
    for (x, y, value) in changes { bitmap.pixels[(y * width + x) * 4 + 1] = value }
    return bitmap
  }

  @Test func identicalBitmapsMatch() {
    let result = ImageDiff.compare(image(), image())
    #expect(result.isMatch)
    #expect(result.differingPixelCount == 0)
    #expect(result.maximumChannelDelta == 0)
    #expect(result.differenceBounds == nil)
    #expect(result.description == "identical within tolerance 0")
  }

  @Test func differencesAreCountedMeasuredAndBounded() {
    let result = ImageDiff.compare(image(), image(changing: [(3, 2, 10), (1, 1, 40)]))
    #expect(!result.isMatch)
    #expect(!result.isSizeMismatch)
    #expect(result.differingPixelCount == 2)
    #expect(result.maximumChannelDelta == 40)
    #expect(result.differenceBounds == ImageDiff.Region(x: 1, y: 1, width: 3, height: 2))
    #expect(
      result.description
        == "2 of 24 pixels differ by up to 40 (tolerance 0), within x 1…3, y 1…2")
  }

  @Test func theToleranceIsInclusive() {
    let changed = image(changing: [(0, 0, 10)])
    #expect(ImageDiff.compare(image(), changed, tolerance: 10).isMatch)
    #expect(ImageDiff.compare(image(), changed, tolerance: 10).maximumChannelDelta == 10)
    #expect(!ImageDiff.compare(image(), changed, tolerance: 9).isMatch)
  }

  @Test func aSizeMismatchCountsPixelsPresentInOnlyOneImage() {
    let result = ImageDiff.compare(image(width: 6), image(width: 7))
    #expect(result.isSizeMismatch)
    #expect(!result.isMatch)
    #expect(result.differingPixelCount == 4)
    #expect(result.differenceBounds == ImageDiff.Region(x: 6, y: 0, width: 1, height: 4))
    #expect(result.description.hasPrefix("size 7×4, expected 6×4; 4 of 28 pixels differ"))
  }

  @Test func theDiffImageMarksDifferencesInRedOverAFadedCopy() {
    let diff = ImageDiff.diffImage(image(), image(width: 7, changing: [(2, 1, 99)]))
    #expect(diff.width == 7 && diff.height == 4)
    #expect(diff.pixel(x: 2, y: 1) == (255, 0, 0, 255))
    #expect(diff.pixel(x: 6, y: 3) == (255, 0, 0, 255), "outside the reference")
    // Opaque black faded to 25 % over white.
    #expect(diff.pixel(x: 0, y: 0) == (191, 191, 191, 255))
  }
}
