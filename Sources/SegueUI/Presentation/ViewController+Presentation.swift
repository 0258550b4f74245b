import Foundation
import SegueGeometry

// Modal presentation, the public half; ViewController+ModalTransitions.swift drives the
// transitions. A presentation links two controllers — the presenting one keeps the presented
// one (`presentedViewController`), which points back weakly (`presentingViewController`) —
// from the moment `present` runs until the dismissal completes (or a cancelled presentation
// ends). Who presents is decided as UIKit does (reference §5.3): for the full-screen styles
// the top of the caller's parent chain (a navigation controller rather than its child), for
// the current-context styles the nearest ancestor that `definesPresentationContext` (else the
// top). Each window runs one modal transition at a time; requests made while one runs are
// queued and run in order.

extension ViewController {
  /// The controller this one (or the nearest ancestor) presents, or nil
  /// (`presentedViewController`). Set as soon as `present` starts the presentation.
  public var presentedViewController: ViewController? {
    presentedController ?? parentController?.presentedViewController
  }

  /// The controller that presented this one (or its nearest presented ancestor), or nil
  /// (`presentingViewController`).
  public var presentingViewController: ViewController? {
    presentingController ?? parentController?.presentingViewController
  }

  /// The presentation controller managing this controller's (or its nearest presented
  /// ancestor's) presentation (`presentationController`); before a sheet presentation, the
  /// sheet presentation controller it will use (set its delegate there); else nil.
  public var presentationController: PresentationController? {
    presentation?.controller ?? parentController?.presentationController
      ?? (parentController == nil ? sheetPresentationController : nil)
  }

  /// Presents `viewControllerToPresent` modally (`present(_:animated:completion:)`).
  ///
  /// The style is `viewControllerToPresent.modalPresentationStyle`: `.fullScreen` (the
  /// presenter's view leaves the window when the presentation completes and comes back on
  /// dismissal), `.overFullScreen` (it stays, and gets no appearance callbacks), `.custom`
  /// (the transitioning delegate's presentation controller decides), `.currentContext` /
  /// `.overCurrentContext` (as the full-screen pair, over the view of the nearest ancestor
  /// that `definesPresentationContext`), `.pageSheet` / `.formSheet` (a sheet managed by a
  /// `SheetPresentationController`; the presenter's view stays and scales back), and
  /// `.automatic` (the default), a page sheet as in UIKit since iOS 13. The animation is the transitioning delegate's animator, else
  /// the `modalTransitionStyle`'s. Appearance callbacks (reference §2.2): presenter
  /// `viewWillDisappear` (when its view is removed) → presented `viewWillAppear` → … →
  /// presenter `viewDidDisappear` → presented `viewDidAppear` → `completion`.
  ///
  /// While another modal transition runs in the window, the request waits for it. As UIKit,
  /// a request that cannot be honoured when it would start — the receiver's view is not in a
  /// window, the presenting controller already presents another, the controller was
  /// presented meanwhile — is ignored and reported in the window's diagnostics (else on
  /// standard error); `completion` does not run.
  /// - Precondition: the controller is not presented already, has no parent, and is not the
  ///   receiver (UIKit raises for these); the style is not a popover; a built-in
  ///   animation is not `.partialCurl`.
  public func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presented = viewControllerToPresent
    precondition(presented !== self, "present(_:animated:): a controller cannot present itself")
    precondition(
      presented.presentingController == nil,
      "present(_:animated:): \(type(of: presented)) is already presented (by "
        + "\(presented.presentingController.map { "\(type(of: $0))" } ?? "?")); dismiss it first")
    precondition(
      presented.parentController == nil,
      "present(_:animated:): \(type(of: presented)) is a child of "
        + "\(presented.parentController.map { "\(type(of: $0))" } ?? "?"); present a controller "
        + "that has no parent")
    guard let window = viewIfLoaded?.window else {
      Self.report(
        "segue: present(_:animated:) of \(type(of: presented)) on \(type(of: self)), whose view "
          + "is not in a window (UIKit: \"whose view is not in the window hierarchy\"); ignored",
        in: nil)
      return
    }
    window.modalTransitions.enqueueOrRun { [weak self, weak window] in
      guard let self, let window else { return }
      self.startPresentation(of: presented, in: window, animated: flag, completion: completion)
    }
  }

  /// Dismisses the controller this one presents — or, when it presents nothing, the
  /// presentation it belongs to (`dismiss(animated:completion:)`). `completion` runs after
  /// the dismissed controller's `viewDidDisappear`.
  ///
  /// When the dismissed controller itself presents others (A presents B presents C, and A
  /// dismisses), they all go: only the top-most one animates, with its own transition, and
  /// the intermediate ones are simply removed, as in UIKit (ViewController+ChainDismissal.swift).
  ///
  /// With nothing to dismiss it does nothing (as UIKit) but reports it in the window's
  /// diagnostics. While another modal transition runs, the request waits for it.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let target = presentedViewController ?? presentedAncestor else {
      viewIfLoaded?.window?.diagnostics(
        "segue: dismiss(animated:) on \(type(of: self)), which neither presents nor is "
          + "presented; nothing to dismiss")
      return
    }
    guard let window = target.presentation?.window else {
      preconditionFailure(
        "dismiss(animated:): the presentation of \(type(of: target)) lost its window")
    }
    window.modalTransitions.enqueueOrRun { [weak target, weak window] in
      guard let target else { return }
      // A second dismissal queued behind the first: UIKit ignores it with a message.
      guard target.presentation != nil else {
        Self.report(
          "segue: dismiss(animated:): \(type(of: target)) was dismissed already; ignored",
          in: window)
        return
      }
      target.startDismissal(animated: flag, completion: completion)
    }
  }

  /// Reports a request that UIKit ignores with a message: in `window`'s diagnostics, else on
  /// standard error.
  static func report(_ message: String, in window: Window?) {
    if let window {
      window.diagnostics(message)
    } else {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }

  /// This controller or the nearest ancestor that is presented.
  var presentedAncestor: ViewController? {
    var current: ViewController? = self
    while let candidate = current {
      if candidate.presentingController != nil { return candidate }
      current = candidate.parentController
    }
    return nil
  }

  /// The top of this controller's parent chain.
  var rootAncestor: ViewController {
    var current = self
    while let parent = current.parentController { current = parent }
    return current
  }

  /// The controller whose view a current-context presentation covers: the nearest ancestor
  /// (self included) that `definesPresentationContext`, else the top of the chain.
  var presentationContextController: ViewController {
    var current: ViewController? = self
    while let candidate = current {
      if candidate.definesPresentationContext { return candidate }
      current = candidate.parentController
    }
    return rootAncestor
  }
}
