import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// A controller that lets the system hide the home indicator when a test says so.
@MainActor
private final class AutoHiding: ViewController {
  var allowsHiding = true
  override var prefersHomeIndicatorAutoHidden: Bool { allowsHiding }
}

// `prefersHomeIndicatorAutoHidden` as iOS applies it (Window+HomeIndicator.swift: observed
// behaviour, medium confidence; the pause and fade are Segue's numbers, low confidence): the
// indicator hides after a pause without touches, a touch brings it back, and it hides again.
@MainActor
@Suite("Home indicator auto-hiding: after a pause without touches, back on a touch")
struct HomeIndicatorTests {
  private let delay = Window.homeIndicatorAutoHideDelay
  private let fade = Window.homeIndicatorFadeDuration

  private func shown(_ stage: Stage) throws -> Float {
    try #require(stage.window.systemChrome).homeIndicator.layer.presentationValues().opacity
  }

  @Test func itHidesOnlyAfterAPauseAndComesBackOnATouch() throws {
    let root = AutoHiding()
    let stage = Stage(device: .iPhone15Pro, rootViewController: root)
    stage.showsSystemChrome = true
    stage.advance(by: delay - 0.1)
    #expect(try shown(stage) == 1, "still shown just before the pause ends")
    stage.advance(by: 0.1 + fade / 2)
    let fading = try shown(stage)
    #expect(fading > 0.05 && fading < 0.95, "it fades out, got \(fading)")
    stage.advance(by: fade)
    #expect(try shown(stage) == 0)

    // A tap anywhere brings it back (fading in), and it hides again after the same pause.
    let tapTime = try #require(stage.window.currentTime)
    stage.window.handlePointer(.down, at: CGPoint(x: 200, y: 400), time: tapTime)
    stage.window.handlePointer(.up, at: CGPoint(x: 200, y: 400), time: tapTime + 0.05)
    stage.advance(by: fade / 2)
    let returning = try shown(stage)
    #expect(returning > 0.05 && returning < 0.95, "it fades back in, got \(returning)")
    stage.advance(by: fade)
    #expect(try shown(stage) == 1)
    stage.advance(by: delay - fade * 1.5 - 0.1)
    #expect(try shown(stage) == 1, "the pause runs from the last touch")
    stage.advance(by: 0.1 + fade + 0.05)
    #expect(try shown(stage) == 0)
  }

  @Test func aHeldFingerKeepsItAndAControllerThatDoesNotAllowHidingKeepsItAlways() throws {
    let root = AutoHiding()
    root.allowsHiding = false
    let stage = Stage(device: .iPhone15Pro, rootViewController: root)
    stage.showsSystemChrome = true
    stage.advance(by: delay * 2)
    #expect(try shown(stage) == 1, "not allowed: always shown")

    // Allowing it later starts the pause then, not at the last touch long ago.
    root.allowsHiding = true
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    stage.advance(by: delay - 0.1)
    #expect(try shown(stage) == 1)
    // A finger that moves keeps waking it.
    let start = try #require(stage.window.currentTime)
    stage.window.handlePointer(.down, at: CGPoint(x: 100, y: 300), time: start)
    for step in 1...30 {
      stage.advance(by: 0.1)
      stage.window.handlePointer(
        .move, at: CGPoint(x: 100, y: 300 + Double(step)), time: start + Double(step) * 0.1)
    }
    #expect(try shown(stage) == 1, "a finger moving for 3 s keeps it")
    stage.window.handlePointer(.up, at: CGPoint(x: 100, y: 330), time: start + 3)
    stage.advance(by: delay + fade + 0.05)
    #expect(try shown(stage) == 0)
  }
}
