import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// Per-engine change sets (LayoutEngine+Changes.swift): a `constant` or `priority` edit
/// re-makes only that constraint in its own engine, with no walk of any tree; everything
/// else still walks. Frames are worked out by hand.
@MainActor
@Suite("Layout engine change sets")
struct LayoutEngineChangesTests {
  /// A 400 × 300 window whose card is pinned to the top left with a settable height.
  private func scene(laidOut: Bool = true) -> (Window, View, LayoutConstraint) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let height = card.heightAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      height, card.leftAnchor.constraint(equalTo: window.leftAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
    ])
    if laidOut { window.layoutIfNeeded() }
    return (window, card, height)
  }

  @Test func aConstantEditGoesToItsEngineAndWalksNoTree() throws {
    let (window, card, height) = scene()
    let (other, otherCard, _) = scene()
    // The second scene's activations moved the counter: the first tree walks once more.
    window.layoutIfNeeded()
    let engine = try #require(window.layoutState?.engine)
    let otherEngine = try #require(other.layoutState?.engine)
    let generation = LayoutEngine.generation
    height.constant = 120
    height.priority = 999
    #expect(LayoutEngine.generation == generation, "no tree is marked for a walk")
    #expect(engine.changedConstraints.count == 2 && otherEngine.changedConstraints.isEmpty)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 120))
    #expect(engine.changedConstraints.isEmpty && engine.seenGeneration == generation)
    other.layoutIfNeeded()
    #expect(otherCard.frame.height == 50, "the other tree is untouched")
  }

  /// An edit and an activation in the same pass: the activation walks the tree, which
  /// takes the edit too.
  @Test func anEditAndAnActivationTogetherBothApply() {
    let (window, card, height) = scene()
    height.constant = 70
    let gap = card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 30)
    gap.priority = 999
    gap.isActive = true
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 70), "the required left wins")
    height.constant = 90
    window.layoutIfNeeded()
    #expect(card.frame.height == 90)
  }

  /// An edit to a constraint of a tree never laid out, or one deactivated before the pass,
  /// still reaches the layout.
  @Test func editsOutsideAnUpToDateEngineStillApply() {
    let (window, card, height) = scene(laidOut: false)
    height.constant = 40
    window.layoutIfNeeded()
    #expect(card.frame.height == 40)
    let taller = card.heightAnchor.constraint(equalToConstant: 80)
    taller.priority = 999
    taller.isActive = true
    window.layoutIfNeeded()
    height.constant = 60
    height.isActive = false
    window.layoutIfNeeded()
    #expect(card.frame.height == 80, "the edited one left before the pass; the other holds")
  }
}

/// A view counting its `layoutSubviews()` calls.
@MainActor
private final class CountingView: View {
  var layouts = 0
  var onLayout: (() -> Void)?
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    onLayout?()
  }
}

/// After an edit the pass touches only what the edit moved (LayoutEngine+Solve.swift,
/// View+Layout.swift): the views whose unknowns changed are compared with the solution, and
/// the layout walk descends only into subtrees holding a view that needs layout.
@MainActor
@Suite("Layout pass after an edit")
struct LayoutAfterEditTests {
  /// Ten cards stacked down a 400 × 1,000 window, each 20 high under the one before.
  private func column() -> (Window, [View], [LayoutConstraint]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    var cards: [View] = []
    var heights: [LayoutConstraint] = []
    for _ in 0..<10 {
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(card)
      let height = card.heightAnchor.constraint(equalToConstant: 20)
      let top = card.topAnchor.constraint(
        equalTo: cards.last?.bottomAnchor ?? window.topAnchor)
      LayoutConstraint.activate([
        height, top, card.leftAnchor.constraint(equalTo: window.leftAnchor),
        card.widthAnchor.constraint(equalToConstant: 100),
      ])
      cards.append(card)
      heights.append(height)
    }
    window.layoutIfNeeded()
    return (window, cards, heights)
  }

  @Test func anEditLooksOnlyAtTheViewsItMoves() throws {
    let (window, cards, heights) = column()
    let engine = try #require(window.layoutState?.engine)
    #expect(engine.viewsLookedAt == 10, "after a walk every frame is compared")
    heights[6].constant = 50
    window.layoutIfNeeded()
    #expect(engine.viewsLookedAt == 4, "card 6 grew, cards 7 to 9 moved down")
    #expect(cards[6].frame == CGRect(x: 0, y: 120, width: 100, height: 50))
    #expect(cards.map(\.frame.minY) == [0, 20, 40, 60, 80, 100, 120, 170, 190, 210])
  }

  /// A constrained view's frame set by code stays until its superview lays out, as in UIKit;
  /// an edit elsewhere does not put it back, the superview's next layout does.
  @Test func aFrameSetByCodeIsPutBackWhenTheSuperviewLaysOut() {
    let (window, cards, heights) = column()
    cards[0].frame = CGRect(x: 5, y: 5, width: 5, height: 5)
    heights[9].constant = 30
    window.layoutIfNeeded()
    #expect(cards[9].frame.height == 30)
    #expect(cards[0].frame == CGRect(x: 0, y: 0, width: 100, height: 20))
  }

  /// A view flagged deep in the tree is laid out, with the views around it left alone; a
  /// view flagged by another's `layoutSubviews()` after the walk passed it waits for the
  /// next pass rather than being lost.
  @Test func theWalkDescendsOnlyWhereAViewNeedsLayout() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let branches = (0..<3).map { _ in CountingView() }
    let leaves = (0..<3).map { _ in CountingView() }
    for (branch, leaf) in zip(branches, leaves) {
      window.addSubview(branch)
      branch.addSubview(leaf)
    }
    window.layoutIfNeeded()
    let before = (branches + leaves).map(\.layouts)
    leaves[1].setNeedsLayout()
    #expect(window.descendantNeedsLayout && branches[1].descendantNeedsLayout)
    #expect(!branches[0].descendantNeedsLayout && !branches[2].descendantNeedsLayout)
    window.layoutIfNeeded()
    let after = (branches + leaves).map(\.layouts)
    #expect(zip(before, after).map { $1 - $0 } == [0, 0, 0, 0, 1, 0])
    #expect(!window.descendantNeedsLayout && !branches[1].descendantNeedsLayout)

    branches[2].onLayout = { leaves[0].setNeedsLayout() }
    branches[2].setNeedsLayout()
    window.layoutIfNeeded()
    #expect(leaves[0].needsLayout, "flagged after the walk passed it")
    let waiting = leaves[0].layouts
    window.layoutIfNeeded()
    #expect(!leaves[0].needsLayout && leaves[0].layouts == waiting + 1)
  }
}
