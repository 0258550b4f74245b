import Foundation
import Testing

@testable import SegueExport

@Suite("GalleryPage HTML")
struct GalleryPageTests {
  private let entry = GalleryPage.Entry(
    id: "a&b", title: "<Title>", origin: "seed 000.txt", summary: "Quotes \" and ' here",
    duration: 0.5,
    animation: "a/a.gif", keyFrames: [.init(caption: "0 %", path: "a/0.png")],
    frames: ["a/frames/frame-0000.png", "a/frames/frame-0001.png"], contactSheet: "a/sheet.png")

  @Test func escapesTextAndAttributes() {
    let html = GalleryPage(entries: [entry]).html()
    #expect(html.contains("&lt;Title&gt;"))
    #expect(!html.contains("<Title>"))
    #expect(html.contains("id=\"a&amp;b\""))
    #expect(html.contains("Quotes &quot; and &#39; here"))
  }

  @Test func theScrubberKnowsEveryFrameAndStartsAtTheFirst() {
    let html = GalleryPage(entries: [entry]).html()
    #expect(
      html.contains("data-frames='[\"a/frames/frame-0000.png\",\"a/frames/frame-0001.png\"]'"))
    #expect(html.contains("class=\"frame\" src=\"a/frames/frame-0000.png\""))
    #expect(html.contains("max=\"1\""))
  }

  @Test func writesAtomically() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-page-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("index.html")
    try GalleryPage(entries: [entry]).write(to: url)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])
    #expect(throws: ExportError.self) {
      try GalleryPage(entries: []).write(to: folder.appendingPathComponent("missing/index.html"))
    }
  }
}
