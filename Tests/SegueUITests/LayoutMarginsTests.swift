import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A subview pinned to `view`'s margins guide on all four edges.
@MainActor
func pinnedToMarginsGuide(of view: View) -> View {
  let card = View()
  card.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(card)
  let guide = view.layoutMarginsGuide
  LayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    card.topAnchor.constraint(equalTo: guide.topAnchor),
    card.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
  ])
  return card
}

/// Layout margins as UIKit defines them: directional margins and their synchronisation with
/// `layoutMargins`, the margins guide measured from the safe area, and margins that keep
/// clear of the superview's. Expected frames are worked out by hand in each test.
@MainActor
@Suite("Layout margins")
struct LayoutMarginsTests {
  private let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

  /// Apple doc of `layoutMargins`: leading and trailing "are synchronized with the left and
  /// right insets"; leading is left in a left-to-right layout (high).
  @Test func directionalAndAbsoluteMarginsAreSynchronised() {
    let view = View()
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 40)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 20, bottom: 3, right: 40))
    view.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 5, leading: 9, bottom: 7, trailing: 6),
      "absolute margins stay on their sides; read by direction, left is trailing")
  }

  /// Apple doc of `directionalLayoutMargins`: "the leading margin is applied to the right
  /// edge of the view in right-to-left layouts" (high). The guide follows a change of
  /// direction.
  @Test func directionalMarginsFlipWithTheDirection() {
    window.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 30, trailing: 40)
    let card = pinnedToMarginsGuide(of: window)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
    window.layoutDirection = .rightToLeft
    #expect(window.layoutMargins == EdgeInsets(top: 10, left: 40, bottom: 30, right: 20))
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 40, y: 10, width: 340, height: 260))
  }

  /// `insetsLayoutMarginsFromSafeArea` (default true): the margins guide keeps its margins
  /// inside the safe area; false puts them back at the bounds (Apple doc; high for the rule,
  /// medium for adding the inset to the margin).
  @Test func theMarginsGuideIsMeasuredFromTheSafeArea() {
    window.hostSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    #expect(window.insetsLayoutMarginsFromSafeArea)
    let card = pinnedToMarginsGuide(of: window)
    window.layoutIfNeeded()
    // y 59 + 8 … 300 − 34 − 8.
    #expect(card.frame == CGRect(x: 16, y: 67, width: 368, height: 191))
    #expect(window.layoutMarginsGuide.layoutFrame == card.frame)
    window.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 8, width: 368, height: 284))
    window.insetsLayoutMarginsFromSafeArea = true
    window.hostSafeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 8, width: 368, height: 284), "follows the safe area")
  }

  /// `preservesSuperviewLayoutMargins`: where the view's edge lies inside the superview's
  /// margin, its own margin grows by "the smallest amount needed" to keep content inside the
  /// superview's margins (Apple doc; high). Off by default.
  @Test func preservingTheSuperviewsMarginsGrowsOwnMarginsWhereNeeded() {
    window.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
    let panel = View(frame: CGRect(x: 10, y: 100, width: 380, height: 100))
    window.addSubview(panel)
    let card = pinnedToMarginsGuide(of: panel)
    window.layoutIfNeeded()
    #expect(!panel.preservesSuperviewLayoutMargins)
    #expect(card.frame == CGRect(x: 8, y: 8, width: 364, height: 84))
    panel.preservesSuperviewLayoutMargins = true
    window.layoutIfNeeded()
    // Left: 30 − 10 = 20 > 8; right: 30 − (400 − 390) = 20; top and bottom lie well inside
    // the window's margins (100 and 100 away), so they keep 8.
    #expect(card.frame == CGRect(x: 20, y: 8, width: 340, height: 84))
  }
}
