import Foundation
import SegueCairo
import SegueTesting
import Testing

@Suite("The gallery page segue demo writes, in headless Chromium")
struct GalleryPageTests {
  /// `chromium` from PATH (Scripts/setup installs Debian's).
  static var chromium: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("chromium")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs headless Chromium on `page` and returns what it printed.
  static func chromium(_ arguments: [String], page: URL, fragment: String) throws -> String {
    let browser = try #require(chromium, "chromium is not installed; run Scripts/setup")
    let process = Process()
    process.executableURL = browser
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--user-data-dir=\(profile.path)",
        "--virtual-time-budget=3000",
      ] + arguments + [page.absoluteString + "#" + fragment]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func scrubbingChangesTheFrameShown() throws {
    let run = try SharedDemo.iPhoneSE.get()
    let folder = run.folder
    #expect(run.result.status == 0, "\(run.result.stderr)")
    let screenshots = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: screenshots) }
    let page = folder.appendingPathComponent("index.html")
    let html = try String(contentsOf: page, encoding: .utf8)

    // Offline: every file the page references exists beside it.
    let references = html.matches(of: /(?:src|href)="([^"#]+)"/).map { String($0.output.1) }
    #expect(references.count >= 8)
    for reference in references {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(reference).path),
        "\(reference) is missing")
    }

    // The page's own scrubber handler picks the last frame for progress 1.
    let dom = try Self.chromium(["--dump-dom"], page: page, fragment: "scrub=mask-reveal:1")
    #expect(
      dom.contains("class=\"frame\" src=\"mask-reveal/frames/frame-0005.png\""),
      "0.5 s at 10 fps: frame 5 is the last")
    #expect(dom.contains("<output>100 %</output>"))
    // The timeline is drawn, and its cursor follows the scrubber to the transition's end
    // (it starts at the chart's left edge, x = 250).
    #expect(dom.contains("Timeline: what moves, against time · motion lint: no finding"))
    let cursor = try #require(dom.firstMatch(of: /class="cursor" x1="([0-9.]+)"/))
    #expect(Double(cursor.output.1).map { $0 > 600 } == true, "\(cursor.output.1)")

    // And what is shown changes: most of the scrubbed frame differs between 0 and 1 (the
    // reveal covers the screen), far more than the percentage's text could.
    var shots: [URL] = []
    for progress in ["0", "1"] {
      let shot = screenshots.appendingPathComponent("shot-\(progress).png")
      _ = try Self.chromium(
        ["--window-size=900,900", "--screenshot=\(shot.path)"], page: page,
        fragment: "scrub=mask-reveal:\(progress)")
      shots.append(shot)
    }
    let start = try PNG.read(contentsOf: shots[0])
    let end = try PNG.read(contentsOf: shots[1])
    let diff = ImageDiff.compare(start, end)
    #expect(!diff.isSizeMismatch)
    #expect(diff.differingPixelCount > 40_000, "\(diff)")
  }
}
