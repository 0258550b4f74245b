import Foundation
import SegueCairo
import Testing

@Suite("segue, run as a process")
struct CLITests {
  @Test func listShowsTheEntries() throws {
    let result = try CLIProcess.run(["list"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("mask-reveal"))
    #expect(result.stderr.isEmpty)
  }

  @Test func helpIsNotAnError() throws {
    let result = try CLIProcess.run(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--progress"))
  }

  @Test func treeAtHalfwayShowsTheSeedsCircle() throws {
    let result = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "0.5", "--format", "tree",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let tree = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    // The window's layer holds the entry's layers: "screens", then "from" and "to".
    let window = try #require(tree?["sublayers"] as? [[String: Any]])
    let screens = try #require(window.first?["sublayers"] as? [[String: Any]])
    let to = try #require(screens.first { $0["name"] as? String == "to" })
    let mask = try #require(to["mask"] as? [String: Any])
    let bounds = try #require((mask["shape"] as? [String: Any])?["pathBounds"] as? [Double])
    // Seed 000 on an iPhone 15 Pro (393×852 pt, safe top 59): the 44×44 button 10 pt from the
    // top-right of the safe area is centred at (393 − 10 − 22, 59 + 10 + 22) = (361, 91);
    // R reaches the bottom-left corner (0, 852).
    let centre = (x: 361.0, y: 91.0)
    let r = ((centre.x - 0) * (centre.x - 0) + (852 - centre.y) * (852 - centre.y)).squareRoot()
    let radius = 22 + 0.5 * r
    // Trees round lengths to 1/1000 pt.
    #expect(abs(bounds[0] - (centre.x - radius)) <= 5e-4)
    #expect(abs(bounds[1] - (centre.y - radius)) <= 5e-4)
    #expect(abs(bounds[2] - 2 * radius) <= 5e-4)
    #expect(abs(bounds[3] - 2 * radius) <= 5e-4)
  }

  @Test func treeTextHasOneLineALayer() throws {
    let text = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "0.5", "--format", "tree-text",
    ])
    let json = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "0.5", "--format", "tree",
    ])
    #expect(text.status == 0 && json.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Layer #1 owner={type: \"Window\"} screenFrame=") == true)
    #expect(lines.contains { $0.contains("mask: ShapeLayer #") })
    let ids = json.stdout.split(separator: "\n").filter { $0.contains("\"id\": ") }
    #expect(lines.count == ids.count, "one line per node of the JSON tree")
  }

  @Test func rendersAPNGOfTheDeviceSize() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frame.png")
    let result = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "0.25", "--out", out.path, "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let bitmap = try PNG.read(contentsOf: out)
    #expect(bitmap.width == 393 && bitmap.height == 852)
    let small = try CLIProcess.run(
      [
        "render", "mask-reveal", "--progress", "0", "--out", out.path, "--scale", "2", "--device",
        "iphone-se",
      ])
    #expect(small.status == 0, "\(small.stderr)")
    let se = try PNG.read(contentsOf: out)
    #expect(se.width == 750 && se.height == 1334)
  }

  @Test(arguments: [
    (["render", "nope", "--progress", "0.5", "--format", "tree"], "unknown scene"),
    (["render", "mask-reveal", "--progress", "1.5", "--format", "tree"], "--progress"),
    (["render", "mask-reveal", "--progress", "nan", "--format", "tree"], "--progress"),
    (
      ["render", "mask-reveal", "--progress", "0.5", "--format", "tree", "--device", "pixel"],
      "unknown device"
    ),
    (["render", "mask-reveal", "--progress", "0.5", "--out", "x.png", "--scale", "9"], "--scale"),
    (["frobnicate"], "frobnicate"),
  ])
  func badArgumentsFailWithOneLine(arguments: [String], mentions: String) throws {
    let result = try CLIProcess.run(arguments)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line on stderr, got: \(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
  }

  @Test func anUnwritableDestinationLeavesNothingBehind() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("no/such/folder/frame.png")
    let result = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "0.5", "--out", missing.path,
    ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("does not exist"))
    // The destination is a folder: the write fails after rendering, and no temporary file
    // may remain beside it. (Permissions would not do: CI runs as root.) An existing folder
    // given as --out means "into it", so the clash is with the file name chosen inside it.
    let inside = folder.appendingPathComponent("keys")
    let taken = inside.appendingPathComponent("mask-reveal-0.5.png")
    try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
    let clash = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "0.5", "--out", inside.path, "--scale", "1",
    ])
    #expect(clash.status != 0)
    #expect(clash.stderr.split(separator: "\n").count == 1, "\(clash.stderr)")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: inside.path)
    #expect(leftovers == ["mask-reveal-0.5.png"], "\(leftovers)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: taken.path).isEmpty)
  }
}
