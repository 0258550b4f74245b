import Foundation
import SegueUI

/// A pan that begins the moment a finger goes down, rather than after it has moved the pan's
/// hysteresis: what interruptible animations use to catch a moving view on touch-down (the
/// common `InstantPanGestureRecognizer` of iOS apps, setting `state` as a
/// `UIGestureRecognizerSubclass` may). Its delegate decides when it may begin at all.
@MainActor
final class InstantPanGestureRecognizer: PanGestureRecognizer {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .began { return }
    super.touchesBegan(touches, with: event)
    if state == .possible { state = .began }
  }
}
