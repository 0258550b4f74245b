import Foundation
import SegueGeometry

// Where the sheet rests and what its position means for the chrome (SheetLayout holds the
// maths; this file applies it to the container and the detents).

extension SheetPresentationController {
  /// The shorter screen side from which Segue counts a device as an iPad: its stand-in for
  /// a regular horizontal size class, which Segue lacks (an iPad full screen is regular in
  /// both orientations, an iPhone 15 Pro or SE compact in both; points).
  public static let regularWidthMinimumSide: CGFloat = 700

  /// Whether the container has a regular width (an iPad; see `regularWidthMinimumSide`).
  var isRegularWidth: Bool {
    if let device = containerView?.window?.device {
      return min(device.portraitSize.width, device.portraitSize.height)
        >= Self.regularWidthMinimumSide
    }
    return (containerView?.bounds.width ?? 0) >= Self.regularWidthMinimumSide
  }

  /// Whether the sheet is a centred card (a sheet in a regular width) rather than an
  /// edge-attached page sheet. UIKit's page sheet in a regular width has its own size, which
  /// the reference does not give: Segue shows it as a form sheet (docs/modern-presentation.md).
  var isCard: Bool { isRegularWidth }

  /// Whether the container has a compact height: wider than tall on a phone (Segue's stand-in
  /// for the vertical size class; every iPhone in landscape is compact in height, an iPad
  /// never is — Apple's size class table, high confidence).
  var isCompactHeight: Bool {
    guard let bounds = containerView?.bounds, !isRegularWidth else { return false }
    return bounds.width > bounds.height
  }

  /// The layout maths for the container now.
  var layout: SheetLayout {
    let container = containerView
    let homeButton = container?.window?.device.map { !$0.hasHomeIndicator } ?? false
    return SheetLayout(
      containerSize: container?.bounds.size ?? .zero,
      safeAreaInsets: container?.window?.safeAreaInsets ?? EdgeInsets(),
      doublesTopOffset: homeButton || isRegularWidth, isCompactHeight: isCompactHeight)
  }

  /// UIKit's form sheet size for a screen whose longer side is `longerSide` points
  /// (`defaultFormSheetSizeForScreenSize:`, reference §1 Form sheet, bin): 540 × 600 up to
  /// 1024 pt, 580 × 640 up to 1590 pt (an iPad Pro 11), 620 × 680 beyond.
  public static func formSheetSize(forLongerScreenSide longerSide: CGFloat) -> CGSize {
    if longerSide <= 1024 { return CGSize(width: 540, height: 600) }
    if longerSide < 1590 { return CGSize(width: 580, height: 640) }
    return CGSize(width: 620, height: 680)
  }

  /// The card's frame at rest, centred in the container: the presented controller's
  /// `preferredContentSize` when it has one, else the form sheet size.
  var cardRestingFrame: CGRect {
    let bounds = containerView?.bounds ?? .zero
    let preferred = presentedViewController.preferredContentSize
    let screen = containerView?.window?.device?.portraitSize ?? bounds.size
    var size =
      preferred.width > 0 && preferred.height > 0
      ? preferred : Self.formSheetSize(forLongerScreenSide: max(screen.width, screen.height))
    size.width = min(size.width, bounds.width)
    size.height = min(size.height, bounds.height)
    return CGRect(
      x: ((bounds.width - size.width) / 2).rounded(),
      y: ((bounds.height - size.height) / 2).rounded(),
      width: size.width, height: size.height)
  }

  /// The active detents with their tops, smallest detent (lowest top… largest y) last.
  var resolvedDetents: [(identifier: Detent.Identifier, top: CGFloat)] {
    if isCard { return [(.large, cardRestingFrame.minY)] }
    let layout = self.layout
    var resolved: [(identifier: Detent.Identifier, top: CGFloat)] = []
    for detent in detents {
      guard let value = detent.resolvedValue(in: layout) else { continue }
      resolved.append((detent.identifier, layout.top(forDetentValue: value)))
    }
    if resolved.isEmpty { resolved = [(.large, layout.stackTop)] }
    return resolved.sorted { $0.top < $1.top }
  }

  /// The top of the detent the sheet rests at: the selected one, else the smallest.
  var restingTop: CGFloat {
    let resolved = resolvedDetents
    return resolved.first { $0.identifier == selectedDetentIdentifier }?.top
      ?? resolved.last?.top ?? dismissedTop
  }

  /// The sheet's top when dismissed: the container's bottom edge.
  var dismissedTop: CGFloat { containerView?.bounds.height ?? 0 }

  /// The sheet's frame with its top at `top`: the large detent's sheet moved down (detents,
  /// drags and slides move it, never resize it, so its content does not lay out again as it
  /// moves; the part below the screen is hidden — est, the reference gives resting tops only).
  func sheetFrame(top: CGFloat) -> CGRect {
    guard isCard else {
      var frame = layout.fullSheetFrame
      frame.origin.y = top
      return frame
    }
    let card = cardRestingFrame
    return CGRect(x: card.minX, y: top, width: card.width, height: card.height)
  }

  /// How dimmed the screen behind is with the sheet's top at `top`, 0…1: fully at a dimmed
  /// detent, none at the largest undimmed one (or dismissed), linear between.
  func dimmedFraction(top: CGFloat) -> CGFloat {
    let resolved = resolvedDetents
    let undimmedTop =
      largestUndimmedDetentIdentifier.flatMap { id in
        resolved.first { $0.identifier == id }?.top
      } ?? dismissedTop
    guard let firstDimmed = resolved.last(where: { $0.top < undimmedTop })?.top else { return 0 }
    let span = undimmedTop - firstDimmed
    guard span > 0 else { return 0 }
    return min(max((undimmedTop - top) / span, 0), 1)
  }

  /// The drop shadow's opacity with the sheet's top at `top`: 0.5 × (1 − dimmed) ×
  /// presented, radius 2 (reference modern-presentation §1: B-metrics, B-port — bin), where
  /// "presented" is how far the sheet has come from dismissed to its smallest detent (est).
  /// So it shows beside an undimmed detent and while a sheet slides, not over a dimmed screen.
  func shadowOpacity(top: CGFloat) -> CGFloat {
    guard let smallest = resolvedDetents.last?.top, dismissedTop > smallest else { return 0 }
    let presented = min(max((dismissedTop - top) / (dismissedTop - smallest), 0), 1)
    return 0.5 * (1 - dimmedFraction(top: top)) * presented
  }

  /// Puts the drop shadow under the sheet, on its frame and corners, at `shadowOpacity`.
  func applyShadow(top: CGFloat) {
    guard let superview = sheetView.superview else { return }
    if shadowView.superview !== superview {
      shadowView.backgroundColor = .black
      shadowView.isUserInteractionEnabled = false
      shadowView.layer.shadowColor = .black
      shadowView.layer.shadowRadius = Self.shadowRadius
      shadowView.layer.shadowOffset = .zero
      superview.insertSubview(shadowView, belowSubview: sheetView)
    }
    shadowView.frame = sheetView.frame
    shadowView.layer.cornerRadius = sheetView.layer.cornerRadius
    shadowView.layer.maskedCorners = sheetView.layer.maskedCorners
    shadowView.layer.shadowOpacity = Float(shadowOpacity(top: top))
  }

  /// The drop shadow's blur radius: 2 pt (B-metrics, bin).
  static let shadowRadius: CGFloat = 2
  /// The share of its dimming a sheet over a sheet lays on that sheet: 0.6 (reference §1:
  /// B-port `_confinedPercentDimmed`, bin, one read) — black 0.12 at the large detent.
  static let confinedDimmingShare: CGFloat = 0.6
  /// What a sheet stacked on a stacked sheet adds to that sheet's confined dimming: 0.2 of its
  /// own dimmed fraction (reference §1: B-port, `0.6 p + 0.2 p_child`, bin, one read).
  static let stackedChildDimmingShare: CGFloat = 0.2

  /// The dimming view's alpha for the sheet's top at `top`: its dimmed fraction over the
  /// screen; confined over a parent sheet, 0.6 of it, plus 0.2 of a stacked child's.
  func dimmingAlpha(top: CGFloat) -> CGFloat {
    guard isStacked else { return dimmedFraction(top: top) }
    let child = stackedChild.map { $0.dimmedFraction(top: $0.sheetTop) } ?? 0
    return Self.confinedDimmingShare * dimmedFraction(top: top)
      + Self.stackedChildDimmingShare * child
  }

  /// Where the card starts scaling back: the top of the detent below the largest (the card is
  /// not scaled at the medium detent), else the dismissed position.
  var scaleStartTop: CGFloat {
    let resolved = resolvedDetents
    return resolved.count > 1 ? resolved[1].top : dismissedTop
  }

  /// Whether this sheet is presented by another sheet (stacked sheets).
  var isStacked: Bool {
    containerView != nil
      && presentingViewController.presentation?.controller is SheetPresentationController
  }

  /// The view that scales back behind the sheet: the presenting controller's view — or the
  /// sheet view of a sheet presenting this one (stacked sheets).
  var presentingCard: View? {
    guard containerView != nil else { return nil }
    let presenting = presentingViewController
    if let parentSheet = presenting.presentation?.controller as? SheetPresentationController {
      return parentSheet.sheetView
    }
    return presenting.viewIfLoaded
  }

  /// Whether the card behind scales back: page sheets in a compact width only (a form sheet
  /// does not stack with its presenter; reference §1 Form sheet, est).
  var scalesCard: Bool { !isCard }

  /// The card's transform at `depth` (0…2): the screen's scale-back (SheetLayout), or for a
  /// sheet under a sheet the same scale with its top rising by 10 k points (less as it sinks
  /// two sheets down: `SheetLayout.sinking`).
  func cardTransform(depth: CGFloat) -> CGAffineTransform {
    let layout = self.layout
    guard isStacked, let card = presentingCard else {
      return layout.presenterTransform(depth: depth)
    }
    let k = SheetLayout.recession(depth: depth)
    let scale = layout.presenterFrame(depth: depth).width / max(layout.containerSize.width, 1)
    // Scaled about its centre its top edge moves down by h (1 − s) / 2; it ends 10 k above.
    let ty =
      -card.bounds.height * (1 - scale) / 2 - SheetLayout.topOffset * k
      * SheetLayout.sinking(depth: depth)
    return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: ty)
  }

  /// The sheet stacked on this one, while it is presented (nil: none).
  var stackedChild: SheetPresentationController? {
    guard
      let child = presentedViewController.presentedViewController?.presentation?.controller
        as? SheetPresentationController, child.isStacked
    else { return nil }
    return child
  }

  /// The depth the sheets stacked on this one add to its card's (B-port `_proposedDepthLevel`:
  /// each sheet above adds its own share of full height, bin).
  var depthAbove: CGFloat {
    guard let child = stackedChild, child.scalesCard else { return 0 }
    let own = child.layout.depth(sheetTop: child.sheetTop, lowerTop: child.scaleStartTop)
    return own + child.depthAbove
  }
}
