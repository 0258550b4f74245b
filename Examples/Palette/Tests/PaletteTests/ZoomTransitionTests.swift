import Palette
import PaletteScenes
import SegueTesting
import SegueUIKit
import Testing

/// The zoom transition, run frame by frame on a stage as the app runs it: a finger on the
/// list, a finger on the swatch.
@Suite("Zoom transition")
@MainActor
struct ZoomTransitionTests {
  let device = Device.iPhone15Pro

  @Test func aTapOnACardZoomsItsSwatchOpen() throws {
    let (stage, list) = PaletteScenes.makeList(device: device)
    let card = list.cards[PaletteScenes.cardIndex]
    let cardFrame = card.convert(card.bounds, to: nil)
    expectTransition(of: stage, named: "open") {
      stage.tap(at: PaletteScenes.center(of: card))
    }
    let detail = try #require(list.presentedViewController as? SwatchDetailViewController)
    #expect(detail.swatch == Swatch.all[PaletteScenes.cardIndex])
    #expect(detail.view.frame == stage.window.bounds && detail.view.layer.cornerRadius == 0)
    #expect(detail.zoomingContent.allSatisfy { $0.alpha == 1 })
    #expect(list.view.window === stage.window, "a custom presentation keeps the list")
    #expect(card.convert(card.bounds, to: nil) == cardFrame && !card.isHidden)
    try stage.runUntilIdle()
  }

  @Test func theSwatchStartsOnItsCard() throws {
    let (stage, list) = PaletteScenes.makeList(device: device)
    let card = list.cards[PaletteScenes.cardIndex]
    list.open(card)
    stage.advance(by: 0)
    let detail = try #require(list.presentedViewController)
    let start = detail.view.layer.presentation()
    let cardFrame = card.convert(card.bounds, to: nil)
    #expect(start?.bounds.size == cardFrame.size)
    #expect(start?.position == CGPoint(x: cardFrame.midX, y: cardFrame.midY))
    #expect(start?.cornerRadius == SwatchCardView.cornerRadius)
    #expect(start?.opacity == 0, "it fades in over the card")
  }

  @Test func theCloseButtonZoomsBackAndLeavesNothingBehind() throws {
    let (stage, list) = PaletteScenes.makeList(device: device)
    weak var released: SwatchDetailViewController?
    weak var transition: ZoomTransitionController?
    do {
      list.open(list.cards[PaletteScenes.cardIndex], animated: false)
      stage.advance(by: 0)
      let detail = try #require(list.presentedViewController as? SwatchDetailViewController)
      released = detail
      transition = detail.transitioningDelegate as? ZoomTransitionController
      let container = detail.view.superview
      stage.tap(at: PaletteScenes.center(of: detail.closeButton))
      #expect(detail.isBeingDismissed)
      try stage.runUntilIdle()
      #expect(list.presentedViewController == nil)
      #expect(detail.view.superview == nil && container?.superview == nil)
    }
    #expect(stage.window.subviews.count == 1 && list.view.superview === stage.window)
    #expect(list.cards.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    stage.advance(by: stage.frameInterval)
    #expect(released == nil, "the swatch is freed")
    #expect(transition != nil, "the list keeps its transition until it opens another swatch")
  }

  @Test func aDragFollowsTheFingerLinearly() throws {
    let (stage, list, detail) = PaletteScenes.makeOpened(device: device)
    let script = PaletteScenes.DragClose.script(size: stage.size, cancelled: false)
    stage.play(script)
    stage.advance(by: PaletteScenes.DragClose.dragDuration * 0.7)
    let transition = try #require(detail.transitioningDelegate as? ZoomTransitionController)
    #expect(transition.interaction.isInteracting)
    let progress = transition.interaction.percentComplete
    #expect(progress > 0.1 && progress < 0.6)
    // Linear: the width has gone `progress` of the way from full screen to the card.
    let card = list.cards[PaletteScenes.cardIndex]
    let full = stage.size.width
    let width = try #require(detail.view.layer.presentation()?.bounds.width)
    expectClose(width, full - (full - card.bounds.width) * progress, tolerance: 0.01)
    try stage.runUntilIdle()
    #expect(list.presentedViewController == nil, "released fast and far: it finished")
  }

  @Test func aShortDragCancelsAndTheSwatchStaysAsItWas() throws {
    let (stage, list, detail) = PaletteScenes.makeOpened(device: device)
    stage.play(PaletteScenes.DragClose.script(size: stage.size, cancelled: true))
    try stage.runUntilIdle()
    #expect(list.presentedViewController === detail && !detail.isBeingDismissed)
    #expect(detail.view.frame == stage.window.bounds, "back to full screen, not the card")
    #expect(detail.view.layer.cornerRadius == 0 && detail.view.alpha == 1)
    #expect(detail.zoomingContent.allSatisfy { $0.alpha == 1 })
    let transition = try #require(detail.transitioningDelegate as? ZoomTransitionController)
    #expect(!transition.interaction.isInteracting)
  }

  @Test func theThrownCloseAtItsKeyFrames() {
    expectTransition(of: PaletteScenes.DragClose(cancelled: false), device: device)
  }
}
