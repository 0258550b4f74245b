import Foundation

// Whose status bar preference applies, as UIKit decides it (Apple's documentation of
// `modalPresentationCapturesStatusBarAppearance`, `childForStatusBarStyle`; high confidence):
// the window starts from its root controller and walks up the presented controllers; one
// presented `.fullScreen` (or `.automatic`, which Segue presents full screen), or one that sets
// `modalPresentationCapturesStatusBarAppearance`, takes over; a controller being dismissed does
// not. From that controller it follows `childForStatusBarHidden` / `childForStatusBarStyle` (and
// `childForHomeIndicatorAutoHidden`) as far as they lead. Containers' defaults, as UIKit's
// (medium confidence: observed behaviour, not documented): a navigation controller gives the
// top controller the say on hiding, and on the style only while its bar is hidden (a shown bar
// keeps the style its own, `.default`); a tab bar controller gives both to the selected one.
// The window redraws its chrome when told (`setNeedsStatusBarAppearanceUpdate()`, animated
// inside an animation block) and along every container transition (scrubbed with an
// interactive one), then settles it when the transition ends.

extension ViewController {
  /// Tells the window to read the status bar preferences again
  /// (`setNeedsStatusBarAppearanceUpdate()`); called inside an animation block, the change
  /// animates with the block (the status bar fades out or in, its colours cross-fade).
  public func setNeedsStatusBarAppearanceUpdate() {
    viewIfLoaded?.window?.updateSystemChrome()
  }

  /// Tells the window to read `prefersHomeIndicatorAutoHidden` again
  /// (`setNeedsUpdateOfHomeIndicatorAutoHidden()`).
  public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
    viewIfLoaded?.window?.updateSystemChrome()
  }

  /// The controller `next` leads to from this one, following it until it gives nil.
  func following(_ next: (ViewController) -> ViewController?) -> ViewController {
    var controller = self
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    while let child = next(controller), visited.insert(ObjectIdentifier(child)).inserted {
      controller = child
    }
    return controller
  }

  /// Whether this controller, presented, takes over the status bar from its presenter.
  var capturesStatusBarWhenPresented: Bool {
    guard !isBeingDismissed else { return false }
    // The style the presentation resolved (`.automatic` is a page sheet, which does not).
    let style = presentation?.style ?? modalPresentationStyle
    return style == .fullScreen || modalPresentationCapturesStatusBarAppearance
  }
}

/// What the system chrome shows, as the window resolved it from its controllers.
struct SystemChromeAppearance: Equatable {
  var isStatusBarHidden = false
  var statusBarStyle = StatusBarStyle.default
  var isHomeIndicatorHidden = false
}
