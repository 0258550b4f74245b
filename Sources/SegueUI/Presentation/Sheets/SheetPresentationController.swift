import Foundation
import SegueGeometry

// The presentation controller of `.pageSheet` and `.formSheet` (and of `.automatic`, which
// resolves to a page sheet: reference modern-presentation §1, docs/modern-presentation.md).
// What it owns while presented:
//   backdrop   black, behind the presenting card (its superview's, below it), so the
//              scaled-back card shows the black of UIKit's window around it;
//   card       the presenting controller's view — or, stacking on another sheet, that
//              sheet's view — scaled back and rounded by the sheet's depth;
//   dimming    a view filling the container, black 0.2 × the dimmed fraction;
//   sheetView  the presented view's wrapper (`presentedView`): rounded top corners, the
//              grabber, the pan that drags it.
// The one variable is the sheet's top edge (`sheetTop`): `applyPosition(top:)` derives the
// sheet's frame, the dimming and the card from it, so the animators animate exactly that call
// and a drag calls it every move. Resting places are the active detents' tops (and the
// container's bottom edge when dismissal is allowed).
// Alternative rejected: a separate transform per piece animated on its own — they would drift
// apart in an interrupted drag; one derived position keeps them consistent.

/// The presentation controller of a sheet (`UISheetPresentationController`): a card that
/// slides up over the presenting screen, rests at one of its `detents`, and is dragged
/// between them or down to dismiss it.
///
/// Read it from the presented controller's `sheetPresentationController` before presenting
/// to configure it. In a compact width (an iPhone) it is a page sheet: full width, the
/// presenting screen scaled back with rounded corners behind it. A form sheet in a regular
/// width (an iPad) is a centred card of `formSheetSize(forScreenSize:)` (or the presented
/// controller's `preferredContentSize`) over the dimmed, unscaled screen; detents do not
/// apply to it.
@preconcurrency @MainActor
open class SheetPresentationController: PresentationController {
  /// The heights the sheet rests at (`detents`; default `[.large()]`). Inactive detents
  /// (a resolver answering nil) are skipped; with none active the sheet is large.
  public var detents: [Detent] = [.large()] {
    didSet { relayoutIfResting() }
  }
  /// The detent the sheet rests at (`selectedDetentIdentifier`; nil: the smallest). Set by a
  /// drag too, which then tells the delegate.
  public var selectedDetentIdentifier: Detent.Identifier? {
    didSet { relayoutIfResting() }
  }
  /// The largest detent at which the screen behind is not dimmed and accepts touches
  /// (`largestUndimmedDetentIdentifier`; nil: dimmed at every detent).
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { relayoutIfResting() }
  }
  /// Whether the grabber shows at the sheet's top (`prefersGrabberVisible`; default false).
  public var prefersGrabberVisible = false {
    didSet { madeSheetView?.isGrabberVisible = prefersGrabberVisible }
  }
  /// The sheet's corner radius, points (`preferredCornerRadius`; nil: the system's 10 pt).
  public var preferredCornerRadius: CGFloat? {
    didSet { madeSheetView?.cornerRadius = cornerRadius }
  }
  /// Whether a drag up in a scroll view at its top edge expands the sheet to a larger detent
  /// before it scrolls (`prefersScrollingExpandsWhenScrolledToEdge`; default true). False: it
  /// scrolls the content at once. A drag down there moves the sheet either way
  /// (SheetPresentationController+Scroll.swift).
  public var prefersScrollingExpandsWhenScrolledToEdge = true

  /// The style presented: `.pageSheet`, or `.formSheet` (a card in a regular width).
  let style: ModalPresentationStyle
  /// The presented view's wrapper, made when first needed (reading it loads the presented
  /// controller's view, which UIKit does not do on `sheetPresentationController`).
  private var madeSheetView: SheetView?
  /// The dimming view, in the container behind the sheet.
  let dimmingView = View()
  /// The black view behind the presenting card.
  let backdropView = View()
  /// The sheet's drop shadow: a view under it, as the sheet clips its content.
  let shadowView = View()
  /// The sheet's top edge in the container now, points (the model value; an animation may be
  /// showing another).
  var sheetTop: CGFloat = 0
  /// The running settle (after a drag, `animateChanges`), if any.
  var settleAnimator: ViewPropertyAnimator?
  /// The drag in progress, if any (SheetPresentationController+Drag.swift).
  var drag: SheetDrag?
  /// The dismissal a drag started, waiting for `startDismissal` to pick it up, then running.
  var dismissalInteraction: SheetDismissalInteraction?
  /// The pan that drags the sheet, installed as the presentation begins (a sheet can be
  /// grabbed while it slides).
  private(set) var pan: PanGestureRecognizer?
  /// The pan's delegate: the hand-off from scroll views in the sheet.
  private(set) lazy var panDelegate = SheetPanDelegate(sheet: self)
  /// The presentation's or a coded dismissal's slide while it runs (SheetTransitionAnimator):
  /// what a finger grabbing the sheet stops.
  var slide: SheetSlide? {
    didSet { sheetView.isSliding = slide != nil }
  }
  /// Whether the presentation or dismissal transition runs (the animator owns the position).
  var isTransitioning = false
  /// Whether properties change inside `animateChanges` or a drag's selection (no jump to the
  /// new resting place: a settle follows).
  var isApplyingChanges = false
  /// The presenting card's corner radius and clipping before the sheet changed them.
  private var cardRestore: (radius: CGFloat, clips: Bool, transform: CGAffineTransform)?

  /// Creates the sheet presentation controller of `presentedViewController`
  /// (`init(presentedViewController:presenting:)`): a page sheet.
  public override convenience init(
    presentedViewController: ViewController, presenting: ViewController?
  ) {
    self.init(
      presentedViewController: presentedViewController, presenting: presenting,
      style: .pageSheet)
  }

  init(
    presentedViewController: ViewController, presenting: ViewController?,
    style: ModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
    dimmingView.backgroundColor = Self.dimmingColor
    backdropView.backgroundColor = .black
  }

  /// UIKit's dimming: black at 0.2 (light appearance; reference §1, bin ×2).
  public static let dimmingColor = Color(white: 0, alpha: 0.2)
  /// UIKit's dimming in the dark appearance: black at 0.48 (reference §1, bin ×2).
  public static let darkDimmingColor = Color(white: 0, alpha: 0.48)

  /// The dimming for the presentation's appearance now.
  var dimmingColorForTraits: Color {
    traitCollection.userInterfaceStyle == .dark ? Self.darkDimmingColor : Self.dimmingColor
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    dimmingView.backgroundColor = dimmingColorForTraits
  }

  /// The presented view's wrapper (see the note at the top of the file).
  var sheetView: SheetView {
    if let madeSheetView { return madeSheetView }
    let view = SheetView(content: presentedViewController.view)
    view.cornerRadius = cornerRadius
    view.isGrabberVisible = prefersGrabberVisible
    madeSheetView = view
    return view
  }

  /// The sheet's corner radius now, points.
  var cornerRadius: CGFloat { preferredCornerRadius ?? SheetLayout.cornerRadius }

  /// Applies the changes `changes` makes to the sheet's properties with the sheet's spring
  /// (`animateChanges(_:)`).
  public func animateChanges(_ changes: () -> Void) {
    let wasResting = !isTransitioning && drag == nil
    isApplyingChanges = true
    changes()
    isApplyingChanges = false
    guard wasResting, containerView != nil else { return }
    settle(to: restingTop, velocity: 0)
  }

  /// The detent the sheet rests at: the selected one, else the smallest.
  var effectiveDetentIdentifier: Detent.Identifier? {
    let resolved = resolvedDetents
    return resolved.first { $0.identifier == selectedDetentIdentifier }?.identifier
      ?? resolved.last?.identifier
  }

  /// Selects the detent a drag left the sheet at, telling the delegate when that is another
  /// detent than the one it rested at.
  func selectDetent(_ identifier: Detent.Identifier) {
    guard identifier != effectiveDetentIdentifier else { return }
    isApplyingChanges = true
    selectedDetentIdentifier = identifier
    isApplyingChanges = false
    (delegate as? any SheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
  }

  // MARK: PresentationController

  open override var presentedView: View? { sheetView }

  /// At rest at or below `largestUndimmedDetentIdentifier` the screen behind takes touches
  /// (`largestUndimmedDetentIdentifier`, doc).
  override var passesTouchesThroughContainer: Bool {
    !isTransitioning && dimmingView.alpha == 0
  }

  open override var frameOfPresentedViewInContainerView: CGRect {
    sheetFrame(top: restingTop)
  }

  open override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    isTransitioning = true
    dimmingView.backgroundColor = dimmingColorForTraits
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if isStacked, let parentSheet = presentingCard {
      // Over a sheet, the dimming is confined to that sheet (B-port `_confinedPercentDimmed`):
      // inside it, scaled back and clipped with it; the screen below keeps the parent's.
      dimmingView.frame = parentSheet.bounds
      parentSheet.addSubview(dimmingView)
    } else {
      dimmingView.frame = container.bounds
      container.insertSubview(dimmingView, at: 0)
    }
    if let card = presentingCard, let superview = card.superview, scalesCard {
      cardRestore = (card.layer.cornerRadius, card.clipsToBounds, card.transform)
      // A screen shrinks onto black; a sheet under this one onto the screen behind it.
      if !isStacked {
        backdropView.frame = card.frame
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.insertSubview(backdropView, belowSubview: card)
      }
      card.clipsToBounds = true
    }
    sheetView.takeContentBack()
    sheetView.roundsTopCornersOnly = !isCard
    installDimmingTap()
    applyPosition(top: dismissedTop)
    if pan == nil {
      let pan = PanGestureRecognizer(target: self, action: Self.sheetPanned)
      pan.delegate = panDelegate
      sheetView.addGestureRecognizer(pan)
      self.pan = pan
    }
  }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    isTransitioning = false
    guard completed else {
      tearDownChrome()
      if let pan { sheetView.removeGestureRecognizer(pan) }
      pan = nil
      endPresentation()
      return
    }
    // (A finger grabbing the sheet mid-slide puts it back where it showed: `grabSlide`.)
    sheetTop = restingTop
  }

  open override func dismissalTransitionWillBegin() {
    isTransitioning = true
    // A dismissal in code takes the sheet from where it shows. A settle still in flight
    // (`animateChanges`, a drag's release) stops there: left running, it would put its end
    // values back when it finished — the presenting screen scaled back as a card after the
    // chrome was gone, which then took no touch (issue 16's random sessions:
    // RegressionSequenceTests). A dragged dismissal's own settle starts after this.
    if dismissalInteraction == nil { stopSettleWhereShown() }
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    isTransitioning = false
    dismissalInteraction = nil
    if completed {
      tearDownChrome()
      if let pan { sheetView.removeGestureRecognizer(pan) }
      pan = nil
      endPresentation()
    } else {
      applyPosition(top: sheetTop)
    }
  }

  open override func containerViewWillLayoutSubviews() {
    relayoutIfResting()
  }

  // MARK: Position

  /// Moves the sheet's top to `top` and derives everything else from it (see the note).
  func applyPosition(top: CGFloat) {
    sheetTop = top
    sheetView.frame = sheetFrame(top: top)
    // Inside an animation block the content's new layout animates with the sheet.
    sheetView.layoutIfNeeded()
    dimmingView.alpha = dimmingAlpha(top: top)
    applyShadow(top: top)
    applyCard(top: top)
    // The card two sheets down follows this sheet's depth too (`SheetLayout.maximumDepth`),
    // and a stacked parent's confined dimming this sheet's dimmed fraction.
    if isStacked,
      let parent = presentingViewController.presentation?.controller
        as? SheetPresentationController
    {
      parent.applyCard(top: parent.sheetTop)
      if parent.isStacked { parent.dimmingView.alpha = parent.dimmingAlpha(top: parent.sheetTop) }
    }
  }

  /// Scales the card behind back for the sheet's top at `top` and the sheets stacked above.
  func applyCard(top: CGFloat) {
    guard scalesCard, let card = presentingCard else { return }
    let layout = self.layout
    let depth = layout.depth(sheetTop: top, lowerTop: scaleStartTop) + depthAbove
    card.transform = cardTransform(depth: depth)
    // A sheet under this one keeps its own corners.
    guard !isStacked else { return }
    let displayRadius = cardRestore?.radius ?? 0
    let screenRadius = max(displayRadius, containerView?.window?.device?.displayCornerRadius ?? 0)
    card.layer.cornerRadius =
      screenRadius + (SheetLayout.cornerRadius - screenRadius) * min(depth, 1)
  }

  /// Puts the sheet at its resting place when nothing else moves it (a size change, a
  /// property set without `animateChanges`); a settle in flight springs on to it instead.
  func relayoutIfResting() {
    guard containerView != nil, !isTransitioning, !isApplyingChanges, drag == nil else {
      return
    }
    guard settleAnimator == nil else {
      retargetSettleIfMoved()
      return
    }
    applyPosition(top: restingTop)
  }

  /// Hands this controller back to the presented controller, which keeps it (holding it
  /// weakly in return) for its next presentation with the same configuration.
  private func endPresentation() {
    let presented = presentedViewController
    presented.preparedSheet = self
    holdPresented(strongly: false)
  }

  /// Takes the chrome away and gives the card back its look.
  private func tearDownChrome() {
    dimmingView.removeFromSuperview()
    backdropView.removeFromSuperview()
    shadowView.removeFromSuperview()
    if let card = presentingCard, let restore = cardRestore {
      card.transform = restore.transform
      card.layer.cornerRadius = restore.radius
      card.clipsToBounds = restore.clips
    }
    cardRestore = nil
  }
}

/// The delegate of a sheet presentation controller (`UISheetPresentationControllerDelegate`),
/// set as its `delegate`.
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// Called after a drag changed `selectedDetentIdentifier`
  /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`); not called for
  /// changes made in code.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {}
}
