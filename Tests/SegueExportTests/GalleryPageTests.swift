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

  @Test func theTimelineCarriesItsDataAndListsItsFindingsEscaped() {
    var withTimeline = entry
    withTimeline.timeline = GalleryPage.Timeline(
      duration: 0.5, end: 0.6,
      series: [
        .init(
          name: "View \"card\" · position.y", unit: "pt", times: [0, 0.25], values: [1, 2.345])
      ],
      marks: [.init(time: 0.25, severity: "error", text: "error: jump <here>")])
    let html = GalleryPage(entries: [withTimeline]).html()
    #expect(
      html.contains(
        "<figure class=\"timeline\" data-entry=\"a&amp;b\" data-timeline=\"{&quot;duration&quot;:0.5,&quot;end&quot;:0.6,"
      ))
    #expect(html.contains("&quot;values&quot;:[1,2.35]"))
    #expect(html.contains("<li class=\"error\">error: jump &lt;here&gt;</li>"))
    #expect(html.contains("motion lint: 1 finding</figcaption>"))
    // Without a timeline, no figure.
    #expect(!GalleryPage(entries: [entry]).html().contains("<figure class=\"timeline\""))
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
