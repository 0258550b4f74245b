// No import: as a file of an iOS framework target, which UIKit's implicit import covers
// (FrameworkImports.swift is the Linux answer).

/// A button that morphs into the next screen: it shrinks to a circle, then its layer grows
/// to cover the screen before the next controller is presented over it.
open class ButtonMorphFixture: UIButton {
  /// The frame it had before the morph, kept to come back.
  public private(set) var restingFrame: CGRect = .zero
  public var morphDuration = 0.3

  /// Shrinks to a circle of its own height, centred where it was.
  open func startMorph() {
    restingFrame = frame
    let side = frame.height
    UIView.animate(withDuration: morphDuration) {
      self.bounds = CGRect(x: 0, y: 0, width: side, height: side)
      self.layer.cornerRadius = side / 2
    }
  }

  /// Grows the circle past the screen's corners.
  open func expand(toCover size: CGSize) {
    let radius = (size.width * size.width + size.height * size.height).squareRoot()
    let scale = 2 * radius / max(bounds.height, 1)
    UIView.animate(withDuration: morphDuration) {
      self.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
  }
}
