import Foundation
import SegueGeometry
import SegueLayers

/// The animations of one view transition, played on frozen copies of the view before and
/// after its change.
///
/// Cross-dissolve: the copy of the old look is put on top of the view's own layers, inside the
/// view, and fades from opacity 1 to 0 over the new content, then is removed.
///
/// Flips: a stand-in layer takes the view's place in its superview's layer (same bounds,
/// position, anchor and transform) while the view itself is hidden by a "transition"
/// animation holding its opacity at 0. The stand-in holds the old and the new copy; both turn
/// about the view's centre, the old one from 0 to ±π, the new one from ∓π to 0, on the same
/// curve, so together they are one card turning over. Each copy is visible only while it faces
/// the viewer — the old one until the curve's progress reaches 1/2 (edge-on), the new one
/// after — through discrete opacity keyframes, because the renderer does not cull back faces
/// (`isDoubleSided`). Perspective is the stand-in's `sublayerTransform` with m34 = −1/d, so
/// the vanishing point is the view's centre. d is twice the extent that turns (the width for
/// the vertical-axis flips, the height for the horizontal ones): UIKit's depth is undocumented
/// (Core Animation code commonly uses m34 = −1/500 for 320-pt-wide views, d ≈ 1.6 × width);
/// a multiple of the size makes a flip look the same at any size, and with 2 the nearest edge
/// (w/2 in front of the plane at most) is magnified at most d / (d − w/2) = 4/3.
///
/// When every animation has stopped, the copies (and the stand-in) are removed and the
/// completion runs, with `finished` false if they were interrupted.
@MainActor
struct TransitionEffect {
  enum Kind: Equatable {
    case crossDissolve
    case flip(axis: Axis, oldSideAngle: CGFloat)
    /// A page curl: the old look curls up off the new (up), or the new uncurls down over
    /// the old (down); see `TransitionEffect+Curl`.
    case curl(up: Bool)
    enum Axis { case x, y }

    /// The effect of a transition field, nil for none.
    init?(_ transition: View.AnimationOptions) {
      switch transition {
      case .transitionCrossDissolve: self = .crossDissolve
      // Left edge towards the viewer: a positive turn about y brings x < 0 to z > 0.
      case .transitionFlipFromLeft: self = .flip(axis: .y, oldSideAngle: .pi)
      case .transitionFlipFromRight: self = .flip(axis: .y, oldSideAngle: -.pi)
      // Top edge towards the viewer: a negative turn about x brings y < 0 to z > 0.
      case .transitionFlipFromTop: self = .flip(axis: .x, oldSideAngle: -.pi)
      case .transitionFlipFromBottom: self = .flip(axis: .x, oldSideAngle: .pi)
      case .transitionNone: return nil
      case .transitionCurlUp: self = .curl(up: true)
      case .transitionCurlDown: self = .curl(up: false)
      default:
        preconditionFailure(
          "unknown transition in the options' bits 20–23: \(transition.rawValue >> 20)")
      }
    }

    var isFlip: Bool { if case .flip = self { true } else { false } }
    var isCurl: Bool { if case .curl = self { true } else { false } }
  }

  /// The perspective distance as a multiple of the extent that turns (see above).
  static let perspectiveDistanceRatio: CGFloat = 2

  let kind: Kind
  let parameters: AnimationParameters
  let view: View
  /// The copy of the view's layer tree before the change.
  let before: Layer
  /// The copy of the view's layer tree after the change (used by the flips, which hide the
  /// view; a cross-dissolve shows the live view under the old copy).
  let after: Layer

  func run(completion: ((Bool) -> Void)?) {
    switch kind {
    case .crossDissolve:
      runCrossDissolve(completion: completion)
    case .flip(let axis, let angle):
      runFlip(axis: axis, oldSideAngle: angle, completion: completion)
    case .curl(let up):
      runCurl(up: up, completion: completion)
    }
  }

  private func runCrossDissolve(completion: ((Bool) -> Void)?) {
    let old = LayerSnapshot.adapt(before, filling: view.bounds, keepsOwnEffects: false)
    Transaction.perform(disableActions: true) {
      view.layer.addSublayer(old)
      old.opacity = 0
    }
    let tracker = BlockCompletion { finished in
      old.removeFromSuperlayer()
      completion?(finished)
    }
    tracker.add(basic("opacity", from: Float(1), to: Float(0)), to: old, forKey: "transition")
    tracker.seal()
  }

  private func runFlip(axis: Kind.Axis, oldSideAngle: CGFloat, completion: ((Bool) -> Void)?) {
    guard let superlayer = view.layer.superlayer else { return }
    let bounds = view.bounds
    let standIn = makeStandIn()
    let new = LayerSnapshot.adapt(after, filling: bounds, keepsOwnEffects: true)
    let old = LayerSnapshot.adapt(before, filling: bounds, keepsOwnEffects: true)
    let extent = axis == .y ? bounds.width : bounds.height
    var perspective = Transform3D.identity
    perspective.m34 = extent > 0 ? -1 / (Self.perspectiveDistanceRatio * extent) : 0
    Transaction.perform(disableActions: true) {
      standIn.sublayerTransform = perspective
      standIn.addSublayer(old)
      standIn.addSublayer(new)
      superlayer.insertSublayer(standIn, above: view.layer)
    }
    let tracker = BlockCompletion { finished in
      standIn.removeFromSuperlayer()
      completion?(finished)
    }
    let key = axis == .y ? "transform.rotation.y" : "transform.rotation.x"
    tracker.add(basic(key, from: CGFloat(0), to: oldSideAngle), to: old, forKey: "transition.turn")
    tracker.add(basic(key, from: -oldSideAngle, to: CGFloat(0)), to: new, forKey: "transition.turn")
    tracker.add(visibility(shownFirst: true), to: old, forKey: "transition.visibility")
    tracker.add(visibility(shownFirst: false), to: new, forKey: "transition.visibility")
    tracker.add(
      basic("opacity", from: Float(0), to: Float(0)), to: view.layer, forKey: "transition")
    tracker.seal()
  }

  /// A layer taking the view's place in its superview's layer (same bounds, position, anchor,
  /// z position and transform), to hold the copies an effect animates.
  func makeStandIn() -> Layer {
    let standIn = Layer()
    Transaction.perform(disableActions: true) {
      standIn.name = "transition"
      standIn.bounds = view.bounds
      standIn.anchorPoint = view.layer.anchorPoint
      standIn.position = view.layer.position
      standIn.zPosition = view.layer.zPosition
      standIn.transform = view.layer.transform
    }
    return standIn
  }

  /// A from/to animation with the transition's duration, curve and delay.
  func basic(_ keyPath: String, from: Any, to: Any) -> BasicAnimation {
    let animation = BasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = parameters.duration
    if case .curve(let curve) = parameters.timing {
      animation.timingFunction = curve.timingFunction
    }
    parameters.applyRepeatAndDelay(to: animation)
    return animation
  }

  /// Opacity 1 then 0 (or 0 then 1), switching when the curve's progress reaches 1/2.
  private func visibility(shownFirst: Bool) -> KeyframeAnimation {
    let animation = KeyframeAnimation(keyPath: "opacity")
    animation.values = shownFirst ? [Float(1), Float(0)] : [Float(0), Float(1)]
    animation.keyTimes = [0, 0.5, 1]
    animation.calculationMode = .discrete
    animation.duration = parameters.duration
    if case .curve(let curve) = parameters.timing {
      animation.timingFunction = curve.timingFunction
    }
    parameters.applyRepeatAndDelay(to: animation)
    return animation
  }
}
