import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// A window with a tab bar controller of navigation controllers of probes, and a model of what
/// it should show: each tab's stack, the presentations, the selected tab, the orientation.
///
/// Operations are applied to the real hierarchy and, when UIKit accepts them, to the model.
/// Requests made while transitions run are queued by Segue and run in order, so the model
/// applies each accepted request at once; what UIKit decides when it is called (a presenter
/// whose view is not in a window is ignored) is decided on the real hierarchy at that moment.
/// After `settle`, the real hierarchy must equal the model exactly.
@MainActor
final class World {
  nonisolated static let tabCount = 3
  /// How long a settle may take before it counts as a hang, seconds of stage time.
  static let settleTimeout: Double = 30

  let stage: Stage
  let tabs = TabBarController()
  private(set) var navigations: [NavigationController] = []
  private var delegates: [InteractiveNavigationDelegate] = []

  // The model.
  var stacks: [[Int]] = []
  private(set) var selected = 0
  /// The global presentations, bottom first (presented by the tab bar controller and then by
  /// each other).
  private(set) var presented: [(number: Int, style: Operation.Style)] = []
  /// The delegates of the accepted presentations whose controller set its delegate in
  /// `viewDidLoad`; each must be asked once.
  private(set) var delegatesSetOnLoad: [FadeTransitioning] = []
  /// Each tab's context presentation.
  private(set) var contextPresented: [Int?] = []
  /// Whether each tab's context presentation replaces the tab's view (`.currentContext`).
  private(set) var contextReplaces: [Bool] = []
  private(set) var landscape = false
  private(set) var dark = false
  /// `View.animate` completions asked for, by number, and how often each ran.
  private(set) var animations: [Int: Int] = [:]
  /// Each presented sheet's selected detent as set (nil: none set, the smallest).
  var sheetDetents: [Int: SheetPresentationController.Detent.Identifier?] = [:]
  /// The probes pushed with a zoom.
  private(set) var zoomPushed: Set<Int> = []
  /// The split view and collection side world, on its own stage (made before the main
  /// stage, so that timers and main-queue work started in the world's steps go to the main
  /// stage: `Stage.current`).
  let side = SideWorld()

  /// Every probe ever made, weakly.
  private var registry = ProbeRegistry(firstNumber: 0)
  var probes: [Int: WeakProbe] { registry.probes }
  /// Diagnostics the stage reported.
  private(set) var diagnostics: [String] = []

  init() {
    stage = Stage(device: .iPhone15Pro)
    stage.diagnostics = { [weak self] in self?.diagnostics.append($0) }
    var roots: [ViewController] = []
    for _ in 0..<Self.tabCount {
      let root = makeProbe()
      let navigation = NavigationController(rootViewController: root)
      navigation.definesPresentationContext = true
      let delegate = InteractiveNavigationDelegate()
      navigation.delegate = delegate
      delegates.append(delegate)
      navigations.append(navigation)
      stacks.append([root.number])
      contextPresented.append(nil)
      contextReplaces.append(false)
      roots.append(navigation)
    }
    tabs.setViewControllers(roots, animated: false)
    stage.window.rootViewController = tabs
    stage.advance(by: 0)
  }

  private func makeProbe() -> Probe { registry.make() }

  func probe(_ number: Int) -> Probe? { probes[number]?.probe }

  /// The controller global presentations are made from now, per the model.
  private var modelPresenter: ViewController? {
    guard let top = presented.last else { return tabs }
    return probe(top.number)
  }

  // MARK: Operations

  func apply(_ operation: Operation) throws(StageError) {
    let navigation = navigations[selected]
    switch operation {
    case .push(let animated, let zoom):
      let probe = makeProbe()
      if zoom, let source = navigation.topViewController as? Probe {
        probe.zoomOut(of: source)
        zoomPushed.insert(probe.number)
      }
      navigation.pushViewController(probe, animated: animated)
      stacks[selected].append(probe.number)
    case .pop(let animated):
      _ = navigation.popViewController(animated: animated)
      if stacks[selected].count > 1 { stacks[selected].removeLast() }
    case .popToRoot(let animated):
      _ = navigation.popToRootViewController(animated: animated)
      stacks[selected] = [stacks[selected][0]]
    case .interactivePop(let progress, let finish):
      interactivePop(in: selected, progress: CGFloat(progress) / 1000, finish: finish)
    case .present(let style, let animated):
      present(style, animated: animated)
    case .dismissTop(let animated):
      guard let top = presented.last, let probe = probe(top.number) else { return }
      dismiss(from: probe, animated: animated)
    case .dismissAll(let animated):
      dismiss(from: tabs, animated: animated)
    case .presentInContext(let animated, let current):
      presentInContext(animated: animated, current: current)
    case .dismissContext(let animated):
      guard let number = contextPresented[selected], let probe = probe(number) else { return }
      // As `dismiss(from:)`: a controller no longer presented (its tab's presentation was
      // dismissed meanwhile) is ignored.
      let accepted = probe.presentingViewController != nil && !probe.isBeingDismissed
      probe.dismiss(animated: animated)
      if accepted { contextPresented[selected] = nil }
    case .select(let tab):
      tabs.selectedIndex = tab
      selected = tab
    case .sheetDetent(let medium, let animated):
      changeDetent(to: medium ? .medium : .large, animated: animated)
    case .swipeSheet(let finish):
      swipeSheet(finish: finish)
    case .swipeZoom(let finish):
      swipeZoom(finish: finish)
    case .swipeBack(let finish):
      swipeBack(finish: finish)
    case .side(let step):
      try side.apply(step)
      makeMainStageCurrent()
    case .rotate:
      stage.rotate()
      landscape.toggle()
    case .appearance(let dark):
      stage.userInterfaceStyle = dark ? .dark : .light
      self.dark = dark
    case .animate(let milliseconds):
      animate(for: Double(milliseconds) / 1000)
    case .advance(let milliseconds):
      stage.advance(by: Double(milliseconds) / 1000)
    case .jump(let seconds):
      stage.jump(by: Double(seconds))
    case .settle:
      try side.apply(.settle)
      makeMainStageCurrent()
      try stage.runUntilIdle(timeout: Self.settleTimeout)
      // Objects a finished transition leaves to the next frame go then.
      stage.advance(by: stage.frameInterval)
    }
  }

  /// Whether a presentation in `style` takes its presenter's view out of the window.
  nonisolated static func hidesPresenter(_ style: Operation.Style) -> Bool {
    [.fullScreen, .crossDissolve, .zoom].contains(style)
  }

  /// The top presentation, gone by a swipe.
  func dropTopPresentation() {
    guard let top = presented.popLast() else { return }
    sheetDetents[top.number] = nil
  }

  /// `controller.dismiss(animated:)`: UIKit dismisses what the controller presents now (in
  /// reality), else the controller itself if it is presented; a target already being
  /// dismissed, or not presented yet (its presentation is queued), is ignored.
  private func dismiss(from controller: ViewController, animated: Bool) {
    let target =
      controller.presentedViewController
      ?? controller.presentingViewController.map {
        _ in controller
      }
    controller.dismiss(animated: animated)
    guard let number = (target as? Probe)?.number,
      let level = presented.firstIndex(where: { $0.number == number })
    else { return }
    for entry in presented[level...] { sheetDetents[entry.number] = nil }
    presented.removeSubrange(level...)
  }

  private func present(_ style: Operation.Style, animated: Bool) {
    guard let presenter = modelPresenter else { return }
    let probe = makeProbe()
    switch style {
    case .fullScreen: probe.modalPresentationStyle = .fullScreen
    case .crossDissolve:
      probe.modalPresentationStyle = .fullScreen
      probe.modalTransitionStyle = .crossDissolve
    case .overFullScreen: probe.modalPresentationStyle = .overFullScreen
    case .custom:
      let delegate = FadeTransitioning(duration: 0.3)
      probe.keptDelegate = delegate
      probe.transitioningDelegate = delegate
      probe.modalPresentationStyle = .custom
    case .customSetInViewDidLoad:
      probe.delegateOnLoad = FadeTransitioning(duration: 0.3)
    case .pageSheet, .modalSheet: probe.modalPresentationStyle = .pageSheet
    case .formSheet: probe.modalPresentationStyle = .formSheet
    case .mediumSheet:
      probe.modalPresentationStyle = .pageSheet
      probe.sheetPresentationController?.detents = [.medium(), .large()]
    case .zoom:
      if let source = presenter as? Probe ?? stacks[selected].last.flatMap({ self.probe($0) }) {
        probe.zoomOut(of: source)
      }
    }
    probe.isModalInPresentation = style == .modalSheet
    // UIKit ignores a presentation from a controller whose view is not in a window.
    let accepted = presenter.viewIfLoaded?.window != nil
    presenter.present(probe, animated: animated)
    if accepted { presented.append((probe.number, style)) }
    if accepted, style.isSheet { sheetDetents[probe.number] = .some(nil) }
    if accepted, let delegate = probe.delegateOnLoad { delegatesSetOnLoad.append(delegate) }
  }

  private func presentInContext(animated: Bool, current: Bool) {
    // Only from rest: Segue queues a presentation requested during another transition (UIKit
    // refuses it), and whether a queued one is accepted depends on whether its presenter is
    // still in the window when it starts — which pushes and tab changes decide meanwhile.
    guard contextPresented[selected] == nil, stage.isIdle,
      let top = stacks[selected].last.flatMap(probe), presented.isEmpty
    else { return }
    let probe = makeProbe()
    probe.modalPresentationStyle = current ? .currentContext : .overCurrentContext
    let accepted = top.viewIfLoaded?.window != nil
    top.present(probe, animated: animated)
    if accepted {
      contextPresented[selected] = probe.number
      contextReplaces[selected] = current
    }
  }

  private func interactivePop(in tab: Int, progress: CGFloat, finish: Bool) {
    let navigation = navigations[tab]
    // Only from rest, as a finger can only start one from what it sees; and not while a modal
    // transition runs or waits: Segue queues presentations UIKit would refuse, and one that
    // covers the tab mid-interaction ends the pop with the outcome it had then (its
    // animations leave the window).
    guard navigation.transitionCoordinator == nil, navigation.viewControllers.count > 1,
      navigation.view.window != nil, stacks[tab].count == navigation.viewControllers.count,
      modalTransitionsAtRest
    else { return }
    let interactor = PercentDrivenInteractiveTransition()
    delegates[tab].interactor = interactor
    _ = navigation.popViewController(animated: true)
    stage.advance(by: 0)
    interactor.update(progress)
    stage.advance(by: 0.05)
    if finish {
      interactor.finish()
      stacks[tab].removeLast()
    } else {
      interactor.cancel()
    }
    delegates[tab].interactor = nil
  }

  private func animate(for duration: Double) {
    guard let number = stacks[selected].last, let view = probe(number)?.viewIfLoaded else {
      return
    }
    let id = animations.count
    animations[id] = 0
    View.animate(
      withDuration: duration, animations: { view.alpha = 0.5 },
      completion: { [weak self] _ in
        view.alpha = 1
        self?.animations[id, default: 0] += 1
      })
  }
}

/// A weak reference to a probe.
struct WeakProbe {
  weak var probe: Probe?
  init(_ probe: Probe) { self.probe = probe }
}

/// A navigation delegate that answers an interaction controller while the world drives one.
@MainActor
final class InteractiveNavigationDelegate: NavigationControllerDelegate {
  var interactor: PercentDrivenInteractiveTransition?

  /// While an interaction runs, its animator (UIKit asks for an interaction controller only
  /// for an animator the delegate gave).
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    interactor == nil ? nil : FadeAnimator(duration: 0.3)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    interactor
  }
}
