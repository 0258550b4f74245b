import ArgumentParser
import SegueGallery

/// `segue list`: the gallery entries.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the gallery entries.")

  func run() throws {
    let width = Gallery.entries.map(\.id.count).max() ?? 0
    for entry in Gallery.entries {
      let id = entry.id.padding(toLength: width, withPad: " ", startingAt: 0)
      print("\(id)  \(entry.title) (\(formatSeconds(entry.duration)), seed \(entry.seed))")
    }
  }
}

func formatSeconds(_ seconds: Double) -> String {
  String(format: "%.2f s", seconds)
}
