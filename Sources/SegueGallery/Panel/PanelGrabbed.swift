import Foundation
import SegueGeometry
import SegueUI

/// `panel-present-grabbed`: seed 001's panel presented through an interruptible transition
/// (`InterruptiblePanelTransitioningDelegate`) that a scripted finger grabs halfway, drags
/// back to the right and throws: the presentation is cancelled and the panel springs out at
/// the finger's speed, the dimming fading with it.
@MainActor
enum PanelGrabbed {
  /// How long the scene runs, seconds: the slide, the drag and the spring back.
  nonisolated static let duration: Double = 1.6
  /// When the finger goes down on the sliding panel, seconds (halfway through its 0.5 s).
  static let grabTime: Double = 0.25
  /// How long the finger drags, seconds.
  static let dragDuration: Double = 0.3
  /// How fast the finger throws the panel to the right, points per second.
  static let throwVelocity: CGFloat = 300

  nonisolated static let entry = GalleryEntry(
    id: "panel-present-grabbed", title: "Panel: grabbed mid-flight and thrown back",
    seed: "001_f02990044ade999c.txt",
    summary:
      "An interruptible presentation: a finger grabs the sliding panel, drags it back and throws "
      + "it right; it springs out at the finger's speed and the presentation is cancelled.",
    duration: duration, makeStage: { device in start(in: makeApp(device: device)) })

  /// The app: seed 001's home screen, the interruptible transitioning delegate, and its pan on
  /// the window.
  struct App {
    let stage: Stage
    @MainActor var window: Window { stage.window }
    let home: PanelHomeViewController
    let delegate: InterruptiblePanelTransitioningDelegate
  }

  static func makeApp(device: Device) -> App {
    let base = Panel.makeApp(device: device)
    let delegate = InterruptiblePanelTransitioningDelegate()
    // An instant pan: the finger grabs the panel when it goes down, not 10 pt later.
    let pan = InstantPanGestureRecognizer(
      target: delegate, action: InterruptiblePanelTransitioningDelegate.panned)
    pan.delegate = delegate
    base.window.addGestureRecognizer(pan)
    base.stage.keep(delegate)
    return App(stage: base.stage, home: base.home, delegate: delegate)
  }

  /// The finger: down on the panel 70 pt from the right edge at `grabTime` (the panel's left
  /// edge is then 125 pt from it), dragged 60 pt to the right, released moving right at
  /// `throwVelocity`.
  static func script(size: CGSize) -> InputScript {
    let y = size.height / 2
    return InputScript([
      .drag(
        path: [CGPoint(x: size.width - 70, y: y), CGPoint(x: size.width - 10, y: y)],
        time: grabTime, duration: dragDuration, easing: .easeInOut,
        releaseVelocity: CGPoint(x: throwVelocity, y: 0))
    ])
  }

  /// Starts the scene in `app` now — the home screen presents the panel (as `showPanel` does,
  /// with the interruptible delegate) and the finger's script starts — and returns its stage.
  @discardableResult
  static func start(in app: App) -> Stage {
    let panel = ExampleViewController()
    panel.modalPresentationStyle = .custom
    panel.transitioningDelegate = app.delegate
    app.home.present(panel, animated: true)
    app.stage.play(script(size: app.stage.size))
    return app.stage
  }
}
