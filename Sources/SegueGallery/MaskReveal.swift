import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

/// `mask-reveal`: seed 000's circle reveal (the Ping app) at the layer level.
///
/// The "to" screen lies over the "from" screen, masked by a `ShapeLayer` whose path grows
/// linearly from the oval of the round button to that oval inset by −R, where R is the distance
/// from the button's centre to the bottom-left corner (the seed's "extreme point"). The model
/// path is set to the final oval first, so nothing snaps back when the animation is removed;
/// the delegate removes the mask when the animation ends.
///
/// Seed bug fixed here: the article's `animationDidStop` clears the mask of the *from*
/// controller's view, but the mask was put on the *to* view, so it was never removed. Segue
/// removes it from the layer it masks.
@MainActor
enum MaskReveal {
  /// The animation's duration (seed: `transitionDuration` 0.5 s).
  nonisolated static let duration: Double = 0.5
  /// The round button's side, points (seed: 44×44).
  static let buttonSide: CGFloat = 44
  /// The button's margin from the top-right corner of the safe area, points (seed: 10).
  static let buttonMargin: CGFloat = 10
  /// The side of the centred picture, points (seed: 300×300 image views).
  static let pictureSide: CGFloat = 300

  nonisolated static let entry = GalleryEntry(
    id: "mask-reveal", title: "Circle mask reveal", seed: "000_9b05a2aaf25d0d17.txt",
    summary:
      "A ShapeLayer mask whose path grows linearly from the round button's oval until it covers the screen.",
    duration: duration, makeStage: { device in makeStage(device: device) })

  /// The button's frame on `device`: 10 pt from the top-right corner of the safe area.
  static func buttonFrame(on device: Device) -> CGRect {
    CGRect(
      x: device.size.width - device.safeAreaInsets.right - buttonMargin - buttonSide,
      y: device.safeAreaInsets.top + buttonMargin, width: buttonSide, height: buttonSide)
  }

  /// The seed's R: the distance from the button's centre to the bottom-left screen corner.
  static func revealRadius(on device: Device) -> CGFloat {
    let button = buttonFrame(on: device)
    return hypot(button.midX - 0, button.midY - device.size.height)
  }

  /// A stage whose window shows the two screens as plain layers, the reveal started at time 0
  /// (after one frame with the layers on screen).
  static func makeStage(device: Device) -> Stage {
    let stage = Stage(device: device)
    let bounds = CGRect(origin: .zero, size: device.size)
    let root = Layer()
    root.name = "screens"
    root.frame = bounds
    // Its own look (issue 20 §4: with ping-push's screens the two entries were identical to
    // the byte): the dawn on a pale sand revealing the night on a pale sky, both light, as
    // the default dark status bar over them wants (the stage has no controller to ask for
    // another).
    let from = screen(
      named: "from", bounds: bounds, color: Color(hex: "#F4E9D8"),
      picture: Artwork.dawn(side: pictureSide, scale: device.scale),
      device: device)
    let to = screen(
      named: "to", bounds: bounds, color: Color(hex: "#CFE3F2"),
      picture: Artwork.night(side: pictureSide, scale: device.scale),
      device: device)
    root.addSublayer(from)
    root.addSublayer(to)
    let remover = MaskRemover(maskedLayer: to)
    stage.window.layer.addSublayer(root)
    stage.advance(by: 0)
    let button = buttonFrame(on: device)
    let radius = revealRadius(on: device)
    let initial = BezierPath(ovalIn: button)
    let final = BezierPath(ovalIn: button.insetBy(dx: -radius, dy: -radius))
    let mask = ShapeLayer()
    mask.name = "circle mask"
    mask.path = final.cgPath
    to.mask = mask
    let animation = BasicAnimation(keyPath: "path")
    animation.fromValue = initial.cgPath
    animation.toValue = final.cgPath
    animation.duration = duration
    animation.delegate = remover
    mask.add(animation, forKey: "path")
    return stage
  }

  private static func screen(
    named name: String, bounds: CGRect, color: Color?, picture: Image, device: Device
  ) -> Layer {
    let screen = Layer()
    screen.name = name
    screen.frame = bounds
    screen.backgroundColor = color
    let image = Layer()
    image.name = "\(name) picture"
    // Centred as the seed's Auto Layout constraints centre it; Auto Layout rounds frames to
    // the pixel grid (46.5 pt becomes 140/3 pt at 3×), so the picture is drawn 1:1.
    image.frame = pixelAligned(
      CGRect(
        x: bounds.midX - pictureSide / 2, y: bounds.midY - pictureSide / 2, width: pictureSide,
        height: pictureSide), scale: device.scale)
    image.contents = picture
    image.contentsScale = CGFloat(device.scale)
    screen.addSublayer(image)
    let button = Layer()
    button.name = "\(name) button"
    button.frame = buttonFrame(on: device)
    button.backgroundColor = Color(white: 0)
    button.cornerRadius = buttonSide / 2
    screen.addSublayer(button)
    return screen
  }
}

/// `rect` with its origin rounded to the nearest device pixel, as Auto Layout places views.
func pixelAligned(_ rect: CGRect, scale: Int) -> CGRect {
  let s = CGFloat(scale)
  return CGRect(
    x: (rect.minX * s).rounded() / s, y: (rect.minY * s).rounded() / s, width: rect.width,
    height: rect.height)
}

/// Removes the circle mask when the reveal ends (the seed's `animationDidStop`, fixed).
@MainActor
private final class MaskRemover: AnimationDelegate {
  weak var maskedLayer: Layer?
  init(maskedLayer: Layer) { self.maskedLayer = maskedLayer }

  func animationDidStop(_ anim: Animation, finished flag: Bool) {
    maskedLayer?.mask = nil
  }
}
