import Foundation
import SegueLayers

// Subviews and sublayers move together: a view's layer is always a sublayer of its superview's
// layer, and the view layers keep the order of `subviews` (layers that belong to no view may
// sit between them). The hooks run in UIKit's order:
//   insertion: willMove(toSuperview:) → willMove(toWindow:)* → [change] → didMoveToWindow()* →
//              didMoveToSuperview() → superview.didAddSubview(_:)
//   removal:   superview.willRemoveSubview(_:) → willMove(toSuperview: nil) →
//              willMove(toWindow: nil)* → [change] → didMoveToWindow()* → didMoveToSuperview()
// (* only when the window changes, on every view of the moving subtree, parents first). A
// view moved to another superview gets the removal's willRemoveSubview on the old superview,
// then the insertion's hooks. Reordering inside the same superview sends no hook.

extension View {
  /// Adds `view` on top of the other subviews, removing it from its old superview first
  /// (`addSubview(_:)`). Adding a view that is already a subview moves it to the front.
  public func addSubview(_ view: View) {
    insert(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (0 is the back; clamped to the count).
  public func insertSubview(_ view: View, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts `view` just above `siblingSubview` (`insertSubview(_:aboveSubview:)`).
  ///
  /// When `siblingSubview` is not a subview, UIKit still adds `view`, at the back (observed,
  /// issue 22; the reference is silent — its index arithmetic likely wraps, NSNotFound + 1
  /// being 0); Segue does the same and reports it in the window's diagnostics.
  public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    guard view !== siblingSubview else { return }
    guard siblingSubview.superview === self else {
      reportNonSibling("insertSubview(_:aboveSubview:)", placed: "at the back")
      insert(view, at: 0)
      return
    }
    insert(view, at: { index(of: siblingSubview) + 1 })
  }

  /// Inserts `view` just below `siblingSubview` (`insertSubview(_:belowSubview:)`).
  ///
  /// When `siblingSubview` is not a subview, UIKit still adds `view`, on top (observed, issue
  /// 22: NSNotFound is past the end); Segue does the same and reports it in the window's
  /// diagnostics.
  public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    guard view !== siblingSubview else { return }
    guard siblingSubview.superview === self else {
      reportNonSibling("insertSubview(_:belowSubview:)", placed: "on top")
      insert(view, at: subviews.count)
      return
    }
    insert(view, at: { index(of: siblingSubview) })
  }

  private func reportNonSibling(_ method: String, placed: String) {
    ViewController.report(
      "segue: \(method) on \(type(of: self)): the sibling is not a subview; the view is added "
        + "\(placed), as UIKit does", in: window)
  }

  /// Detaches the view from its superview (`removeFromSuperview()`); nothing happens when it
  /// has none. The superview is marked as needing layout.
  public func removeFromSuperview() {
    guard let oldSuperview = superview else { return }
    let oldWindow = window
    oldSuperview.willRemoveSubview(self)
    deactivateConstraintsLeaving(oldSuperview)
    willMove(toSuperview: nil)
    if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
    oldSuperview.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
    if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
    didMoveToSuperview()
    oldSuperview.setNeedsLayout()
    LayoutEngine.hierarchyChanged()
    updateSafeAreaInsets()
    followingContextContainer?.removeFromSuperview()
  }

  /// The container of an over-current-context presentation over this view, which goes where
  /// the view goes; not one that stands in the view's place (a current-context presentation,
  /// `ModalPresentation.replacePresenter(_:)`), which stays where it is.
  var followingContextContainer: View? {
    guard let container = contextPresentationContainer,
      (container as? TransitionContainerView)?.replacesFollowedView != true
    else { return nil }
    return container
  }

  /// Moves `view`, a subview, in front of its siblings.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insert(view, at: subviews.count)
  }

  /// Moves `view`, a subview, behind its siblings.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insert(view, at: 0)
  }

  /// Swaps the subviews at two indices (both must be valid) and their layers.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    precondition(
      subviews.indices.contains(index1) && subviews.indices.contains(index2),
      "exchangeSubview(at:withSubviewAt:): index out of range")
    guard index1 != index2 else { return }
    let first = subviews[index1].layer
    let second = subviews[index2].layer
    subviews.swapAt(index1, index2)
    var sublayers = layer.sublayers ?? []
    if let i = sublayers.firstIndex(where: { $0 === first }),
      let j = sublayers.firstIndex(where: { $0 === second })
    {
      sublayers.swapAt(i, j)
      layer.sublayers = sublayers
    }
  }

  /// Whether this view is `view` or one of its descendants (`isDescendant(of:)`).
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window at the root of this view's hierarchy, or nil when the root is not a `Window`.
  public var window: Window? {
    rootView as? Window
  }

  /// The top-most ancestor (the view itself when it has no superview).
  var rootView: View {
    var root = self
    while let parent = root.superview { root = parent }
    return root
  }

  /// Calls `body` on this view and every descendant, parents before children.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInSubtree(body) }
  }

  private func index(of subview: View) -> Int {
    subviews.firstIndex { $0 === subview } ?? subviews.count
  }

  private func insert(_ view: View, at index: Int) {
    insert(view, at: { index })
  }

  /// Inserts or moves `view`; `index` is evaluated once `view` has left its old place, so
  /// that indices relative to siblings stay right when it moves within this view.
  private func insert(_ view: View, at index: () -> Int) {
    precondition(view !== self, "a view cannot be its own subview")
    precondition(!isDescendant(of: view), "adding an ancestor as a subview would make a cycle")
    if view.superview === self {
      subviews.removeAll { $0 === view }
      place(view, at: index())
      bringAlongContextPresentation(of: view)
      return
    }
    let oldSuperview = view.superview
    let oldWindow = view.window
    let newWindow = window
    oldSuperview?.willRemoveSubview(view)
    if let oldSuperview { view.deactivateConstraintsLeaving(oldSuperview) }
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
    oldSuperview?.subviews.removeAll { $0 === view }
    view.superview = self
    place(view, at: index())
    if oldWindow !== newWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
    view.didMoveToSuperview()
    if view.ownTintColor == nil { view.notifyTintChange() }
    view.updateTraitsInSubtree()
    didAddSubview(view)
    // UIKit lays out the added view, the view it joins and that view's other subviews.
    oldSuperview?.setNeedsLayout()
    setNeedsLayout()
    for subview in subviews { subview.setNeedsLayout() }
    LayoutEngine.hierarchyChanged()
    view.updateSafeAreaInsets()
    bringAlongContextPresentation(of: view)
  }

  /// Puts the container of the over-current-context presentation over `view`, a subview,
  /// right above it and on its frame: a container that swaps its children's views (a tab bar
  /// controller changing tabs, a custom container) removes and re-adds only the child's view,
  /// while the presentation lives beside it (issue 16, defect 5).
  private func bringAlongContextPresentation(of view: View) {
    guard let container = view.followingContextContainer else { return }
    container.frame = view.frame
    container.autoresizingMask = view.autoresizingMask
    let index = index(of: view)
    if container.superview !== self || index + 1 >= subviews.count
      || subviews[index + 1] !== container
    {
      insertSubview(container, aboveSubview: view)
    }
  }

  /// Puts `view` (already detached from `subviews`) at `index` and its layer just below the
  /// layer of the view that ends up above it, or on top of every sublayer.
  private func place(_ view: View, at index: Int) {
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    if position + 1 < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[position + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }
}
