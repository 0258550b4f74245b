import Foundation

extension ViewController {
  /// The sheet presentation controller of this controller's presentation
  /// (`sheetPresentationController`): while presented as a sheet, the one managing it; before
  /// presenting, with a sheet style (`.automatic`, `.pageSheet`, `.formSheet`), the one the
  /// presentation will use — configure its detents here; for a child, its parent's; otherwise
  /// nil.
  public var sheetPresentationController: SheetPresentationController? {
    if let presentation { return presentation.controller as? SheetPresentationController }
    // A child answers for the controller presented that contains it, as UIKit's does.
    if let parentController { return parentController.sheetPresentationController }
    guard presentingController == nil else { return nil }
    let style = Self.resolved(modalPresentationStyle)
    guard style == .pageSheet || style == .formSheet else { return nil }
    if let preparedSheet { return preparedSheet }
    let sheet = SheetPresentationController(
      presentedViewController: self, presenting: nil, style: style)
    sheet.holdPresented(strongly: false)
    preparedSheet = sheet
    return sheet
  }

  /// The sheet presentation controller a presentation in `style` uses: the one configured
  /// through `sheetPresentationController` (a new one keeping its configuration when the style
  /// changed since), else a new one. The presentation keeps it, and it keeps this controller,
  /// until the presentation ends (`SheetPresentationController.endPresentation()`), when it
  /// becomes this controller's prepared sheet again — so neither keeps the other alive.
  func takeSheet(presenting: ViewController, style: ModalPresentationStyle)
    -> SheetPresentationController
  {
    let sheet: SheetPresentationController
    if let preparedSheet, preparedSheet.style == style {
      sheet = preparedSheet
      sheet.holdPresented(strongly: true)
    } else {
      sheet = SheetPresentationController(
        presentedViewController: self, presenting: presenting, style: style)
      // The style changed after it was read: keep what was configured.
      if let old = preparedSheet { sheet.copyConfiguration(from: old) }
    }
    preparedSheet = nil
    return sheet
  }
}

extension SheetPresentationController {
  /// Takes `other`'s detents, flags and delegate.
  func copyConfiguration(from other: SheetPresentationController) {
    detents = other.detents
    selectedDetentIdentifier = other.selectedDetentIdentifier
    largestUndimmedDetentIdentifier = other.largestUndimmedDetentIdentifier
    prefersGrabberVisible = other.prefersGrabberVisible
    preferredCornerRadius = other.preferredCornerRadius
    prefersScrollingExpandsWhenScrolledToEdge = other.prefersScrollingExpandsWhenScrolledToEdge
    delegate = other.delegate
  }
}
