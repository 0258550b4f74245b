import ArgumentParser
import Foundation
import Segue

/// `render`: one frame of a scene, as PNG or as the presentation tree.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render one frame of a scene at a progress 0…1.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, tree
    case treeText = "tree-text"
  }

  @Argument(help: "The scene id (see 'list').")
  var id: String

  @Option(help: "The point in the transition, 0…1 of its duration.")
  var progress: Double

  @Option(help: "The output file (.png for png; for tree and tree-text, default: stdout).")
  var out: String?

  @Option(
    help: """
      png (default), tree (the presentation tree as JSON) or tree-text (the tree, one layer a \
      line).
      """)
  var format: Format = .png

  @OptionGroup var render: RenderOptions

  @OptionGroup var inputOptions: InputOptions

  @OptionGroup var chrome: ChromeOptions

  func validate() throws {
    guard progress.isFinite, (0...1).contains(progress) else {
      throw ValidationError("--progress must be between 0 and 1, got \(progress)")
    }
    if format == .png, out == nil {
      throw ValidationError("--out FILE.png is required for png output")
    }
  }

  func run() throws {
    let scene = try SceneCatalog.current.scene(id)
    let device = try render.resolvedDevice(for: scene)
    let scale = try render.resolvedScale(for: device)
    let script = try inputOptions.script()
    let destination = out.map { URL(fileURLWithPath: $0) }
    if let destination { try checkWritableDestination(destination) }
    try MainActor.assumeIsolated {
      let stage = scene.makeStartedStage(device: device)
      stage.showsSystemChrome = chrome.showsChrome
      if let script { stage.play(script) }
      stage.advance(to: scene.time(atProgress: progress))
      switch format {
      case .tree, .treeText:
        let tree = stage.presentationTree(format: format == .tree ? .json : .text)
        if let destination {
          try Data(tree.utf8).write(to: destination, options: .atomic)
        } else {
          print(tree, terminator: "")
        }
      case .png:
        guard let destination else { return }
        try PNG.write(try stage.render(scale: scale), to: destination)
      }
    }
  }
}
