import SegueUIKit
import Testing

// The fixtures in Fixtures/ compile in Swift 5 language mode (this target's), as they do
// against the iOS SDK; these tests run them on a stage.

@MainActor
@Suite("iOS library code in Swift 5 mode, compiled through SegueUIKit and run on a stage")
struct BubbleFixtureTests {
  @Test func theBubbleAnimatorDefinedByAViewDidLoadDelegateRunsItsOwnAnimation() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: host)
    var reports: [String] = []
    stage.diagnostics = { reports.append($0) }
    let detail = BubbleFixtureDetailViewController()
    detail.modalPresentationStyle = .custom
    #expect(!detail.isViewLoaded)
    host.present(detail, animated: true)
    stage.advance(by: 0.01)
    let transition = detail.transition
    let container = try #require(detail.view.superview)
    // The library's own animator ran: its bubble is in the container, below the presented view
    // that was inserted "below" it before the bubble was there (added on top, as UIKit does).
    #expect(transition.bubble.superview === container)
    let subviews = container.subviews
    let bubbleIndex = try #require(subviews.firstIndex { $0 === transition.bubble })
    let detailIndex = try #require(subviews.firstIndex { $0 === detail.view })
    #expect(bubbleIndex < detailIndex)
    #expect(reports.contains { $0.contains("insertSubview(_:belowSubview:)") })
    // Half-way the presented view is still growing from the starting point.
    stage.advance(by: 0.24)
    #expect(transition.log == ["transaction"])
    let midFrame = try #require(detail.view.layer.presentation()?.frame)
    #expect(midFrame.width > 1 && midFrame.width < 393)
    _ = try stage.runUntilIdle()
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(transition.bubble.transform == .identity)
    // The implicit transaction committed without begin() ran its completion block once its
    // animation (a quarter of a second) had stopped; the main-queue step ran at 0.4 s of
    // stage time; then the half-second animation completed.
    #expect(transition.log == ["transaction", "late step", "completed"])
    #expect(host.presentedViewController === detail)
  }

  @Test func nonisolatedHelpersCreateAndTouchViews() {
    let helper = ScrollFixtureHelper()
    #expect(!helper.shouldDismiss())
    helper.pull(by: 100)
    #expect(helper.shouldDismiss())
    #expect(helper.scrollView.contentOffset == CGPoint(x: 0, y: -100))
    let badge = makeFixtureBadge(title: "New")
    #expect(badge.text == "New" && badge.frame.width == 80)
    let transition = BubbleFixtureTransition()
    transition.startingPoint = CGPoint(x: 20, y: 30)
    #expect(transition.bubble.center == CGPoint(x: 20, y: 30))
  }
}
