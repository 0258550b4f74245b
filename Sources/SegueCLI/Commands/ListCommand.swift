import ArgumentParser
import Foundation
import Segue

/// `list`: the scenes the tool knows.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the scenes: id, title, duration, origin.")

  func run() throws {
    let catalog = SceneCatalog.current
    let scenes = catalog.scenes + (catalog.app.map { [$0] } ?? [])
    let width = scenes.map(\.id.count).max() ?? 0
    for scene in scenes {
      let id = scene.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let length = scene.duration > 0 ? formatSeconds(scene.duration) : "live"
      let origin = scene.origin.map { ", \($0)" } ?? ""
      print("\(id)  \(scene.title) (\(length)\(origin))")
    }
  }
}

func formatSeconds(_ seconds: Double) -> String {
  String(format: "%.2f s", seconds)
}
