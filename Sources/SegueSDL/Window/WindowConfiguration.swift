import Foundation

/// How a `Window` is set up: its title, scale, where recordings go, and when it stops.
public struct WindowConfiguration: Sendable {
  /// The window's title; state ("paused", "slow ×10", "recording") is appended to it. Titles
  /// start with "segue" so that tools can find the window.
  public var title: String
  /// Pixels per content point of the rendered frame (1…4); the window opens at the content's
  /// size times this.
  public var scale: Int
  /// The folder recordings are written to.
  public var recordingFolder: URL
  /// The start of recordings' file names: `<name>-1.gif`, `<name>-2.gif`, … (the first number
  /// not already taken in `recordingFolder`).
  public var recordingName: String
  /// Closes the window after this many frames (for tests and scripts); nil runs until quit.
  public var maximumFrameCount: Int?

  /// Creates a configuration.
  public init(
    title: String, scale: Int = 1, recordingFolder: URL, recordingName: String,
    maximumFrameCount: Int? = nil
  ) {
    precondition((1...4).contains(scale), "scale must be 1…4, got \(scale)")
    precondition(maximumFrameCount.map { $0 > 0 } ?? true, "maximum frame count must be > 0")
    self.title = title
    self.scale = scale
    self.recordingFolder = recordingFolder
    self.recordingName = recordingName
    self.maximumFrameCount = maximumFrameCount
  }

  /// The next free recording file in `recordingFolder`.
  func nextRecordingURL(fileExists: (String) -> Bool) -> URL {
    var number = 1
    while true {
      let url = recordingFolder.appendingPathComponent("\(recordingName)-\(number).gif")
      if !fileExists(url.path) { return url }
      number += 1
    }
  }
}
