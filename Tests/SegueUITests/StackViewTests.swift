import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// `StackView` against Apple's documented rules (`UIStackView.Distribution` and `.Alignment`
/// pages; docs/auto-layout.md quotes them). Views have intrinsic sizes set by the test; each
/// expected frame is worked out by hand in the comment beside it.
@MainActor
@Suite("Stack view")
struct StackViewTests {
  private let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

  /// A horizontal stack 300 × 100 at (0, 0) holding views of intrinsic widths 50, 60, 70 and
  /// heights 20, 30, 40.
  private func threeViewStack(spacing: CGFloat = 10) -> (StackView, [SizedView]) {
    let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
    let stack = StackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    stack.spacing = spacing
    window.addSubview(stack)
    return (stack, views)
  }

  private func xs(_ views: [View]) -> [CGFloat] { views.map(\.frame.minX) }
  private func widths(_ views: [View]) -> [CGFloat] { views.map(\.frame.width) }

  @Test func arrangedSubviewsAreConstraintLaidSubviews() {
    let (stack, views) = threeViewStack()
    #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(
      stack.spacing == 10 && stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    stack.removeArrangedSubview(views[1])
    #expect(stack.arrangedSubviews.count == 2 && views[1].superview === stack, "stays a subview")
    views[0].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(views[2])])
  }

  @Test func fillStretchesTheFirstOfEqualHuggingViews() {
    let (stack, views) = threeViewStack()
    window.layoutIfNeeded()
    // Slack 300 − 180 − 20 = 100 goes to the first view (equal hugging: by index).
    #expect(widths(views) == [150, 60, 70] && xs(views) == [0, 160, 230])
    #expect(views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 }, "alignment fill")
    views[2].setContentHuggingPriority(240, for: .horizontal)
    window.layoutIfNeeded()
    #expect(widths(views) == [50, 60, 170], "the lowest hugging priority stretches")
    #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
  }

  @Test func fillShrinksTheLowestCompressionResistanceFirst() {
    let (stack, views) = threeViewStack()
    stack.frame.size.width = 150  // 180 + 20 needed: 50 short.
    views[0].setContentCompressionResistancePriority(700, for: .horizontal)
    window.layoutIfNeeded()
    #expect(widths(views) == [0, 60, 70])
    views[0].setContentCompressionResistancePriority(750, for: .horizontal)
    window.layoutIfNeeded()
    #expect(widths(views) == [50, 60, 20], "equal priorities: the last shrinks first")
  }

  @Test func fillEquallyGivesEveryViewTheSameWidth() {
    let (stack, views) = threeViewStack()
    stack.distribution = .fillEqually
    window.layoutIfNeeded()
    let each = (300 - 20) / 3.0
    for (index, view) in views.enumerated() {
      expectClose(view.frame.width, each, tolerance: 1e-9)
      expectClose(view.frame.minX, CGFloat(index) * (each + 10), tolerance: 1e-9)
    }
  }

  @Test func fillProportionallySharesByIntrinsicWidth() {
    let (stack, views) = threeViewStack()
    stack.distribution = .fillProportionally
    window.layoutIfNeeded()
    // 280 shared 50 : 60 : 70.
    for (view, share) in zip(views, [50.0, 60, 70]) {
      expectClose(view.frame.width, 280 * share / 180, tolerance: 1e-9)
    }
    expectClose(views[2].frame.maxX, 300, tolerance: 1e-9)
  }

  @Test func equalSpacingPadsTheGapsEvenly() {
    let (stack, views) = threeViewStack()
    stack.distribution = .equalSpacing
    window.layoutIfNeeded()
    // Gaps (300 − 180) / 2 = 60.
    #expect(widths(views) == [50, 60, 70] && xs(views) == [0, 110, 230])
  }

  @Test func equalCenteringSpacesTheCentresEvenly() {
    let (stack, views) = threeViewStack()
    stack.distribution = .equalCentering
    window.layoutIfNeeded()
    // Centres 25 and 265 at the ends, so the middle one's is 145: x = 115.
    #expect(widths(views) == [50, 60, 70])
    expectClose(views[1].frame.midX, 145, tolerance: 1e-9)
    expectClose(views[2].frame.midX, 265, tolerance: 1e-9)
  }

  @Test func alignmentsAcrossTheAxis() {
    let (stack, views) = threeViewStack()
    stack.alignment = .center
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [40, 35, 30] && views.map(\.frame.height) == [20, 30, 40])
    stack.alignment = .top
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 0, 0])
    stack.alignment = .bottom
    window.layoutIfNeeded()
    #expect(views.map(\.frame.maxY) == [100, 100, 100])
  }

  @Test func aHiddenViewCollapsesAndItsSpacingGoes() {
    let (_, views) = threeViewStack()
    views[1].isHidden = true
    window.layoutIfNeeded()
    // 300 − 50 − 70 − 10 = 170 of slack to the first view.
    #expect(widths(views) == [220, 0, 70] && views[2].frame.minX == 230)
    views[1].isHidden = false
    window.layoutIfNeeded()
    #expect(widths(views) == [150, 60, 70])
  }

  @Test func customSpacingAfterAViewAndMargins() {
    let (stack, views) = threeViewStack()
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    stack.layoutMargins = EdgeInsets(top: 5, left: 8, bottom: 5, right: 12)
    stack.isLayoutMarginsRelativeArrangement = true
    window.layoutIfNeeded()
    // Inside 8…288 (280 wide, 90 high): 280 − 180 − 40 = 60 of slack to the first.
    #expect(xs(views) == [8, 148, 218] && widths(views) == [110, 60, 70])
    #expect(views.allSatisfy { $0.frame.minY == 5 && $0.frame.height == 90 })
  }

  @Test func aConstrainedVerticalStackTakesItsContentsSize() {
    let labels = [fixedLabel("one"), fixedLabel("three"), fixedLabel("seven")]
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 16),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // Three 20-pt lines and two 4-pt gaps; as wide as the widest label (50).
    #expect(stack.frame == CGRect(x: 16, y: 20, width: 50, height: 68))
    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 0, y: 24, width: 50, height: 20),
        CGRect(x: 0, y: 48, width: 50, height: 20),
      ])
  }

  @Test func firstBaselineAlignsTheFontsBaselines() {
    let small = fixedLabel("a")
    small.font = .systemFont(ofSize: 12)
    let large = fixedLabel("b")
    large.font = .systemFont(ofSize: 30)
    let stack = StackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    window.addSubview(stack)
    window.layoutIfNeeded()
    expectClose(
      small.frame.minY + small.font.ascender, large.frame.minY + large.font.ascender,
      tolerance: 1e-9)
    #expect(min(small.frame.minY, large.frame.minY) >= 0)
  }

  @Test func hidingInsideAnAnimationBlockAnimatesTheOthers() {
    let host = TestHost()
    let root = host.show(View(frame: CGRect(x: 0, y: 0, width: 300, height: 100)))
    let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.frame = root.bounds
    root.addSubview(stack)
    root.layoutIfNeeded()
    host.advance(to: 0.1)
    #expect(views[2].frame.minX == 230)
    View.animate(withDuration: 1) { views[1].isHidden = true }
    #expect(views[0].frame.width == 220, "the model at once")
    #expect(views[1].isHidden && !views[1].layer.isHidden, "hidden, but drawn while it shrinks")
    host.advance(to: 0.6)
    let progress = Reference.easeInEaseOut(0.5)
    let shown = views[0].layer.presentationValues()
    expectClose(shown.bounds.width, 150 + 70 * progress, tolerance: 1e-6)
    let collapsing = views[1].layer.presentationValues()
    expectClose(collapsing.bounds.width, 60 * (1 - progress), tolerance: 1e-6)
    #expect(!views[1].layer.isHidden)
    host.advance(to: 1.2)
    #expect(views[0].layer.presentationValues().bounds.width == 220)
    #expect(views[1].layer.isHidden, "hidden once the collapse ends")
  }

  /// Showing a collapsing view again before the collapse ends keeps it shown.
  @Test func showingAgainDuringTheCollapseCancelsTheHiding() {
    let host = TestHost()
    let root = host.show(View(frame: CGRect(x: 0, y: 0, width: 300, height: 100)))
    let views = [SizedView(50, 20), SizedView(60, 30)]
    let stack = StackView(arrangedSubviews: views)
    stack.frame = root.bounds
    root.addSubview(stack)
    root.layoutIfNeeded()
    host.advance(to: 0.1)
    View.animate(withDuration: 1) { views[1].isHidden = true }
    host.advance(to: 0.5)
    View.animate(withDuration: 1) { views[1].isHidden = false }
    #expect(!views[1].isHidden)
    host.advance(to: 2)
    #expect(!views[1].layer.isHidden && views[1].frame.width == 60)
    // Without an animation block the view is hidden at once, as before.
    views[1].isHidden = true
    #expect(views[1].layer.isHidden)
  }

  @Test func insertingAtAnIndexOutOfRangeIsReportedAndClamped() {
    var messages: [String] = []
    window.diagnostics = { messages.append($0) }
    let (stack, _) = threeViewStack()
    let extra = SizedView(10, 10)
    stack.insertArrangedSubview(extra, at: 9)
    #expect(stack.arrangedSubviews.last === extra)
    #expect(messages.count == 1 && messages[0].contains("out of bounds"))
  }
}
