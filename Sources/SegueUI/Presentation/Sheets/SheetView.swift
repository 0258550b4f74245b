import Foundation
import SegueGeometry
import SegueLayers

/// The view a sheet presentation animates and drags (its `presentedView`): the presented
/// controller's view filling it, clipped to the sheet's rounded corners, and the grabber on
/// top.
@MainActor
final class SheetView: View {
  /// The grabber's size, points (36 × 5; reference §1 Constants, bin).
  static let grabberSize = CGSize(width: 36, height: 5)
  /// The grabber's distance from the sheet's top, points (reference §1, bin).
  static let grabberTop: CGFloat = 5

  /// The side of the square around the grabber's centre that touches it, points (44 × 44;
  /// reference §1 Constants, B-port, bin): a touch there is the grabber's, not the content's
  /// below it, so it drags the sheet even over a button or a scroll view.
  static let grabberTouchSide: CGFloat = 44

  /// The presented controller's view.
  let content: View
  /// The grabber (`prefersGrabberVisible`).
  let grabber = View()

  init(content: View) {
    self.content = content
    super.init(frame: content.frame)
    clipsToBounds = true
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = Self.grabberSize.height / 2
    grabber.isHidden = true
    addSubview(grabber)
  }

  /// The corner radius of the sheet, points.
  var cornerRadius: CGFloat {
    get { layer.cornerRadius }
    set { layer.cornerRadius = newValue }
  }

  /// Whether only the top corners are rounded (a page sheet: its bottom corners are the
  /// display's) or all four (a card).
  var roundsTopCornersOnly = true {
    didSet {
      layer.maskedCorners =
        roundsTopCornersOnly ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .all
    }
  }

  /// Whether the grabber shows.
  var isGrabberVisible: Bool {
    get { !grabber.isHidden }
    set { grabber.isHidden = !newValue }
  }

  /// The grabber's touch area in the sheet's coordinates (clipped by the sheet's top edge).
  var grabberTouchArea: CGRect {
    let side = Self.grabberTouchSide
    return CGRect(
      x: grabber.center.x - side / 2, y: grabber.center.y - side / 2, width: side, height: side)
  }

  /// Whether the sheet slides in or out now (a presentation, or a dismissal in code): its
  /// model frame is already at the slide's end, so it takes touches where it shows instead —
  /// whole, so that its pan grabs it (UIKit hit-tests model frames; a sheet is grabbable
  /// mid-slide, est).
  var isSliding = false

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    if isSliding {
      guard isUserInteractionEnabled, !isHidden, let shown = layer.presentation()?.frame else {
        return nil
      }
      let offset = CGPoint(x: shown.minX - frame.minX, y: shown.minY - frame.minY)
      let local = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
      return bounds.contains(local) ? self : nil
    }
    // A 36 × 5 pt bar is too small to touch: its 44 × 44 area takes the touch.
    if isGrabberVisible, isUserInteractionEnabled, !isHidden, alpha > 0.01,
      self.point(inside: point, with: event), grabberTouchArea.contains(point)
    {
      return grabber
    }
    return super.hitTest(point, with: event)
  }

  /// Puts the content back in the sheet as a new presentation of the same controller begins
  /// (its last dismissal took it out). Only then: while a full-screen presentation over the
  /// sheet holds the content, the sheet lays out without it (reference uikit-semantics §5.3,
  /// `.fullScreen` removes the presenter's view, doc; issue 16's random sessions).
  func takeContentBack() {
    guard content.superview !== self else { return }
    content.frame = bounds
    insertSubview(content, at: 0)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    grabber.frame = CGRect(
      x: (bounds.width - Self.grabberSize.width) / 2, y: Self.grabberTop,
      width: Self.grabberSize.width, height: Self.grabberSize.height)
    bringSubviewToFront(grabber)
  }
}
