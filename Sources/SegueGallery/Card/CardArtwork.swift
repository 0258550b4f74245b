import Foundation
import SegueGeometry
import SegueLayers

extension Artwork {
  /// A tropical lagoon: teal sky, a high sun, green islands over turquoise water.
  static func lagoon(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#5FD3E8", "#2FA7C9", "#1B6F8F"]))
      root.addSublayer(
        disc(center: CGPoint(x: side * 0.75, y: side * 0.22), radius: side * 0.09, color: "#FFF6C9")
      )
      root.addSublayer(
        hills(side: side, baseline: 0.6, amplitude: 0.06, phase: 2.1, color: "#2E8B57"))
      root.addSublayer(
        hills(side: side, baseline: 0.74, amplitude: 0.015, phase: 0.4, color: "#40C9C0"))
    }
  }

  /// An aurora over snowy peaks: green and violet bands in a dark sky.
  static func aurora(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#0A1A2F", "#1F6F5C", "#5B3C88"]))
      for (index, star) in [(0.15, 0.1), (0.42, 0.06), (0.8, 0.12), (0.62, 0.2)].enumerated() {
        root.addSublayer(
          disc(
            center: CGPoint(x: side * star.0, y: side * star.1),
            radius: side * (0.006 + 0.003 * CGFloat(index % 2)), color: "#E8F4FF"))
      }
      root.addSublayer(
        hills(side: side, baseline: 0.68, amplitude: 0.09, phase: 1.1, color: "#DDE6F0"))
      root.addSublayer(
        hills(side: side, baseline: 0.8, amplitude: 0.04, phase: 2.9, color: "#243447"))
    }
  }

  /// The card's close button: a translucent dark disc with a white cross, `side` points wide.
  static func closeIcon(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      let disc = ShapeLayer()
      disc.frame = CGRect(x: 0, y: 0, width: side, height: side)
      disc.path = BezierPath(ovalIn: disc.bounds).cgPath
      disc.fillColor = Color(white: 0.1, alpha: 0.55)
      root.addSublayer(disc)
      let cross = ShapeLayer()
      cross.frame = disc.frame
      let path = BezierPath()
      let inset = side * 0.34
      path.move(to: CGPoint(x: inset, y: inset))
      path.addLine(to: CGPoint(x: side - inset, y: side - inset))
      path.move(to: CGPoint(x: side - inset, y: inset))
      path.addLine(to: CGPoint(x: inset, y: side - inset))
      cross.path = path.cgPath
      cross.strokeColor = .white
      cross.fillColor = nil
      cross.lineWidth = side * 0.07
      cross.lineCap = .round
      root.addSublayer(cross)
    }
  }
}
