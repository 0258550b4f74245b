import SegueUIKit
import Testing

/// Constraint code as public transition libraries write it (Fixtures/DimmedCardFixture.swift),
/// compiled unchanged in Swift 5 mode and run on a stage: anchors pinning a dimming view in a
/// presentation controller, and a height constant animated with `layoutIfNeeded()` inside a
/// spring block from `animateTransition(using:)`. Frames worked out from the constraints
/// (iPhone 15 Pro, 393 × 852; the presented view two thirds of the container, at the bottom).
@MainActor
@Suite("Library constraint code in Swift 5 mode, run on a stage")
struct DimmedCardFixtureTests {
  @Test func theDimmedCardPresentsRotatesAndDismisses() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: host)
    var reports: [String] = []
    stage.diagnostics = { reports.append($0) }
    let delegate = DimmedCardFixtureTransitioningDelegate()
    let card = DimmedCardFixtureViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    host.present(card, animated: true)
    stage.advance(by: 0.01)
    let presentation = try #require(
      card.presentationController as? DimmedCardFixturePresentationController)
    let dimming = presentation.dimmingView
    let container = try #require(dimming.superview)
    #expect(container.subviews.first === dimming, "inserted at index 0")
    stage.advance(by: 0.2)
    // Half-way the card springs from 80 toward 400 and the dimming fades in with it.
    let height = try #require(card.card.layer.presentation()?.bounds.height)
    #expect(height > 80 && height < 420)
    let alpha = try #require(dimming.layer.presentation()?.opacity)
    #expect(alpha > 0 && alpha < 1)
    _ = try stage.runUntilIdle()
    #expect(dimming.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(dimming.alpha == 1)
    #expect(card.view.frame == CGRect(x: 0, y: 284, width: 393, height: 568))
    // The root view's margins are the system minimum (16); the presented view is below the
    // top safe area, so the card sits 16 below its top.
    #expect(card.card.frame == CGRect(x: 16, y: 16, width: 361, height: 400))

    stage.rotate(animated: false)
    _ = try stage.runUntilIdle()
    #expect(dimming.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(card.view.frame == CGRect(x: 0, y: 131, width: 852, height: 262))
    // Landscape safe area 59 on each side, plus the 16-point minimum margin.
    #expect(card.card.frame == CGRect(x: 75, y: 16, width: 702, height: 400))

    card.dismiss(animated: true)
    _ = try stage.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(dimming.superview == nil || dimming.alpha == 0)
    #expect(!reports.contains { $0.contains("Unable to") || $0.contains("Refused") }, "\(reports)")
  }
}
