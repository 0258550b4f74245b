import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

// `.partialCurl` (reference: modern-presentation.md §3; Apple's UIModalTransitionStyle
// documentation). Presenting: the presented view goes into the container, the presenter's view
// leaves it (a full-screen presentation removes it anyway) and a `PartialCurlView` holding a
// copy of it takes its place on top, its curl running from 0 to the time that uncovers the band
// `PartialCurlView.revealedTop(of:)` names, over 0.6 s with UIKit's default ease-in-out. The
// curled page stays after the presentation; a tap on it dismisses. Dismissing: the page
// uncurls from where it is to 0, then leaves (the presenter's view is put back by the
// dismissal's commit). Not animated, the end state is set at once.

extension ModalTransitionAnimator {
  func curlPartially(
    presentedView: View, presented: ViewController, frame: CGRect,
    in context: any ViewControllerContextTransitioning, completion: @escaping (Bool) -> Void
  ) {
    let container = context.containerView
    let duration = transitionDuration(using: context)
    if isPresentation {
      presentedView.frame = frame
      container.insertSubview(presentedView, at: 0)
      presentedView.layoutIfNeeded()
      let presenterView = context.view(forKey: .from)
      let page = PartialCurlView(copying: presenterView ?? container, in: container)
      presenterView?.removeFromSuperview()
      page.revealedTop = PartialCurlView.revealedTop(of: presentedView)
      page.onTap = { [weak presented] in presented?.dismiss(animated: true) }
      container.addSubview(page)
      let time = PartialCurlView.time(revealingBelow: page.revealedTop, in: container.bounds)
      animateCurl(of: page, to: time, duration: duration, completion: completion)
    } else {
      guard let page = container.subviews.last(where: { $0 is PartialCurlView }) as? PartialCurlView
      else {
        presentedView.removeFromSuperview()
        completion(true)
        return
      }
      page.onTap = nil
      animateCurl(of: page, to: 0, duration: duration) { finished in
        page.removeFromSuperview()
        completion(finished)
      }
    }
  }

  private func animateCurl(
    of page: PartialCurlView, to time: CGFloat, duration: Double,
    completion: @escaping (Bool) -> Void
  ) {
    let curl = page.curlLayer
    let from = curl.presentation()?.curlTime ?? curl.curlTime
    Transaction.perform(disableActions: true) { curl.curlTime = time }
    guard duration > 0 else {
      BlockCompletion(completion).seal()
      return
    }
    let animation = BasicAnimation(keyPath: "curlTime")
    animation.fromValue = from
    animation.toValue = time
    animation.duration = duration
    animation.timingFunction = .easeInEaseOut
    let tracker = BlockCompletion(completion)
    tracker.add(animation, to: curl, forKey: "partialCurl")
    tracker.seal()
  }
}

extension ViewController {
  /// UIKit's rules for `.partialCurl` (Apple's documentation of UIModalTransitionStyle):
  /// "supported only if the parent view controller is presenting a full-screen view and you
  /// use the fullScreen modal presentation style. Attempting to use a different form factor …
  /// or a different presentation style triggers an exception" — Segue stops with a message
  /// naming the fix (`.automatic` is resolved to `.fullScreen` before this check, as Segue
  /// resolves it for every style; what UIKit does with `.automatic` is not documented). "A view
  /// controller presented using this transition is itself prevented from presenting any
  /// additional view controllers": such a request is ignored with a message (whether UIKit
  /// raises there too is not documented). Returns whether the presentation may go on.
  func checkPartialCurl(
    presenting presented: ViewController, style: ModalPresentationStyle,
    in window: Window
  ) -> Bool {
    if presented.effectiveModalTransitionStyle == .partialCurl {
      precondition(
        style == .fullScreen,
        "present(_:animated:): modalTransitionStyle .partialCurl needs modalPresentationStyle "
          + ".fullScreen (UIKit raises an exception too); \(type(of: presented)) has "
          + ".\(presented.modalPresentationStyle)")
    }
    if let curled = presentedAncestor, curled.effectiveModalTransitionStyle == .partialCurl {
      Self.report(
        "segue: present(_:animated:): \(type(of: curled)) was presented with .partialCurl and "
          + "cannot present \(type(of: presented)) (UIKit prevents it); ignored",
        in: window)
      return false
    }
    return true
  }
}
