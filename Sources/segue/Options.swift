import ArgumentParser
import Foundation
import SegueGallery

/// Options shared by the commands that render frames.
struct RenderOptions: ParsableArguments {
  @Option(help: "The device to lay out for: \(Device.all.map(\.name).joined(separator: ", ")).")
  var device: String = Device.iPhone15Pro.name

  @Option(help: "Pixels per point (1…4); default: the device's scale.")
  var scale: Int?

  func resolvedDevice() throws -> Device {
    guard let found = Device.named(device) else {
      throw CLIError(
        "unknown device '\(device)'; known devices: \(Device.all.map(\.name).joined(separator: ", "))"
      )
    }
    return found
  }

  func resolvedScale(for device: Device) throws -> Int {
    let value = scale ?? device.scale
    guard (1...4).contains(value) else {
      throw CLIError("--scale must be 1, 2, 3 or 4, got \(value)")
    }
    return value
  }
}

/// Looks up a gallery entry by id, with the list of ids in the error.
func galleryEntry(_ id: String) throws -> GalleryEntry {
  guard let entry = Gallery.entry(id: id) else {
    throw CLIError(
      "unknown entry '\(id)'; run 'segue list' (known: \(Gallery.entries.map(\.id).joined(separator: ", ")))"
    )
  }
  return entry
}

/// Checks that `url`'s folder exists and is a folder, so that a write fails before any work.
func checkWritableDestination(_ url: URL) throws {
  let folder = url.deletingLastPathComponent()
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
    isDirectory.boolValue
  else {
    throw CLIError("cannot write \(url.path): folder \(folder.path) does not exist")
  }
  guard FileManager.default.isWritableFile(atPath: folder.path) else {
    throw CLIError("cannot write \(url.path): folder \(folder.path) is not writable")
  }
}
