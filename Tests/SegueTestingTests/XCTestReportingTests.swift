import Foundation
import SegueGeometry
import SegueTesting
import XCTest

/// Failures inside an XCTest test go through `XCTFail` to the test case, at the caller's file
/// and line. This case catches them in `recordFailure` (XCTest's own hook; `XCTExpectFailure`
/// does not exist in swift-corelibs-xctest) while `isCapturing` is set.
final class XCTestReportingTests: XCTestCase {
  private struct Failure: Equatable {
    var description: String
    var file: String
    var line: Int
  }

  private var captured: [Failure] = []
  private var isCapturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard isCapturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured.append(Failure(description: description, file: filePath, line: lineNumber))
  }

  /// The failures `body` reports.
  private func failures(of body: () -> Void) -> [Failure] {
    captured = []
    isCapturing = true
    body()
    isCapturing = false
    return captured
  }

  func testAnXCTestTestReportsThroughXCTest() {
    XCTAssertEqual(TestFramework.current, .xcTest)
  }

  func testAFailedExpectationIsAnXCTestFailureAtTheCaller() {
    let line = #line + 1
    let found = failures { expectClose(CGFloat(1), 1.5, tolerance: 0.1, "width") }
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.file, "\(#filePath)")
    XCTAssertEqual(found.first?.line, line)
    XCTAssertTrue(
      found.first?.description.contains("width: 1.0 is not within 0.1 of 1.5") == true,
      found.first?.description ?? "no failure")
  }

  func testAPassingExpectationReportsNothing() {
    XCTAssertEqual(failures { expectClose(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)) }, [])
  }

  func testAMatchingSnapshotReportsNothing() {
    XCTAssertEqual(failures { expectSnapshot(of: Scratch.checker, named: "checker") }, [])
  }

  func testAMissingSnapshotIsAnXCTestFailure() throws {
    try XCTSkipUnless(ExpectSnapshotTests.isComparing, "recording is on")
    let line = #line + 1
    let found = failures { expectSnapshot(of: Scratch.checker, named: "never-recorded") }
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.line, line)
    XCTAssertTrue(
      found.first?.description.contains(
        "No reference snapshot \(Snapshot.referenceURL(named: "never-recorded").path).") == true,
      found.first?.description ?? "no failure")
  }
}
