import Foundation
import SegueCairo
import SegueGeometry
import Testing

@Suite("segue renders in the light or the dark appearance")
struct CLIAppearanceTests {
  /// The split view's first frame at 1× without chrome, in `appearance` (nil: the default).
  private func render(_ appearance: String?) throws -> (CLIProcess.Result, Bitmap?) {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("frame.png")
    let result = try CLIProcess.run(
      ["render", "split-show-detail", "--progress", "0", "--scale", "1", "--no-chrome"]
        + (appearance.map { ["--appearance", $0] } ?? []) + ["--out", png.path])
    return (result, result.status == 0 ? try PNG.read(contentsOf: png) : nil)
  }

  private func rgb(_ image: Bitmap, x: Int, y: Int) -> [UInt8] {
    let pixel = image.pixel(x: x, y: y)
    return [pixel.r, pixel.g, pixel.b]
  }

  /// The list column's empty area is `systemGroupedBackground`: #F2F2F7, black in the dark.
  @Test func theDarkAppearanceResolvesTheSystemColoursDark() throws {
    let (light, lightImage) = try render(nil)
    #expect(light.status == 0, "\(light.stderr)")
    #expect(lightImage.map { rgb($0, x: 100, y: 700) } == [242, 242, 247])
    let (dark, darkImage) = try render("dark")
    #expect(dark.status == 0, "\(dark.stderr)")
    #expect(darkImage.map { rgb($0, x: 100, y: 700) } == [0, 0, 0])
  }

  @Test func anUnknownAppearanceIsAClearError() throws {
    let (result, _) = try render("sepia")
    #expect(result.status != 0)
    #expect(result.stderr.contains("--appearance"), "\(result.stderr)")
  }
}
