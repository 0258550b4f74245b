import SegueUIKit
import Testing

/// iOS 15–16 sheet code, as apps write it, compiled with UIKit's names.
private final class SheetHost: UIViewController, UISheetPresentationControllerDelegate {
  var changes: [String] = []

  func showDetails() {
    let details = UIViewController()
    if let sheet = details.sheetPresentationController {
      let small = UISheetPresentationController.Detent.Identifier("small")
      sheet.detents = [
        .custom(identifier: small) { context in 0.25 * context.maximumDetentValue },
        .medium(), .large(),
      ]
      sheet.selectedDetentIdentifier = small
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersGrabberVisible = true
      sheet.prefersScrollingExpandsWhenScrolledToEdge = false
      sheet.preferredCornerRadius = 16
      sheet.delegate = self
    }
    details.isModalInPresentation = false
    present(details, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  { true }
}

@MainActor
@Suite("UIKit's sheet spelling over Segue")
struct UIKitSheetTests {
  @Test func sheetCodeCompilesAndPresentsAtTheSelectedCustomDetent() throws {
    let host = SheetHost()
    let stage = Stage(device: .iPhone15Pro, rootViewController: host)
    host.showDetails()
    try stage.runUntilIdle()
    let presented = try #require(host.presentedViewController)
    #expect(presented.modalPresentationStyle == .automatic)
    // The custom detent: 0.25 × 749 above the safe area's bottom (852 − 34).
    let top = presented.view.convert(CGPoint.zero, to: nil).y
    #expect(abs(top - (818 - 0.25 * 749)) < 1e-6)
  }
}
