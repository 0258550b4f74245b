import Foundation
import SegueCairo
import Testing

@Suite("segue record, demo and bench, run as a process")
struct CLIRecordingTests {
  @Test func recordsAGIFWithEveryFrame() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("reveal.gif")
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--out", gif.path, "--fps", "10", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: gif)
    #expect(data.starts(with: Array("GIF89a".utf8)))
    // 0.5 s at 10 fps, both ends included: 6 frames, each with its own image descriptor (0x2C)
    // after a graphic control extension (0x21 0xF9).
    let controlExtensions = zip(data, data.dropFirst()).filter { $0 == 0x21 && $1 == 0xF9 }.count
    #expect(controlExtensions == 6)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["reveal.gif"])
  }

  @Test func recordsNumberedPNGsIntoAFolder() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--out", frames.path, "--fps", "4", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
    #expect(names.count == 3, "0.5 s at 4 fps: frames at 0, 0.25 and 0.5 s; got \(names)")
    let last = try PNG.read(contentsOf: frames.appendingPathComponent(try #require(names.last)))
    #expect(last.width == 393 && last.height == 852)
  }

  @Test func writesTheTreeOfEveryFrameWithLastingIds() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--out", folder.appendingPathComponent("reveal.gif").path,
      "--fps", "8", "--scale", "1", "--trees", trees.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\(trees.path) (5 trees)"))
    let names = try FileManager.default.contentsOfDirectory(atPath: trees.path).sorted()
    #expect(names == (0..<5).map { "frame-000\($0).json" })
    // The revealed screen's mask grows frame by frame and keeps its id (until it is removed
    // at the end).
    var masks: [(id: Int, width: Double)] = []
    for name in names {
      let data = try Data(contentsOf: trees.appendingPathComponent(name))
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(root["id"] as? Int == 1)
      guard let mask = Self.firstNode(in: root, where: { $0["mask"] != nil })?["mask"],
        let mask = mask as? [String: Any]
      else { continue }
      let bounds = try #require((mask["shape"] as? [String: Any])?["pathBounds"] as? [Double])
      masks.append((try #require(mask["id"] as? Int), bounds[2]))
    }
    #expect(masks.count >= 3 && Set(masks.map(\.id)).count == 1, "one mask layer: \(masks)")
    #expect(zip(masks, masks.dropFirst()).allSatisfy { $0.width < $1.width }, "\(masks)")
  }

  /// The first node of `node`'s subtree (depth first) that passes `test`.
  private static func firstNode(
    in node: [String: Any], where test: ([String: Any]) -> Bool
  ) -> [String: Any]? {
    if test(node) { return node }
    for child in node["sublayers"] as? [[String: Any]] ?? [] {
      if let found = firstNode(in: child, where: test) { return found }
    }
    return nil
  }

  @Test func treesIntoAnUnwritableFolderFailAtOnceWritingNothing() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    try Data().write(to: file)
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--out", folder.appendingPathComponent("reveal.gif").path,
      "--fps", "4", "--scale", "1", "--trees", file.appendingPathComponent("trees").path,
    ])
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
  }

  /// `--jobs 1` draws every frame on the main thread with the stage's renderer; `--jobs 3` on
  /// three workers, each renderer drawing every third frame or so (its caches of pictures,
  /// shadows and text see other frames than on one thread), and the GIF's frames remapped by
  /// three threads, each with a palette of its own. Every byte must be the same: a card with
  /// pictures, shadows and a finger (GIF and trees), the side menu's backdrop blur (PNG
  /// frames).
  @Test(arguments: [("card-open-interactive", "card.gif"), ("menu-present", "frames")])
  func drawingOnSeveralThreadsRecordsTheSameBytesAsOne(id: String, out: String) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var logs: [String] = []
    for jobs in ["1", "3"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(jobs), withIntermediateDirectories: false)
      let result = try CLIProcess.run([
        "record", id, "--out", folder.appendingPathComponent("\(jobs)/\(out)").path,
        "--fps", "6", "--scale", "1", "--trees",
        folder.appendingPathComponent("\(jobs)/trees").path,
        "--jobs", jobs,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      logs.append(result.stderr)
    }
    #expect(logs[0] == logs[1], "the same diagnostics in the same order")
    let one = try CLIProcess.files(in: folder.appendingPathComponent("1"))
    let three = try CLIProcess.files(in: folder.appendingPathComponent("3"))
    #expect(one.keys.filter { $0.hasPrefix("trees/") }.count >= 6, "\(one.keys.sorted())")
    #expect(one.keys.sorted() == three.keys.sorted())
    for (path, bytes) in one {
      #expect(three[path] == bytes, "\(path) differs")
    }
  }

  @Test func refusesAnUnknownExtension() throws {
    let result = try CLIProcess.run(["record", "mask-reveal", "--out", "/tmp/x.avi"])
    #expect(result.status != 0)
    #expect(result.stderr.contains(".gif"))
  }

  @Test func demoWritesGIFKeyFramesAndAContactSheet() throws {
    let run = try SharedDemo.iPhoneSE.get()
    let folder = run.folder
    let result = run.result
    #expect(result.status == 0, "\(result.stderr)")
    let entry = folder.appendingPathComponent("mask-reveal")
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: entry.path))
    let expected: Set<String> = [
      "mask-reveal.gif", "mask-reveal-000.png", "mask-reveal-025.png", "mask-reveal-050.png",
      "mask-reveal-075.png", "mask-reveal-100.png", "mask-reveal-contact-sheet.png", "frames",
    ]
    #expect(names == expected)
    // Key frames at the device's full scale: iPhone SE is 375×667 pt at 2×.
    let key = try PNG.read(contentsOf: entry.appendingPathComponent("mask-reveal-050.png"))
    #expect(key.width == 750 && key.height == 1334)
    // 0.5 s at 10 fps: six frames for the page's scrubber.
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: entry.appendingPathComponent("frames").path)
    #expect(frames.count == 6)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    // Per entry, one line per file or folder (`expected` counts the frames folder), then one
    // for the page.
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0 != "index.html"
    }
    #expect(entries.sorted() == ["flip-from-left", "mask-reveal", "panel-present-grabbed"])
    #expect(
      result.stdout.split(separator: "\n").count == entries.count * expected.count + 1,
      "prints what it wrote")
  }

  @Test func benchPrintsOneJSONObjectPerRow() throws {
    let result = try CLIProcess.run([
      "bench", "mask-reveal", "--json", "--repetitions", "1", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 1)
    let row = try #require(rows.first)
    #expect(row["id"] as? String == "mask-reveal")
    #expect(row["width"] as? Int == 393 && row["height"] as? Int == 852)
    for key in ["median_ms", "floor_ms", "ratio"] {
      #expect(
        (row[key] as? Double).map { $0 > 0 && $0.isFinite } == true, "\(key) is a positive number")
    }
    // Issue 17's goals, judged from the row's own figures; a floor slower than the frame
    // leaves the ratio goal undecided (null), never met.
    let median = try #require(row["median_ms"] as? Double)
    let ratio = try #require(row["ratio"] as? Double)
    #expect(row["time_goal_ms"] as? Double == 8.3 && row["ratio_goal"] as? Double == 1.5)
    #expect(row["time_goal_met"] as? Bool == (median <= 8.3))
    // The ratio is rounded to 0.001 in JSON, so within that of an edge (1, where the goal
    // becomes undecided, and 1.5) the row's decision is not judged again.
    if abs(ratio - 1) <= 0.0005 {
      #expect(row["goal_met"] is NSNull || row["goal_met"] as? Bool == true)
    } else if ratio < 1 {
      #expect(row["goal_met"] is NSNull)
    } else if abs(ratio - 1.5) > 0.0005 {
      #expect(row["goal_met"] as? Bool == (ratio <= 1.5))
    }
    // "No frame of a 60 fps playback over 2 × the median": mask-reveal lasts 0.5 s, so 31
    // frames (both ends); the goal is judged from the row's own figures.
    #expect(row["playback_fps"] as? Int == 60 && row["playback_frames"] as? Int == 31)
    #expect(row["spike_goal"] as? Double == 2)
    let playbackMedian = try #require(row["playback_median_ms"] as? Double)
    let slowest = try #require(row["max_frame_ms"] as? Double)
    let spike = try #require(row["spike_ratio"] as? Double)
    #expect(playbackMedian > 0 && slowest >= playbackMedian)
    #expect(abs(spike - slowest / playbackMedian) < 0.02 * spike)
    #expect((0...1).contains(try #require(row["max_frame_progress"] as? Double)))
    // (Rounded to 0.001 ms in JSON: not judged again within that of the goal's edge.)
    if abs(slowest - 2 * playbackMedian) > 0.003 {
      #expect(row["spike_goal_met"] as? Bool == (slowest <= 2 * playbackMedian))
    }
    // The slowest frame's own floor and the floors' median, drawn in the same playback.
    for key in ["max_frame_floor_ms", "playback_floor_median_ms"] {
      #expect(
        (row[key] as? Double).map { $0 > 0 && $0.isFinite } == true, "\(key) is a positive number")
    }
  }

  /// split-rotate's iPad turns from landscape to portrait mid-way: every frame keeps the
  /// landscape screen (the interface turns in it), and bench labels its rows with that size,
  /// not the iPhone's it was asked for (docs/split-view.md, "Recording a rotation").
  @Test func aTurningIPadRecordsAndBenchesAtItsHeldScreensSize() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let recorded = try CLIProcess.run([
      "record", "split-rotate", "--out", frames.path, "--fps", "5", "--scale", "1",
    ])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
    #expect(names.count == 5, "0.8 s at 5 fps, both ends: \(names)")
    for name in names {
      let frame = try PNG.read(contentsOf: frames.appendingPathComponent(name))
      #expect(frame.width == 1194 && frame.height == 834, "\(name)")
    }
    let bench = try CLIProcess.run([
      "bench", "split-rotate", "--json", "--repetitions", "1", "--scale", "1",
    ])
    #expect(bench.status == 0, "\(bench.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(bench.stdout.utf8)) as? [[String: Any]])
    #expect(rows.first?["width"] as? Int == 1194 && rows.first?["height"] as? Int == 834)
  }

  @Test func benchTimesEveryFrameOfAPlaybackWithFPS() throws {
    // mask-reveal lasts 0.5 s: at 10 frames a second, the frames at 0, 0.1, …, 0.5 s.
    let result = try CLIProcess.run([
      "bench", "mask-reveal", "--fps", "10", "--frames", "--repetitions", "1", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    let frames = lines.filter { $0.hasPrefix("  at ") }
    #expect(frames.count == 6)
    #expect(frames.first?.hasPrefix("  at 0.000 ") == true)
    #expect(frames.last?.hasPrefix("  at 1.000 ") == true)
    // The 60 fps playback's frames over 2 × its median are marked, or none is said to be.
    let spikes = lines.filter { $0.hasPrefix("  60 fps ") }
    #expect(!spikes.isEmpty, "\(result.stdout)")
    #expect(
      spikes.allSatisfy { $0.contains("✗ over 2 × the playback's median") }
        || (spikes.count == 1 && spikes[0].contains("none over 2 × the median")),
      "\(spikes)")
    let row = try #require(lines.last)
    // A missed goal says what the slowest frame's own floor took in the same playback.
    let missed = "goal ≤ 2 × ✗ (its floor "
    #expect(
      row.contains("60 fps: max ") && (row.hasSuffix("goal ≤ 2 × ✓") || row.contains(missed)),
      "\(row)")
    #expect(row.hasSuffix("✓") == spikes.first?.contains("none over"), "\(row)")
    #expect(
      spikes.filter { $0.contains("✗") }.allSatisfy { $0.contains(" ms)  floor ") }, "\(spikes)")
    for bad in [["--fps", "0"], ["--fps", "10", "--at", "0.5"]] {
      let refused = try CLIProcess.run(["bench", "mask-reveal"] + bad)
      #expect(refused.status != 0)
      #expect(refused.stderr.contains("--fps"), "\(refused.stderr)")
    }
  }
}

@Suite("segue bench tick-10k, run as a process")
struct CLITickBenchTests {
  @Test func tickRowIsValidJSONWithoutPixels() throws {
    let result = try CLIProcess.run(["bench", "tick-10k", "--json", "--repetitions", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 1)
    #expect(rows.first?["id"] as? String == "tick-10k")
    #expect(rows.first?["width"] as? Int == 0)
    #expect((rows.first?["median_ms"] as? Double).map { $0 > 0 } == true)
  }

  /// A curl's floor is its page drawn offscreen and curled by a plain loop (`CairoBaseline`):
  /// the row has a floor and a ratio, and no note.
  @Test func curlRowsHaveAFloor() throws {
    let result = try CLIProcess.run([
      "bench", "curl-up", "--json", "--repetitions", "1", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    #expect(row["id"] as? String == "curl-up")
    #expect((row["floor_ms"] as? Double).map { $0 > 0 } == true)
    #expect((row["ratio"] as? Double).map { $0 > 0 } == true)
    #expect(row["note"] == nil || row["note"] is NSNull)
    #expect((row["median_ms"] as? Double).map { $0 > 0 } == true)
  }

  @Test func physicsRowsHaveNoFloor() throws {
    let result = try CLIProcess.run(["bench", "physics-menu", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    #expect(row["id"] as? String == "physics-menu")
    #expect(row["floor_ms"] is NSNull && row["ratio"] is NSNull)
    #expect((row["median_ms"] as? Double).map { $0 > 0 } == true)
  }
}

@Suite("segue bench constraints-…, run as a process")
struct CLIConstraintBenchTests {
  /// The row has kiwi's time as its floor (Scripts/setup installs python3-kiwisolver); without
  /// kiwi it would say why in `note`, which fails here on purpose.
  @Test func constraintEditRowIsARatioToKiwi() throws {
    let result = try CLIProcess.run(["bench", "constraints-edit", "--json", "--repetitions", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    #expect(row["id"] as? String == "constraints-edit")
    #expect(row["note"] == nil, "\(row["note"] ?? "")")
    #expect((row["median_ms"] as? Double).map { $0 > 0 } == true)
    #expect((row["floor_ms"] as? Double).map { $0 > 0 } == true)
    #expect((row["ratio"] as? Double).map { $0 > 0 } == true)
  }

  @Test func withoutKiwiTheRatioIsNullWithAReason() throws {
    let result = try CLIProcess.run(
      ["bench", "constraints-edit", "--json", "--repetitions", "1"],
      environment: ["SEGUE_PYTHON": "/nonexistent/python3"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    #expect(row["ratio"] is NSNull && row["floor_ms"] is NSNull)
    #expect((row["note"] as? String)?.contains("/nonexistent/python3") == true)
  }
}

@Suite("segue bench layout-…, run as a process")
struct CLILayoutBenchTests {
  /// The row is a ratio only when the constrained screen and the hand-laid one agree on every
  /// label's frame, so a ratio here also says the stack views laid out as written by hand.
  @Test func constantEditRowIsARatioToHandWrittenLayout() throws {
    let result = try CLIProcess.run(
      ["bench", "layout-constant-edit", "--json", "--repetitions", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    #expect(row["id"] as? String == "layout-constant-edit")
    #expect(row["note"] == nil, "\(row["note"] ?? "")")
    #expect((row["ratio"] as? Double).map { $0 > 0 } == true)
  }

  /// The engine's system, exported and handed to kiwi, solves to the same values after the
  /// same edit: only then is the row a ratio (kiwi is installed by Scripts/setup).
  @Test func engineEditRowIsARatioToKiwiOnTheSameSystem() throws {
    let result = try CLIProcess.run(["bench", "layout-edit-kiwi", "--json", "--repetitions", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    #expect(row["id"] as? String == "layout-edit-kiwi")
    #expect(row["note"] == nil, "\(row["note"] ?? "")")
    #expect((row["ratio"] as? Double).map { $0 > 0 } == true)
  }
}
