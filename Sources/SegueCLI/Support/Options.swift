import ArgumentParser
import Foundation
import Segue

/// Options shared by the commands that render frames.
struct RenderOptions: ParsableArguments {
  @Option(
    help:
      "The device to lay out for: \(Device.all.map(\.name).joined(separator: ", ")); default: the scene's own."
  )
  var device: String?

  @Option(help: "Hold the device portrait (default) or landscape.")
  var orientation: Device.Orientation = .portrait

  @Option(parsing: .unconditional, help: "Pixels per point (1…4); default: the device's scale.")
  var scale: Int?

  /// The device named by `--device` (else `scene`'s own), held as `--orientation` says.
  func resolvedDevice(for scene: (any StageScene)?) throws -> Device {
    let device = try self.device.map(Device.parse) ?? scene?.device ?? .iPhone15Pro
    return device.turned(to: orientation)
  }

  func resolvedScale(for device: Device) throws -> Int {
    let value = scale ?? device.scale
    guard (1...4).contains(value) else {
      throw CLIError("--scale must be 1, 2, 3 or 4, got \(value)")
    }
    return value
  }
}

extension Device {
  /// The device called `name`, or an error listing the known ones.
  static func parse(_ name: String) throws -> Device {
    guard let found = Device.named(name) else {
      throw CLIError(
        "unknown device '\(name)'; known devices: \(Device.all.map(\.name).joined(separator: ", "))"
      )
    }
    return found
  }
}

extension Device.Orientation: ExpressibleByArgument {}

/// Checks that `url`'s folder exists, is a folder and can be written (not read-only, not
/// full), so that a write fails before any work.
func checkWritableDestination(_ url: URL) throws {
  if let problem = FileFailure.problem(writing: url) {
    throw CLIError("cannot write \(url.path): \(problem)")
  }
}

/// The `--no-chrome` flag of the commands that show frames (record, render, demo).
struct ChromeOptions: ParsableArguments {
  @Flag(
    name: .customLong("no-chrome"),
    help: "Leave out the status bar, home indicator and rounded display corners.")
  var noChrome = false

  @Option(help: "The device's appearance: light (default) or dark.")
  var appearance: Appearance = .light

  /// Whether frames show the system chrome.
  var showsChrome: Bool { !noChrome }

  /// Settings ▸ Display & Brightness.
  enum Appearance: String, CaseIterable, ExpressibleByArgument {
    case light, dark

    var style: UserInterfaceStyle { self == .dark ? .dark : .light }
  }
}

/// A command whose stages take `ChromeOptions.appearance` (`SegueCommand.main` makes them in
/// it).
protocol ChoosesAppearance {
  var chrome: ChromeOptions { get }
}

extension RecordCommand: ChoosesAppearance {}
extension PlayCommand: ChoosesAppearance {}
extension DemoCommand: ChoosesAppearance {}
extension RenderCommand: ChoosesAppearance {}
