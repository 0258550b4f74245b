import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// Bad input to Auto Layout: constraints between unrelated views, non-finite numbers and
/// required cycles are clear errors (UIKit's messages where it has them) and leave the layout
/// as it was — never a trap.
extension AutoLayoutTests {
  @Test func noCommonAncestorIsAClearErrorAndChangesNothing() {
    let scene = Scene()
    let stranger = View()
    stranger.accessibilityIdentifier = "stranger"
    scene.card.accessibilityIdentifier = "card"
    let good = scene.card.widthAnchor.constraint(equalToConstant: 50)
    let bad = scene.card.leftAnchor.constraint(equalTo: stranger.leftAnchor)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([good, bad]) }
    do {
      try LayoutConstraint.activateChecked([good, bad])
    } catch {
      #expect("\(error)".contains("card") && "\(error)".contains("stranger"))
      #expect("\(error)".contains("no common ancestor"))
    }
    #expect(!good.isActive && !bad.isActive, "nothing is half-applied")
    #expect(scene.card.constraints.isEmpty)
    bad.isActive = true
    #expect(scene.messages.count == 1 && scene.messages[0].contains("no common ancestor"))
  }

  @Test func aNaNConstantIsRefusedAndTheOldOneKept() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    let left = card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 30)
    LayoutConstraint.activate([
      left, card.topAnchor.constraint(equalTo: window.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 10),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    left.constant = .nan
    #expect(left.constant == 30)
    #expect(scene.messages.count == 1 && scene.messages[0].contains("Refused constant nan"))
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 30, y: 0, width: 10, height: 10))
    let infinite = card.heightAnchor.constraint(equalToConstant: .infinity)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([infinite]) }
  }

  /// A NaN multiplier or constant given when the constraint is made is refused at activation,
  /// with the constraint named, and nothing of the batch is activated.
  @Test func nonFiniteNumbersAtActivationAreRefusedWholesale() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    let good = card.widthAnchor.constraint(equalToConstant: 10)
    let halfWidth = card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: .nan)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([good, halfWidth]) }
    #expect(!good.isActive && !halfWidth.isActive && window.constraints.isEmpty)
    let nanHeight = card.heightAnchor.constraint(equalToConstant: .nan)
    LayoutConstraint.activate([good, nanHeight])
    #expect(!good.isActive && !nanHeight.isActive, "nothing is half-applied")
    #expect(scene.messages.count == 1 && scene.messages[0].contains("Refused constant nan"))
  }

  /// Three required widths that chase each other round (a = b + 10, b = c + 10, c = a + 10)
  /// cannot all hold: as UIKit, "Unable to simultaneously satisfy constraints" names the
  /// set and the one that closes the cycle is broken; the two others hold and the program
  /// goes on. Nothing else of the layout moves.
  @Test func aRequiredCycleIsReportedAndTheLayoutKept() {
    let scene = Scene()
    let window = scene.window
    let views = [scene.card, View(), View()]
    for (index, view) in views.enumerated() {
      view.accessibilityIdentifier = "v\(index)"
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: window.leftAnchor),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index) * 20),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    let base = views[2].widthAnchor.constraint(equalToConstant: 30)
    base.priority = LayoutPriority(500)
    base.isActive = true
    window.layoutIfNeeded()
    #expect(views[2].frame.width == 30)
    let cycle = (0..<3).map { index in
      views[index].widthAnchor.constraint(
        equalTo: views[(index + 1) % 3].widthAnchor, constant: 10)
    }
    cycle[2].identifier = "closing"
    LayoutConstraint.activate(cycle)
    window.layoutIfNeeded()
    let message = scene.messages.joined()
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("Will attempt to recover by breaking constraint\n<'closing'"))
    #expect(cycle.map(\.isActive) == [true, true, true], "as UIKit, the broken one stays active")
    // v0 = v1 + 10 = v2 + 20, v2 wished 30 at 500.
    #expect(views.map(\.frame.width) == [50, 40, 30])
    #expect(views.map(\.frame.minY) == [0, 20, 40], "the rest of the layout is untouched")
  }
}
