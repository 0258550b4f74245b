import Foundation
import SegueGeometry
import SegueLayers

/// The presenter's page of a `.partialCurl` presentation: a frozen copy of the presenting
/// view, curled part-way up over the presented view, which stays in the transition container
/// from the end of the presentation until the dismissal uncurls it.
///
/// UIKit curls the live presenting view with its "curl" filter (bin); Segue shows a copy taken
/// when the presentation starts (the presenter is off screen meanwhile, as a full-screen
/// presentation's is). A tap on the page (anywhere above the revealed part, the curl and its
/// shadow) dismisses the presented controller, as UIKit's does (doc, historical; est for the
/// exact region: Segue takes everything above the revealed band). Touches in the revealed
/// band go to the presented view beneath.
@MainActor
final class PartialCurlView: View {
  override class var layerClass: AnyClass { PageCurlLayer.self }

  /// The filter's radius for the modal curl, points (B-anim, B-tv: inputRadius 200; that the
  /// unit is points is est).
  static let radius: CGFloat = 200
  /// UIKit's modal partial curl and uncurl last 0.6 s (defaultDurationForTransition: 13/14).
  nonisolated static let duration: Double = 0.6
  /// The revealed part never reaches higher than this far from the top (bin).
  static let highestReveal: CGFloat = 40

  var curlLayer: PageCurlLayer {
    guard let curl = layer as? PageCurlLayer else {
      preconditionFailure("PartialCurlView's layer is a PageCurlLayer (layerClass)")
    }
    return curl
  }

  /// Where the revealed band starts (y in the view), the page being curled above it.
  var revealedTop: CGFloat = 0
  /// Called by a tap on the page.
  var onTap: (() -> Void)?

  /// A curl over `container`'s bounds holding a copy of `page`.
  init(copying page: View, in container: View) {
    super.init(frame: container.bounds)
    let content = LayerSnapshot.content(
      of: page, filling: container.bounds, keepsOwnEffects: true)
    Transaction.perform(disableActions: true) {
      layer.addSublayer(content)
      curlLayer.curlRadius = Self.radius
      curlLayer.curlAngle = PageCurl.curlUpAngle
      curlLayer.curlTime = 0
    }
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addGestureRecognizer(TapGestureRecognizer(target: self, action: Self.tapped))
  }

  private func tapped() { onTap?() }

  /// Only the page above the revealed band takes touches.
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point) && point.y < revealedTop
  }

  /// The top of the band a partial curl reveals in `presented`: the top of its topmost
  /// subview, but never higher than `highestReveal` (B-tv `_curlUpRevealedHeight`:
  /// revealed = h − max(min subview minY, 40); bin). With no subview, the same 40 pt.
  static func revealedTop(of presented: View) -> CGFloat {
    let tops = presented.subviews.filter { !$0.isHidden }.map(\.frame.minY)
    return max(tops.min() ?? 0, highestReveal)
  }

  /// The curl time that leaves the band below `top` entirely uncovered: the cylinder's
  /// silhouette (u = a − r) at or past every point of the band's top edge.
  static func time(revealingBelow top: CGFloat, in bounds: CGRect) -> CGFloat {
    let curl = PageCurl(time: 0, angle: PageCurl.curlUpAngle, radius: radius)
    let edge = max(
      curl.along(CGPoint(x: bounds.minX, y: top)), curl.along(CGPoint(x: bounds.maxX, y: top)))
    return curl.time(forAxis: edge + radius, in: bounds)
  }
}
