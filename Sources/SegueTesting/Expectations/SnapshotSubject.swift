import SegueGeometry
import Testing

/// Something that shows a frame and can describe it as text: a stage, a scene, a rendered
/// transition. `expectSnapshot(of:named:)` checks both against reference snapshots.
///
/// Conform a type that renders pixels and dumps its presentation tree:
///
/// ```swift
/// extension MyScene: SnapshotSubject {
///   func snapshotImage() throws -> Bitmap { try CairoRenderer().render(displayList()) }
///   func snapshotText() throws -> String { context.presentationTree().json }
/// }
/// ```
@MainActor
public protocol SnapshotSubject {
  /// Renders what the subject shows now, as premultiplied RGBA pixels.
  func snapshotImage() throws -> Bitmap

  /// Describes what the subject shows now as text, e.g. its presentation tree; it must be the
  /// same for the same frame, so that it can be compared exactly.
  func snapshotText() throws -> String

  /// The file extension of the text snapshot: `"json"` unless the conforming type says
  /// otherwise.
  var snapshotTextExtension: String { get }
}

extension SnapshotSubject {
  /// `"json"`: Segue's presentation trees are JSON.
  public var snapshotTextExtension: String { "json" }
}

/// Checks what `subject` shows now against the calling test's snapshots `name`: its image as
/// `<test>.<name>.png` (within `tolerance`) and its text as `<test>.<name>.json` (exactly), as
/// `expectSnapshot(of:named:tolerance:)` and `expectSnapshot(ofText:named:)` do.
///
/// A subject that throws while rendering or describing itself is one failure naming the error.
@MainActor
public func expectSnapshot(
  of subject: some SnapshotSubject, named name: String, tolerance: UInt8 = 0,
  file: StaticString = #filePath, function: String = #function, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let image: Bitmap
  let text: String
  do {
    image = try subject.snapshotImage()
    text = try subject.snapshotText()
  } catch {
    reportIssue(
      "Cannot snapshot \(type(of: subject)) as '\(name)': \(error)", file: file, line: line,
      sourceLocation: sourceLocation)
    return
  }
  expectSnapshot(
    of: image, named: name, tolerance: tolerance, file: file, function: function, line: line,
    sourceLocation: sourceLocation)
  expectSnapshot(
    ofText: text, named: name, fileExtension: subject.snapshotTextExtension, file: file,
    function: function, line: line, sourceLocation: sourceLocation)
}
