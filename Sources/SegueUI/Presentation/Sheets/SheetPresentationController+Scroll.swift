import Foundation

// A scroll view inside a sheet hands its drag to the sheet at its top edge (UIKit's
// `_UISheetInteraction`, reference modern-presentation §1; B-port's reading of
// `_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`, bin, one read):
// the sheet's pan recognises together with the scroll view's and begins for a drag that
// starts in a scroll view only when
//   - the content is at (or pulled past) its top edge, cannot scroll sideways, and the drag
//     is not a quick repeat (within 0.4 s) of the last one while the sheet rests (bin);
//   - the finger moves down, or it moves up with `prefersScrollingExpandsWhenScrolledToEdge`
//     and the sheet below its largest detent (the documented meaning of that property, doc).
// While the sheet has the drag the content stays at its top edge. Once the sheet reaches its
// largest detent the rest of the finger's travel up scrolls the content, and back down it
// scrolls back before the sheet moves again: one drag, one finger (est: the behaviour Apple's
// apps show; the B-port rubber-bands the sheet instead). On release the content takes the
// throw only if it is scrolled; else the sheet does, as for any drag.
// Segue has no refresh control or keyboard, the B-port's two other refusals.

/// The sheet pan's delegate: whether it begins in a scroll view, and that it recognises with
/// the scroll view's own pan.
@MainActor
final class SheetPanDelegate: GestureRecognizerDelegate {
  /// How soon after a drag ended a new one in a scroll view scrolls instead while the sheet
  /// rests, seconds (`MinimumSheetSwipeInterval`, B-port, bin).
  static let quickRepeatInterval: Double = 0.4

  weak var sheet: SheetPresentationController?
  /// The scroll view the drag beginning now started in, when the sheet takes it.
  private(set) weak var claimedScrollView: ScrollView?
  /// When the last drag of the sheet ended (input time, host seconds).
  var lastDragEnd: Double?

  init(sheet: SheetPresentationController) { self.sheet = sheet }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    claimedScrollView = nil
    guard let sheet, let pan = gestureRecognizer as? PanGestureRecognizer,
      let scrollView = Self.scrollView(under: pan, in: sheet.sheetView)
    else { return true }
    guard takes(pan, from: scrollView, sheet: sheet) else { return false }
    claimedScrollView = scrollView
    return true
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard let sheet, let view = otherGestureRecognizer.view as? ScrollView else { return false }
    return otherGestureRecognizer === view.panGestureRecognizer
      && view.isDescendant(of: sheet.sheetView)
  }

  /// The innermost scrolling scroll view between the drag's touch and the sheet.
  private static func scrollView(under pan: PanGestureRecognizer, in sheetView: View)
    -> ScrollView?
  {
    var view = pan.trackedTouches.first?.view
    while let current = view, current !== sheetView {
      if let scrollView = current as? ScrollView, scrollView.isScrollEnabled { return scrollView }
      view = current.superview
    }
    return nil
  }

  private func takes(
    _ pan: PanGestureRecognizer, from scrollView: ScrollView, sheet: SheetPresentationController
  ) -> Bool {
    guard scrollView.isAtTopEdge, !scrollView.scrollsSideways else { return false }
    if let lastDragEnd, let window = scrollView.window,
      window.inputTime - lastDragEnd < Self.quickRepeatInterval, sheet.settleAnimator == nil
    {
      return false
    }
    // The finger's direction: its velocity, or (no samples apart yet) its travel.
    let velocity = pan.velocity(in: nil).y
    let down = velocity != 0 ? velocity > 0 : pan.translation(in: nil).y > 0
    if down { return true }
    guard let largest = sheet.resolvedDetents.first?.top else { return false }
    return sheet.prefersScrollingExpandsWhenScrolledToEdge && sheet.sheetTop > largest + 1e-9
  }
}
