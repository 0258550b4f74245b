import Foundation
import SegueMotion
import SegueUI
import Testing

@testable import SegueGallery

/// The motion lint's last findings on the gallery in issue 20, fixed in the entries: each is
/// linted where it was found.
@MainActor
@Suite("Gallery entries the motion lint had findings on")
struct EntryLintTests {
  /// card-open-interactive: the story's text stopped where the finger let go while its
  /// picture flew home (a velocity break); the whole card flies now, and its rows that would
  /// cross the screen's edge go at once rather than flash (iPhone SE, iPad in landscape).
  @Test(arguments: [Device.iPhone15Pro, .iPhoneSE, Device.iPadPro11.turned(to: .landscape)])
  func theDraggedStoryFliesHomeWhole(device: Device) {
    let report = MotionLint.lint(Card.interactiveEntry, device: device).report
    #expect(report.faults.isEmpty, "\(report.text)")
  }

  /// guillotine-open in landscape: the host's fourth card ended below the window (an
  /// off-screen warning); wider than tall, the cards go in two columns.
  @Test(arguments: Device.Orientation.allCases)
  func noHostCardEndsOffScreen(orientation: Device.Orientation) {
    let report = MotionLint.lint(
      Guillotine.openEntry, device: Device.iPhone15Pro.turned(to: orientation)
    ).report
    #expect(report.isClean, "\(report.text)")
  }
}
