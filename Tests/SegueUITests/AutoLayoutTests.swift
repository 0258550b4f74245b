import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// Auto Layout's first slice: constraints built from anchors, solved in the layout pass.
/// Expected frames are worked out by hand from the constraints in each test.
@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
  /// A 400 × 300 window (its diagnostics recorded) with one subview under constraints.
  @MainActor
  final class Scene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = View()
    var messages: [String] = []

    init() {
      window.diagnostics = { [unowned self] in messages.append($0) }
      card.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(card)
    }
  }

  @Test func pinnedEdgesGiveTheInsetFrame() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -30),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      card.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -40),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 10, width: 350, height: 250))
    #expect(scene.messages.isEmpty)
  }

  @Test func centreAndSizeAndAMultiplier() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    LayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: window.centerYAnchor, constant: 10),
      card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
      card.heightAnchor.constraint(equalToConstant: 60),
    ])
    window.layoutIfNeeded()
    // width 200 centred on x = 200; height 60 centred on y = 160.
    #expect(card.frame == CGRect(x: 100, y: 130, width: 200, height: 60))
  }

  @Test func aHigherPriorityInequalityWinsOverALowerEquality() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    let wish = card.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultLow
    let cap = card.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor, constant: -40)
    cap.priority = .defaultHigh
    let floor = card.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    LayoutConstraint.activate([
      wish, cap, floor,
      card.leftAnchor.constraint(equalTo: window.leftAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(card.frame.width == 360, "the 750 cap holds; the 250 wish is as close as it allows")
    cap.priority = 200
    window.layoutIfNeeded()
    #expect(card.frame.width == 500, "now the wish outranks the cap")
  }

  @Test func aRequiredConflictIsLoggedAndTheNewConstraintIsBroken() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    width.identifier = "fixed-width"
    LayoutConstraint.activate([
      width, card.leftAnchor.constraint(equalTo: window.leftAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    let wider = card.widthAnchor.constraint(equalToConstant: 150)
    wider.identifier = "wider"
    wider.isActive = true
    window.layoutIfNeeded()
    #expect(card.frame.width == 100, "the layout that held before the conflict is kept")
    let message = scene.messages.joined()
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("'fixed-width'"), "the conflicting set is named")
    #expect(message.contains("Will attempt to recover by breaking constraint\n<'wider'"))
    #expect(wider.isActive, "as UIKit, the broken constraint stays active")
  }

  @Test func frameViewsAndConstrainedViewsMix() {
    let scene = Scene()
    let window = scene.window
    // A frame-laid panel (translates its frame) holding a constrained badge.
    let panel = View(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
    window.addSubview(panel)
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(badge)
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
      badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      // The window's card sits just below the panel: a cross-tree constraint.
      scene.card.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 8),
      scene.card.leftAnchor.constraint(equalTo: badge.leftAnchor),
      scene.card.widthAnchor.constraint(equalToConstant: 30),
      scene.card.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 170, y: 5, width: 20, height: 20), "in the panel's space")
    #expect(scene.card.frame == CGRect(x: 220, y: 148, width: 30, height: 30))
    panel.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 70, y: 5, width: 20, height: 20), "follows the new frame")
    #expect(scene.card.frame == CGRect(x: 70, y: 68, width: 30, height: 30))
    #expect(scene.messages.isEmpty)
  }

  @Test func aConstantChangedInAnAnimationBlockAnimatesTheFrame() {
    let host = TestHost()
    let container = host.show(View(frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(card)
    let height = card.heightAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      height, card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      card.leftAnchor.constraint(equalTo: container.leftAnchor),
      card.rightAnchor.constraint(equalTo: container.rightAnchor),
    ])
    container.layoutIfNeeded()
    host.advance(to: 0.1)
    #expect(card.frame == CGRect(x: 0, y: 20, width: 400, height: 100))
    height.constant = 300
    View.animate(withDuration: 1) { container.layoutIfNeeded() }
    #expect(card.frame == CGRect(x: 0, y: 20, width: 400, height: 300), "the model at once")
    host.advance(to: 0.6)
    let progress = Reference.easeInEaseOut(0.5)
    let shown = card.layer.presentationValues()
    expectClose(shown.bounds.height, 100 + 200 * progress, tolerance: 1e-6)
    expectClose(shown.position.y, 70 + 100 * progress, tolerance: 1e-6)
    host.advance(to: 1.2)
    #expect(card.layer.presentationValues().bounds.height == 300)
  }

  @Test func deactivatingRemovesTheConstraintFromTheLayout() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    let wide = card.widthAnchor.constraint(equalToConstant: 300)
    let narrow = card.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultHigh
    LayoutConstraint.activate([
      wide, narrow, card.leftAnchor.constraint(equalTo: window.leftAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(card.frame.width == 300)
    wide.isActive = false
    window.layoutIfNeeded()
    #expect(card.frame.width == 100)
    #expect(window.constraints.count == 2 && card.constraints.count == 2)
  }

  @Test func theMarginsGuideInsetsByTheLayoutMarginsAndFollowsThem() {
    let scene = Scene()
    let (card, window) = (scene.card, scene.window)
    window.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let guide = window.layoutMarginsGuide
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      card.topAnchor.constraint(equalTo: guide.topAnchor),
      card.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
    ])
    window.layoutIfNeeded()
    // Guide: x 20…360, y 10…270 (260 high).
    #expect(card.frame == CGRect(x: 20, y: 10, width: 340, height: 130))
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 260))
    window.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 150))
  }

  @Test func theSafeAreaGuideKeepsContentInsideTheDevicesInsets() {
    let window = Window(device: .iPhone15Pro)
    let insets = window.safeAreaInsets
    #expect(insets.top > 0 && insets.bottom > 0)
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let safe = window.safeAreaLayoutGuide
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safe.topAnchor),
      card.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      card.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    let size = window.bounds.size
    #expect(
      card.frame
        == CGRect(
          x: (size.width - 100) / 2, y: insets.top, width: 100,
          height: size.height - insets.top - insets.bottom))
  }

  @Test func constraintsDoNotKeepTheirViewsAlive() {
    weak var container: View?
    weak var card: View?
    do {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = View()
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      LayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: parent.leftAnchor),
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      parent.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
      (container, card) = (parent, child)
    }
    #expect(container == nil && card == nil, "items are weak, as UIKit's")
  }

  /// UIKit's order: the controller's `viewWillLayoutSubviews()`, then the engine's frames,
  /// then the view's `layoutSubviews()` — so a constant set in `viewWillLayoutSubviews()`
  /// takes effect in the same pass and an override sees the solved frames.
  @Test func framesAreSetAfterViewWillLayoutSubviewsAndBeforeLayoutSubviews() {
    let screen = OrderScreen()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.rootViewController = screen
    window.layoutIfNeeded()
    #expect(screen.card.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    let seen = screen.recordingView.seenCardFrames
    #expect(!seen.isEmpty)
    for (card, width) in seen {
      #expect(card.width == width / 2, "each pass already has this pass's constant")
    }
    #expect(seen.last?.card == screen.card.frame)
  }
}

/// A view that records its subview's frame when its `layoutSubviews()` runs.
@MainActor
private final class RecordingView: View {
  /// The card's frame and this view's width at each `layoutSubviews()`.
  var seenCardFrames: [(card: CGRect, width: CGFloat)] = []
  override func layoutSubviews() {
    super.layoutSubviews()
    if let card = subviews.first { seenCardFrames.append((card.frame, bounds.width)) }
  }
}

/// A controller that sizes its card to half its view's width in `viewWillLayoutSubviews()`.
@MainActor
private final class OrderScreen: ViewController {
  let recordingView = RecordingView()
  let card = View()
  lazy var width = card.widthAnchor.constraint(equalToConstant: 10)

  override func loadView() { view = recordingView }

  override func viewDidLoad() {
    super.viewDidLoad()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    LayoutConstraint.activate([
      width, card.leftAnchor.constraint(equalTo: view.leftAnchor),
      card.topAnchor.constraint(equalTo: view.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    width.constant = view.bounds.width / 2
  }
}

/// Constraints that join or leave a window with their views take part from the next pass,
/// even when a pass ran while they were detached.
@MainActor
@Suite("Auto Layout across hierarchy changes")
struct AutoLayoutHierarchyTests {
  @Test func aSubtreeActivatedWhileDetachedIsLaidOutWhenAdded() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let anchor = View()
    anchor.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(anchor)
    LayoutConstraint.activate([
      anchor.leftAnchor.constraint(equalTo: window.leftAnchor),
      anchor.topAnchor.constraint(equalTo: window.topAnchor),
      anchor.widthAnchor.constraint(equalToConstant: 10),
      anchor.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    let panel = View(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(badge)
    LayoutConstraint.activate([
      badge.rightAnchor.constraint(equalTo: panel.rightAnchor, constant: -4),
      badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()  // a pass while the panel is detached
    window.addSubview(panel)
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 176, y: 4, width: 20, height: 20))
    panel.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(window.layoutState?.engine?.solver.constraintCount == 8, "only the anchor's own")
  }
}
