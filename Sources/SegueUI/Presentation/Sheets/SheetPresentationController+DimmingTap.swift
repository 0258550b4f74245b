import Foundation

// A tap on a page sheet's dimming (reference modern-presentation §1; B-port's reading of
// `-dimmingViewWasTapped:` → `-_dismissFromGrabberOrDimmingViewIfPossible` and
// `-_shouldDimmingIgnoreTouches`, bin, one read):
//   - ignored while the sheet is at its top position (the large detent: only the receded
//     screen shows above it) and while it is dragged;
//   - else the sheet is dismissed when it may be (not modal in presentation, the delegate's
//     `presentationControllerShouldDismiss`), telling the delegate `…WillDismiss` before and
//     `…DidDismiss` after, as a swipe does;
//   - else it goes to `largestUndimmedDetentIdentifier` with the sheet's spring, and the
//     delegate hears the detent change; without one nothing happens.
// The dimming takes touches only while it shows (alpha above 0.01), so the undimmed screen
// behind an undimmed detent keeps its own taps. A form sheet's dimming is not in the
// reference: it ignores taps (est).

extension SheetPresentationController {
  /// Installs the tap on the dimming view (once).
  func installDimmingTap() {
    guard dimmingView.gestureRecognizers?.isEmpty ?? true else { return }
    dimmingView.addGestureRecognizer(
      TapGestureRecognizer(target: self, action: Self.dimmingTapped))
  }

  /// Whether the dimming ignores a tap now (see the note).
  var dimmingIgnoresTaps: Bool {
    isCard || isTransitioning || drag != nil || sheetTop <= layout.stackTop + 1e-9
  }

  private func dimmingTapped(_ tap: TapGestureRecognizer) {
    guard tap.state == .ended, !dimmingIgnoresTaps, dismissalInteraction == nil else { return }
    if askMayDismiss() {
      delegate?.presentationControllerWillDismiss(self)
      presentedViewController.dismiss(animated: true) { [weak self] in
        guard let self else { return }
        self.delegate?.presentationControllerDidDismiss(self)
      }
      return
    }
    guard let undimmed = largestUndimmedDetentIdentifier,
      resolvedDetents.contains(where: { $0.identifier == undimmed }),
      undimmed != effectiveDetentIdentifier
    else { return }
    animateChanges { selectedDetentIdentifier = undimmed }
    (delegate as? any SheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
  }
}
