// A tool built on SegueCLI as users build theirs, with scenes the CLI tests run as a process. Two
// make the mistakes issue 20 found in the gallery: an animation that stops short, then the final
// frame set at the end (seed 004's Guillotine), and a drag whose release animation starts from
// rest (a velocity break); `lint` must exit 1 on the first, 0 on the warning alone. The third
// draws text in a font that is not installed: it falls back with one logged line. The fourth
// runs its stage to set it up before its transition starts.
import Foundation
import Segue
import SegueCLI
import SegueMotion

/// A scene of this tool: a screen with a 100 pt box at (40, 200), and what `start` does to it.
struct BoxScene: StageScene, DiscontinuityDeclaring {
  let id: String
  let summary: String
  let duration: Double
  var input: InputScript? = nil
  var intendedDiscontinuities: [IntendedDiscontinuity] = []
  /// Starts the scene's transition: given the screen and its box.
  let start: @MainActor @Sendable (ViewController, View) -> Void

  @MainActor func makeStage(device: Device) -> Stage {
    let screen = ViewController()
    let stage = Stage(device: device, rootViewController: screen)
    let box = View(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
    box.backgroundColor = .systemBlue
    screen.view.addSubview(box)
    start(screen, box)
    return stage
  }
}

/// The box slides 150 pt and, when the slide ends, is put 40 pt further in one step.
let snapAtTheEnd = BoxScene(
  id: "snap-at-the-end", summary: "A slide that stops short, then jumps to its final frame.",
  duration: 1
) { _, box in
  View.animate(withDuration: 0.5) {
    box.center.x += 150
  } completion: { _ in
    box.center.x += 40
  }
}

/// A finger drags the box 200 pt to the right; on release a plain animation takes it back,
/// from rest, where the finger was moving at 600 pt/s.
let releaseFromRest = BoxScene(
  id: "release-from-rest",
  summary: "A dragged box animated home from rest when the finger lets go.",
  duration: 1.2,
  input: InputScript([
    .drag(
      path: [CGPoint(x: 90, y: 250), CGPoint(x: 290, y: 250)], time: 0, duration: 0.5,
      easing: .easeInOut, releaseVelocity: CGPoint(x: 600, y: 0))
  ]),
  intendedDiscontinuities: [
    IntendedDiscontinuity(
      .jump, detail: "position",
      because: "the pan begins after its hysteresis, so the box catches up with the finger")
  ]
) { screen, box in
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
}

/// Two labels in a font no system has, fading in: every frame draws them.
let unknownFont = BoxScene(
  id: "unknown-font", summary: "Text in a font that is not installed.", duration: 0.5
) { screen, _ in
  for line in 0..<2 {
    let label = Label(frame: CGRect(x: 20, y: 100 + 40 * CGFloat(line), width: 300, height: 30))
    label.font = Font(name: "Segue Imaginary Grotesk", size: 20) ?? .systemFont(ofSize: 20)
    label.text = "Line \(line + 1)"
    label.alpha = 0
    screen.view.addSubview(label)
    View.animate(withDuration: 0.5) { label.alpha = 1 }
  }
}

/// A scene that sets its stage up before its transition, as a user's scene starting from an
/// opened screen does: the box slides 150 pt into place (the stage runs until idle, 0.7 s), then
/// the transition fades it out. It starts at the stage's time then, not at 0.
struct SetUpFirstScene: StageScene {
  let id = "set-up-first"
  let summary = "The box slides into place first; the transition fades it out."
  let duration = 0.5

  @MainActor func makeStage(device: Device) -> Stage {
    let screen = ViewController()
    let stage = Stage(device: device, rootViewController: screen)
    let box = View(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
    box.backgroundColor = .systemBlue
    box.accessibilityIdentifier = "box"
    screen.view.addSubview(box)
    View.animate(withDuration: 0.7) { box.center.x += 150 }
    _ = try? stage.runUntilIdle()
    View.animate(withDuration: 0.5) { box.alpha = 0 }
    return stage
  }
}

SegueCommand.main(scenes: [snapAtTheEnd, releaseFromRest, unknownFont, SetUpFirstScene()])
