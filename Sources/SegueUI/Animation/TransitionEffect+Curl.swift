import Foundation
import SegueGeometry
import SegueLayers

// The page curls of `View.transition` (reference: ../shared/reference/modern-presentation.md
// §3). UIKit adds a CATransition of type "pageCurl" (curl up) or "pageUnCurl" (curl down) to
// the container's layer (bin): curl up rolls the old look up off the new one from the bottom
// edge; curl down is the same curl played backwards with the new look as the page, so the new
// page unrolls down over the old one from the top. The geometry, angle and colours are
// `PageCurl`'s (its note gives each value's source and confidence).
//
// As for the flips, a stand-in layer takes the view's place in its superview's layer (same
// bounds, position, anchor, transform) while the view is hidden by an opacity animation; the
// stand-in holds the look that lies beneath and, above it, a `PageCurlLayer` holding the page,
// whose `curlTime` runs 0 → 1 (up) or 1 → 0 (down) on the transition's curve. Drawing the
// curl in the superview (not in the view, as UIKit's filter does) keeps the view's own
// content out of the frames; a view without a superview is not curled (`View.transition`).
//
// Radius (est): UIKit's value for the transitions is not known; the modal curl's filter uses
// 200 (B-anim) and UIPageViewController ends its curl at 0.304878 × the page's width
// (B-pagecurl, bin). Segue uses the latter, so a curl looks the same at any size (120 pt on a
// 393-pt-wide phone).

extension TransitionEffect {
  /// The radius of the transitions' curl as a fraction of the page's width (see above).
  static let curlRadiusRatio: CGFloat = 0.304878

  func runCurl(up: Bool, completion: ((Bool) -> Void)?) {
    guard let superlayer = view.layer.superlayer else { return }
    let bounds = view.bounds
    let beneath = LayerSnapshot.adapt(up ? after : before, filling: bounds, keepsOwnEffects: true)
    let page = LayerSnapshot.adapt(up ? before : after, filling: bounds, keepsOwnEffects: true)
    let standIn = makeStandIn()
    let curl = PageCurlLayer()
    Transaction.perform(disableActions: true) {
      curl.name = "transition.curl"
      curl.bounds = bounds
      curl.position = CGPoint(x: bounds.midX, y: bounds.midY)
      curl.curlRadius = max(Self.curlRadiusRatio * bounds.width, 1)
      curl.curlTime = up ? 1 : 0
      curl.addSublayer(page)
      standIn.addSublayer(beneath)
      standIn.addSublayer(curl)
      superlayer.insertSublayer(standIn, above: view.layer)
    }
    let tracker = BlockCompletion { finished in
      standIn.removeFromSuperlayer()
      completion?(finished)
    }
    let time = basic("curlTime", from: CGFloat(up ? 0 : 1), to: CGFloat(up ? 1 : 0))
    tracker.add(time, to: curl, forKey: "transition.curl")
    tracker.add(
      basic("opacity", from: Float(0), to: Float(0)), to: view.layer, forKey: "transition")
    tracker.seal()
  }
}
