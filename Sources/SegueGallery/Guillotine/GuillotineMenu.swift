import Foundation
import SegueUI

/// What the Guillotine animator asks of the menu it presents (seed 004's
/// `GuillotineAnimationProtocol`, without the Objective-C `NSObjectProtocol` baggage).
///
/// The geometry is in the menu view's coordinates with the view at its final, upright frame.
/// The animation turns the menu about `anchorPoint`, so the anchor's distance to the menu's left
/// edge must equal its distance to the bottom of the navigation bar: then the turned menu's
/// edge lies exactly along that bar.
@MainActor
protocol GuillotineMenu: AnyObject {
  /// The height of the bar the turned menu covers (and of the menu's own header), points.
  var navigationBarHeight: CGFloat { get }
  /// The pin of the rotation: the menu button's centre, points, read after layout.
  var anchorPoint: CGPoint { get }
  /// The title of the presenting (host) screen, shown in the menu's header.
  var hostTitle: String { get }
  /// The segue that presented the menu, kept alive by the menu while it is on screen (the
  /// seed's associated object); the animator clears it when the dismissal completes.
  var presentingSegue: GuillotineMenuSegue? { get set }
}
