// A tool built on SegueCLI as users build theirs, with two scenes that make the mistakes issue 20
// found in the gallery: an animation that stops short, then the final frame set at the end (seed
// 004's Guillotine), and a drag whose release animation starts from rest (a velocity break).
// The CLI tests run its `lint` as a process: an undeclared error exits 1, a warning alone 0.
import Foundation
import Segue
import SegueCLI
import SegueMotion

/// A stage on `device` showing a screen with a 100 pt box of `color` at (40, 200).
@MainActor func makeBoxStage(device: Device, color: Color) -> (Stage, ViewController, View) {
  let screen = ViewController()
  let stage = Stage(device: device, rootViewController: screen)
  let box = View(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
  box.backgroundColor = color
  screen.view.addSubview(box)
  return (stage, screen, box)
}

/// A box slides 150 pt and, when the slide ends, is put 40 pt further in one step.
struct SnapAtTheEnd: StageScene {
  let id = "snap-at-the-end"
  let summary = "A slide that stops short, then jumps to its final frame."
  let duration = 1.0

  @MainActor func makeStage(device: Device) -> Stage {
    let (stage, _, box) = makeBoxStage(device: device, color: .systemBlue)
    View.animate(withDuration: 0.5) {
      box.center.x += 150
    } completion: { _ in
      box.center.x += 40
    }
    return stage
  }
}

/// A finger drags a box 200 pt to the right; on release a plain animation takes it back, from
/// rest, where the finger was moving at 600 pt/s.
struct ReleaseFromRest: StageScene, DiscontinuityDeclaring {
  let id = "release-from-rest"
  let intendedDiscontinuities = [
    IntendedDiscontinuity(
      .jump, detail: "position",
      because: "the pan begins after its hysteresis, so the box catches up with the finger")
  ]
  let summary = "A dragged box animated home from rest when the finger lets go."
  let duration = 1.2
  var input: InputScript? {
    InputScript([
      .drag(
        path: [CGPoint(x: 90, y: 250), CGPoint(x: 290, y: 250)], time: 0, duration: 0.5,
        easing: .easeInOut, releaseVelocity: CGPoint(x: 600, y: 0))
    ])
  }

  @MainActor func makeStage(device: Device) -> Stage {
    let (stage, screen, box) = makeBoxStage(device: device, color: .systemOrange)
    let home = box.center
    let pan = PanGestureRecognizer()
    pan.addAction { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer else { return }
      switch pan.state {
      case .changed:
        let translation = pan.translation(in: screen.view)
        box.center = CGPoint(x: home.x + translation.x, y: home.y + translation.y)
      case .ended, .cancelled:
        View.animate(withDuration: 0.4) { box.center = home }
      default:
        break
      }
    }
    box.addGestureRecognizer(pan)
    return stage
  }
}

SegueCommand.main(scenes: [SnapAtTheEnd(), ReleaseFromRest()])
