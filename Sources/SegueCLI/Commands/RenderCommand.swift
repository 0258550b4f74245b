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

  // Unconditional: "--progress -1" is a value to refuse in a sentence, not a missing value.
  @Option(parsing: .unconditional, help: "The point in the transition, 0…1 of its duration.")
  var progress: Double

  @Option(
    help: """
      The output file (.png for png; for tree and tree-text, default: stdout). An existing \
      folder, or a name ending in '/' (created), gets <id>-<progress>.png (.json, .txt) inside.
      """)
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
    let destination = out.map(destination(for:))
    if let destination {
      // A folder named with a trailing slash is created (by the write): its parent must do.
      try checkWritableDestination(
        out?.hasSuffix("/") == true ? destination.deletingLastPathComponent() : destination)
    }
    try MainActor.assumeIsolated {
      let stage = scene.makeStartedStage(device: device, showsChrome: chrome.showsChrome)
      if let script { stage.play(script) }
      stage.advance(to: scene.time(atProgress: progress, on: stage))
      switch format {
      case .tree, .treeText:
        let tree = stage.presentationTree(format: format == .tree ? .json : .text)
        if let destination {
          try OutputFile.write(Data(tree.utf8), to: destination)
          print(destination.path)
        } else {
          print(tree, terminator: "")
        }
      case .png:
        guard let destination else { return }
        try OutputFile.write(try PNG.encode(try stage.render(scale: scale)), to: destination)
        print(destination.path)
      }
    }
  }

  /// The file `--out` names: itself, or for a folder (existing, or named with a trailing
  /// slash, as `cp` reads it) `<id>-<progress>.<extension>` inside it.
  func destination(for out: String) -> URL {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: out, isDirectory: &isFolder)
    guard out.hasSuffix("/") || (exists && isFolder.boolValue) else {
      return URL(fileURLWithPath: out)
    }
    let fileExtension =
      switch format {
      case .png: "png"
      case .tree: "json"
      case .treeText: "txt"
      }
    return URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent(
      "\(id)-\(String(format: "%g", progress)).\(fileExtension)")
  }
}
