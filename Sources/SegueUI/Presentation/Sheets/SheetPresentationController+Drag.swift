import Foundation
import SegueLayers

// Dragging a sheet (reference modern-presentation §1 Layout; B-port's reading, conf. bin).
// began    a settle in flight is stopped where it shows; the drag starts from there. So is the
//          presentation's slide, which then ends presented, or a dismissal's slide in code,
//          which is cancelled: the sheet stays up and the release decides (UIKit's sheet
//          transitions are interruptible; est: observed, not documented).
// changed  the top follows the finger; above the largest detent it rubber-bands (extent
//          10 pt); below the smallest it either starts the interactive dismissal (the
//          delegate's `presentationControllerShouldDismiss` asked once, `isModalInPresentation`
//          false) and keeps following, or rubber-bands (extent min(¼ sheet, 200) pt) and tells
//          the delegate `presentationControllerDidAttemptToDismiss` once past ¼ of the extent.
// ended    `SheetLayout.restingIndex` picks the detent (or the bottom edge) from position and
//          velocity; the sheet springs there (damping 0.8 after a flick), finishing or
//          cancelling the dismissal, and a changed detent is reported to the delegate.
// At rest the sheet is always at one of its resting places (tests: random drags).

/// What one drag of a sheet remembers.
struct SheetDrag {
  /// The sheet's top when the finger went down, points.
  var startTop: CGFloat
  /// Whether the delegate allowed dismissing, asked the first time the drag went below the
  /// smallest detent (nil: not asked yet).
  var mayDismiss: Bool?
  /// Whether `presentationControllerDidAttemptToDismiss` was sent in this drag.
  var reportedAttempt = false
  /// How far the sheet moves per point the finger moves where it is now (1; less in a rubber
  /// band): the sheet's own velocity, which the settling spring starts at, is the finger's
  /// times this.
  var slope: CGFloat = 1
  /// The scroll view the drag started in at its top edge, if any
  /// (SheetPresentationController+Scroll.swift).
  weak var scrollView: ScrollView?
  /// How far the content is scrolled by the finger's travel beyond the largest detent, points.
  var contentExcess: CGFloat = 0
}

extension SheetPresentationController {
  func sheetPanned(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      beginDrag()
      dragMoved(to: (drag?.startTop ?? sheetTop) + pan.translation(in: nil).y)
    case .changed:
      dragMoved(to: (drag?.startTop ?? sheetTop) + pan.translation(in: nil).y)
    case .ended:
      endDrag(velocity: pan.velocity(in: nil).y)
    case .cancelled, .failed:
      endDrag(velocity: 0)
    default:
      break
    }
  }

  private func beginDrag() {
    if let slide { grabSlide(slide) }
    guard !isTransitioning else { return }
    // Grabbed mid-settle: stop where it shows (the model jumps to what is on screen).
    stopSettleWhereShown()
    drag = SheetDrag(startTop: sheetTop)
    if let scrollView = panDelegate.claimedScrollView {
      drag?.scrollView = scrollView
      scrollView.isDragHandedOff = true
    }
  }

  /// Stops `slide` where the sheet shows and ends its transition there: a presentation as
  /// completed, a dismissal as cancelled (the sheet stays presented).
  private func grabSlide(_ slide: SheetSlide) {
    let shown = sheetView.layer.presentation()?.frame.minY ?? sheetTop
    self.slide = nil
    slide.animator?.stopAnimation(true)
    applyPosition(top: shown)
    if !slide.isPresentation { slide.context?.cancelInteractiveTransition() }
    slide.context?.completeTransition(slide.isPresentation)
    applyPosition(top: shown)
  }

  /// Moves the sheet for a finger that would put its top at `raw`.
  private func dragMoved(to raw: CGFloat) {
    guard var drag, let largest = resolvedDetents.first?.top,
      let smallest = resolvedDetents.last?.top
    else { return }
    var top = raw
    drag.slope = 1
    drag.contentExcess = 0
    if raw < largest, let scrollView = drag.scrollView, scrollView.scrollsVertically {
      // The sheet is as large as it gets: the rest of the travel scrolls the content.
      top = largest
      drag.contentExcess = largest - raw
    } else if raw < largest {
      let extent = layout.upperRubberBandExtent
      top = largest - SheetLayout.rubberBand(largest - raw, extent: extent)
      drag.slope = SheetLayout.rubberBandSlope(largest - raw, extent: extent)
    } else if raw > smallest {
      if drag.mayDismiss == nil { drag.mayDismiss = askMayDismiss() }
      if drag.mayDismiss == true {
        if dismissalInteraction == nil { startDraggedDismissal() }
      } else {
        let extent = layout.lowerRubberBandExtent
        top = smallest + SheetLayout.rubberBand(raw - smallest, extent: extent)
        drag.slope = SheetLayout.rubberBandSlope(raw - smallest, extent: extent)
        if !drag.reportedAttempt && top - smallest > extent / 4 {
          drag.reportedAttempt = true
          self.drag = drag
          delegate?.presentationControllerDidAttemptToDismiss(self)
        }
      }
    }
    self.drag = drag
    drag.scrollView?.showHandedOffContent(scrolledBy: drag.contentExcess)
    applyPosition(top: top)
    dismissalInteraction?.update(top: top)
  }

  /// Whether a drag may dismiss the sheet: the presented controller is not modal in
  /// presentation and the delegate agrees (asked only then; WWDC19 224: should → will → did).
  func askMayDismiss() -> Bool {
    guard !presentedViewController.isModalInPresentationInChain else { return false }
    // Another transition of the window running (a queued request) would delay the dismissal
    // past the drag: the sheet then stays up.
    guard containerView?.window?.modalTransitions.transition == nil else { return false }
    return delegate?.presentationControllerShouldDismiss(self) ?? true
  }

  /// Starts the interactive dismissal a drag asked for (`startDismissal` picks the interaction
  /// up and the delegate hears `presentationControllerWillDismiss`).
  private func startDraggedDismissal() {
    dismissalInteraction = SheetDismissalInteraction(sheet: self)
    presentedViewController.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }

  private func endDrag(velocity fingerVelocity: CGFloat) {
    guard let ending = drag else { return }
    panDelegate.lastDragEnd = containerView?.window?.inputTime
    ending.scrollView?.isDragHandedOff = false
    // Scrolled content takes the throw (its own pan's release); the sheet rests where it is.
    let velocity = ending.contentExcess > 0 ? 0 : fingerVelocity
    let detentsNow = resolvedDetents
    var tops = detentsNow.map(\.top)
    let mayDismiss = drag?.mayDismiss ?? (velocity > 0 ? askMayDismiss() : false)
    if mayDismiss { tops.append(dismissedTop) }
    let sheetVelocity = velocity * (drag?.slope ?? 1)
    drag = nil
    guard
      let index = SheetLayout.restingIndex(from: sheetTop, velocity: velocity, restingTops: tops)
    else { return }
    let target = tops[index]
    if index == detentsNow.count {
      if dismissalInteraction == nil { startDraggedDismissal() }
    } else {
      selectDetent(detentsNow[index].identifier)
    }
    // The finger's velocity picks the place (above); the sheet leaves at its own.
    let isFlick = SheetLayout.isFlick(velocity)
    if let interaction = dismissalInteraction {
      interaction.end(at: target, velocity: sheetVelocity, isFlick: isFlick)
    } else {
      settle(to: target, velocity: sheetVelocity, isFlick: isFlick)
    }
  }

  /// A settle in flight when the container changed size (a rotation during `animateChanges`,
  /// or `animateChanges` before a rotation's layout) or a detent was selected without
  /// `animateChanges` springs on from where the sheet shows to where its detent is now; it
  /// went on to the old target (issue 16's random sessions: RegressionSequenceTests). A drag
  /// or a transition moves the sheet itself. (UIKit's own behaviour here is undocumented;
  /// est.)
  func retargetSettleIfMoved() {
    guard settleAnimator != nil, drag == nil, !isTransitioning, containerView != nil,
      abs(sheetTop - restingTop) > 0.5
    else { return }
    stopSettleWhereShown()
    settle(to: restingTop, velocity: 0)
  }

  /// After the presentation's slide ends: a detent changed while the sheet slid in
  /// (`animateChanges` or the property set during the transition, which moves nothing then)
  /// springs on from where the slide ended to where its detent is now. The slide went on to
  /// the old detent, and the sheet stayed there while its top said the new one (issue 16's
  /// random sessions: RegressionSequenceTests). UIKit's own path here is undocumented; est.
  func settleOnToChangedDetent() {
    // A dismissal queued behind the presentation may have run in its completion already.
    guard settleAnimator == nil, drag == nil, !isTransitioning, sheetView.window != nil,
      presentedViewController.presentation?.controller === self
    else { return }
    let slidTo = sheetView.frame.minY
    guard abs(slidTo - restingTop) > 0.5 else { return }
    applyPosition(top: slidTo)
    settle(to: restingTop, velocity: 0)
  }

  /// Stops a settle in flight where the sheet shows, which becomes its position (nothing when
  /// none runs).
  func stopSettleWhereShown() {
    guard let settleAnimator else { return }
    let shown = sheetView.layer.presentation()?.frame.minY ?? sheetTop
    settleAnimator.stopAnimation(true)
    self.settleAnimator = nil
    applyPosition(top: shown)
  }

  /// Springs the sheet to `top` from where it is, at `velocity` points per second (its
  /// damping ratio 0.8 after a flick, else 1), then runs `completion`.
  func settle(
    to top: CGFloat, velocity: CGFloat, isFlick: Bool = false, completion: (() -> Void)? = nil
  ) {
    settleAnimator?.stopAnimation(true)
    settleAnimator = nil
    let distance = top - sheetTop
    // Out of the window (a full-screen presentation or another tab covers it) nothing shows
    // the move and no stage clocks it: the sheet is there at once.
    guard abs(distance) > 1e-9 || velocity != 0, sheetView.window != nil else {
      // Already there and still: nothing moves, so the sheet rests now (a drag ended at its
      // detent, e.g. with the content scrolled: the quick-repeat rule reads a resting sheet).
      applyPosition(top: top)
      completion?()
      return
    }
    // The spring's velocity is in distances per second, positive towards the target.
    let relative = abs(distance) > 0.5 ? velocity / distance : 0
    let ratio = isFlick ? SheetSpring.flickDampingRatio : 1
    let animator = ViewPropertyAnimator(
      duration: SheetTransitionAnimator.duration,
      timingParameters: SheetSpring.parameters(dampingRatio: ratio, velocity: relative))
    animator.addAnimations { [weak self] in self?.applyPosition(top: top) }
    animator.addCompletion { [weak self, weak animator] _ in
      if let self, self.settleAnimator === animator { self.settleAnimator = nil }
      completion?()
    }
    settleAnimator = animator
    animator.startAnimation()
  }
}

extension ViewController {
  /// Whether this controller or a descendant refuses interactive dismissal (UIKit asks the
  /// presented controller and the children it shows; est).
  var isModalInPresentationInChain: Bool {
    isModalInPresentation || children.contains { $0.isModalInPresentationInChain }
  }
}
