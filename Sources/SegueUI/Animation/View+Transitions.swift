import Foundation
import SegueLayers

extension View {
  /// Animates the changes `animations` makes inside `view` with a transition effect on the
  /// whole of `view` (`transition(with:duration:options:animations:completion:)`).
  ///
  /// The changes (adding, removing, hiding subviews, changing properties) apply at once, not
  /// animated — unless `.allowAnimatedContent`, which runs them as an animation block with the
  /// transition's duration and curve — and `view` is laid out. The effect then plays between a
  /// frozen copy of `view` before and after (see `TransitionEffect`): `.transitionCrossDissolve`
  /// fades the old look out over the new; the four flips turn `view` about its centre with
  /// perspective, the old side for the first half and the new side for the second. With
  /// `.transitionNone` the changes animate as an ordinary block. Duration ≤ 0 (or animations
  /// off) applies the changes without effect and completes at the next tick.
  ///
  /// `.transitionCurlUp` curls the old look up off the new one from the bottom edge (the
  /// bottom-right corner first), `.transitionCurlDown` uncurls the new look down over the old
  /// from the top (see `TransitionEffect+Curl`); a curl of a view without a superview makes the
  /// changes at once and says so in the window's diagnostics (or on standard error).
  ///
  /// - Precondition: for a flip, `view` has a superview (the flip is drawn in its place
  ///   there).
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let effect = TransitionEffect.Kind(options.transition)
    if effect == nil {
      animate(
        withDuration: duration, delay: 0, options: options, animations: { animations?() },
        completion: completion)
      return
    }
    let requested = AnimationParameters(
      duration: duration, delay: 0, timing: .curve(options.curve), options: options)
    guard let kind = effect, case .animated(let parameters) = resolvedKind(requested) else {
      performWithoutAnimation {
        animations?()
        view.layoutIfNeeded()
      }
      BlockCompletion(completion).seal()
      return
    }
    if kind.isCurl, view.superview == nil {
      // UIKit curls the layer itself; Segue draws the curl in the superview, so without one
      // the change is made at once (a curl of a view on no screen shows nothing anyway).
      ViewController.report(
        "segue: transition(with:): a page curl is drawn in the view's superview and this "
          + "\(type(of: view)) has none; the changes were made without the curl",
        in: view.window)
      performWithoutAnimation {
        animations?()
        view.layoutIfNeeded()
      }
      BlockCompletion(completion).seal()
      return
    }
    if kind.isFlip {
      precondition(
        view.superview != nil,
        "transition(with:): a flip turns the container in its superview, and this one has "
          + "none; wrap it in a container view")
    }
    let before = LayerSnapshot.copy(of: view.layer)
    let animatesContent = options.contains(.allowAnimatedContent)
    if animatesContent {
      let contentCompletion = BlockCompletion(nil)
      AnimationStack.run(AnimationFrame(kind: .animated(parameters), completion: contentCompletion))
      {
        animations?()
      }
      contentCompletion.seal()
    } else {
      performWithoutAnimation { animations?() }
    }
    performWithoutAnimation { view.layoutIfNeeded() }
    // Animated content has not moved yet: a flip's new side shows where it ends.
    let after = LayerSnapshot.copy(of: view.layer, fromModel: animatesContent)
    TransitionEffect(kind: kind, parameters: parameters, view: view, before: before, after: after)
      .run(completion: completion)
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition effect on
  /// that superview (`transition(from:to:duration:options:completion:)`).
  ///
  /// By default `toView` takes `fromView`'s place among the subviews and `fromView` is
  /// removed at once (the effect shows it leaving). With `.showHideTransitionViews`, both must
  /// already be subviews: `fromView` is hidden and `toView` shown instead. As in UIKit the
  /// effect applies to the whole superview — put the two views in a container of their own to
  /// flip only them.
  /// - Precondition: `fromView` has a superview (and, with `.showHideTransitionViews`,
  ///   `toView` too), plus the preconditions of `transition(with:…)`.
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      preconditionFailure("transition(from:to:): fromView has no superview to transition in")
    }
    let showsAndHides = options.contains(.showHideTransitionViews)
    if showsAndHides {
      precondition(
        toView.superview != nil,
        "transition(from:to:) with .showHideTransitionViews: toView has no superview")
    }
    transition(
      with: container, duration: duration, options: options,
      animations: {
        if showsAndHides {
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          container.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Whether Segue can play the transition in `options`' transition field: every UIKit
  /// transition (the bits 20–23 values UIKit defines).
  public static func isTransitionSupported(_ options: AnimationOptions) -> Bool {
    options.transition.rawValue <= AnimationOptions.transitionFlipFromBottom.rawValue
  }
}
