import Foundation
import SegueGeometry
import SegueLayers

// What a recording of a turning device shows (docs/split-view.md, "Recording a rotation"):
// the screen does not change shape when the device turns, the interface turns in it. iOS
// turns the window's content by the coordinator's `targetTransform` while its bounds change,
// in one animation (uikit-semantics §1.6; `Window.setSize`), so a screen recording keeps
// the size of the device held the way it started and shows the interface turning a quarter,
// sideways at the end. A held canvas draws exactly that: the window's presentation, centred,
// turned from the way the canvas was held to where the interface lies now (InterfaceTurn). A
// quarter turn's angle is read from the bounds' animation rather than kept as a second
// animation, so the two can never drift apart (same curve, same duration, same start); a half
// turn, which keeps the bounds, is timed from the rotation block's start with its curve.

extension Stage {
  /// The size of the frames in points: the device's screen held as `canvasOrientation` says,
  /// or the window's size when nothing holds it (then a rotation changes the frame's size, as
  /// `segue play`'s desktop window does when it turns).
  public var canvasSize: CGSize {
    guard let canvasOrientation else { return size }
    return device.turned(to: canvasOrientation).size
  }

  /// Holds the canvas the way the device is held now (`orientation`, and the interface's
  /// side): later rotations turn the interface inside frames of one size, as a screen
  /// recording shows them. What every recording does (`segue record`, the gallery's exports,
  /// `segue bench`).
  public func holdCanvas() {
    canvasOrientation = orientation
    canvasInterface = interfaceOrientation
  }

  /// Maps a point of the window's superlayer (the frame before it is placed on the canvas;
  /// the window's own coordinates while the window sits at the origin) to the canvas: the
  /// identity unless a held canvas has the window turned or moved in it.
  public var canvasTransform: CGAffineTransform {
    canvasPlacement()?.transform ?? .identity
  }

  /// The window's point under `point` of the canvas (a pointer on a recording's frame).
  public func windowPoint(fromCanvas point: CGPoint) -> CGPoint {
    point.applying(canvasTransform.inverted())
  }

  /// `list` (drawn at the window's size) placed on the canvas: unchanged unless a held canvas
  /// turns or moves the window in it; then one node, the window's frame on screen, carries
  /// the turn.
  func placedOnCanvas(_ list: DisplayList) -> DisplayList {
    guard canvasOrientation != nil else { return list }
    var placed = list
    placed.size = canvasSize
    guard let placement = canvasPlacement() else { return placed }
    var node = DisplayNode(
      name: "canvas", bounds: placement.shown, transform: Transform3D(placement.transform))
    node.sublayers = list.nodes
    placed.nodes = [node]
    return placed
  }

  /// The window's frame on screen now (its presentation) and the transform that centres it on
  /// the held canvas, turned; nil when nothing holds the canvas or the window already fills
  /// it upright.
  func canvasPlacement() -> (transform: CGAffineTransform, shown: CGRect)? {
    guard canvasOrientation != nil else { return nil }
    let canvas = canvasSize
    let shown = window.layer.presentationValues().frame
    // Quarter turns from the way the canvas was held to where the interface lies now.
    let quarters =
      interfaceTurn?.shownAngle(
        relativeTo: canvasInterface, shownWidth: shown.width, now: layerContext.currentTime)
      ?? CGFloat(
        InterfaceTurn.angle(of: interfaceOrientation) - InterfaceTurn.angle(of: canvasInterface))
    let whole = quarters.rounded()
    guard
      whole.truncatingRemainder(dividingBy: 4) != 0 || quarters != whole
        || shown.midX != canvas.width / 2 || shown.midY != canvas.height / 2
    else { return nil }
    // Exact at whole quarters, so that the renderer sees an upright, quarter or half
    // placement (its fast paths).
    let turn =
      quarters == whole
      ? Window.quarterTurnTransform(Int(whole))
      : CGAffineTransform(rotationAngle: quarters * .pi / 2)
    let transform = CGAffineTransform(translationX: -shown.midX, y: -shown.midY)
      .concatenating(turn)
      .concatenating(CGAffineTransform(translationX: canvas.width / 2, y: canvas.height / 2))
    return (transform, shown)
  }
}
