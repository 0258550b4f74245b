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
