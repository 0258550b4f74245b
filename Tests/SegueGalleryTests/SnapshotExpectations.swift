import Foundation
import SegueGeometry
import SegueTestSupport
import Testing

/// Checks a frame against its reference snapshot, reporting at the caller.
func expectSnapshot(
  _ frame: Bitmap, named name: String, tolerance: UInt8 = 0, file: StaticString = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
  let outcome = Snapshot.verify(
    frame, named: name, tolerance: tolerance, file: file, function: function)
  if let message = outcome.failureMessage {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// Checks a text dump against its reference snapshot, reporting at the caller.
func expectTextSnapshot(
  _ text: String, named name: String, file: StaticString = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let outcome = Snapshot.verifyText(
    text, named: name, fileExtension: "json", file: file, function: function)
  if let message = outcome.failureMessage {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
