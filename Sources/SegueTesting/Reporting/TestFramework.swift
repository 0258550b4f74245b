// Reporting a failure through whichever test library runs the test.
//
// Every assertion in SegueTesting ends here. Under Swift Testing (`Test.current` is set on the
// calling task) a failure is an `Issue` at `sourceLocation`; otherwise it goes to XCTest's
// `XCTFail` at `file` and `line`. Both locations are taken from the caller because neither can
// be made from the other: `XCTFail` wants a `StaticString`, and `SourceLocation` carries a
// column and a file ID that `#filePath` and `#line` lack. A helper built on these assertions
// forwards all of them.
//
// Both `Testing` and `XCTest` are importable from a plain library target on Linux with the
// Swift 6.3 toolchain (they ship in `usr/lib/swift/linux`, as pointfreeco's swift-snapshot-
// testing also relies on); the test bundle that links SegueTesting links both libraries. A
// non-test executable must not depend on SegueTesting, or it would need libXCTest at run time.
//
// Every assertion's `sourceLocation` defaults to Swift Testing's `#_sourceLocation` macro, which
// is expanded at, and so looked up from, the caller's file. An XCTest file that imports only
// SegueTesting would not find it ("no macro named '_sourceLocation'"), so SegueTesting
// re-exports `SourceLocation`, and with it the macro: `import SegueTesting` is all either kind
// of test file needs (XCTestReportingTests is such a file). Scoped imports are leaky, so in
// practice the rest of Testing's names become visible there too.
//
// Rejected: a task-local "reporter" that tests could swap. Both real paths can be observed
// without it (an XCTest case overrides `recordFailure`, Swift Testing has `withKnownIssue`), so
// a seam would only add API that user code could misuse.

import Testing
import XCTest

@_exported import struct Testing.SourceLocation

/// The test library that failures are reported through.
public enum TestFramework: Sendable, Hashable, CustomStringConvertible {
  /// Swift Testing: failures become issues (`Issue.record`).
  case swiftTesting
  /// XCTest: failures go through `XCTFail`.
  case xcTest

  /// The library running the current test: Swift Testing when a Swift Testing test runs on
  /// this task (`Test.current` is set), XCTest otherwise (including code detached from a Swift
  /// Testing test's task, which Swift Testing cannot attribute to a test either).
  public static var current: TestFramework {
    Test.current == nil ? .xcTest : .swiftTesting
  }

  public var description: String {
    switch self {
    case .swiftTesting: "Swift Testing"
    case .xcTest: "XCTest"
    }
  }
}

/// Records a test failure with `message` through the running test library (see
/// `TestFramework.current`), at the caller's location.
///
/// This is what every SegueTesting assertion calls; use it to build assertions of your own.
///
/// - Parameters:
///   - message: What failed, shown as the issue's comment or XCTest's failure description.
///   - file: The file XCTest reports the failure in (`#filePath` of the caller).
///   - line: The line XCTest reports the failure at.
///   - sourceLocation: Where Swift Testing reports the issue.
public func reportIssue(
  _ message: String, file: StaticString = #filePath, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  switch TestFramework.current {
  case .swiftTesting: Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  case .xcTest: XCTFail(message, file: file, line: line)
  }
}
