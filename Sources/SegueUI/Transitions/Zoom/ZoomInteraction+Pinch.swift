import Foundation
import SegueGeometry

// The pinch holds the card as M-swift measured (reference modern-presentation §2, meas): it
// scales with the fingers' distance (never above 1, floor 0.37), turns with the line through
// them and follows their focal point, all through the tracking spring (`ZoomChase`), so the
// card trails fast fingers by a few frames. The release decides by where the fingers are
// (their scale), not by where the card has caught up to; the landing or return spring then
// relaxes the turn with the rest of the hold.

/// The pinched card's four chased quantities.
struct PinchChase {
  var scale: ZoomChase
  var rotation: ZoomChase
  var shiftX: ZoomChase
  var shiftY: ZoomChase

  init(at time: Double) {
    scale = ZoomChase(1, at: time)
    rotation = ZoomChase(0, at: time)
    shiftX = ZoomChase(0, at: time)
    shiftY = ZoomChase(0, at: time)
  }
}

extension ZoomInteraction {
  /// The time of the input being delivered (else the window's now), host seconds.
  var inputTime: Double { pinch.view?.window?.inputTime ?? 0 }

  /// The angle of the line from the pinch's first finger to its second, radians.
  private var fingersAngle: CGFloat {
    guard pinch.numberOfTouches >= 2 else { return pinchStartAngle }
    let a = pinch.location(ofTouch: 0, in: nil)
    let b = pinch.location(ofTouch: 1, in: nil)
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// Starts the chase from the card as it is and follows it on every frame until the pinch
  /// ends.
  func beginPinchChase() {
    pinchStartAngle = fingersAngle
    pinchChase = PinchChase(at: inputTime)
    pinchGeneration += 1
    let generation = pinchGeneration
    pinch.view?.window?.addFrameCallback("a pinched zoom card chasing the fingers") {
      [weak self] time in
      guard let self, self.pinchGeneration == generation, self.pinchChase != nil else {
        return false
      }
      self.animator?.move(to: self.pinchHold(at: time))
      return true
    }
  }

  /// Points the chase at where the fingers put the card now.
  func retargetPinchChase() {
    pinchScale = pinch.scale
    guard var chase = pinchChase else { return }
    let time = inputTime
    // Never larger than when pinched, never under the floor (M-swift).
    let factor = min(max(pinchScale, ZoomGeometry.smallestCardShare), 1)
    // The turn since the pinch began, taken the short way round.
    var turn = fingersAngle - pinchStartAngle
    turn = atan2(sin(turn), cos(turn))
    let focal = pinch.location(in: nil)
    chase.scale.retarget(Double(factor), at: time)
    chase.rotation.retarget(Double(turn), at: time)
    chase.shiftX.retarget(Double(focal.x - startPoint.x), at: time)
    chase.shiftY.retarget(Double(focal.y - startPoint.y), at: time)
    pinchChase = chase
  }

  /// The hold the chase gives the card at `time`.
  func pinchHold(at time: Double) -> ZoomGeometry.Hold {
    guard let chase = pinchChase else { return baseHold }
    return baseHold.scaled(
      by: CGFloat(chase.scale.value(at: time)), turned: CGFloat(chase.rotation.value(at: time)),
      about: startPoint,
      moved: CGVector(
        dx: CGFloat(chase.shiftX.value(at: time)), dy: CGFloat(chase.shiftY.value(at: time))))
  }
}
