import Foundation

// Layout changes. `setCollectionViewLayout(_:animated:completion:)` installs the new layout at
// once (the model is the new layout, as in UIKit) and animates every cell from where it is to
// its new attributes. An interactive transition installs a `CollectionViewTransitionLayout`
// (the delegate may supply it); the app moves its `transitionProgress`, and each layout pass
// places the cells by the blended attributes without animation. Finishing installs the next
// layout, cancelling the current one, and the cells animate from the blend to it over the
// remaining part of `updateAnimationDuration` (UIKit documents no duration [est]); at the
// end the cells' model values are exactly the installed layout's attributes, so a cancelled
// transition restores the start layout exactly. One change at a time: a request while another
// runs is refused with a diagnostic (UIKit's behaviour there is undocumented).
// A layout answering a non-finite number is refused before anything changes.

extension CollectionView {
  /// Switches to `layout`, animating the items to their new places when `animated`
  /// (`setCollectionViewLayout(_:animated:completion:)`); `completion` gets true when the
  /// animation ran to the end. A layout whose attributes are not finite is refused (reported,
  /// the old layout stays, `completion` gets false).
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    do {
      try changeLayout(to: layout, animated: animated, completion: completion)
    } catch {
      Self.report(error, about: self)
      completion?(false)
    }
  }

  /// Switches to `layout` as `setCollectionViewLayout(_:animated:completion:)` does, or throws
  /// the refusal and changes nothing.
  public func changeLayout(
    to layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) throws(CollectionViewError) {
    guard interactive == nil else {
      throw .transitionInProgress("setCollectionViewLayout(_:animated:)")
    }
    guard layout !== self.layout else {
      completion?(true)
      return
    }
    try validate(layout)
    let old = self.layout
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    install(layout)
    let finish = { (finished: Bool) in
      old.finalizeLayoutTransition()
      layout.finalizeLayoutTransition()
      completion?(finished)
    }
    guard animated else {
      updateVisibleCellsNow()
      finish(true)
      return
    }
    animateCells(
      startingAt: { old.attributes(for: $0) }, departing: [],
      duration: Self.updateAnimationDuration, completion: finish)
  }

  /// Starts an interactive change to `layout` and returns the transition layout now installed
  /// (`startInteractiveTransition(to:completion:)`); set its `transitionProgress`, then call
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`. `completion` gets
  /// (completed: false when cancelled, finished: whether the last animation ran to the end).
  /// When another change runs or the layout's attributes are not finite the request is
  /// refused (reported): the returned transition layout is not installed, so setting its
  /// progress moves nothing, and `completion` is called with (false, false).
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
  ) -> CollectionViewTransitionLayout {
    do {
      guard interactive == nil, runningAnimations == 0 else {
        throw CollectionViewError.transitionInProgress("startInteractiveTransition(to:)")
      }
      try validate(layout)
    } catch {
      Self.report(error, about: self)
      completion?(false, false)
      return CollectionViewTransitionLayout(currentLayout: self.layout, nextLayout: layout)
    }
    let old = self.layout
    let transition =
      collectionDelegate?.collectionView(
        self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    interactive = (transition, completion)
    install(transition)
    return transition
  }

  /// Animates an interactive transition to its next layout and installs it
  /// (`finishInteractiveTransition()`).
  public func finishInteractiveTransition() {
    endInteractiveTransition(completed: true)
  }

  /// Animates an interactive transition back to its current layout, exactly, and reinstalls
  /// it (`cancelInteractiveTransition()`).
  public func cancelInteractiveTransition() {
    endInteractiveTransition(completed: false)
  }

  private func endInteractiveTransition(completed: Bool) {
    guard let (transition, completion) = interactive else {
      Self.report(
        CollectionViewError.noInteractiveTransition(
          completed ? "finishInteractiveTransition()" : "cancelInteractiveTransition()"),
        about: self)
      return
    }
    interactive = nil
    let target = completed ? transition.nextLayout : transition.currentLayout
    let remaining = completed ? 1 - transition.transitionProgress : transition.transitionProgress
    install(target)
    animateCells(
      startingAt: { transition.attributes(for: $0) }, departing: [],
      duration: Self.updateAnimationDuration * Double(remaining),
      completion: { finished in
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        completion?(completed, finished)
      })
  }

  /// Makes `layout` the installed one and lays out again.
  private func install(_ layout: CollectionViewLayout) {
    self.layout = layout
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Throws when `layout` answers a non-finite number for the items it would show now.
  private func validate(_ layout: CollectionViewLayout) throws(CollectionViewError) {
    let installed = layout.collectionView
    layout.collectionView = self
    _ = preparedLayout()
    layout.invalidateLayout()
    layout.prepareIfNeeded()
    let visibleRect = CGRect(origin: .zero, size: layout.collectionViewContentSize).union(bounds)
    do {
      try Self.check(layout.layoutAttributesForElements(in: visibleRect) ?? [], of: layout)
    } catch {
      layout.collectionView = installed
      throw error
    }
  }
}
