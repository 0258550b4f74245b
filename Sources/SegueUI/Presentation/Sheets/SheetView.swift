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

  override func layoutSubviews() {
    super.layoutSubviews()
    // The content is re-added by a new presentation of the same controller.
    if content.superview !== self {
      content.frame = bounds
      insertSubview(content, at: 0)
    }
    grabber.frame = CGRect(
      x: (bounds.width - Self.grabberSize.width) / 2, y: Self.grabberTop,
      width: Self.grabberSize.width, height: Self.grabberSize.height)
    bringSubviewToFront(grabber)
  }
}
