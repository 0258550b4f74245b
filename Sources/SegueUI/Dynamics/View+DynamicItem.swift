import Foundation
import SegueGeometry
import SeguePhysics

// A view is a dynamic item (UIKit's `UIView` adopts `UIDynamicItem`): the animator reads and
// writes its `center` and `transform`, and reads its `bounds`. A view is also a reference
// space, which is what `DynamicAnimator(referenceView:)` is made of.
extension View: DynamicItem {}

extension View: DynamicReferenceSpace {}

extension DynamicAnimator {
  /// Creates an animator whose reference space is `referenceView` (`init(referenceView:)`):
  /// items' centres are in that view's coordinates and its bounds are the reference bounds.
  ///
  /// As in UIKit, the animator then runs by itself on the display link: when `referenceView`
  /// is in a window, the window advances it with the host clock at every frame
  /// (`Window.prepareFrame()`), from the time of this call, for as long as the animator lives
  /// and the view stays in that window. An animator made for a view outside any window must be
  /// advanced by its owner with `advance(to:)`.
  public convenience init(referenceView: View) {
    self.init(referenceSpace: referenceView)
    referenceView.window?.drive(self, referenceView: referenceView)
  }
}

extension Window {
  /// Advances `animator` at every frame while it lives and `referenceView` is in this window;
  /// the current host time becomes the animator's time origin.
  fileprivate func drive(_ animator: DynamicAnimator, referenceView: View) {
    animator.advance(to: currentTime ?? 0)
    let isRunning = { [weak animator] in animator?.isRunning ?? false }
    addFrameCallback("a DynamicAnimator running", isBusy: isRunning) {
      [weak self, weak animator, weak referenceView] time in
      guard let self, let animator, referenceView?.window === self else { return false }
      animator.advance(to: time)
      return true
    }
  }
}
