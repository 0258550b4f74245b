import Foundation
import SegueGeometry
import SegueTesting
import SegueUI
import Testing

/// A 200×200 pt screen with a 40 pt square at (20, 80).
@MainActor
private func squareStage() -> (Stage, View) {
  let device = Device(
    name: "square", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero)
  let screen = ViewController()
  let stage = Stage(device: device, rootViewController: screen)
  let square = View(frame: CGRect(x: 20, y: 80, width: 40, height: 40))
  square.backgroundColor = .red
  square.accessibilityIdentifier = "square"
  screen.view.addSubview(square)
  stage.advance(by: 0)
  return (stage, square)
}

@Suite("expectSmoothMotion: the motion lint as an assertion")
@MainActor
struct ExpectSmoothMotionTests {
  @Test func anAnimatedMoveReportsNothing() {
    let (stage, square) = squareStage()
    expectSmoothMotion(of: stage, duration: 0.3) {
      View.animate(withDuration: 0.3) { square.center.x += 100 }
    }
  }

  @Test func aMoveWithoutAnimationIsOneFailureNamingTheLayerAndFrame() {
    let (stage, square) = squareStage()
    withKnownIssue {
      expectSmoothMotion(of: stage, duration: 0.3) { square.center.x += 40 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        "expectSmoothMotion of the transition: error: jump at 0.000 s (frame-0000.png): "
          + "View \"square\" #")
        && text.contains("position.x jumped 40.0 pt from one sample to the next")
    }
  }

  @Test func aDeclaredDiscontinuityPassesAndAStaleOneFails() {
    let (stage, square) = squareStage()
    expectSmoothMotion(
      of: stage, duration: 0.3,
      allowing: [IntendedDiscontinuity(.jump, layer: "square", because: "it snaps to the grid")]
    ) { square.center.x += 40 }

    let (still, _) = squareStage()
    withKnownIssue {
      expectSmoothMotion(
        of: still, duration: 0.3,
        allowing: [IntendedDiscontinuity(.flash, because: "nothing flashes here")]
      ) {}
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "the declared flash matches no finding; remove it (reason given: nothing flashes here)")
    }
  }
}
