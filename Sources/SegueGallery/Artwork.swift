import Foundation
import SegueAnimation
import SegueCairo
import SegueGeometry
import SegueLayers

/// Pictures for the gallery, drawn from vector art by Segue's own renderer, so the repository
/// ships no binary images and every machine makes the same pixels.
@MainActor
enum Artwork {
  /// A landscape at dawn: warm sky, a low sun, two ranges of hills.
  static func dawn(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#FFB36B", "#FF7E6B", "#8E5A9B"]))
      root.addSublayer(
        disc(center: CGPoint(x: side * 0.62, y: side * 0.56), radius: side * 0.13, color: "#FFF1B8")
      )
      root.addSublayer(
        hills(side: side, baseline: 0.66, amplitude: 0.07, phase: 0.3, color: "#5B3A6E"))
      root.addSublayer(
        hills(side: side, baseline: 0.78, amplitude: 0.05, phase: 1.7, color: "#2F1E42"))
    }
  }

  /// A night sea: dark sky, a moon, its reflection, waves.
  static func night(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#0B1B3A", "#1D3D6B", "#3C6E9F"]))
      root.addSublayer(
        disc(center: CGPoint(x: side * 0.3, y: side * 0.3), radius: side * 0.1, color: "#F4F1DE"))
      stars(
        at: [(0.7, 0.15), (0.82, 0.32), (0.55, 0.1), (0.12, 0.12), (0.9, 0.08)], side: side,
        radius: 0.008, color: "#FFFFFF"
      ).forEach(root.addSublayer)
      root.addSublayer(
        hills(side: side, baseline: 0.7, amplitude: 0.02, phase: 0.9, color: "#13294B"))
      root.addSublayer(
        hills(side: side, baseline: 0.82, amplitude: 0.025, phase: 2.4, color: "#0A1730"))
    }
  }

  /// Draws the art `build` adds to a `side`-point square into a picture at `scale`.
  ///
  /// Like a photo, the picture covers every pixel of its bitmap: the bitmap is the side in
  /// pixels rounded, and the art is stretched (by under a pixel) to meet its edges, so that no
  /// edge pixel is left half transparent. An opaque picture lets the renderer copy it and skip
  /// what lies under it.
  static func render(side: CGFloat, scale: Int, build: (Layer) -> Void) -> Image {
    let pixels = max((side * CGFloat(scale)).rounded(), 1)
    let covered = pixels / CGFloat(scale)
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    root.position = CGPoint(x: covered / 2, y: covered / 2)
    root.transform = Transform3D(scaleX: covered / side, y: covered / side, z: 1)
    build(root)
    let context = LayerContext(clock: ManualClock())
    context.rootLayer = root
    let list = context.displayList(size: CGSize(width: covered, height: covered))
    do {
      return Image(bitmap: try CairoRenderer().render(list, scale: scale), scale: CGFloat(scale))
    } catch {
      preconditionFailure("drawing gallery artwork failed: \(error)")
    }
  }

  static func color(_ hex: String) -> Color {
    guard let color = Color(hex: hex) else { preconditionFailure("bad artwork colour \(hex)") }
    return color
  }

  static func sky(side: CGFloat, colors: [String]) -> Layer {
    let layer = GradientLayer()
    layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
    layer.colors = colors.map(color)
    return layer
  }

  /// Stars at `points` (fractions of `side`), every other one a little larger: `radius` and
  /// `radius` + 0.003 of the side.
  static func stars(
    at points: [(CGFloat, CGFloat)], side: CGFloat, radius: CGFloat, color hex: String
  ) -> [Layer] {
    points.enumerated().map { index, star in
      disc(
        center: CGPoint(x: side * star.0, y: side * star.1),
        radius: side * (radius + 0.003 * CGFloat(index % 2)), color: hex)
    }
  }

  static func disc(center: CGPoint, radius: CGFloat, color hex: String) -> Layer {
    let layer = ShapeLayer()
    layer.frame = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
    layer.position = center
    layer.path = BezierPath(ovalIn: layer.bounds).cgPath
    layer.fillColor = color(hex)
    return layer
  }

  /// A filled band of rolling hills from `baseline` (fraction of the side) to the bottom.
  static func hills(
    side: CGFloat, baseline: CGFloat, amplitude: CGFloat, phase: CGFloat, color hex: String
  )
    -> Layer
  {
    let path = BezierPath()
    let steps = 48
    for step in 0...steps {
      let x = CGFloat(step) / CGFloat(steps)
      let y = baseline + amplitude * (sin(x * 7 + phase) + 0.5 * sin(x * 13 + phase * 2))
      let point = CGPoint(x: x * side, y: y * side)
      if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.addLine(to: CGPoint(x: side, y: side))
    path.addLine(to: CGPoint(x: 0, y: side))
    path.close()
    let layer = ShapeLayer()
    layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
    layer.path = path.cgPath
    layer.fillColor = color(hex)
    return layer
  }
}
