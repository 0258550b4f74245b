import Foundation
import SegueTesting
import Testing

/// Failures inside a Swift Testing test become issues at the caller's source location.
@Suite struct SwiftTestingReportingTests {
  @Test func aSwiftTestingTestReportsThroughSwiftTesting() async {
    #expect(TestFramework.current == .swiftTesting)
    #expect(TestFramework.current.description == "Swift Testing")
    // Detached work has no current test, so nothing could attribute an issue to one.
    #expect(await Task.detached { TestFramework.current }.value == .xcTest)
  }

  @Test func reportIssueRecordsTheMessageAtTheGivenLocation() {
    let location = SourceLocation(
      fileID: "Module/Elsewhere.swift", filePath: "/src/Elsewhere.swift", line: 12, column: 3)
    withKnownIssue {
      reportIssue("the card did not land", sourceLocation: location)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["the card did not land"]
        && issue.sourceLocation == location
    }
  }

  /// A helper that forwards its caller's location, as the style asks of test helpers.
  private func expectUnitInterval(
    _ value: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectClose(value, 0.5, tolerance: 0.5, "progress", sourceLocation: sourceLocation)
  }

  @Test func aForwardedLocationPointsAtTheHelpersCaller() {
    let line = #line + 2
    withKnownIssue {
      expectUnitInterval(1.5)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue) == ["progress: 1.5 is not within 0.5 of 0.5 (off by 1.0)"]
    }
  }
}
