import Foundation
import SegueGeometry
import SegueLayers

extension Artwork {
  // The cards' pictures carry a white caption and title in a band across their upper part
  // (about 5 %–46 % of the side, in the list's and the story's crops, portrait and
  // landscape; across, up to about 70 %): nothing bright may lie in that band — the title must
  // stand out from it by at least 3:1 (WCAG's contrast for large text). The gallery's `night` and `dawn` put a moon and a pale sky there (the title
  // stood on the moon at 1.14:1, a star touched its "T"), so the cards have their own.

  /// A night sea for a card: dark sky, a moon low over the water, stars clear of the text.
  static func nightSea(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#0B1B3A", "#1D3D6B", "#3C6E9F"]))
      root.addSublayer(
        disc(center: CGPoint(x: side * 0.68, y: side * 0.5), radius: side * 0.09, color: "#F4F1DE"))
      stars(
        at: [(0.2, 0.025), (0.6, 0.02), (0.12, 0.55), (0.36, 0.6), (0.5, 0.5), (0.9, 0.52)],
        side: side, radius: 0.006, color: "#FFFFFF"
      ).forEach(root.addSublayer)
      root.addSublayer(
        hills(side: side, baseline: 0.7, amplitude: 0.02, phase: 0.9, color: "#13294B"))
      root.addSublayer(
        hills(side: side, baseline: 0.82, amplitude: 0.025, phase: 2.4, color: "#0A1730"))
    }
  }

  /// Daybreak for a card: a deep red sky paling towards a low sun over two ranges of hills.
  static func daybreak(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#A63D4A", "#D9725A", "#8E5A9B"]))
      root.addSublayer(
        disc(center: CGPoint(x: side * 0.62, y: side * 0.58), radius: side * 0.12, color: "#FFF1B8")
      )
      root.addSublayer(
        hills(side: side, baseline: 0.66, amplitude: 0.07, phase: 0.3, color: "#5B3A6E"))
      root.addSublayer(
        hills(side: side, baseline: 0.78, amplitude: 0.05, phase: 1.7, color: "#2F1E42"))
    }
  }

  /// A tropical lagoon: a deep teal sky, the sun below the text, green islands over turquoise
  /// water.
  static func lagoon(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#136A8A", "#1F8FB0", "#40B5CF"]))
      root.addSublayer(
        disc(center: CGPoint(x: side * 0.8, y: side * 0.48), radius: side * 0.08, color: "#FFF6C9")
      )
      root.addSublayer(
        hills(side: side, baseline: 0.6, amplitude: 0.06, phase: 2.1, color: "#2E8B57"))
      root.addSublayer(
        hills(side: side, baseline: 0.74, amplitude: 0.015, phase: 0.4, color: "#40C9C0"))
    }
  }

  /// An aurora over snowy peaks: green and violet bands in a dark sky, stars clear of the text.
  static func aurora(side: CGFloat, scale: Int) -> Image {
    render(side: side, scale: scale) { root in
      root.addSublayer(sky(side: side, colors: ["#0A1A2F", "#1F6F5C", "#5B3C88"]))
      stars(
        at: [(0.15, 0.025), (0.42, 0.55), (0.8, 0.02), (0.25, 0.5)], side: side, radius: 0.006,
        color: "#E8F4FF"
      ).forEach(root.addSublayer)
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
