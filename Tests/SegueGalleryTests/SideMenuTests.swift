import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

/// A menu recording its appearance callbacks and its transitions' coordinator completions.
@MainActor
private final class RecordingMenu: MenuViewController {
  var log: [String] = []
  /// One entry per transition that completed: whether it was cancelled.
  var completions: [Bool] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("willAppear")
    watchCoordinator()
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("willDisappear")
    watchCoordinator()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("didDisappear")
  }

  /// The coordinator last watched: a cancelled presentation calls both `viewWillAppear` and
  /// `viewWillDisappear` within one transition.
  /// Weak, so that a later coordinator at a reused address is not mistaken for it.
  private weak var watched: AnyObject?

  private func watchCoordinator() {
    guard let coordinator = transitionCoordinator else { return }
    guard coordinator as AnyObject !== watched else { return }
    watched = coordinator as AnyObject
    coordinator.animate(alongsideTransition: nil) { [weak self] context in
      self?.completions.append(context.isCancelled)
    }
  }
}

@MainActor
@Suite("menu-present, menu-present-cancelled and menu-dismiss (seed 003's edge pan)")
struct SideMenuTests {
  @Test func presentKeyFrames() throws { expectKeyFrameSnapshots(of: SideMenu.presentEntry) }

  /// The first item's offset frame by frame at 60 Hz, and whether the finger was down.
  private func itemOffsets(_ kind: SideMenu.Kind) -> [(x: CGFloat, touching: Bool)] {
    let app = SideMenu.makeApp(device: .iPhone15Pro, presented: kind == .dismiss)
    let stage = SideMenu.start(kind, in: app)
    var offsets: [(x: CGFloat, touching: Bool)] = []
    for frame in 1...Int(SideMenu.duration * 60) {
      stage.advance(to: Double(frame) / 60)
      guard let menu = app.helper.menuViewController, let item = menu.rows.first?.left.icon,
        menu.view.window != nil
      else { continue }
      offsets.append(
        (item.layer.presentationValues().transform.m41, !stage.window.touchLocations.isEmpty))
    }
    return offsets
  }

  /// The pan scrubs the menu linearly: the items move by the same share of their 300 pt as
  /// the progress, frame by frame (no spring shape while the finger is down).
  @Test func theEdgePanScrubsTheItemsLinearly() throws {
    let offsets = itemOffsets(.present)
    let touching = offsets.filter(\.touching).map(\.x)
    try #require(touching.count > 10)
    // Progress = translation / 300 pt; the items sit at −300 × (1 − progress): under the
    // finger. At the frame the finger lifts they show its last move, at the drag's end.
    let release = try #require(offsets.firstIndex { !$0.touching && $0.x != offsets[0].x })
    let released = offsets[release].x
    let width: CGFloat = 393
    let progress = 1 + released / 300
    let translation = progress * MenuTransitionHelper.trackedDistance
    #expect(
      abs(translation - (SideMenu.presentDragEnd * width - SideMenu.edgeStartX)) < 2,
      "\(translation)")
    // Steps between frames follow the finger's smooth speed: no step more than twice its
    // neighbour's once moving.
    let steps = zip(touching, touching.dropFirst()).map { $1 - $0 }
    for (a, b) in zip(steps, steps.dropFirst()) where a > 1 {
      #expect(b > 0.6 * a && b < 1.6 * a, "\(steps)")
    }
  }

  /// On release the spring leaves at the finger's velocity: the items keep moving the way
  /// they went and speed up smoothly, never starting again from rest or jumping.
  @Test(arguments: [SideMenu.Kind.present, .dismiss])
  func theReleaseSpringLeavesAtTheFingersVelocity(_ kind: SideMenu.Kind) throws {
    let offsets = itemOffsets(kind)
    let release = try #require(offsets.firstIndex { !$0.touching && $0.x != offsets[0].x })
    try #require(release >= 2)
    let sign: CGFloat = kind == .present ? 1 : -1
    // The frame the finger lifts shows its last move; the spring runs from there.
    let before = sign * (offsets[release].x - offsets[release - 1].x)
    let after = sign * (offsets[release + 1].x - offsets[release].x)
    #expect(before > 2, "the finger drove the items: \(before) pt a frame")
    #expect(after >= before, "no restart from rest: \(before) then \(after)")
    #expect(after < 5 * before, "no lunge: \(before) then \(after)")
  }

  /// A short, hesitant pan is cancelled: the items spring back out over a visible time, not
  /// two frames.
  @Test func aCancelledPanSpringsBackOverSeveralFrames() throws {
    let offsets = itemOffsets(.cancelled)
    let release = try #require(offsets.firstIndex { !$0.touching })
    let after = offsets[release...]
    #expect(after.count >= 10, "the menu stays on screen while it springs back: \(after.count)")
    let steps = zip(after, after.dropFirst()).map { abs($1.x - $0.x) }
    #expect((steps.max() ?? 0) < 20, "\(steps)")
  }

  /// Issue 20: the home's picture showed as a sharp square through the fading blur
  /// (menu-dismiss f7–f17). The blur is never faded: its opacity stays 1 while its radius
  /// goes from the material's down to none, frame by frame.
  @Test func theBlurRecedesRatherThanFades() throws {
    let app = SideMenu.makeApp(device: .iPhone15Pro, presented: true)
    let menu = try #require(app.helper.menuViewController)
    let stage = SideMenu.start(.dismiss, in: app)
    var radii: [CGFloat] = []
    for frame in 1...Int(SideMenu.duration * 30) {
      stage.advance(to: Double(frame) / 30)
      guard menu.view.window != nil else { break }
      let shown = menu.blurView.layer.presentationValues()
      #expect(shown.opacity == 1, "frame \(frame)")
      radii.append(shown.backdropBlurRadius)
    }
    #expect(radii.first == BlurEffect.Style.dark.material.blurRadius)
    // The release spring rings about its end by a hundredth of a point.
    #expect((radii.last ?? 1) < 0.05)
    #expect(zip(radii, radii.dropFirst()).allSatisfy { $1 <= $0 + 0.05 }, "\(radii)")
    #expect(radii.filter { $0 > 0 && $0 < 20 }.count >= 10, "it recedes over frames: \(radii)")
  }

  @Test func cancelledKeyFrames() throws {
    expectKeyFrameSnapshots(of: SideMenu.presentCancelledEntry)
  }

  @Test func dismissKeyFrames() throws { expectKeyFrameSnapshots(of: SideMenu.dismissEntry) }

  /// What a run of a scene saw, frame by frame.
  private struct Run {
    let app: SideMenu.App
    let menu: RecordingMenu
    var sawInteractive = false
    var sawCoordinatorInteractive = false
    var maxProgress: CGFloat = 0
  }

  /// Runs the scene of `kind` frame by frame at 60 Hz.
  private func run(_ kind: SideMenu.Kind) throws -> Run {
    var menus: [RecordingMenu] = []
    let app = SideMenu.makeApp(device: .iPhone15Pro, presented: kind == .dismiss) {
      let menu = RecordingMenu()
      menus.append(menu)
      return menu
    }
    let scene = SideMenu.start(kind, in: app)
    var sawInteractive = false
    var sawCoordinatorInteractive = false
    var maxProgress: CGFloat = 0
    let frameCount = Int(SideMenu.duration * 60)
    for frame in 1...frameCount {
      scene.advance(to: SideMenu.duration * Double(frame) / Double(frameCount))
      if app.helper.isInteractive { sawInteractive = true }
      if let coordinator = app.home.transitionCoordinator ?? menus.last?.transitionCoordinator {
        if coordinator.isInteractive { sawCoordinatorInteractive = true }
        maxProgress = max(maxProgress, coordinator.percentComplete)
      }
    }
    #expect(menus.count == 1, "one menu per run")
    let menu = try #require(menus.first)
    return Run(
      app: app, menu: menu, sawInteractive: sawInteractive,
      sawCoordinatorInteractive: sawCoordinatorInteractive, maxProgress: maxProgress)
  }

  /// The helper answers no interaction controller once the gesture is over.
  private func expectNoInteractionController(_ helper: MenuTransitionHelper) {
    #expect(!helper.isInteractive)
    #expect(helper.interactionControllerForPresentation(using: helper) == nil)
    #expect(helper.interactionControllerForDismissal(using: helper) == nil)
  }

  @Test func anEdgeDragPastTwentyPercentPresentsTheMenu() throws {
    let run = try run(.present)
    let home = run.app.home
    #expect(run.sawInteractive && run.sawCoordinatorInteractive, "the edge pan drove it")
    // 60 % of the width less the 5 pt start, over 300 pt ≈ 0.77, a little less for the pan's
    // start.
    #expect(run.maxProgress > 0.7 && run.maxProgress <= 0.77)
    #expect(home.presentedViewController === run.menu)
    #expect(run.menu.presentingViewController === home && !run.menu.isBeingPresented)
    #expect(run.menu.view.superview != nil && run.menu.shownFraction == 1)
    #expect(home.view.superview === run.app.window, "over full screen: the home stays")
    #expect(home.transitionCoordinator == nil && run.menu.transitionCoordinator == nil)
    #expect(run.menu.completions == [false], "completed once, not cancelled")
    #expect(run.menu.log == ["willAppear", "didAppear"])
    for items in run.menu.rows {
      #expect(items.left.icon.transform == .identity && items.right.label.transform == .identity)
    }
    #expect(run.app.helper.menuViewController === run.menu)
    #expect(run.app.helper.exitPanGesture?.view === run.menu.view)
    expectNoInteractionController(run.app.helper)
  }

  @Test func aShortEdgeDragCancelsAndTheMenuLeaves() throws {
    let run = try run(.cancelled)
    let home = run.app.home
    #expect(run.sawInteractive)
    #expect(run.maxProgress > 0 && run.maxProgress < 0.2)
    #expect(home.presentedViewController == nil && run.menu.presentingViewController == nil)
    #expect(run.menu.view.superview == nil, "the menu left the window")
    #expect(run.app.window.subviews.count == 1 && home.view.superview === run.app.window)
    #expect(home.transitionCoordinator == nil)
    #expect(run.menu.completions == [true], "completed once, cancelled")
    #expect(run.menu.log == ["willAppear", "willDisappear", "didDisappear"])
    expectNoInteractionController(run.app.helper)
  }

  @Test func aLeftDragOnTheMenuDismissesIt() throws {
    let run = try run(.dismiss)
    let home = run.app.home
    #expect(run.sawInteractive && run.sawCoordinatorInteractive, "the menu's pan drove it")
    // 60 % of the width over 300 pt ≈ 0.79, a little less for the pan's start.
    #expect(run.maxProgress > 0.7 && run.maxProgress <= 0.79)
    #expect(home.presentedViewController == nil && run.menu.presentingViewController == nil)
    #expect(run.menu.view.superview == nil)
    #expect(run.app.window.subviews.count == 1 && home.view.superview === run.app.window)
    #expect(run.menu.completions == [false, false], "the presentation, then the dismissal")
    // Appeared when presented without animation, then disappeared.
    #expect(run.menu.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    expectNoInteractionController(run.app.helper)
  }

  @Test func theBackButtonDismissesWithoutAnInteractionController() throws {
    var menus: [RecordingMenu] = []
    let app = SideMenu.makeApp(device: .iPhone15Pro, presented: true) {
      let menu = RecordingMenu()
      menus.append(menu)
      return menu
    }
    let scene = app.stage
    menus.first?.backButton.sendActions(for: .touchUpInside)
    scene.advance(by: 0)
    let menu = try #require(menus.first)
    #expect(menu.isBeingDismissed)
    #expect(menu.transitionCoordinator?.isInteractive == false, "no gesture: not interactive")
    scene.advance(to: SideMenu.duration * 1)
    #expect(app.home.presentedViewController == nil && menu.view.superview == nil)
    #expect(menu.completions == [false, false], "the presentation, then the dismissal")
  }

  @Test func theEdgePanIsAttachedOnceToTheHomeScreen() throws {
    let app = SideMenu.makeApp(device: .iPhone15Pro)
    let helper = app.helper
    let pan = try #require(helper.enterPanGesture)
    #expect(pan.view === app.home.view && pan.edges == .left)
    // Setting the source again moves the pan rather than adding a second one.
    helper.sourceViewController = app.home
    let edgePans = (app.home.view.gestureRecognizers ?? []).filter {
      $0 is ScreenEdgePanGestureRecognizer
    }
    #expect(edgePans.count == 1 && pan.view == nil)
  }

  @Test func renderingIsDeterministic() throws {
    for entry in [SideMenu.presentEntry, SideMenu.dismissEntry] {
      let first = try renderKeyFrames(of: entry, scale: 2)
      let second = try renderKeyFrames(of: entry, scale: 2)
      for (a, b) in zip(first, second) {
        #expect(a.1 == b.1, "\(entry.id): frame at \(a.0) differs between two runs")
        #expect(a.2 == b.2)
      }
    }
  }

  @Test func theEntriesAreRegistered() {
    for id in ["menu-present", "menu-present-cancelled", "menu-dismiss"] {
      #expect(Gallery.entry(id: id)?.duration == SideMenu.duration)
    }
  }
}
