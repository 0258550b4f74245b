import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A collection view controller over 30 values of `ValueCell`s.
@MainActor
final class ValuesController: CollectionViewController {
  override func loadView() {
    super.loadView()
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
  }

  override func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int { 30 }

  override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath)
    (cell as? ValueCell)?.value = indexPath.item
    return cell
  }
}

/// Pops a layout-to-layout pushed collection view controller with a pinch, as Apple's
/// CollectionViewTransition sample does (its APLTransitionController): the pinch starts the
/// pop, the navigation controller asks its delegate (this) for an interaction controller
/// (this), which starts the collection view's interactive transition to the layout below; the
/// fingers closing to half their distance is the whole way; letting go past half-way
/// finishes, else cancels, both the layout's transition and the navigation's.
@MainActor
final class PinchPopInteraction: NavigationControllerDelegate,
  ViewControllerInteractiveTransitioning
{
  let navigationController: NavigationController
  private var pinching = false
  private var context: (any ViewControllerContextTransitioning)?
  private var transition: CollectionViewTransitionLayout?
  private(set) var ends: [(completed: Bool, finished: Bool)] = []

  init(navigationController: NavigationController, collectionView: CollectionView) {
    self.navigationController = navigationController
    navigationController.delegate = self
    collectionView.addGestureRecognizer(PinchGestureRecognizer(target: self, action: Self.pinched))
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    pinching ? self : nil
  }

  func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
    guard let from = transitionContext.viewController(forKey: .from) as? CollectionViewController,
      let to = transitionContext.viewController(forKey: .to) as? CollectionViewController
    else { return }
    context = transitionContext
    transition = from.collectionView.startInteractiveTransition(to: to.collectionViewLayout) {
      [weak self] completed, finished in
      self?.ends.append((completed, finished))
      transitionContext.completeTransition(completed)
    }
  }

  private func pinched(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      pinch.scale = 1
      pinching = true
      navigationController.popViewController(animated: true)
    case .changed:
      let progress = min(max((1 - pinch.scale) / 0.5, 0), 1)
      transition?.transitionProgress = progress
      context?.updateInteractiveTransition(progress)
    case .ended, .cancelled:
      pinching = false
      guard let transition, let context, let collectionView = transition.collectionView else {
        return
      }
      self.transition = nil
      self.context = nil
      if pinch.state == .ended && transition.transitionProgress > 0.5 {
        collectionView.finishInteractiveTransition()
        context.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
        context.cancelInteractiveTransition()
      }
    default:
      break
    }
  }
}

/// The pinch-driven pop of a layout-to-layout navigation: finished, the grid is back (the
/// stack popped, its exact frames); cancelled, the list is restored exactly.
@MainActor
@Suite("CollectionView: pinch to pop a layout-to-layout push")
struct CollectionPinchPopTests {
  struct Pushed {
    let host: WindowHost
    let navigation: NavigationController
    let grid: ValuesController
    let list: ValuesController
    let interaction: PinchPopInteraction
    let gridPlacements: [IndexPath: CellPlacement]
  }

  func pushList() -> Pushed {
    let host = WindowHost()
    let grid = ValuesController(collectionViewLayout: TestLayouts.grid())
    let navigation = NavigationController(rootViewController: grid)
    host.window.rootViewController = navigation
    host.frame()
    let gridPlacements = placements(of: grid.collectionView)
    let list = ValuesController(collectionViewLayout: TestLayouts.list())
    list.useLayoutToLayoutNavigationTransitions = true
    navigation.pushViewController(list, animated: true)
    host.advance(to: 1)
    let interaction = PinchPopInteraction(
      navigationController: navigation, collectionView: grid.collectionView)
    return Pushed(
      host: host, navigation: navigation, grid: grid, list: list, interaction: interaction,
      gridPlacements: gridPlacements)
  }

  /// Two fingers 200 pt apart closing to `distance` over 0.5 s from 0.05 s (window points).
  func pinch(to distance: CGFloat, on host: WindowHost) {
    let center = CGPoint(x: 196, y: 400)
    func finger(_ side: CGFloat) -> InputScript.Step {
      .drag(
        path: [
          CGPoint(x: center.x + 100 * side, y: center.y),
          CGPoint(x: center.x + distance / 2 * side, y: center.y),
        ], time: 0.05, duration: 0.5, easing: .linear, releaseVelocity: nil)
    }
    host.stage.play(InputScript([finger(1), finger(-1)]))
  }

  @Test func aPinchPastHalfWayPopsToTheGridsExactFrames() throws {
    let pushed = pushList()
    let collectionView = pushed.grid.collectionView
    #expect(pushed.list.collectionView === collectionView)
    #expect(placements(of: collectionView) != pushed.gridPlacements, "the list is shown")
    // Closing from 190 pt (where the pinch begins) to 60: scale 0.32, the whole way.
    pinch(to: 60, on: pushed.host)
    pushed.host.advance(to: 1.3)
    let transition = try #require(
      collectionView.collectionViewLayout as? CollectionViewTransitionLayout)
    #expect(transition.transitionProgress > 0.3 && transition.transitionProgress < 0.7)
    pushed.host.advance(to: 3)
    #expect(pushed.interaction.ends.map(\.completed) == [true])
    #expect(pushed.navigation.viewControllers.map { $0 === pushed.grid } == [true])
    #expect(collectionView.collectionViewLayout === pushed.grid.collectionViewLayout)
    #expect(pushed.grid.collectionView === collectionView && collectionView.window != nil)
    #expect(pushed.list.viewIfLoaded !== collectionView, "the popped one let go of it")
    #expect(placements(of: collectionView) == pushed.gridPlacements)
  }

  @Test func aPinchLetGoBeforeHalfWayRestoresTheListExactly() throws {
    let pushed = pushList()
    let collectionView = pushed.grid.collectionView
    let listPlacements = placements(of: collectionView)
    // Closing from 190 to 160 pt: scale 0.84, progress 0.32 — cancelled.
    pinch(to: 160, on: pushed.host)
    pushed.host.advance(to: 1.3)
    #expect(collectionView.collectionViewLayout is CollectionViewTransitionLayout)
    #expect(placements(of: collectionView) != listPlacements, "the cells moved")
    pushed.host.advance(to: 3)
    #expect(pushed.interaction.ends.map(\.completed) == [false])
    #expect(pushed.navigation.viewControllers.map { $0 === pushed.list } == [false, true])
    #expect(collectionView.collectionViewLayout === pushed.list.collectionViewLayout)
    #expect(pushed.list.collectionView === collectionView && collectionView.window != nil)
    #expect(placements(of: collectionView) == listPlacements)
  }
}
