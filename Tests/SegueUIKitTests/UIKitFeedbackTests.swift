import Foundation
import SegueUIKit
import Testing

/// A card list as App Store clones write it: a light impact, prepared when the finger goes down,
/// played as the card opens; a selection tick when the highlighted card changes; a success
/// notification when the detail has loaded.
private final class HapticCards: UIViewController {
  let openFeedback = UIImpactFeedbackGenerator(style: .light)
  let selection = UISelectionFeedbackGenerator()
  let loaded = UINotificationFeedbackGenerator()

  func fingerDown() { openFeedback.prepare() }
  func open() { openFeedback.impactOccurred() }
  func highlight() { selection.selectionChanged() }
  func finishLoading() { loaded.notificationOccurred(.success) }
}

@MainActor
@Suite("Haptic feedback generators: compiled as iOS code, nothing felt, each kept")
struct UIKitFeedbackTests {
  @Test func aTransitionsFeedbackIsKeptForTheTest() {
    let cards = HapticCards()
    cards.fingerDown()
    cards.open()
    cards.highlight()
    cards.highlight()
    cards.finishLoading()
    #expect(cards.openFeedback.preparations == 1)
    #expect(cards.openFeedback.played == [.impact(.light, intensity: 1)])
    #expect(cards.selection.played == [.selectionChanged, .selectionChanged])
    #expect(cards.loaded.played == [.notification(.success)])
  }

  @Test func anImpactsIntensityIsClampedAndTheDefaultStyleIsMedium() {
    let generator = UIImpactFeedbackGenerator()
    #expect(generator.style == .medium)
    generator.impactOccurred(intensity: 0.4)
    generator.impactOccurred(intensity: 3)
    generator.impactOccurred(intensity: -1)
    generator.impactOccurred(intensity: .nan)
    #expect(
      generator.played == [
        .impact(.medium, intensity: 0.4), .impact(.medium, intensity: 1),
        .impact(.medium, intensity: 0), .impact(.medium, intensity: 0),
      ])
  }

  @Test func theStageKeepsAOneLineImpactWithItsTime() {
    let screen = UIViewController()
    let button = UIButton(frame: CGRect(x: 100, y: 200, width: 120, height: 60))
    button.addAction(
      UIAction { _ in UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 0.7) },
      for: .touchUpInside)
    screen.view.addSubview(button)
    let stage = Stage(device: .iPhone15Pro, rootViewController: screen)
    stage.advance(by: 0.5)
    stage.tap(at: CGPoint(x: 160, y: 230))
    #expect(
      stage.playedFeedback == [
        Stage.PlayedFeedback(time: stage.time, feedback: .impact(.rigid, intensity: 0.7))
      ])
  }
}
